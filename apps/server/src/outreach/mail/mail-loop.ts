import { repeatPass, type RepeatedPass } from '../../shared/repeated-pass.ts';
import type { Language } from '@palate/engine';
import { createTransport } from 'nodemailer';
import { insertAuditEntry } from '../../accounts/audit.repository.ts';
import type { Db } from '../../db/database.ts';
import type { MailSettings, ServerSettings } from '../../shared/context.ts';
import { newId } from '../../security/tokens.ts';
import { withUnsubscribeFooter } from './layout.ts';
import { claimDueMessages, recordOutcome, type MailRow } from './mail.repository.ts';
import { unsubscribedAmong } from './outbox.ts';

/** After each failed try, the wait before the next: 1 min, 5 min, 30 min, 2 h, 12 h; the sixth failure gives the message up. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000];
// A try gives up on a silent server well within its hold, so that no other process takes the message meanwhile.
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 60_000;
/** A claimed message is this process's for this long. */
export const MAIL_HOLD_MS = 5 * 60_000;
/** Messages sent at once by one process: an SMTP server counts a sender's connections. */
const CLAIMED_AT_ONCE = 5;
/** Rounds of claims in one pass, so that a pass ends even when messages keep coming. */
const MOST_ROUNDS = 40;
/** How often each process looks for messages to send. */
export const MAIL_INTERVAL_MS = 5_000;
/** The audit log's actor for what the mail loop does on its own. */
const SYSTEM_ACTOR = 'system';
/** A message's last error when its address unsubscribed after it was queued: the console words it. */
export const UNSUBSCRIBED_ERROR = 'unsubscribed';

type Transport = ReturnType<typeof createTransport>;

// One transport per process and SMTP_URL: it holds no connection between messages, so a
// server that went away and came back is simply reached again.
const transports = new Map<string, Transport>();

function transportFor(settings: MailSettings): Transport {
  let transport = transports.get(settings.smtpUrl);
  if (!transport) {
    transport = createTransport({
      url: settings.smtpUrl,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
    transports.set(settings.smtpUrl, transport);
  }
  return transport;
}

/** The address the footer's link starts with: PUBLIC_URL, else the one the sender's console was viewed at. */
function unsubscribeUrl(settings: ServerSettings, message: MailRow): string | undefined {
  const origin = settings.publicUrl ?? message.link_origin;
  return origin && message.unsubscribe_token ? `${origin}/unsubscribe/${message.unsubscribe_token}` : undefined;
}

/**
 * One pass of the mail loop at `now`: the messages due claimed and sent, a round at a time.
 * Every process runs it on its own timer (startMailLoop); tests call it with their clock.
 * No new round starts once `keepGoing` says no (the process is stopping). Gives the number
 * of tries made; none when this server sends no email.
 */
export async function sendDueMail(
  db: Db,
  settings: ServerSettings,
  now: number,
  keepGoing: () => boolean = () => true,
): Promise<number> {
  const mail = settings.mail;
  if (!mail) return 0;
  let tries = 0;
  for (let round = 0; round < MOST_ROUNDS && keepGoing(); round++) {
    const claimed = await claimDueMessages(db, now, now + MAIL_HOLD_MS, CLAIMED_AT_ONCE);
    await Promise.all(claimed.map((message) => sendOne(db, settings, mail, message, now)));
    tries += claimed.length;
    if (claimed.length < CLAIMED_AT_ONCE) break;
  }
  return tries;
}

async function sendOne(db: Db, settings: ServerSettings, mail: MailSettings, message: MailRow, now: number) {
  if ((await unsubscribedAmong(db, message.account_id, [message.to_address])).size > 0) {
    // Asked for no more while this message waited: it is not sent, and says why.
    await recordOutcome(db, message, { status: 'failed', error: UNSUBSCRIBED_ERROR });
    return;
  }
  const url = unsubscribeUrl(settings, message);
  const error = url
    ? await smtpSend(transportFor(mail), mail.from, message, url)
    : 'No address for the unsubscribe link: set PUBLIC_URL.';
  const wait = MAIL_RETRY_DELAYS_MS[message.attempts - 1];
  const kept = await recordOutcome(
    db,
    message,
    error === null
      ? { status: 'sent', at: now }
      : url && wait !== undefined
        ? { status: 'queued', error, nextAttemptAt: now + wait }
        : { status: 'failed', error },
  );
  // A try that outlived its hold was taken again by another process, whose outcome counts.
  if (!kept) return;
  await insertAuditEntry(db, {
    id: newId(),
    account_id: message.account_id,
    actor_id: null,
    actor_name: SYSTEM_ACTOR,
    action: error === null ? 'mail.delivered' : 'mail.refused',
    target: message.to_address,
    detail: JSON.stringify({
      kind: message.kind,
      message: message.id,
      attempt: message.attempts,
      ...(error === null ? {} : { reply: error, retryAt: url && wait !== undefined ? now + wait : null }),
    }),
    at: now,
  });
}

/** Hands a message to the SMTP server: null once it accepted it, else its reply or why none came. */
async function smtpSend(transport: Transport, from: string, message: MailRow, url: string): Promise<string | null> {
  const body = withUnsubscribeFooter(
    { text: message.text_body, html: message.html_body },
    message.language as Language,
    url,
  );
  const attachments = JSON.parse(message.attachments) as { filename: string; contentType: string; content: string }[];
  try {
    await transport.sendMail({
      from,
      to: message.to_address,
      subject: message.subject,
      text: body.text,
      html: body.html,
      attachments,
      headers: {
        'List-Unsubscribe': `<${url}>`,
        // RFC 8058: a mail client's own unsubscribe button posts to the link, with no page shown.
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return null;
  } catch (error) {
    const { response, message: reason } = error as { response?: string; message?: string };
    return (response ?? reason ?? String(error)).slice(0, 1000);
  }
}

/**
 * Runs a pass every few seconds in this process, one at a time, until stopped; a failed pass
 * is reported and the next one tries again. Several processes on one database share the
 * messages: each claims its own. Stopping waits for the messages being sent, not for the
 * pass's other rounds: what is left is due for any process.
 */
export function startMailLoop(
  db: Db,
  settings: ServerSettings,
  onFailure: (error: unknown) => void,
  everyMs = MAIL_INTERVAL_MS,
): RepeatedPass {
  const loop = repeatPass((keepGoing) => sendDueMail(db, settings, Date.now(), keepGoing), everyMs, onFailure);
  return {
    stop: async () => {
      await loop.stop();
      for (const transport of transports.values()) transport.close();
      transports.clear();
    },
  };
}
