import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { latestMigration, migrateToLatest, openDatabase, schemaState, type Database } from '../src/db/database.ts';
import { analysePublication } from '../src/results/publication-analysis.service.ts';
import { longResults, toCsv } from '../src/results/results.service.ts';
import { describeEachDatabase, POSTGRES_ADMIN_URL } from './harness.ts';
import { UPGRADE_FIXTURES, UPGRADE_PUBLICATIONS, UPGRADED_FROM } from './upgrade/upgrade-fixtures.ts';

/**
 * What this release computes differently, on purpose: a path's difference is expected there.
 * Lists that grew must still hold every item the earlier release gave.
 */
const INTENDED_CHANGES: { path: RegExp; why: string }[] = [
  {
    path: /^\.questions\.\d+\.byProduct\.[^.]+\.bins$/,
    why: 'issue 40: a 9-point scale is shown in its 9 categories, not 5 bins',
  },
];
const GROWN_LISTS: { path: RegExp; why: string }[] = [
  {
    path: /^\.maps$/,
    why: 'issue 40: the liking question is chosen by default, adding the preference map and segments',
  },
];

/**
 * What an earlier release computed must read back the same: every value it gave is in the
 * new one at the same place (a new release may add fields; a null it gave claimed nothing).
 */
function differences(earlier: unknown, now: unknown, path = ''): string[] {
  if (earlier === null || INTENDED_CHANGES.some((change) => change.path.test(path))) return [];
  if (typeof earlier === 'number' && typeof now === 'number') {
    return Math.abs(earlier - now) <= 1e-9 * Math.max(1, Math.abs(earlier)) ? [] : [`${path}: ${earlier} → ${now}`];
  }
  if (typeof earlier !== 'object' || earlier === null)
    return Object.is(earlier, now) ? [] : [`${path}: ${String(earlier)} → ${String(now)}`];
  if (typeof now !== 'object' || now === null) return [`${path}: gone`];
  if (Array.isArray(earlier) !== Array.isArray(now)) return [`${path}: array and object`];
  if (Array.isArray(earlier) && Array.isArray(now) && earlier.length !== now.length) {
    if (!GROWN_LISTS.some((grown) => grown.path.test(path)))
      return [`${path}: ${earlier.length} items → ${now.length}`];
    return earlier.flatMap((item, index) =>
      now.some((candidate) => differences(item, candidate, `${path}.${index}`).length === 0)
        ? []
        : [`${path}.${index}: gone`],
    );
  }
  return Object.entries(earlier).flatMap(([key, value]) =>
    differences(value, (now as Record<string, unknown>)[key], `${path}.${key}`),
  );
}

/** The earlier release's long CSV, row by row, against today's: its columns keep their values; new ones may follow. */
function csvDifferences(earlier: string, now: string): string[] {
  const [earlierHeader = '', ...earlierRows] = earlier.trimEnd().split(/\r?\n/);
  const [nowHeader = '', ...nowRows] = now.trimEnd().split(/\r?\n/);
  if (!nowHeader.startsWith(earlierHeader)) return [`header: ${earlierHeader} → ${nowHeader}`];
  if (earlierRows.length !== nowRows.length) return [`rows: ${earlierRows.length} → ${nowRows.length}`];
  const columns = earlierHeader.split(',').length;
  return earlierRows.flatMap((row, index) => {
    const kept = (nowRows[index] ?? '').split(',').slice(0, columns).join(',');
    return row === kept ? [] : [`row ${index + 1}: ${row} → ${kept}`];
  });
}

describeEachDatabase(`a database written by the release at ${UPGRADED_FROM}`, (engine) => {
  const fixtures = join(UPGRADE_FIXTURES, engine);
  const ids = JSON.parse(readFileSync(join(fixtures, 'publications.json'), 'utf8')) as Record<string, string>;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    if (engine === 'sqlite') {
      const folder = mkdtempSync(join(tmpdir(), 'palate-upgrade-'));
      copyFileSync(join(fixtures, 'palate.sqlite'), join(folder, 'palate.sqlite'));
      database = openDatabase(join(folder, 'palate.sqlite'));
      drop = async () => rmSync(folder, { recursive: true, force: true });
    } else {
      const name = `palate_upgrade_${process.pid}_${Date.now()}`;
      const url = new URL(POSTGRES_ADMIN_URL);
      await query(url.toString(), `create database ${name}`);
      url.pathname = `/${name}`;
      // The release's pg_dump, plain SQL with INSERTs, as a lab restores it; its psql
      // meta-commands (\restrict) are psql's alone and mean nothing to the server.
      const dump = readFileSync(join(fixtures, 'palate.sql'), 'utf8').replace(/^\\.*$/gm, '');
      await query(url.toString(), dump);
      database = openDatabase(url.toString());
      drop = async () => query(POSTGRES_ADMIN_URL, `drop database if exists ${name} with (force)`);
    }
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('is migrated to the schema of today, and then ready', async () => {
    const before = await schemaState(database.db);
    expect(before.pending.length).toBeGreaterThan(0);
    await migrateToLatest(database.db);
    expect(await schemaState(database.db)).toEqual({ latest: latestMigration(), pending: [] });
  });

  it.each(UPGRADE_PUBLICATIONS.map(({ name }) => name))(
    'reads back the %s publication: its answers and its analysis as that release exported them',
    async (name) => {
      const id = ids[name]!;
      const publication = await database.db
        .selectFrom('publication')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(publication?.name).toBe(name);
      const csv = toCsv(await longResults(database.db, id));
      expect(csvDifferences(readFileSync(join(fixtures, `${name}.long.csv`), 'utf8'), csv)).toEqual([]);
      const earlier = JSON.parse(readFileSync(join(fixtures, `${name}.analysis.json`), 'utf8')) as unknown;
      expect(differences(earlier, JSON.parse(JSON.stringify(await analysePublication(database.db, id))))).toEqual([]);
    },
  );
});

async function query(connectionString: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
