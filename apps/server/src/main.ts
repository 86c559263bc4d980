import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
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
});

// Several processes on one PostgreSQL may purge at once: each deletion is idempotent.
const purge = () =>
  purgeDeletedPublications(database.db, Date.now()).then(
    (purged) => {
      for (const { id, name } of purged)
        console.log(`Deleted the judges' data of publication ${id} "${name}" (deletion date reached).`);
    },
    (error: unknown) => console.error('The purge of deleted publications failed; it is tried again later.', error),
  );
await purge();
for (const notice of await upcomingDeletionNotices(database.db, Date.now())) console.log(notice);
const purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
purgeTimer.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(purgeTimer);
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });

const where = database.engine === 'sqlite' ? config.databaseLocation : 'PostgreSQL';
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
