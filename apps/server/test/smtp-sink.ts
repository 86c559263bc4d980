import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One message as a mail client would read it. */
export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and every RCPT TO. */
  envelope: { from: string; to: string[] };
  /** The From and To headers as written, e.g. `Lab <panel@example.org>`. */
  from: string;
  to: string;
  subject: string;
  /** Every header by its lower-cased name, unfolded, as written (the first of repeated ones). */
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  /** The user name the sender signed in with, when it did. */
  user: string | undefined;
  /** mailparser's whole reading, for anything else. */
  parsed: ParsedMail;
}

/** An SMTP reply that refuses a message: at RCPT TO or after its DATA. */
export interface Refusal {
  at: 'rcpt' | 'data';
  /** 4xx (try again later) or 5xx (refused for good), as the server means it. */
  code: number;
  message: string;
}

/** An SMTP server on 127.0.0.1, in the test's process: it keeps every message it accepts. */
export interface SmtpSink {
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL (plain SMTP: no STARTTLS offered). */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Refusals to answer, in turn, one a message; once used up, every message is accepted. */
  refusals: Refusal[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export const SINK_USER = 'palate';
export const SINK_PASSWORD = 'sink-password';

/** Starts a sink, on the given port (one a test chose while the server was down) or a free one. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const refusals: Refusal[] = [];
  const refuse = (at: Refusal['at']): Error | null => {
    if (refusals[0]?.at !== at) return null;
    const refusal = refusals.shift() as Refusal;
    return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
  };
  const server = new SMTPServer({
    // Plain SMTP: the built-in certificate is self-signed, which a real sender rightly refuses.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid user name or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      callback(refuse('rcpt'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refuse('data');
        if (refusal) return callback(refusal);
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            messages.push(received(parsed, session));
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${bound}`,
    port: bound,
    messages,
    refusals,
    async waitForMessages(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`the SMTP sink got ${messages.length} message(s) in ${timeoutMs} ms, not ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function received(parsed: ParsedMail, session: SMTPServerSession): ReceivedMail {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    // Raw lines are `Name: value`, folded with CRLF and white space.
    headers[key] ??= line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return {
    envelope: {
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((recipient) => recipient.address),
    },
    from: headers.from ?? '',
    to: headers.to ?? '',
    subject: parsed.subject ?? '',
    headers,
    text: parsed.text ?? '',
    html: parsed.html || '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content.toString('utf8'),
    })),
    user: session.user,
    parsed,
  };
}
