import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import { LANGUAGES, type Language } from '@palate/engine';
import { CallError, ErrorCode, isLeader, type Message, type NamedMember } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { ChoiceField } from '../../components/ui/ChoiceField.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { callAsUser } from '../../lib/api.ts';
import { appPath, prefixLanguage, type AppPrefix } from '../../lib/appPath.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { useStoredUser } from '../../lib/userStore.ts';
import { LANGUAGE_NAMES } from '../shell/LanguageChooser.tsx';
import { RecipientPicker } from './RecipientPicker.tsx';
import './messages.css';

/** The address of this page: the account route with `?messages` (the spec names no route for it). */
type GroupChoice = NonNullable<Message['recipients']['group']> | 'none';
const GROUP_CHOICES: readonly GroupChoice[] = ['all', 'judges', 'leaders', 'none'];
const GROUP_LABELS = {
  all: 'messages.groupAll',
  judges: 'messages.groupJudges',
  leaders: 'messages.groupLeaders',
  none: 'messages.groupNone',
} as const satisfies Record<GroupChoice, string>;
const MESSAGE_STATUSES: readonly Message['status'][] = ['unread', 'read', 'dismissed'];
/** The language select's "every language" entry. */
const EVERY_LANGUAGE = 'any';

interface Draft {
  text: string;
  type: Message['type'];
  group: GroupChoice;
  /** Named recipients, by member id. */
  users: string[];
  target: string;
  lang: Language | typeof EVERY_LANGUAGE;
}

const EMPTY_DRAFT: Draft = { text: '', type: 'note', group: 'all', users: [], target: '', lang: EVERY_LANGUAGE };

interface Loaded {
  items: Message[];
  /** The leader's member id, to tell their own messages from those written to them. */
  self: string;
  /** The account's named members: the recipients to pick, and the names to show for ids. */
  members: NamedMember[];
}

/** The leaders' messages: what they wrote and what was written to them; a form to write one. */
export function MessagesScreen({ prefix }: { prefix: AppPrefix }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const language = prefixLanguage(prefix);
  const leader = user !== null && isLeader(user.roles);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [textError, setTextError] = useState<string | null>(null);
  const [recipientsError, setRecipientsError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [sentCount, setSentCount] = useState(0);

  useEffect(() => {
    if (!leader) return;
    let current = true;
    Promise.all([callAsUser('messages', {}), callAsUser('member/profile', {}), callAsUser('members/list', {})])
      .then(
        ([answer, member, members]) =>
          current && setLoaded({ items: answer.items, self: member.profile.id, members: members.items }),
      )
      .catch((error: unknown) => current && setProblem(t(errorMessageKey(error))));
    return () => {
      current = false;
    };
  }, [leader, t]);

  /** A member's name for their id; an anonymous member has none to show but the id. */
  const nameOf = (id: string) => loaded?.members.find((member) => member.id === id)?.name ?? id;

  const formatTime = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );

  const back = (
    <Button variant="quiet" onPress={() => void navigate(-1)}>
      {t('messages.back')}
    </Button>
  );

  if (!leader) {
    return (
      <section className="pl-messages">
        {back}
        <h1 className="pl-messages-title">{t('messages.title')}</h1>
        <p>{t('messages.notLeader')}</p>
        <Link className="pl-link" to={appPath(prefix, { name: 'login' })}>
          {t('messages.logIn')}
        </Link>
      </section>
    );
  }

  const update = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setSent(false);
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    const users = draft.users;
    const group = draft.group === 'none' ? undefined : draft.group;
    const missingText = draft.text.trim() === '';
    const missingRecipients = group === undefined && users.length === 0;
    setTextError(missingText ? t('messages.textMissing') : null);
    setRecipientsError(missingRecipients ? t('messages.recipientsMissing') : null);
    if (missingText || missingRecipients) return;
    setSending(true);
    setProblem(null);
    try {
      const { msg } = await callAsUser('messages/add', {
        text: draft.text,
        type: draft.type,
        recipients: { ...(group ? { group } : {}), ...(users.length > 0 ? { users } : {}) },
        ...(draft.target.trim() ? { target: draft.target.trim() } : {}),
        ...(draft.lang === EVERY_LANGUAGE ? {} : { lang: draft.lang }),
      });
      setLoaded((current) => current && { ...current, items: [msg, ...current.items] });
      setDraft(EMPTY_DRAFT);
      setSent(true);
      setSentCount((count) => count + 1);
    } catch (error) {
      const unknownUsers = unknownUsersOf(error);
      if (unknownUsers) setRecipientsError(t('messages.unknownUsers', { users: unknownUsers.join(', ') }));
      else setProblem(t(errorMessageKey(error)));
    } finally {
      setSending(false);
    }
  }

  async function setStatus(message: Message, status: Message['status']) {
    setProblem(null);
    try {
      await callAsUser('message/status/set', { msg: message.sid, status });
      setLoaded(
        (current) =>
          current && {
            ...current,
            items: current.items.map((item) => (item.sid === message.sid ? { ...item, status } : item)),
          },
      );
    } catch (error) {
      setProblem(t(errorMessageKey(error)));
    }
  }

  const groupLabel = (group: NonNullable<Message['recipients']['group']>) =>
    t(`messages.group${group === 'all' ? 'All' : group === 'judges' ? 'Judges' : 'Leaders'}`);

  return (
    <section className="pl-messages" aria-labelledby="pl-messages-title">
      <div className="pl-messages-bar">{back}</div>
      <h1 id="pl-messages-title" className="pl-messages-title">
        {t('messages.title')}
      </h1>
      {problem && (
        <p className="pl-messages-problem" role="alert">
          {problem}
        </p>
      )}

      <form className="pl-card pl-form pl-messages-form" onSubmit={(event) => void send(event)} noValidate>
        <h2>{t('messages.write')}</h2>
        <AriaTextField
          className="pl-field"
          value={draft.text}
          onChange={(text) => update({ text })}
          isInvalid={textError !== null}
          isRequired
        >
          <Label className="pl-field-label">{t('messages.text')}</Label>
          <TextArea className="pl-field-input pl-messages-text" rows={3} maxLength={2000} />
          {textError && (
            <Text slot="errorMessage" className="pl-field-error">
              {textError}
            </Text>
          )}
        </AriaTextField>

        <ChoiceField
          label={t('messages.kind')}
          value={draft.type}
          onChange={(type) => update({ type })}
          options={[
            { value: 'note', label: t('messages.kindNote') },
            { value: 'banner', label: t('messages.kindBanner') },
          ]}
          description={t(draft.type === 'note' ? 'messages.kindNoteHelp' : 'messages.kindBannerHelp')}
        />

        <ChoiceField
          label={t('messages.group')}
          value={draft.group}
          onChange={(group) => update({ group })}
          options={GROUP_CHOICES.map((group) => ({ value: group, label: t(GROUP_LABELS[group]) }))}
        />

        <RecipientPicker
          // A new message starts with a fresh search.
          key={sentCount}
          members={loaded?.members ?? []}
          selected={draft.users}
          onChange={(users) => update({ users })}
          error={recipientsError}
        />
        <TextField label={t('messages.target')} value={draft.target} onChange={(target) => update({ target })} />

        <Select
          className="pl-field"
          selectedKey={draft.lang}
          onSelectionChange={(lang) => update({ lang: lang as Draft['lang'] })}
        >
          <Label className="pl-field-label">{t('messages.lang')}</Label>
          <AriaButton className="pl-button pl-button--secondary pl-button--normal pl-messages-select">
            <SelectValue />
          </AriaButton>
          <Popover className="pl-popover">
            <ListBox className="pl-listbox">
              <ListBoxItem id={EVERY_LANGUAGE} className="pl-listbox-item">
                {t('messages.langAll')}
              </ListBoxItem>
              {LANGUAGES.map((code) => (
                <ListBoxItem
                  key={code}
                  id={code}
                  className="pl-listbox-item"
                  textValue={LANGUAGE_NAMES[code]}
                  lang={code}
                >
                  {LANGUAGE_NAMES[code]}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>

        <div className="pl-form-actions">
          <Button type="submit" variant="primary" isDisabled={sending}>
            {t('messages.send')}
          </Button>
          {sent && (
            <p className="pl-messages-sent" role="status">
              {t('messages.sent')}
            </p>
          )}
        </div>
      </form>

      <section className="pl-card pl-messages-list-card" aria-labelledby="pl-messages-list-title">
        <h2 id="pl-messages-list-title">{t('messages.list')}</h2>
        {loaded === null ? (
          problem === null && <Loading />
        ) : loaded.items.length === 0 ? (
          <p className="pl-messages-empty">{t('messages.empty')}</p>
        ) : (
          <ul className="pl-messages-list">
            {loaded.items.map((message) => (
              <li key={message.sid} className={`pl-message pl-message--${message.type}`}>
                <p className="pl-message-text">{message.text}</p>
                <p className="pl-message-facts">
                  <span className="pl-message-kind">
                    {t(message.type === 'note' ? 'messages.kindNote' : 'messages.kindBanner')}
                  </span>
                  <span>{formatTime.format(message.created)}</span>
                  <span>
                    {message.owner === loaded.self
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
                {message.owner !== loaded.self && (
                  <ChoiceField
                    className="pl-message-status"
                    label={t('messages.status')}
                    value={message.status}
                    onChange={(status) => void setStatus(message, status)}
                    options={MESSAGE_STATUSES.map((status) => ({ value: status, label: t(`messages.${status}`) }))}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** The members messages/add did not know (90422 with errorData.unknownUsers), if that was the refusal. */
function unknownUsersOf(error: unknown): string[] | null {
  if (!(error instanceof CallError) || error.code !== ErrorCode.invalidRequest) return null;
  const data = error.data as { unknownUsers?: unknown } | undefined;
  return Array.isArray(data?.unknownUsers) ? data.unknownUsers.map(String) : null;
}
