import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import type { MailMessageView } from '@palate/protocol';
import { callAsLeader } from '../../../lib/api.ts';
import { FailureNote } from '../../../lib/FailureNote.tsx';
import { TableScroll } from '../../../lib/TableScroll.tsx';
import { useLeaderAction } from '../../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../../lib/useLeaderCall.ts';
import { useUnsavedChanges } from '../../../lib/unsavedChanges.ts';
import './mail.css';

/** The kinds of message the console words; another is shown as the server names it. */
const KIND_TEXTS = {
  test: 'mail.kind_test',
  invitation: 'mail.kind_invitation',
  reminder: 'mail.kind_reminder',
  booking: 'mail.kind_booking',
  'booking-reminder': 'mail.kind_bookingReminder',
} as const;

function isWordedKind(kind: string): kind is keyof typeof KIND_TEXTS {
  return Object.hasOwn(KIND_TEXTS, kind);
}

/**
 * The account's email: whether this server sends any (and how an administrator sets it up),
 * a test message to an address the leader gives, and the recent messages with how each
 * fared, a failed one with the SMTP server's reply and a button to send it again.
 */
export function EmailSection({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const status = useLeaderCall('acc/mail/status', {}, onSignedOut);
  const list = useLeaderCall('acc/mail/messages', {}, onSignedOut);
  const reload = () => {
    status.reload();
    list.reload();
  };
  const { notice, setNotice, act } = useLeaderAction(status.fail, reload);
  const [to, setTo] = useState('');
  useUnsavedChanges(to.trim() !== '');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const setup = status.data;
  const kindOf = (kind: string) => (isWordedKind(kind) ? t(KIND_TEXTS[kind]) : kind);
  const errorOf = (message: MailMessageView) =>
    message.lastError === 'unsubscribed' ? t('mail.unsubscribedError') : (message.lastError ?? '');
  return (
    <section className="pl-console-card" aria-labelledby="pl-mail-title">
      <h2 id="pl-mail-title">{t('mail.title')}</h2>
      <FailureNote failure={status.failure ?? list.failure} />
      <p className="pl-console-success" role="status">
        {notice}
      </p>
      {setup && !setup.configured && (
        <div className="pl-mail-setup">
          <p>{t('mail.notSetUp')}</p>
          <p className="pl-console-help">{t('mail.howToSetUp')}</p>
        </div>
      )}
      {setup?.configured && (
        <>
          <p>{t('mail.sentFrom', { from: setup.from })}</p>
          <p>{t('mail.counts', { queued: setup.queued, failed: setup.failed })}</p>
          <Form
            className="pl-console-form"
            onSubmit={(submitted) => {
              submitted.preventDefault();
              setNotice('');
              void callAsLeader('acc/mail/test', { to: to.trim(), origin: window.location.origin }, i18n.language).then(
                () => {
                  setTo('');
                  setNotice(t('mail.testQueued'));
                  reload();
                },
                status.fail,
              );
            }}
          >
            <TextField className="pl-console-field" type="email" value={to} onChange={setTo} isRequired>
              <Label>{t('mail.testAddress')}</Label>
              <Input autoComplete="email" />
            </TextField>
            <Button type="submit" className="pl-console-button pl-console-button--primary">
              {t('mail.sendTest')}
            </Button>
          </Form>
        </>
      )}
      <h3>{t('mail.recent')}</h3>
      <div className="pl-console-actions">
        <Button className="pl-console-button" onPress={reload}>
          {t('mail.refresh')}
        </Button>
      </div>
      {list.data?.messages.length === 0 && <p>{t('mail.none')}</p>}
      {list.data && list.data.messages.length > 0 && (
        <TableScroll label={t('mail.recent')}>
          <table className="pl-console-table">
            <thead>
              <tr>
                <th scope="col">{t('mail.when')}</th>
                <th scope="col">{t('mail.to')}</th>
                <th scope="col">{t('mail.kind')}</th>
                <th scope="col">{t('mail.subject')}</th>
                <th scope="col">{t('mail.status')}</th>
                <th scope="col">{t('mail.tries')}</th>
                <th scope="col">{t('mail.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.messages.map((message) => (
                <tr key={message.id}>
                  <td>{dates.format(message.created)}</td>
                  <th scope="row">{message.to}</th>
                  <td>{kindOf(message.kind)}</td>
                  <td>{message.subject}</td>
                  <td>{t(`mail.status_${message.status}`)}</td>
                  <td>{message.attempts}</td>
                  <td className="pl-mail-outcome">
                    {message.status === 'sent' && message.sentAt !== null && dates.format(message.sentAt)}
                    {message.status === 'queued' && message.nextAttemptAt !== null && (
                      <>{t('mail.nextTry', { date: dates.format(message.nextAttemptAt) })} </>
                    )}
                    {message.status !== 'sent' && errorOf(message)}
                    {message.status === 'failed' && (
                      <Button
                        className="pl-console-button"
                        aria-label={t('mail.retryFor', { to: message.to })}
                        onPress={() => void act('acc/mail/retry', { id: message.id }, t('mail.retried'))}
                      >
                        {t('mail.retry')}
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
  );
}
