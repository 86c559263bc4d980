import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Label, Radio, RadioGroup, Text, TextArea, TextField, Input } from 'react-aria-components';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@palate/engine';
import { CallError, ErrorCode, type Message } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { useUnsavedChanges } from '../../lib/unsavedChanges.ts';
import { RecipientPicker } from './RecipientPicker.tsx';

type GroupChoice = NonNullable<Message['recipients']['group']> | 'none';
const GROUP_CHOICES: readonly GroupChoice[] = ['all', 'judges', 'leaders', 'none'];
const GROUP_LABELS = {
  all: 'messages.groupAll',
  judges: 'messages.groupJudges',
  leaders: 'messages.groupLeaders',
  none: 'messages.groupNone',
} as const satisfies Record<GroupChoice, string>;
const MESSAGE_STATUSES: readonly Message['status'][] = ['unread', 'read', 'dismissed'];

interface Draft {
  text: string;
  type: Message['type'];
  group: GroupChoice;
  /** Named recipients, by member id. */
  users: string[];
  target: string;
  lang: Language | '';
}

const EMPTY_DRAFT: Draft = { text: '', type: 'note', group: 'all', users: [], target: '', lang: '' };

/** The members messages/add did not know (90422 with errorData.unknownUsers), if that was the refusal. */
function unknownUsersOf(error: unknown): string[] | null {
  if (!(error instanceof CallError) || error.code !== ErrorCode.invalidRequest) return null;
  const data = error.data as { unknownUsers?: unknown } | undefined;
  return Array.isArray(data?.unknownUsers) ? data.unknownUsers.map(String) : null;
}

/**
 * The leaders' messages and banners: a message to write (to a group, to named members, for
 * one app or one language), and the messages written and received, with the reader's status.
 */
export function MessagesScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const messages = useLeaderCall('messages', {}, onSignedOut);
  const profile = useLeaderCall('member/profile', {}, onSignedOut);
  const members = useLeaderCall('members/list', {}, onSignedOut);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(EMPTY_DRAFT));
  const [textError, setTextError] = useState<string | null>(null);
  const [recipientsError, setRecipientsError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(0);
  const self = profile.data?.profile.id;
  const named = members.data?.items ?? [];
  const nameOf = (id: string) => named.find((member) => member.id === id)?.name ?? id;
  const times = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const send = (event: FormEvent) => {
    event.preventDefault();
    const group = draft.group === 'none' ? undefined : draft.group;
    const missingText = draft.text.trim() === '';
    const missingRecipients = group === undefined && draft.users.length === 0;
    setTextError(missingText ? t('messages.textMissing') : null);
    setRecipientsError(missingRecipients ? t('messages.recipientsMissing') : null);
    if (missingText || missingRecipients) return;
    setSending(true);
    callAsLeader(
      'messages/add',
      {
        text: draft.text,
        type: draft.type,
        recipients: { ...(group ? { group } : {}), ...(draft.users.length > 0 ? { users: draft.users } : {}) },
        ...(draft.target.trim() ? { target: draft.target.trim() } : {}),
        ...(draft.lang ? { lang: draft.lang } : {}),
      },
      i18n.language,
    )
      .then(() => {
        setDraft(EMPTY_DRAFT);
        setSent((count) => count + 1);
        messages.reload();
      })
      .catch((error: unknown) => {
        const unknownUsers = unknownUsersOf(error);
        if (unknownUsers) setRecipientsError(t('messages.unknownUsers', { users: unknownUsers.join(', ') }));
        else messages.fail(error);
      })
      .finally(() => setSending(false));
  };

  const setStatus = (message: Message, status: Message['status']) =>
    callAsLeader('message/status/set', { msg: message.sid, status }, i18n.language)
      .then(messages.reload)
      .catch(messages.fail);

  const groupLabel = (group: NonNullable<Message['recipients']['group']>) => t(GROUP_LABELS[group]);

  return (
    <div className="pl-console-stack pl-messages">
      <section className="pl-console-card" aria-labelledby="pl-messages-write">
        <h1 id="pl-messages-write">{t('messages.title')}</h1>
        <FailureNote failure={messages.failure ?? members.failure} />
        <Form className="pl-console-form" onSubmit={send} validationBehavior="aria">
          <h2>{t('messages.write')}</h2>
          <TextField
            className="pl-console-field"
            value={draft.text}
            onChange={(text) => update({ text })}
            isInvalid={textError !== null}
            isRequired
          >
            <Label>{t('messages.text')}</Label>
            <TextArea className="pl-console-code-area" rows={3} maxLength={2000} />
            {textError && (
              <Text slot="errorMessage" className="pl-console-error">
                {textError}
              </Text>
            )}
          </TextField>
          <RadioGroup
            className="pl-console-radios"
            value={draft.type}
            onChange={(type) => update({ type: type as Message['type'] })}
          >
            <Label>{t('messages.kind')}</Label>
            <Radio className="pl-console-radio" value="note">
              {t('messages.kindNote')}
            </Radio>
            <Radio className="pl-console-radio" value="banner">
              {t('messages.kindBanner')}
            </Radio>
            <Text slot="description" className="pl-console-help">
              {t(draft.type === 'note' ? 'messages.kindNoteHelp' : 'messages.kindBannerHelp')}
            </Text>
          </RadioGroup>
          <RadioGroup
            className="pl-console-radios"
            value={draft.group}
            onChange={(group) => update({ group: group as GroupChoice })}
          >
            <Label>{t('messages.group')}</Label>
            {GROUP_CHOICES.map((group) => (
              <Radio key={group} className="pl-console-radio" value={group}>
                {t(GROUP_LABELS[group])}
              </Radio>
            ))}
          </RadioGroup>
          <RecipientPicker
            // A new message starts with a fresh search.
            key={sent}
            members={named}
            selected={draft.users}
            onChange={(users) => update({ users })}
            error={recipientsError}
          />
          <TextField className="pl-console-field" value={draft.target} onChange={(target) => update({ target })}>
            <Label>{t('messages.target')}</Label>
            <Input />
          </TextField>
          <label className="pl-console-select-field">
            <span>{t('messages.lang')}</span>
            <select
              value={draft.lang}
              onChange={(event) => update({ lang: event.currentTarget.value as Draft['lang'] })}
            >
              <option value="">{t('messages.langAll')}</option>
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" className="pl-console-button pl-console-button--primary" isDisabled={sending}>
            {t('messages.send')}
          </Button>
          <p className="pl-console-success" role="status">
            {sent > 0 && draft.text === '' ? t('messages.sent') : ''}
          </p>
        </Form>
      </section>

      <section className="pl-console-card" aria-labelledby="pl-messages-list">
        <h2 id="pl-messages-list">{t('messages.list')}</h2>
        {messages.data?.items.length === 0 && <p>{t('messages.empty')}</p>}
        <ul className="pl-messages-list">
          {messages.data?.items.map((message) => (
            <li key={message.sid} className={`pl-message pl-message--${message.type}`}>
              <p className="pl-message-text">{message.text}</p>
              <p className="pl-console-note pl-message-facts">
                <span>{t(message.type === 'note' ? 'messages.kindNote' : 'messages.kindBanner')}</span>
                <span>{times.format(message.created)}</span>
                <span>
                  {message.owner === self
                    ? t('messages.byYou')
                    : t('messages.byOther', { owner: nameOf(message.owner) })}
                </span>
                {message.recipients.group && (
                  <span>{t('messages.forGroup', { group: groupLabel(message.recipients.group) })}</span>
                )}
                {message.recipients.users.length > 0 && (
                  <span>{t('messages.forUsers', { users: message.recipients.users.map(nameOf).join(', ') })}</span>
                )}
                {message.target && <span>{t('messages.onlyApp', { target: message.target })}</span>}
                {message.lang && (
                  <span>
                    {t('messages.onlyLang', { lang: LANGUAGE_NAMES[message.lang as Language] ?? message.lang })}
                  </span>
                )}
              </p>
              {/* A status is a reader's: the server lets only those a message was written to set one. */}
              {self !== undefined && message.owner !== self && (
                <RadioGroup
                  className="pl-console-radios"
                  value={message.status}
                  onChange={(status) => void setStatus(message, status as Message['status'])}
                >
                  <Label>{t('messages.status')}</Label>
                  {MESSAGE_STATUSES.map((status) => (
                    <Radio key={status} className="pl-console-radio" value={status}>
                      {t(`messages.${status}`)}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
