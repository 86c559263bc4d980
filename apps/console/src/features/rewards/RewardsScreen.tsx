import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LANGUAGES, type Language } from '@palate/engine';
import type { PublicationConsent, PublicationReward, RewardEntry } from '@palate/protocol';
import { PublicationScreenHead } from '../../lib/PublicationScreenHead.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { callAsLeader } from '../../lib/api.ts';
import { downloadText } from '../../lib/download.ts';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { judgesOf, rewardOfForm, type RewardForm } from './rewardsView.ts';

/**
 * A publication's reward and informed consent: what each judge who finishes is granted, the
 * ledger with the leaders' corrections (each with its reason) and its CSV for payment, and
 * the consent text judges accept before their first question.
 */
export function RewardsScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const ledger = useLeaderCall('pub/rewards', { id }, onSignedOut);
  const consent = useLeaderCall('pub/consent', { id }, onSignedOut);
  const reload = () => {
    ledger.reload();
    consent.reload();
  };
  const { notice, act } = useLeaderAction(ledger.fail, reload);
  const data = ledger.data;

  async function exportCsv() {
    try {
      const file = await callAsLeader('pub/rewards/export', { id }, i18n.language);
      downloadText(file.fileName, file.content, 'text/csv');
    } catch (error) {
      ledger.fail(error);
    }
  }

  return (
    <div className="pl-console-stack">
      <PublicationScreenHead
        titleId="pl-rewards-title"
        back={t('rewards.back')}
        title={t('rewards.title', { name: data?.name ?? '' })}
        help={t('rewards.help')}
        failure={ledger.failure ?? consent.failure}
        notice={notice}
      />
      {data && (
        <RewardSetting
          key={JSON.stringify(data.reward)}
          reward={data.reward}
          onSave={(reward) => void act('pub/rewards/set', { id, reward }, t('rewards.saved'))}
        />
      )}
      {data && (
        <section className="pl-console-card" aria-labelledby="pl-rewards-ledger">
          <h2 id="pl-rewards-ledger">{t('rewards.ledgerTitle')}</h2>
          <p className="pl-console-help">{t('rewards.ledgerHelp')}</p>
          {data.entries.length === 0 ? (
            <p>{t('rewards.noEntries')}</p>
          ) : (
            <Ledger entries={data.entries} language={i18n.language} />
          )}
          <p>
            <button type="button" className="pl-console-button" onClick={() => void exportCsv()}>
              {t('rewards.export')}
            </button>
          </p>
          {data.reward !== null && judgesOf(data.entries).length > 0 && (
            <AdjustForm
              entries={data.entries}
              onAdjust={(adjustment) => act('pub/rewards/adjust', { id, ...adjustment }, t('rewards.adjusted'))}
            />
          )}
        </section>
      )}
      {consent.data && (
        <ConsentEditor
          key={consent.data.consent?.version ?? 0}
          consent={consent.data.consent}
          counts={consent.data.counts}
          onSave={(text) => void act('pub/consent/set', { id, text }, t('rewards.consentSaved'))}
        />
      )}
    </div>
  );
}

function RewardSetting({
  reward,
  onSave,
}: {
  reward: PublicationReward | null;
  onSave: (reward: PublicationReward | null) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<RewardForm>({
    kind: reward?.kind ?? 'none',
    value: reward === null ? '' : String(reward.value),
    currency: reward?.currency ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(rewardOfForm(form));
  };
  return (
    <section className="pl-console-card" aria-labelledby="pl-rewards-setting">
      <h2 id="pl-rewards-setting">{t('rewards.settingTitle')}</h2>
      <form className="pl-console-form" onSubmit={submit}>
        <label className="pl-console-select-field">
          <span>{t('rewards.kind')}</span>
          <select
            value={form.kind}
            onChange={(e) => setForm({ ...form, kind: e.currentTarget.value as RewardForm['kind'] })}
          >
            <option value="none">{t('rewards.kindNone')}</option>
            <option value="points">{t('rewards.kindPoints')}</option>
            <option value="amount">{t('rewards.kindAmount')}</option>
          </select>
        </label>
        {form.kind !== 'none' && (
          <label className="pl-console-select-field">
            <span>{t('rewards.value')}</span>
            <input
              type="number"
              min={0.01}
              step="any"
              required
              value={form.value}
              onChange={(e) => setForm({ ...form, value: e.currentTarget.value })}
            />
          </label>
        )}
        {form.kind === 'amount' && (
          <label className="pl-console-select-field">
            <span>{t('rewards.currency')}</span>
            <input
              required
              pattern="[A-Za-z]{3}"
              maxLength={3}
              autoCapitalize="characters"
              value={form.currency}
              onChange={(e) => setForm({ ...form, currency: e.currentTarget.value })}
            />
          </label>
        )}
        <p className="pl-console-help">{t('rewards.settingHelp')}</p>
        <button type="submit" className="pl-console-button pl-console-button--primary">
          {t('rewards.save')}
        </button>
      </form>
    </section>
  );
}

function Ledger({ entries, language }: { entries: RewardEntry[]; language: string }) {
  const { t } = useTranslation();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const amount = (entry: RewardEntry) =>
    entry.kind === 'amount' && entry.currency !== null
      ? new Intl.NumberFormat(language, { style: 'currency', currency: entry.currency }).format(entry.amount)
      : t('rewards.points', { value: new Intl.NumberFormat(language).format(entry.amount) });
  return (
    <TableScroll label={t('rewards.ledgerTitle')}>
      <table className="pl-console-table">
        <thead>
          <tr>
            <th scope="col">{t('rewards.judge')}</th>
            <th scope="col">{t('rewards.entry')}</th>
            <th scope="col">{t('rewards.amount')}</th>
            <th scope="col">{t('rewards.when')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index}>
              <th scope="row">
                {entry.judge}
                {entry.email !== null && <span className="pl-console-note"> {entry.email}</span>}
              </th>
              <td>
                {entry.source === 'grant'
                  ? t('rewards.grant')
                  : t('rewards.adjustment', { reason: entry.reason ?? '', actor: entry.actor ?? '' })}
              </td>
              <td>{amount(entry)}</td>
              <td>{when.format(entry.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function AdjustForm({
  entries,
  onAdjust,
}: {
  entries: RewardEntry[];
  onAdjust: (adjustment: { memberId: string; delta: number; reason: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const judges = judgesOf(entries);
  const [memberId, setMemberId] = useState(judges[0]?.memberId ?? '');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onAdjust({ memberId, delta: Number(delta), reason }).then((done) => {
      if (!done) return;
      setDelta('');
      setReason('');
    });
  };
  return (
    <form className="pl-console-form" onSubmit={submit} aria-labelledby="pl-rewards-adjust">
      <h3 id="pl-rewards-adjust">{t('rewards.adjustTitle')}</h3>
      <label className="pl-console-select-field">
        <span>{t('rewards.judge')}</span>
        <select value={memberId} onChange={(e) => setMemberId(e.currentTarget.value)}>
          {judges.map((judge) => (
            <option key={judge.memberId} value={judge.memberId}>
              {judge.name}
            </option>
          ))}
        </select>
      </label>
      <label className="pl-console-select-field">
        <span>{t('rewards.delta')}</span>
        <input type="number" step="any" required value={delta} onChange={(e) => setDelta(e.currentTarget.value)} />
      </label>
      <label className="pl-console-select-field">
        <span>{t('rewards.reason')}</span>
        <input required maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </label>
      <button type="submit" className="pl-console-button pl-console-button--primary" disabled={Number(delta) === 0}>
        {t('rewards.adjust')}
      </button>
    </form>
  );
}

function ConsentEditor({
  consent,
  counts,
  onSave,
}: {
  consent: PublicationConsent | null;
  counts: { accepted: number; declined: number; withdrawn: number };
  onSave: (text: Partial<Record<Language, string>> | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const [texts, setTexts] = useState<Partial<Record<Language, string>>>(consent?.text ?? {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== '')) as Partial<
      Record<Language, string>
    >;
    onSave(Object.keys(given).length === 0 ? null : given);
  };
  return (
    <section className="pl-console-card" aria-labelledby="pl-consent-title">
      <h2 id="pl-consent-title">{t('rewards.consentTitle')}</h2>
      <p className="pl-console-help">{t('rewards.consentHelp')}</p>
      <p role="status">
        {consent === null
          ? t('rewards.consentNone')
          : t('rewards.consentVersion', { version: consent.version, ...counts })}
      </p>
      <form className="pl-console-form" onSubmit={submit}>
        {LANGUAGES.map((language) => (
          <label key={language} className="pl-console-field">
            <span>{names.of(language) ?? language}</span>
            <textarea
              rows={4}
              lang={language}
              maxLength={20_000}
              value={texts[language] ?? ''}
              onChange={(e) => setTexts({ ...texts, [language]: e.currentTarget.value })}
            />
          </label>
        ))}
        <button type="submit" className="pl-console-button pl-console-button--primary">
          {t('rewards.consentSave')}
        </button>
      </form>
    </section>
  );
}
