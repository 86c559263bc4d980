import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CallResponse, ConsentRecord, RewardBalance } from '@palate/protocol';
import { Button } from '../../../components/ui/Button.tsx';
import { useTranslation } from 'react-i18next';
import { callAsUser } from '../../../lib/api.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { loadRecordsTexts, type RecordsTexts } from './recordsTexts.ts';
import './records.css';

interface Loaded {
  texts: RecordsTexts;
  rewards: CallResponse<'member/rewards'>;
  consents: ConsentRecord[];
}

async function fetchRecords(language: string): Promise<Loaded> {
  const [texts, rewards, { consents }] = await Promise.all([
    loadRecordsTexts(language),
    callAsUser('member/rewards', {}),
    callAsUser('member/consents', {}),
  ]);
  return { texts, rewards, consents };
}

/**
 * The judge's own records on their account page: their rewards (a total per unit and each
 * entry), their consents with a withdrawal, and the download of all their data.
 */
export function JudgeRecords({ language }: { language: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchRecords(language).then(
      (records) => current && setLoaded(records),
      (error: unknown) => current && setProblem(t(errorMessageKey(error))),
    );
    return () => {
      current = false;
    };
  }, [language, t]);
  const reload = useCallback(() => fetchRecords(language).then(setLoaded), [language]);

  const formatTime = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );

  if (loaded === null) {
    return problem === null ? null : (
      <p className="pl-login-alert" role="alert">
        {problem}
      </p>
    );
  }
  const { texts } = loaded;
  const amount = (value: Pick<RewardBalance, 'kind' | 'currency'>, total: number) =>
    value.kind === 'amount' && value.currency !== null
      ? new Intl.NumberFormat(language, { style: 'currency', currency: value.currency }).format(total)
      : `${new Intl.NumberFormat(language).format(total)} ${texts.points}`;

  return (
    <>
      <section className="pl-account-card pl-surface" aria-labelledby="pl-rewards-title">
        <h2 id="pl-rewards-title">{texts.rewardsTitle}</h2>
        {loaded.rewards.entries.length === 0 ? (
          <p className="pl-account-empty">{texts.noRewards}</p>
        ) : (
          <>
            <dl className="pl-account-profile">
              {loaded.rewards.balances.map((balance) => (
                <div key={`${balance.kind}${balance.currency ?? ''}`} className="pl-records-balance">
                  <dt>{texts.balance}</dt>
                  <dd>{amount(balance, balance.total)}</dd>
                </div>
              ))}
            </dl>
            <ul className="pl-account-list">
              {loaded.rewards.entries.map((entry, index) => (
                <li key={index}>
                  <span>
                    {entry.publication} · {entry.source === 'grant' ? texts.grant : texts.adjustment}
                    {entry.reason === null ? '' : ` (${entry.reason})`}: {amount(entry, entry.amount)}
                  </span>{' '}
                  <time className="pl-account-time">{formatTime.format(entry.at)}</time>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <ConsentsCard texts={texts} consents={loaded.consents} formatTime={formatTime} onChanged={reload} />
      <DataCard texts={texts} />
    </>
  );
}

interface ConsentsCardProps {
  texts: RecordsTexts;
  consents: ConsentRecord[];
  formatTime: Intl.DateTimeFormat;
  onChanged: () => Promise<void>;
}

function ConsentsCard({ texts, consents, formatTime, onChanged }: ConsentsCardProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function withdraw(publicationId: string) {
    setPending(true);
    setFailed(false);
    try {
      await callAsUser('member/consent/withdraw', { publicationId });
      setConfirming(null);
      await onChanged();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  const state = (consent: ConsentRecord) =>
    consent.withdrawnAt !== null
      ? `${texts.withdrawn} ${formatTime.format(consent.withdrawnAt)}`
      : consent.acceptedAt !== null
        ? `${texts.accepted} ${formatTime.format(consent.acceptedAt)}`
        : `${texts.declined} ${formatTime.format(consent.declinedAt ?? 0)}`;

  return (
    <section className="pl-account-card pl-surface" aria-labelledby="pl-consents-title">
      <h2 id="pl-consents-title">{texts.consentsTitle}</h2>
      {failed && (
        <p className="pl-login-alert" role="alert">
          {texts.failed}
        </p>
      )}
      {consents.length === 0 ? (
        <p className="pl-account-empty">{texts.noConsents}</p>
      ) : (
        <ul className="pl-account-list pl-records-consents">
          {consents.map((consent) => (
            <li key={consent.publicationId}>
              <span>
                {consent.publication}: {state(consent)}
              </span>
              {consent.acceptedAt !== null &&
                consent.withdrawnAt === null &&
                (confirming === consent.publicationId ? (
                  <div className="pl-records-confirm" role="group" aria-label={texts.withdraw}>
                    <p>{texts.confirm}</p>
                    <Button variant="quiet" onPress={() => setConfirming(null)} isDisabled={pending}>
                      {texts.cancel}
                    </Button>
                    <Button
                      variant="primary"
                      isPending={pending}
                      onPress={() => void withdraw(consent.publicationId)}
                      autoFocus
                    >
                      {texts.confirmYes}
                    </Button>
                  </div>
                ) : (
                  <Button variant="secondary" onPress={() => setConfirming(consent.publicationId)}>
                    {texts.withdraw}
                  </Button>
                ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DataCard({ texts }: { texts: RecordsTexts }) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setPending(true);
    setFailed(false);
    try {
      const { data } = await callAsUser('member/data', {});
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `palate-my-data-${new Date(data.exportedAt).toISOString().slice(0, 10)}.json`;
      link.click();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="pl-account-card pl-surface" aria-labelledby="pl-data-title">
      <h2 id="pl-data-title">{texts.dataTitle}</h2>
      <p>{texts.dataHelp}</p>
      {failed && (
        <p className="pl-login-alert" role="alert">
          {texts.failed}
        </p>
      )}
      <Button variant="secondary" isPending={pending} onPress={() => void download()}>
        {texts.download}
      </Button>
    </section>
  );
}
