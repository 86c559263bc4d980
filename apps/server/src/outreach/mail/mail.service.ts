import { CallError, ErrorCode, type MailMessageView, type MailSetup, type MailStatus } from '@palate/protocol';
import { LANGUAGES, type Language } from '@palate/engine';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../security/tokens.ts';
import { requireCaller, type CallContext } from '../../shared/context.ts';
import { composeMail } from './layout.ts';
import { mailTexts } from './mail-texts.ts';
import {
  countWaitingAndFailed,
  insertSuppression,
  listMessages,
  messageByUnsubscribeHash,
  requeueFailed,
  type MailRow,
} from './mail.repository.ts';
import { queueMail, unsubscribedAmong } from './outbox.ts';

/** acc/mail/status: whether this server sends email, and the caller's account's messages waiting and failed. */
export async function mailStatus(context: CallContext): Promise<MailSetup> {
  const counts = await countWaitingAndFailed(context.db, requireCaller(context).member.account_id);
  return { configured: Boolean(context.settings.mail), from: context.settings.mail?.from ?? null, ...counts };
}

/** acc/mail/test: a test message to `to`, in the caller's language, queued like any other. */
export async function sendTestMail(context: CallContext, to: string, origin: string | undefined): Promise<void> {
  const { member } = requireCaller(context);
  const language = LANGUAGES.find((known) => known === member.language) ?? context.language;
  const texts = mailTexts(language);
  const outcome = await queueMail(
    context.db,
    {
      accountId: member.account_id,
      memberId: null,
      to,
      kind: 'test',
      language,
      subject: texts.testSubject,
      body: composeMail(language, { paragraphs: [texts.testParagraph] }),
      ...(origin ? { linkOrigin: origin } : {}),
    },
    context.now,
  );
  if (outcome === 'not-configured') throw new CallError(ErrorCode.mailNotSetUp, 'Email is not set up on this server.');
  if (outcome === 'unsubscribed')
    throw new CallError(ErrorCode.mailUnsubscribed, 'This address unsubscribed from the account’s email.');
}

/** acc/mail/messages: the caller's account's recent messages, newest first. */
export async function recentMessages(
  context: CallContext,
  query: { kind?: string | undefined; status?: MailStatus | undefined; limit: number },
): Promise<MailMessageView[]> {
  const rows = await listMessages(context.db, requireCaller(context).member.account_id, query);
  return rows.map(viewOf);
}

function viewOf(row: MailRow): MailMessageView {
  return {
    id: row.id,
    to: row.to_address,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    created: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: row.status === 'queued' ? row.next_attempt_at : null,
  };
}

/** acc/mail/retry: a failed message of the caller's account queued again, its tries counted afresh. */
export async function retryMessage(context: CallContext, id: string): Promise<void> {
  const accountId = requireCaller(context).member.account_id;
  if (!(await requeueFailed(context.db, accountId, id, context.now)))
    throw new CallError(ErrorCode.mailNotRetriable, 'There is no failed message of this account by that id.');
}

/** What an unsubscribe link's page shows: whose address, in which language, and whether it is done already. */
export interface UnsubscribeLink {
  accountId: string;
  address: string;
  language: Language;
  done: boolean;
}

/** The message an unsubscribe link came in, from the token in its address; undefined for an unknown token. */
export async function unsubscribeLink(db: Db, token: string): Promise<UnsubscribeLink | undefined> {
  const message = await messageByUnsubscribeHash(db, hashToken(token));
  if (!message) return undefined;
  const suppressed = await unsubscribedAmong(db, message.account_id, [message.to_address]);
  return {
    accountId: message.account_id,
    address: message.to_address,
    language: LANGUAGES.find((known) => known === message.language) ?? 'en',
    done: suppressed.size > 0,
  };
}

/** The link's address written to no more by its account; undefined for an unknown token. */
export async function unsubscribe(db: Db, token: string, now: number): Promise<UnsubscribeLink | undefined> {
  const link = await unsubscribeLink(db, token);
  if (!link) return undefined;
  await insertSuppression(db, link.accountId, link.address, now);
  return { ...link, done: true };
}
