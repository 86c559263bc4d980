import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Label, TextField } from 'react-aria-components';
import type { Device } from '@palate/protocol';
import { ErrorDialog } from '../../components/ErrorDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { callApi, callAsUser } from '../../lib/api.ts';
import { clearTerminal, saveTerminal, useStoredTerminal } from '../../lib/termStore.ts';
import { useStoredUser } from '../../lib/userStore.ts';
import { BoothApplicationPanel } from './BoothApplicationPanel.tsx';
import { useBusyAction } from './useBusyAction.ts';
import './terminals.css';

export interface DeviceScreenProps {
  homeHref: string;
  /** The connection settings, which a leader changes here in a booth host. */
  connectHref: string;
  debug: boolean;
  onHome: () => void;
}

/** How often the leader's view of the terminals refreshes itself. */
const TERMINALS_REFRESH_MS = 10_000;

/**
 * Device configuration and identification: a leader makes this browser a booth terminal
 * once (fzj_term keeps its name and token), and sees which terminals are connected and
 * who answers on each.
 */
export function DeviceScreen({ homeHref, connectHref, debug, onHome }: DeviceScreenProps) {
  const { t } = useTranslation();
  const terminal = useStoredTerminal();
  // The panel leader logged in on this browser (fzj_user) acts here.
  const leaderToken = useStoredUser()?.token ?? null;
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [refreshCount, setRefreshCount] = useState(0);
  const { busy, act: runBusy } = useBusyAction(setFailure);

  function act(action: () => Promise<void>): Promise<void> {
    setChecked(false);
    return runBusy(action);
  }

  /** term/connect: a new booth by name, a judge's own device (virtual), or a known terminal again (its id). */
  function connectAs(request: { name: string } | { virt: true } | { term: string }) {
    if (!leaderToken) return;
    void act(async () => {
      const { term } = await callAsUser('term/connect', request);
      saveTerminal({ name: term.name, token: term.token });
      setRefreshCount((count) => count + 1);
    });
  }

  function connect(event: FormEvent) {
    event.preventDefault();
    connectAs({ name: name.trim() });
  }

  return (
    <section className="pl-device" aria-labelledby="pl-device-title">
      <div className="pl-page-head">
        <h1 id="pl-device-title" className="pl-page-title">
          {t('device.title')}
        </h1>
        <Button onPress={onHome}>{t('device.backHome')}</Button>
      </div>
      {terminal ? (
        <div className="pl-device-card">
          <p className="pl-device-identity">{t('device.connectedAs', { name: terminal.name })}</p>
          {checked && (
            <p className="pl-notice" role="status">
              {t('device.checked')}
            </p>
          )}
          <div className="pl-page-actions">
            <Button
              isPending={busy}
              onPress={() =>
                void act(async () => {
                  await callApi('term/wakeup', { ttk: terminal.token, term: terminal.name });
                  setChecked(true);
                })
              }
            >
              {t('device.check')}
            </Button>
            <Button
              isDisabled={busy}
              onPress={() =>
                void act(async () => {
                  // Forgotten here even if the server is out of reach: the booth is no longer one.
                  await callApi('term/disconnect', { ttk: terminal.token }).finally(clearTerminal);
                  setRefreshCount((count) => count + 1);
                })
              }
            >
              {t('device.disconnect')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="pl-device-card">
          <p>{t('device.intro')}</p>
          {leaderToken ? (
            <Form className="pl-device-form" onSubmit={connect}>
              <TextField className="pl-field" value={name} onChange={setName} isRequired maxLength={64}>
                <Label className="pl-field-label">{t('device.nameLabel')}</Label>
                <Input className="pl-field-input" />
              </TextField>
              <Button type="submit" variant="primary" size="large" isPending={busy}>
                {t('device.connect')}
              </Button>
              <Button size="large" isDisabled={busy} onPress={() => connectAs({ virt: true })}>
                {t('device.connectVirtual')}
              </Button>
            </Form>
          ) : (
            <p className="pl-notice">{t('device.needLeader')}</p>
          )}
        </div>
      )}
      {leaderToken && <BoothApplicationPanel connectHref={connectHref} onFailure={setFailure} />}
      {leaderToken && (
        <TerminalList
          leaderToken={leaderToken}
          refreshCount={refreshCount}
          onFailure={setFailure}
          onConnectAs={terminal || busy ? null : (id) => connectAs({ term: id })}
        />
      )}
      {failure !== null && (
        <ErrorDialog
          error={failure}
          homeHref={homeHref}
          debug={debug}
          onHome={() => {
            setFailure(null);
            onHome();
          }}
          onRetry={() => setFailure(null)}
        />
      )}
    </section>
  );
}

interface TerminalListProps {
  leaderToken: string;
  refreshCount: number;
  onFailure: (error: unknown) => void;
  /** Sets this browser up as the terminal of that id; null when it already is one. */
  onConnectAs: ((terminalId: string) => void) | null;
}

/** The account's terminals: connected or not, and who answers on each right now. */
function TerminalList({ leaderToken, refreshCount, onFailure, onConnectAs }: TerminalListProps) {
  const { t, i18n } = useTranslation();
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [tick, setTick] = useState(0);

  const load = useCallback(() => setTick((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    callAsUser('terms', {}).then(
      (result) => current && setDevices(result.terms.items),
      (error: unknown) => current && onFailure(error),
    );
    return () => {
      current = false;
    };
  }, [leaderToken, refreshCount, tick, onFailure]);

  useEffect(() => {
    const timer = window.setInterval(load, TERMINALS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  /** The leader is on their way: the booth's call button stops waiting. */
  async function answerCall(terminalId: string) {
    try {
      await callAsUser('term/call/answer', { term: terminalId });
      load();
    } catch (error) {
      onFailure(error);
    }
  }

  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="pl-terminals" aria-labelledby="pl-terminals-title">
      <div className="pl-page-head">
        <h2 id="pl-terminals-title" className="pl-section-title">
          {t('device.terminalsTitle')}
        </h2>
        <Button onPress={load}>{t('device.refresh')}</Button>
      </div>
      {devices !== null && devices.length === 0 && <p className="pl-empty">{t('device.noTerminals')}</p>}
      {devices !== null && devices.length > 0 && (
        <div className="pl-terminal-scroll">
          <table className="pl-terminal-table">
            <thead>
              <tr>
                <th scope="col">{t('device.columnName')}</th>
                <th scope="col">{t('device.columnState')}</th>
                <th scope="col">{t('device.columnJudge')}</th>
              </tr>
            </thead>
            <tbody>
              {devices.map((device) => (
                <tr key={device.id} data-connected={device.connected}>
                  <th scope="row">
                    {device.name}
                    {device.virtual && <span className="pl-terminal-tag">{t('device.ownDevice')}</span>}
                    {onConnectAs && !device.virtual && (
                      <span className="pl-terminal-use">
                        <Button
                          onPress={() => onConnectAs(device.id)}
                          aria-label={t('device.connectExistingOf', { name: device.name })}
                        >
                          {t('device.connectExisting')}
                        </Button>
                      </span>
                    )}
                  </th>
                  <td>
                    {t(device.expired ? 'device.idle' : device.connected ? 'device.connected' : 'device.disconnected')}
                    {device.online && (
                      <span className="pl-terminal-since">
                        {t('device.since', { time: time.format(new Date(device.online.start)) })}
                      </span>
                    )}
                  </td>
                  <td>
                    {device.judge ? (
                      <>
                        {device.judge.login ?? t('device.anonymousJudge')}
                        <span className="pl-terminal-since">
                          {t(device.judge.block ? 'device.answering' : 'device.atList')}
                        </span>
                        {device.call && (
                          <span className="pl-terminal-call-row">
                            <strong className="pl-terminal-call" role="status">
                              {t('device.calling', { time: time.format(new Date(device.call.at)) })}
                            </strong>
                            <Button
                              onPress={() => void answerCall(device.id)}
                              aria-label={t('device.answerCallOf', { name: device.name })}
                            >
                              {t('device.answerCall')}
                            </Button>
                          </span>
                        )}
                      </>
                    ) : (
                      t('device.nobody')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
