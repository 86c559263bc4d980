import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { WebhookView } from '@palate/protocol';
import { ConfirmDialog } from '../../../lib/ConfirmDialog.tsx';
import { FailureNote } from '../../../lib/FailureNote.tsx';
import { useLeaderAction } from '../../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../../lib/useLeaderCall.ts';
import { NewWebhookForm } from './NewWebhookForm.tsx';
import { ShownOnce } from '../ShownOnce.tsx';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';
import './webhooks.css';

/**
 * The account's webhooks (docs/api.md, Webhooks): the addresses told of its publications'
 * events, each with how its deliveries fare and, opened, every delivery and try; a new
 * one's secret shown once; any leader of the account manages them.
 */
export function WebhooksSection({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failure, fail, reload } = useLeaderCall('acc/webhooks/list', {}, onSignedOut);
  const { notice, setNotice, act } = useLeaderAction(fail, reload);
  const [secret, setSecret] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookView | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="pl-console-card" aria-labelledby="pl-webhooks-title">
      <h2 id="pl-webhooks-title">{t('webhooks.title')}</h2>
      <p className="pl-console-help">{t('webhooks.help')}</p>
      <p className="pl-console-note">{t('webhooks.anyAddress')}</p>
      <FailureNote failure={failure} />
      <p className="pl-console-success" role="status">
        {notice}
      </p>
      {secret !== null && (
        <ShownOnce
          value={secret}
          className="pl-webhooks-secret"
          texts={{
            title: t('webhooks.secretTitle'),
            help: t('webhooks.secretHelp'),
            copy: t('webhooks.copy'),
            done: t('webhooks.done'),
            copied: t('webhooks.copied'),
          }}
          onDone={() => setSecret(null)}
        />
      )}
      {data?.webhooks.length === 0 && <p>{t('webhooks.none')}</p>}
      {data && data.webhooks.length > 0 && (
        <ul className="pl-webhooks-list">
          {data.webhooks.map((webhook) => (
            <li key={webhook.id} className="pl-webhooks-item">
              <strong className="pl-webhooks-url">{webhook.url}</strong>
              <span>{webhook.events.map((event) => t(`webhooks.event_${event}`)).join(' · ')}</span>
              <span className="pl-console-note">
                {t('webhooks.created', { date: dates.format(webhook.created), name: webhook.createdBy })}
              </span>
              <span>{t('webhooks.counts', webhook.deliveries)}</span>
              <div className="pl-console-actions">
                <Button
                  className="pl-console-button"
                  aria-expanded={opened === webhook.id}
                  onPress={() => setOpened(opened === webhook.id ? null : webhook.id)}
                >
                  {t('webhooks.showDeliveries')}
                </Button>
                <Button className="pl-console-button pl-console-button--danger" onPress={() => setRemoving(webhook)}>
                  {t('webhooks.delete')}
                </Button>
              </div>
              {opened === webhook.id && <WebhookDeliveries webhook={webhook} onSignedOut={onSignedOut} />}
            </li>
          ))}
        </ul>
      )}
      <NewWebhookForm
        onCreated={(created) => {
          setSecret(created.secret);
          setNotice(t('webhooks.added'));
          reload();
        }}
        onFailure={fail}
      />
      {removing && (
        <ConfirmDialog
          title={t('webhooks.deleteTitle')}
          message={t('webhooks.deleteMessage', { url: removing.url })}
          confirm={t('webhooks.delete')}
          onConfirm={() => void act('acc/webhooks/delete', { id: removing.id }, t('webhooks.deleted'))}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
