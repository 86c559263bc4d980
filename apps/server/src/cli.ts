import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { customAssetPaths } from '@palate/protocol';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { listAllPublications } from './repositories/publications.repository.ts';
import { createGlobalLink } from './services/links.service.ts';
import { longResults, toCsv } from './services/results.service.ts';

const USAGE = `Palate command line (the same database as the server: DATABASE_URL or DATA_DIR)

  npm run palate -- publications
      List publications with their ids.
  npm run palate -- export [--publication ID] [--out FILE]
      Write the raw results as CSV, one row per judge, sample and attribute
      (to standard output unless --out is given).
  npm run palate -- link --publication ID
      Make a global link for a publication open without identification and print
      its path (to/CODE); each visitor of it gets an individual link.
  npm run palate -- custom-name CODE
      Print the file names of an account's custom stylesheet and script, to put in
      the custom folder (CUSTOM_DIR, by default DATA_DIR/custom).
`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { publication: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, argument] = positionals;

if (!command || values.help) {
  process.stdout.write(USAGE);
  process.exit(command || values.help ? 0 : 1);
}

if (command === 'custom-name') {
  if (!argument) {
    process.stderr.write(USAGE);
    process.exit(1);
  }
  const { stylesheet, script } = customAssetPaths(argument);
  process.stdout.write(`${basename(stylesheet)}\n${basename(script)}\n`);
  process.exit(0);
}

const database = openDatabase(loadConfig().databaseLocation);
try {
  await migrateToLatest(database.db);
  switch (command) {
    case 'publications': {
      for (const p of await listAllPublications(database.db)) {
        process.stdout.write(`${p.id}\t${p.name}\t${p.anonymous ? 'open to anonymous judges' : 'identified judges'}\n`);
      }
      break;
    }
    case 'export': {
      const csv = toCsv(await longResults(database.db, values.publication));
      if (values.out) writeFileSync(values.out, csv);
      else process.stdout.write(csv);
      break;
    }
    case 'link': {
      if (!values.publication) throw new Error('link needs --publication ID');
      process.stdout.write(`to/${await createGlobalLink(database.db, values.publication, Date.now())}\n`);
      break;
    }
    default:
      process.stderr.write(`Unknown command "${command}".\n\n${USAGE}`);
      process.exitCode = 1;
  }
} finally {
  await database.close();
}
