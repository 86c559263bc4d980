import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { WEBHOOK_EVENTS, type CallResponse, type WebhookEvent } from '@palate/protocol';
import { callAsLeader } from '../../../lib/api.ts';
import { CheckboxField } from '../../../lib/CheckboxField.tsx';
import { useUnsavedChanges } from '../../../lib/unsavedChanges.ts';

/** A new webhook: its address and the events it wants (all of them to begin with). */
export function NewWebhookForm({
  onCreated,
  onFailure,
}: {
  onCreated: (created: CallResponse<'acc/webhooks/create'>) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  useUnsavedChanges(url.trim() !== '');
  const toggle = (event: WebhookEvent, wanted: boolean) =>
    setEvents((current) => WEBHOOK_EVENTS.filter((each) => (each === event ? wanted : current.includes(each))));
  return (
    <Form
      className="pl-console-form"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        if (events.length === 0) return;
        void callAsLeader('acc/webhooks/create', { url: url.trim(), events }, i18n.language).then((created) => {
          setUrl('');
          setEvents([...WEBHOOK_EVENTS]);
          onCreated(created);
        }, onFailure);
      }}
    >
      <TextField className="pl-console-field" type="url" value={url} onChange={setUrl} isRequired>
        <Label>{t('webhooks.address')}</Label>
        <Input placeholder="https://" />
      </TextField>
      <fieldset className="pl-console-fieldset">
        <legend>{t('webhooks.events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <CheckboxField
            key={event}
            isSelected={events.includes(event)}
            onChange={(wanted) => toggle(event, wanted)}
            label={t(`webhooks.event_${event}`)}
          />
        ))}
        {events.length === 0 && (
          <p className="pl-console-error" role="alert">
            {t('webhooks.pickEvent')}
          </p>
        )}
      </fieldset>
      <Button type="submit" className="pl-console-button pl-console-button--primary" isDisabled={events.length === 0}>
        {t('webhooks.add')}
      </Button>
    </Form>
  );
}
