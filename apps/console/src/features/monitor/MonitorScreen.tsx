import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, Input, Label, NumberField } from 'react-aria-components';
import type { MonitoredJudgeView } from '@palate/protocol';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { incompleteBlocksText } from '../../lib/incompleteBlocksText.ts';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { QuotaCells } from './QuotaCells.tsx';

/** How often the monitor asks where the judges are: a judge's move shows within two seconds. */
const REFRESH_MS = 1000;

function minutesAndSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

type Pending =
  | { kind: 'end'; judge: MonitoredJudgeView }
  | { kind: 'sendBack'; judge: MonitoredJudgeView }
  | { kind: 'release'; booth: { id: string; name: string } };

/**
 * A publication's session as it happens: each judge's screen and idle time, the judges
 * stuck on a screen, the booths and their calls, the incomplete design served and how many
 * more judges make the next whole replicate; and what a leader does about them, each
 * asked for confirmation and kept in the audit log.
 */
export function MonitorScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [stuckMinutes, setStuckMinutes] = useState(5);
  const { data, failure, fail, reload } = useLeaderCall(
    'pub/monitor',
    { id, stuckAfterSeconds: Math.round(stuckMinutes * 60) },
    onSignedOut,
  );
  const { notice, act } = useLeaderAction(fail, reload);
  const [pending, setPending] = useState<Pending | null>(null);
  const [screen, setScreen] = useState(1);
  const [countdown, setCountdown] = useState(5);
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const times = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  const via = (judge: MonitoredJudgeView) =>
    judge.via === 'booth'
      ? t('monitor.viaBooth', { name: judge.booth ?? '' })
      : t(judge.via === 'link' ? 'monitor.viaLink' : 'monitor.viaDirect');

  return (
    <div className="pl-console-stack pl-monitor">
      <p>
        <Link className="pl-console-link" to="/publications">
          {t('monitor.back')}
        </Link>
      </p>
      <section className="pl-console-card" aria-labelledby="pl-monitor-title">
        <h1 id="pl-monitor-title">{t('monitor.title', { name: data?.name ?? '' })}</h1>
        <p className="pl-console-help">{t('monitor.help')}</p>
        <FailureNote failure={failure} />
        {data && (
          <p className="pl-results-headline">
            {t('monitor.totals', { started: data.started, finished: data.finished })}
            {data.target !== null && (
              <span className="pl-console-note">{t('monitor.ofTarget', { target: data.target })}</span>
            )}
          </p>
        )}
        {data?.incompleteBlocks && <p className="pl-console-note">{incompleteBlocksText(t, data.incompleteBlocks)}</p>}
        {data?.replicates && (
          <p className="pl-console-note">
            {t('monitor.replicates', { whole: data.replicates.whole, judges: data.replicates.judgesToNext })}
          </p>
        )}
        <NumberField
          className="pl-console-field pl-monitor-threshold"
          minValue={1}
          maxValue={1440}
          value={stuckMinutes}
          onChange={(value) => Number.isFinite(value) && setStuckMinutes(value)}
        >
          <Label>{t('monitor.stuckAfter')}</Label>
          <Input />
        </NumberField>
        <p className="pl-console-success" role="status">
          {notice}
        </p>
      </section>

      {data && data.quotas.length > 0 && (
        <QuotaCells
          quotas={data.quotas}
          onChangeLimits={(limits) => act('pub/quotaLimits', { id, limits }, t('quotaCells.saved'))}
        />
      )}

      {data?.synchronised && (
        <section className="pl-console-card" aria-labelledby="pl-monitor-synchronise">
          <h2 id="pl-monitor-synchronise">{t('monitor.synchronise')}</h2>
          <p className="pl-console-help">{t('monitor.synchroniseHelp')}</p>
          <div className="pl-console-inline-form">
            <NumberField
              className="pl-console-field"
              minValue={3}
              maxValue={60}
              value={countdown}
              onChange={(value) => Number.isFinite(value) && setCountdown(value)}
            >
              <Label>{t('monitor.countdown')}</Label>
              <Input />
            </NumberField>
            <Button
              className="pl-console-button pl-console-button--primary"
              onPress={() =>
                void act('pub/synch/start', { id, delay: countdown }, t('monitor.synchronised', { count: countdown }))
              }
            >
              {t('monitor.synchroniseStart')}
            </Button>
          </div>
          {data.synchronisedStartAt !== null && (
            <p>
              {data.synchronisedStartAt > data.now
                ? t('monitor.startsIn', { count: Math.ceil((data.synchronisedStartAt - data.now) / 1000) })
                : t('monitor.lastStart', { time: times.format(data.synchronisedStartAt) })}
            </p>
          )}
        </section>
      )}

      <section className="pl-console-card" aria-labelledby="pl-monitor-judges">
        <h2 id="pl-monitor-judges">{t('monitor.judges')}</h2>
        {data?.judges.length === 0 && <p>{t('monitor.noJudges')}</p>}
        {data && data.judges.length > 0 && (
          <TableScroll label={t('monitor.judges')}>
            <table className="pl-console-table pl-monitor-table">
              <thead>
                <tr>
                  <th scope="col">{t('monitor.judge')}</th>
                  <th scope="col">{t('monitor.via')}</th>
                  <th scope="col">{t('monitor.progress')}</th>
                  <th scope="col">{t('monitor.repetition')}</th>
                  <th scope="col">{t('monitor.started')}</th>
                  <th scope="col">{t('monitor.idle')}</th>
                  <th scope="col">{t('monitor.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.judges.map((judge) => (
                  <tr key={judge.run} className={judge.stuck ? 'pl-monitor-stuck' : undefined}>
                    <th scope="row">
                      {judge.label}
                      {judge.tray !== null && (
                        <span className="pl-console-note">{`${t('monitor.tray')} ${judge.tray}`}</span>
                      )}
                    </th>
                    <td>{via(judge)}</td>
                    <td>
                      {judge.screenedOut ? (
                        <strong>{t('quotaCells.screenedOut')}</strong>
                      ) : judge.status === 'finished' ? (
                        <strong>{t('monitor.finished')}</strong>
                      ) : (
                        <>
                          {t('monitor.screenOf', { screen: judge.position + 1, screens: judge.screens })}
                          <progress
                            className="pl-monitor-progress"
                            max={judge.screens}
                            value={judge.position}
                            aria-label={`${judge.label}: ${t('monitor.screenOf', { screen: judge.position + 1, screens: judge.screens })}`}
                          />
                        </>
                      )}
                    </td>
                    <td>{judge.repetition}</td>
                    <td>{times.format(judge.started)}</td>
                    <td>
                      {judge.status === 'finished' ? '' : minutesAndSeconds(judge.idleSeconds)}
                      {judge.stuck && <strong className="pl-monitor-flag">{t('monitor.stuck')}</strong>}
                    </td>
                    <td className="pl-console-cell-links">
                      <Button
                        className="pl-console-button"
                        onPress={() => {
                          setScreen(judge.position + 1);
                          setPending({ kind: 'sendBack', judge });
                        }}
                      >
                        {t('monitor.sendBack')}
                      </Button>
                      {judge.status !== 'finished' && (
                        <Button className="pl-console-button" onPress={() => setPending({ kind: 'end', judge })}>
                          {t('monitor.end')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section className="pl-console-card" aria-labelledby="pl-monitor-booths">
        <h2 id="pl-monitor-booths">{t('monitor.booths')}</h2>
        {data?.booths.length === 0 && <p>{t('monitor.noBooths')}</p>}
        {data && data.booths.length > 0 && (
          <TableScroll label={t('monitor.booths')}>
            <table className="pl-console-table">
              <thead>
                <tr>
                  <th scope="col">{t('monitor.booth')}</th>
                  <th scope="col">{t('monitor.state')}</th>
                  <th scope="col">{t('monitor.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.booths.map((booth) => {
                  const judge = booth.judge === '' ? t('monitor.anonymous') : (booth.judge ?? '');
                  return (
                    <tr key={booth.id} className={booth.callAt !== null ? 'pl-monitor-stuck' : undefined}>
                      <th scope="row">{booth.name}</th>
                      <td>
                        {!booth.connected
                          ? t('monitor.boothOff')
                          : booth.judge === null
                            ? t('monitor.boothFree')
                            : t(booth.here ? 'monitor.boothHere' : 'monitor.boothElsewhere', { judge })}
                        {booth.callAt !== null && (
                          <strong className="pl-monitor-flag">
                            {t('monitor.calling', { time: times.format(booth.callAt) })}
                          </strong>
                        )}
                      </td>
                      <td className="pl-console-cell-links">
                        {booth.callAt !== null && (
                          <Button
                            className="pl-console-button pl-console-button--primary"
                            onPress={() => void act('term/call/answer', { term: booth.id }, t('monitor.done'))}
                          >
                            {t('monitor.answerCall')}
                          </Button>
                        )}
                        {booth.connected && booth.judge !== null && (
                          <Button className="pl-console-button" onPress={() => setPending({ kind: 'release', booth })}>
                            {t('monitor.release')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      {pending?.kind === 'end' && (
        <ConfirmDialog
          title={t('monitor.endTitle', { judge: pending.judge.label })}
          message={t('monitor.endMessage', { judge: pending.judge.label })}
          confirm={t('monitor.end')}
          onConfirm={() => void act('pub/run/end', { id, run: pending.judge.run }, t('monitor.done'))}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'sendBack' && (
        <ConfirmDialog
          title={t('monitor.sendBackTitle', { judge: pending.judge.label })}
          message={t('monitor.sendBackMessage', { judge: pending.judge.label })}
          confirm={t('monitor.sendBack')}
          onConfirm={() =>
            void act('pub/run/restart', { id, run: pending.judge.run, position: screen - 1 }, t('monitor.done'))
          }
          onClose={() => setPending(null)}
        >
          <NumberField
            className="pl-console-field"
            minValue={1}
            maxValue={pending.judge.screens}
            value={screen}
            onChange={(value) => Number.isFinite(value) && setScreen(value)}
          >
            <Label>{t('monitor.screen')}</Label>
            <Input />
          </NumberField>
        </ConfirmDialog>
      )}
      {pending?.kind === 'release' && (
        <ConfirmDialog
          title={t('monitor.releaseTitle', { name: pending.booth.name })}
          message={t('monitor.releaseMessage')}
          confirm={t('monitor.release')}
          onConfirm={() => void act('pub/booth/release', { term: pending.booth.id }, t('monitor.done'))}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
