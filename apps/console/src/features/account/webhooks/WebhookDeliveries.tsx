import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { WebhookDeliveryView, WebhookView } from '@palate/protocol';
import { FailureNote } from '../../../lib/FailureNote.tsx';
import { TableScroll } from '../../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../../lib/useLeaderCall.ts';

/** Why a try got no answer, in words when the console knows the reason; else as the server said it. */
const NO_ANSWER_TEXTS = {
  timeout: 'webhooks.noAnswer_timeout',
  ECONNREFUSED: 'webhooks.noAnswer_ECONNREFUSED',
  ENOTFOUND: 'webhooks.noAnswer_ENOTFOUND',
} as const;

function isWorded(error: string): error is keyof typeof NO_ANSWER_TEXTS {
  return Object.hasOwn(NO_ANSWER_TEXTS, error);
}

/** A webhook's latest deliveries, newest first: what was sent, how each try went, and when the next one comes. */
export function WebhookDeliveries({ webhook, onSignedOut }: { webhook: WebhookView; onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failure, reload } = useLeaderCall('acc/webhooks/deliveries', { id: webhook.id }, onSignedOut);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const outcome = (attempt: WebhookDeliveryView['attempts'][number]): string => {
    if (attempt.httpStatus !== null) return t('webhooks.httpStatus', { status: attempt.httpStatus });
    const error = attempt.error ?? '';
    return isWorded(error) ? t(NO_ANSWER_TEXTS[error]) : error;
  };
  const title = t('webhooks.deliveriesTitle', { url: webhook.url });
  return (
    <div className="pl-webhooks-deliveries">
      <h3>{title}</h3>
      <FailureNote failure={failure} />
      <div className="pl-console-actions">
        <Button className="pl-console-button" onPress={reload}>
          {t('webhooks.refresh')}
        </Button>
      </div>
      {data?.deliveries.length === 0 && <p>{t('webhooks.deliveriesNone')}</p>}
      {data && data.deliveries.length > 0 && (
        <TableScroll label={title}>
          <table className="pl-console-table">
            <thead>
              <tr>
                <th scope="col">{t('webhooks.when')}</th>
                <th scope="col">{t('webhooks.event')}</th>
                <th scope="col">{t('webhooks.publication')}</th>
                <th scope="col">{t('webhooks.status')}</th>
                <th scope="col">{t('webhooks.tries')}</th>
                <th scope="col">{t('webhooks.nextTry')}</th>
              </tr>
            </thead>
            <tbody>
              {data.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{dates.format(delivery.created)}</td>
                  <th scope="row">{t(`webhooks.eventName_${delivery.event}`)}</th>
                  <td>{delivery.publication.name}</td>
                  <td>{t(`webhooks.status_${delivery.status}`)}</td>
                  <td>
                    <ol className="pl-webhooks-tries">
                      {delivery.attempts.map((attempt) => (
                        <li key={attempt.number}>
                          {dates.format(attempt.at)}: {outcome(attempt)}
                        </li>
                      ))}
                    </ol>
                  </td>
                  <td>{delivery.nextAt === null ? '' : dates.format(delivery.nextAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
