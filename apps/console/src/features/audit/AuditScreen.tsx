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
  { prefix: 'profile.', text: 'audit.profileFields' },
  { prefix: 'apiToken.', text: 'audit.apiTokens' },
  { prefix: 'webhook.', text: 'audit.webhooks' },
  { prefix: 'mail.', text: 'audit.mail' },
  { prefix: 'invitation.', text: 'audit.invitations' },
  { prefix: 'slots.', text: 'audit.slots' },
  { prefix: 'reward.', text: 'audit.rewards' },
  { prefix: 'product.', text: 'audit.products' },
] as const;

/** Each logged action's words; an action this console does not word yet is shown as it is logged. */
const ACTION_TEXTS = {
  'run.end': 'audit.actions.runEnd',
  'run.restart': 'audit.actions.runRestart',
  'booth.release': 'audit.actions.boothRelease',
  'booth.callAnswered': 'audit.actions.boothCallAnswered',
  'member.create': 'audit.actions.memberCreate',
  'member.roles': 'audit.actions.memberRoles',
  'member.deactivate': 'audit.actions.memberDeactivate',
  'member.reactivate': 'audit.actions.memberReactivate',
  'member.unlock': 'audit.actions.memberUnlock',
  'member.import': 'audit.actions.memberImport',
  'member.resetKey': 'audit.actions.memberResetKey',
  'member.password': 'audit.actions.memberPassword',
  'account.settings': 'audit.actions.accountSettings',
  'account.stylesheet': 'audit.actions.accountStylesheet',
  'account.script': 'audit.actions.accountScript',
  'account.create': 'audit.actions.accountCreate',
  'account.licence': 'audit.actions.accountLicence',
  'portal.save': 'audit.actions.portalSave',
  'questionnaire.import': 'audit.actions.questionnaireImport',
  'questionnaire.version': 'audit.actions.questionnaireVersion',
  'questionnaire.duplicate': 'audit.actions.questionnaireDuplicate',
  'questionnaire.image': 'audit.actions.imageUpload',
  'questionnaire.archive': 'audit.actions.questionnaireArchive',
  'questionnaire.restore': 'audit.actions.questionnaireRestore',
  'publication.create': 'audit.actions.publicationCreate',
  'publication.linkCreate': 'audit.actions.publicationLinkCreate',
  'publication.linkRevoke': 'audit.actions.publicationLinkRevoke',
  'publication.close': 'audit.actions.publicationClose',
  'publication.profileFilter': 'audit.actions.publicationProfileFilter',
  'publication.judgesTitle': 'audit.actions.publicationJudgesTitle',
  'publication.quotaLimits': 'audit.actions.publicationQuotaLimits',
  'publication.training': 'audit.actions.publicationTraining',
  'publication.study': 'audit.actions.publicationStudy',
  'publication.targets': 'audit.actions.publicationTargets',
  'member.delete': 'audit.actions.memberDelete',
  'member.profile': 'audit.actions.memberProfile',
  'profile.field.create': 'audit.actions.profileFieldCreate',
  'profile.field.change': 'audit.actions.profileFieldChange',
  'profile.field.delete': 'audit.actions.profileFieldDelete',
  'publication.reopen': 'audit.actions.publicationReopen',
  'publication.synchronise': 'audit.actions.publicationSynchronise',
  'publication.expiry': 'audit.actions.publicationExpiry',
  'publication.delete': 'audit.actions.publicationDelete',
  'publication.exclude': 'audit.actions.publicationExclude',
  'publication.include': 'audit.actions.publicationInclude',
  'message.send': 'audit.actions.messageSend',
  'apiToken.create': 'audit.actions.apiTokenCreate',
  'apiToken.revoke': 'audit.actions.apiTokenRevoke',
  'apiToken.use': 'audit.actions.apiTokenUse',
  'apiToken.refused': 'audit.actions.apiTokenRefused',
  'webhook.create': 'audit.actions.webhookCreate',
  'webhook.delete': 'audit.actions.webhookDelete',
  'mail.delivered': 'audit.actions.mailDelivered',
  'mail.refused': 'audit.actions.mailRefused',
  'invitation.panel': 'audit.actions.invitationPanel',
  'invitation.file': 'audit.actions.invitationFile',
  'invitation.remind': 'audit.actions.invitationRemind',
  'invitation.schedule': 'audit.actions.invitationSchedule',
  'member.email': 'audit.actions.memberEmail',
  'slots.create': 'audit.actions.slotsCreate',
  'slots.delete': 'audit.actions.slotsDelete',
  'slots.settings': 'audit.actions.slotsSettings',
  'publication.reward': 'audit.actions.publicationReward',
  'reward.adjust': 'audit.actions.rewardAdjust',
  'publication.consent': 'audit.actions.publicationConsent',
  'consent.withdraw': 'audit.actions.consentWithdraw',
  'product.create': 'audit.actions.productCreate',
  'product.update': 'audit.actions.productUpdate',
  'product.delete': 'audit.actions.productDelete',
  'product.fields': 'audit.actions.productFields',
  'product.import.products': 'audit.actions.productImportProducts',
  'product.import.batches': 'audit.actions.productImportBatches',
  'batch.create': 'audit.actions.batchCreate',
  'batch.update': 'audit.actions.batchUpdate',
  'batch.delete': 'audit.actions.batchDelete',
  'publication.batches': 'audit.actions.publicationBatches',
} as const;

function isWorded(action: string): action is keyof typeof ACTION_TEXTS {
  return Object.hasOwn(ACTION_TEXTS, action);
}

/** The account's audit log for its administrators: newest first, by kind of change. */
export function AuditScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const [prefix, setPrefix] = useState('');
  const { data, failure } = useLeaderCall('acc/audit', prefix === '' ? {} : { action: prefix }, onSignedOut);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  const describe = (entry: AuditEntryView): string =>
    isWorded(entry.action)
      ? t(ACTION_TEXTS[entry.action], {
          screen: Number(entry.detail.position ?? 0) + 1,
          count: Number(entry.detail.count ?? entry.detail.answers ?? 0),
          judge: String(entry.detail.judge ?? ''),
          call: String(entry.detail.call ?? ''),
          scope: String(entry.detail.scope ?? ''),
        })
      : entry.action;

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
