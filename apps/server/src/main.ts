import { buildApp } from './app.ts';
import { SERVER_VERSION } from './version.ts';
import { loadConfig } from './config.ts';
import { forgetEndedWindows } from './http/rate-limits.ts';
import { backUpOnSchedule } from './operations/scheduled-backups.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { startWebhookDeliveries } from './webhooks/delivery-loop.ts';
import { forgetFinishedDeliveries } from './webhooks/deliveries.repository.ts';
import { startMailLoop } from './outreach/mail/mail-loop.ts';
import { startReminderLoop } from './outreach/invitations/reminder-loop.ts';
import { startBookingReminders } from './outreach/slots/booking-reminders.ts';
import {
  PURGE_INTERVAL_MS,
  purgeDeletedPublications,
  upcomingDeletionNotices,
} from './publishing/retention.service.ts';

const config = loadConfig();
const database = openDatabase(config.databaseLocation, { poolSize: config.databasePoolSize });
await migrateToLatest(database.db);
const seed = await seedDemoIfEmpty(database.db, Date.now());
const app = await buildApp({
  database,
  settings: config.settings,
  webRoot: config.webRoot,
  consoleRoot: config.consoleRoot,
  customDir: config.customDir,
  imageDir: config.imageDir,
  logLevel: config.logLevel,
  metricsAllow: config.metricsAllow,
  metrics: config.metrics,
  trustProxy: config.trustProxy,
});

// Several processes on one PostgreSQL may purge at once: each deletion is idempotent.
const purge = () =>
  Promise.all([
    purgeDeletedPublications(database.db, Date.now()),
    forgetEndedWindows(database.db, config.settings.rateLimits, Date.now()),
    forgetFinishedDeliveries(database.db, Date.now()),
  ]).then(
    ([purged]) => {
      for (const { id, name } of purged)
        app.log.info(
          { publication: id },
          `Deleted the judges' data of publication ${id} "${name}" (deletion date reached).`,
        );
    },
    (error: unknown) =>
      app.log.error({ err: error }, 'The purge of deleted publications failed; it is tried again later.'),
  );
await purge();
for (const notice of await upcomingDeletionNotices(database.db, Date.now())) app.log.info(notice);
const purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
purgeTimer.unref();

// Every process sends the webhooks' deliveries due, each claiming its own (webhooks/delivery-loop.ts).
const webhookDeliveries = startWebhookDeliveries(database.db, (error: unknown) =>
  app.log.error({ err: error }, 'a pass of the webhook deliveries failed; the next one tries again'),
);

// Every process sends the email due, each claiming its own messages (outreach/mail/mail-loop.ts).
const mailLoop = startMailLoop(database.db, config.settings, (error: unknown) =>
  app.log.error({ err: error }, 'a pass of the mail loop failed; the next one tries again'),
);
if (!config.settings.mail) app.log.info('email is not set up (SMTP_URL, MAIL_FROM): no email is sent');

// Every process looks for the invitations' scheduled reminders due; one claims each (outreach/invitations/reminder-loop.ts).
const reminderLoop = startReminderLoop(database.db, (error: unknown) =>
  app.log.error({ err: error }, 'a pass of the scheduled reminders failed; the next one tries again'),
);

// Every process looks for booked judges to remind of their slot; one claims each (outreach/slots/booking-reminders.ts).
const bookingReminders = startBookingReminders(database.db, config.settings.publicUrl, (error: unknown) =>
  app.log.error({ err: error }, 'a pass of the booking reminders failed; the next one tries again'),
);

// Scheduled backups are SQLite's: PostgreSQL is backed up with its own tools (docs/operations.md).
let backupTimer: NodeJS.Timeout | undefined;
const { backups } = config;
if (backups && database.engine === 'postgres') {
  app.log.warn('BACKUP_EVERY is for the SQLite database; back PostgreSQL up with pg_dump (docs/operations.md)');
} else if (backups) {
  const backUpNow = () =>
    backUpOnSchedule(database, backups, new Date()).then(
      (file) => app.log.info({ file }, 'scheduled backup written'),
      (error: unknown) =>
        app.log.error({ err: error }, 'the scheduled backup failed; it is tried again at the next time'),
    );
  backupTimer = setInterval(() => void backUpNow(), backups.everyMs);
  backupTimer.unref();
}

// A stop for a restart or an upgrade: no new connection is taken (a request arriving on a
// kept-alive one gets 503, which the judges' app sends again), the requests in flight are
// answered (an acknowledged post is stored), the database is closed, and the process exits;
// past the grace time it exits anyway, and posts still unanswered are sent again by their apps.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'stopping');
    clearInterval(purgeTimer);
    clearInterval(backupTimer);
    setTimeout(() => {
      app.log.warn('requests still in flight at the end of the grace time; exiting');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    // Node closes the connections idle when the close begins; those busy then become idle
    // once answered and would stay open for their keep-alive time: closed as they go idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    void app
      .close()
      .then(() => webhookDeliveries.stop())
      .then(() => reminderLoop.stop())
      .then(() => bookingReminders.stop())
      .then(() => mailLoop.stop())
      .then(() => database.close())
      .then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.port, host: config.host });

const where = database.engine === 'sqlite' ? config.databaseLocation : 'PostgreSQL';
app.log.info({ port: config.port, database: database.engine, version: SERVER_VERSION }, 'listening');
console.log(`\nPalate is running: open http://localhost:${config.port}/  (database: ${where})`);
if (seed) {
  console.log(
    [
      '',
      'Demo content created (shown this once):',
      `  account code:   ${seed.accountCode}`,
      `  panel leader:   ${seed.leaderLogin}`,
      `  password:       ${seed.leaderPassword}`,
      `  demo publication ${seed.publicationId}, open to judges without identification`,
      '',
    ].join('\n'),
  );
}
