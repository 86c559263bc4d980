import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { InvitationOutcome, ProfileFieldView, ProfileFilter } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { PublicationScreenHead } from '../../lib/PublicationScreenHead.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { filterOf, type FieldChoice } from './invitationsView.ts';

/**
 * A publication's invitations by email: judges of the panel chosen by their profile, people
 * from a CSV file, who was invited and where each stands, and the reminders, by hand or on
 * a schedule before the closing date.
 */
export function InvitationsScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, failure, fail, reload } = useLeaderCall('pub/invitations', { id }, onSignedOut);
  const fields = useLeaderCall('acc/profile/fields', {}, onSignedOut).data?.fields ?? [];
  const { notice, setNotice, act } = useLeaderAction(fail, reload);
  const [faults, setFaults] = useState<{ line: number; message: string }[]>([]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // Without PUBLIC_URL the links lead where this console is viewed, as the links screen shows them.
  const origin = window.location.origin;

  const told = (outcome: InvitationOutcome) =>
    setNotice(
      t('invitations.outcome', {
        sent: outcome.sent,
        already: outcome.alreadyInvited,
        unsubscribed: outcome.unsubscribed,
      }),
    );
  const invitePanel = (filter: ProfileFilter, resend: boolean) => {
    setNotice('');
    callAsLeader('pub/invite/panel', { id, filter, resend, origin }, i18n.language).then((outcome) => {
      told(outcome);
      reload();
    }, fail);
  };
  const inviteFile = (file: string, resend: boolean) => {
    setNotice('');
    setFaults([]);
    callAsLeader('pub/invite/file', { id, file, resend, checkOnly: false, origin }, i18n.language).then((outcome) => {
      setFaults(outcome.faults);
      if (outcome.faults.length === 0) told(outcome);
      reload();
    }, fail);
  };
  const remind = () => {
    setNotice('');
    callAsLeader('pub/remind', { id }, i18n.language).then(({ sent }) => {
      setNotice(t('invitations.reminded', { count: sent }));
      reload();
    }, fail);
  };

  return (
    <div className="pl-console-stack">
      <PublicationScreenHead
        titleId="pl-invitations-title"
        back={t('invitations.back')}
        title={t('invitations.title', { name: data?.name ?? '' })}
        help={t('invitations.help')}
        failure={failure}
        notice={notice}
      />
      <PanelForm fields={fields} onInvite={invitePanel} />
      <FileForm faults={faults} onInvite={inviteFile} />
      {data && (
        <section className="pl-console-card" aria-labelledby="pl-invitations-list">
          <h2 id="pl-invitations-list">{t('invitations.listTitle')}</h2>
          {data.invitations.length === 0 ? (
            <p>{t('invitations.none')}</p>
          ) : (
            <TableScroll label={t('invitations.listTitle')}>
              <table className="pl-console-table">
                <thead>
                  <tr>
                    <th scope="col">{t('invitations.name')}</th>
                    <th scope="col">{t('invitations.email')}</th>
                    <th scope="col">{t('invitations.state')}</th>
                    <th scope="col">{t('invitations.invited')}</th>
                    <th scope="col">{t('invitations.reminders')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.invitations.map((invitation) => (
                    <tr key={invitation.id}>
                      <th scope="row">{invitation.name}</th>
                      <td>{invitation.email}</td>
                      <td>{t(`invitations.states.${invitation.state}`)}</td>
                      <td>{when.format(invitation.invited)}</td>
                      <td>{invitation.remindersSent}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      )}
      {data && (
        <ReminderForm
          key={String(data.schedule.remindBeforeHours)}
          hours={data.schedule.remindBeforeHours}
          closes={data.closes}
          sentAt={data.schedule.sentAt}
          format={(at) => when.format(at)}
          onRemind={remind}
          onSchedule={(hours) =>
            void act('pub/remind/schedule', { id, remindBeforeHours: hours }, t('invitations.scheduleSaved'))
          }
        />
      )}
    </div>
  );
}

function PanelForm({
  fields,
  onInvite,
}: {
  fields: ProfileFieldView[];
  onInvite: (filter: ProfileFilter, resend: boolean) => void;
}) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<string, FieldChoice>>({});
  const [resend, setResend] = useState(false);
  const usable = fields.filter(
    (field) => field.kind === 'choice' || field.kind === 'choices' || field.kind === 'number',
  );
  const choose = (key: string, choice: FieldChoice) => setChoices((all) => ({ ...all, [key]: choice }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onInvite(filterOf(choices), resend);
  };
  return (
    <section className="pl-console-card" aria-labelledby="pl-invitations-panel">
      <h2 id="pl-invitations-panel">{t('invitations.panelTitle')}</h2>
      <p className="pl-console-help">{t('invitations.panelHelp')}</p>
      <form className="pl-console-form" onSubmit={submit}>
        {usable.map((field) =>
          field.kind === 'number' ? (
            <fieldset key={field.id} className="pl-console-fieldset">
              <legend>{field.label}</legend>
              <label className="pl-console-select-field">
                <span>{t('invitations.from')}</span>
                <input
                  type="number"
                  value={choices[field.key]?.min ?? ''}
                  onChange={(e) => choose(field.key, { ...choices[field.key], min: e.currentTarget.value })}
                />
              </label>
              <label className="pl-console-select-field">
                <span>{t('invitations.to')}</span>
                <input
                  type="number"
                  value={choices[field.key]?.max ?? ''}
                  onChange={(e) => choose(field.key, { ...choices[field.key], max: e.currentTarget.value })}
                />
              </label>
            </fieldset>
          ) : (
            <fieldset key={field.id} className="pl-console-fieldset">
              <legend>{field.label}</legend>
              {field.options.map((option) => {
                const values = choices[field.key]?.values ?? [];
                return (
                  <CheckboxField
                    key={option}
                    label={option}
                    isSelected={values.includes(option)}
                    onChange={(selected) =>
                      choose(field.key, {
                        values: selected ? [...values, option] : values.filter((value) => value !== option),
                      })
                    }
                  />
                );
              })}
            </fieldset>
          ),
        )}
        <CheckboxField isSelected={resend} onChange={setResend} label={t('invitations.resend')} />
        <div className="pl-console-actions">
          <button type="submit" className="pl-console-button pl-console-button--primary">
            {t('invitations.invitePanel')}
          </button>
        </div>
      </form>
    </section>
  );
}

function FileForm({
  faults,
  onInvite,
}: {
  faults: { line: number; message: string }[];
  onInvite: (file: string, resend: boolean) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [resend, setResend] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) void file.text().then((text) => onInvite(text, resend));
  };
  return (
    <section className="pl-console-card" aria-labelledby="pl-invitations-file">
      <h2 id="pl-invitations-file">{t('invitations.fileTitle')}</h2>
      <p className="pl-console-help">{t('invitations.fileHelp')}</p>
      <form className="pl-console-form" onSubmit={submit}>
        <label className="pl-console-select-field">
          <span>{t('invitations.file')}</span>
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            required
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        </label>
        <CheckboxField isSelected={resend} onChange={setResend} label={t('invitations.resend')} />
        <div className="pl-console-actions">
          <button type="submit" className="pl-console-button pl-console-button--primary">
            {t('invitations.inviteFile')}
          </button>
        </div>
      </form>
      {faults.length > 0 && (
        <div className="pl-console-error" role="alert">
          <p>{t('invitations.faultsTitle')}</p>
          <ul>
            {faults.map((fault) => (
              <li key={`${fault.line} ${fault.message}`}>
                {t('invitations.fault', { line: fault.line, message: fault.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function ReminderForm({
  hours,
  closes,
  sentAt,
  format,
  onRemind,
  onSchedule,
}: {
  hours: number | null;
  closes: number | null;
  sentAt: number | null;
  format: (at: number) => string;
  onRemind: () => void;
  onSchedule: (hours: number | null) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(hours === null ? '' : String(hours));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSchedule(typed.trim() === '' ? null : Number(typed));
  };
  return (
    <section className="pl-console-card" aria-labelledby="pl-invitations-remind">
      <h2 id="pl-invitations-remind">{t('invitations.remindTitle')}</h2>
      <p className="pl-console-help">{t('invitations.remindHelp')}</p>
      <div className="pl-console-actions">
        <button type="button" className="pl-console-button" onClick={onRemind}>
          {t('invitations.remindNow')}
        </button>
      </div>
      {closes === null ? (
        <p className="pl-console-help">{t('invitations.scheduleNoClosing')}</p>
      ) : (
        <form className="pl-console-form" onSubmit={submit}>
          <label className="pl-console-select-field">
            <span>{t('invitations.scheduleHours')}</span>
            <input type="number" min={1} max={1440} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
          </label>
          {sentAt !== null && (
            <p className="pl-console-help">{t('invitations.scheduleSent', { when: format(sentAt) })}</p>
          )}
          {sentAt === null && hours !== null && (
            <p className="pl-console-help">
              {t('invitations.scheduleDue', { when: format(closes - hours * 3_600_000) })}
            </p>
          )}
          <div className="pl-console-actions">
            <button type="submit" className="pl-console-button pl-console-button--primary">
              {t('invitations.scheduleSave')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
