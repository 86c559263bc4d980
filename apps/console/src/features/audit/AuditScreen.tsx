import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@palate/protocol';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';

const FILTERS = [
  { prefix: '', text: 'audit.all' },
  { prefix: 'run.', text: 'audit.runs' },
  { prefix: 'booth.', text: 'audit.booths' },
  { prefix: 'member.', text: 'audit.members' },
  { prefix: 'questionnaire.', text: 'audit.questionnaires' },
  { prefix: 'publication.', text: 'audit.publications' },
  { prefix: 'account.', text: 'audit.accounts' },
  { prefix: 'portal.', text: 'audit.portal' },
  { prefix: 'message.', text: 'audit.messages' },
] as const;

/** The account's audit log for its administrators: newest first, by kind of change. */
export function AuditScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const [prefix, setPrefix] = useState('');
  const { data, failure } = useLeaderCall('acc/audit', prefix === '' ? {} : { action: prefix }, onSignedOut);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  const describe = (entry: AuditEntryView): string => {
    switch (entry.action) {
      case 'run.end':
        return t('audit.actions.runEnd');
      case 'run.restart':
        return t('audit.actions.runRestart', { screen: Number(entry.detail.position ?? 0) + 1 });
      case 'booth.release':
        return t('audit.actions.boothRelease');
      case 'booth.callAnswered':
        return t('audit.actions.boothCallAnswered');
      case 'member.create':
        return t('audit.actions.memberCreate');
      case 'member.roles':
        return t('audit.actions.memberRoles');
      case 'member.deactivate':
        return t('audit.actions.memberDeactivate');
      case 'member.reactivate':
        return t('audit.actions.memberReactivate');
      case 'member.unlock':
        return t('audit.actions.memberUnlock');
      case 'member.import':
        return t('audit.actions.memberImport', { count: Number(entry.detail.count ?? 0) });
      case 'member.resetKey':
        return t('audit.actions.memberResetKey');
      case 'member.password':
        return t('audit.actions.memberPassword');
      case 'account.settings':
        return t('audit.actions.accountSettings');
      case 'account.stylesheet':
        return t('audit.actions.accountStylesheet');
      case 'account.script':
        return t('audit.actions.accountScript');
      case 'account.create':
        return t('audit.actions.accountCreate');
      case 'account.licence':
        return t('audit.actions.accountLicence');
      case 'portal.save':
        return t('audit.actions.portalSave');
      case 'questionnaire.import':
        return t('audit.actions.questionnaireImport');
      case 'publication.create':
        return t('audit.actions.publicationCreate');
      case 'publication.linkCreate':
        return t('audit.actions.publicationLinkCreate');
      case 'publication.linkRevoke':
        return t('audit.actions.publicationLinkRevoke');
      case 'publication.close':
        return t('audit.actions.publicationClose');
      case 'publication.reopen':
        return t('audit.actions.publicationReopen');
      case 'publication.expiry':
        return t('audit.actions.publicationExpiry');
      case 'publication.delete':
        return t('audit.actions.publicationDelete', { count: Number(entry.detail.answers ?? 0) });
      case 'publication.exclude':
        return t('audit.actions.publicationExclude', { judge: String(entry.detail.judge ?? '') });
      case 'publication.include':
        return t('audit.actions.publicationInclude', { judge: String(entry.detail.judge ?? '') });
      case 'message.send':
        return t('audit.actions.messageSend');
      default:
        // A change named by the server that this console does not word yet is shown as it is logged.
        return entry.action;
    }
  };

  return (
    <section className="pl-console-card" aria-labelledby="pl-audit-title">
      <h1 id="pl-audit-title">{t('audit.title')}</h1>
      <p className="pl-console-help">{t('audit.help')}</p>
      <label className="pl-console-select-field">
        <span>{t('audit.show')}</span>
        <select value={prefix} onChange={(event) => setPrefix(event.currentTarget.value)}>
          {FILTERS.map((filter) => (
            <option key={filter.prefix} value={filter.prefix}>
              {t(filter.text)}
            </option>
          ))}
        </select>
      </label>
      <FailureNote failure={failure} />
      {data?.entries.length === 0 && <p>{t('audit.empty')}</p>}
      {data && data.entries.length > 0 && (
        <TableScroll label={t('audit.title')}>
          <table className="pl-console-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.target')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{dates.format(entry.at)}</td>
                  <td>{entry.actorName}</td>
                  <th scope="row">{describe(entry)}</th>
                  <td>{entry.target}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
