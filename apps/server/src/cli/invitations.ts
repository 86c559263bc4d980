import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { sendDueMail } from '../outreach/mail/mail-loop.ts';
import { useMailSettings } from '../outreach/mail/mail-settings.ts';
import { inviteFileAsOperator, linkOrigin, remindAsOperator } from '../outreach/invitations/invitations.service.ts';
import { requiredPublication, UsageError, type CommandLine } from './command.ts';

/**
 * The server's email settings for this command's database: the messages are queued as the
 * console queues them, then sent at once by one pass of the mail loop (what fails is retried
 * by the running server's loop, like any message).
 */
function mailSetUp(database: Database) {
  const { settings } = loadConfig();
  if (!settings.mail) throw new Error('Email is not set up: set SMTP_URL and MAIL_FROM.');
  useMailSettings(database.db, settings.mail);
  return settings;
}

/** palate invite --publication ID --file people.csv */
export async function runInvite(database: Database, line: CommandLine, now: number): Promise<void> {
  const publication = requiredPublication(line);
  const path = line.values.file;
  if (!path) throw new UsageError('invite needs --file people.csv (email,name,language)');
  const settings = mailSetUp(database);
  const origin = linkOrigin(settings.publicUrl, undefined);
  const result = await inviteFileAsOperator(database.db, publication, readFileSync(path, 'utf8'), origin, now);
  if (result.faults.length > 0) {
    const lines = result.faults.map((fault) => `line ${fault.line}: ${fault.message}`).join('\n');
    throw new Error(`${path} was not taken; nothing was sent:\n${lines}`);
  }
  await sendDueMail(database.db, settings, now);
  process.stdout.write(
    `${result.sent} invitation${result.sent === 1 ? '' : 's'} sent` +
      (result.alreadyInvited > 0 ? `, ${result.alreadyInvited} already invited (not sent again)` : '') +
      (result.unsubscribed > 0 ? `, ${result.unsubscribed} unsubscribed (not sent)` : '') +
      '\n',
  );
}

/** palate remind --publication ID */
export async function runRemind(database: Database, line: CommandLine, now: number): Promise<void> {
  const publication = requiredPublication(line);
  const settings = mailSetUp(database);
  const sent = await remindAsOperator(database.db, publication, now);
  await sendDueMail(database.db, settings, now);
  process.stdout.write(`${sent} reminder${sent === 1 ? '' : 's'} sent\n`);
}
