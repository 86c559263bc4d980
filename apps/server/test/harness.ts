import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { migrateToLatest, migrateUpTo, openDatabase, type Database } from '../src/db/database.ts';
import type { DemoSeed } from '../src/seed/demo.ts';
import type { ServerSettings } from '../src/shared/context.ts';
import { ApiClient, TEST_SETTINGS } from './api.ts';
import { seedDemo } from './fixtures.ts';

/** The admin connection used to create a throw-away database per suite. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  database: Database;
  /** For tests that start a real server process on the same database. */
  location: string;
  drop(): Promise<void>;
}

export type Engine = 'sqlite' | 'postgres';

async function postgresReachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresProblem = await postgresReachable();
if (postgresProblem) {
  if (process.env.CI === 'true') {
    throw new Error(`PostgreSQL is required when CI=true but ${POSTGRES_ADMIN_URL} failed: ${postgresProblem}`);
  }
  console.warn(`Skipping the PostgreSQL suites: ${POSTGRES_ADMIN_URL} is not reachable (${postgresProblem}).`);
}

/** A migrated (to the latest, or up to the named migration), empty database of the engine, gone after `drop()`. */
export async function createTestDatabase(engine: Engine, migratedUpTo?: string): Promise<TestDatabase> {
  const migrate = (database: Database) =>
    migratedUpTo === undefined ? migrateToLatest(database.db) : migrateUpTo(database.db, migratedUpTo);
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'palate-test-'));
    const location = join(dir, 'palate.sqlite');
    const database = openDatabase(location);
    await migrate(database);
    return {
      database,
      location,
      drop: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `palate_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString());
  await migrate(database);
  return {
    database,
    location: url.toString(),
    drop: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database of the engine behind the API. */
export interface TestApi {
  test: TestDatabase;
  api: ApiClient;
  /** Closes the API, then drops the database. */
  close(): Promise<void>;
}

export async function startApi(engine: Engine, settings: ServerSettings = TEST_SETTINGS): Promise<TestApi> {
  const test = await createTestDatabase(engine);
  try {
    const api = await ApiClient.start(test.database, settings);
    const close = async () => {
      await api.close();
      await test.drop();
    };
    return { test, api, close };
  } catch (error) {
    // The suite gets nothing to close when its set-up fails, so the database must not outlive it.
    await test.drop();
    throw error;
  }
}

/** Most suites' world: the API on a fresh database seeded with the demo. */
export interface DemoApi extends TestApi {
  seed: DemoSeed;
}

export async function startDemoApi(engine: Engine, settings: ServerSettings = TEST_SETTINGS): Promise<DemoApi> {
  const started = await startApi(engine, settings);
  try {
    return { ...started, seed: await seedDemo(started.test.database.db, started.api.now) };
  } catch (error) {
    await started.close();
    throw error;
  }
}

/** A suite for PostgreSQL alone (skipped, with the reason printed, when it is absent outside CI). */
export function describeOnPostgres(title: string, suite: () => void): void {
  describe.skipIf(postgresProblem !== undefined)(`${title} [postgres]`, suite);
}

/** Runs the same suite on SQLite and on PostgreSQL (skipped, with a reason printed, when absent outside CI). */
export function describeEachDatabase(title: string, suite: (engine: Engine) => void): void {
  describe(`${title} [sqlite]`, () => suite('sqlite'));
  describe.skipIf(postgresProblem !== undefined)(`${title} [postgres]`, () => suite('postgres'));
}
