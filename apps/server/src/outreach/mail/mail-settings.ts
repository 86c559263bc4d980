import type { Db } from '../../db/database.ts';
import type { MailSettings } from '../../shared/context.ts';

// The process's email settings, found from the database handle as database.ts finds its
// engine: queueMail is called deep inside other domains' work, with the database and no
// settings, and must store nothing when this server sends no email.
const settingsOfDb = new WeakMap<Db, MailSettings>();

/** Sets (or, with undefined, clears) the email settings queueMail and the mail loop use with this database. */
export function useMailSettings(db: Db, settings: MailSettings | undefined): void {
  if (settings) settingsOfDb.set(db, settings);
  else settingsOfDb.delete(db);
}

/** The email settings given for this database; undefined when this server sends no email. */
export function mailSettingsOf(db: Db): MailSettings | undefined {
  return settingsOfDb.get(db);
}
