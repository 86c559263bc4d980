import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationResultSet } from 'kysely';
import pg from 'pg';
import { openNodeSqlite } from './node-sqlite.ts';
import { preparingPool } from './pg-prepared.ts';
import type { DatabaseSchema } from './schema.ts';
import * as initial from './migrations/0001-initial.ts';
import * as members from './migrations/0002-members.ts';
import * as terminalsLinks from './migrations/0003-terminals-links.ts';
import * as questionnaires from './migrations/0004-questionnaires.ts';
import * as messages from './migrations/0005-messages.ts';
import * as terminalCalls from './migrations/0007-terminal-calls.ts';
import * as repetitionBlocks from './migrations/0008-repetition-blocks.ts';
import * as offline from './migrations/0009-offline.ts';
import * as preview from './migrations/0010-preview.ts';
import * as orderNumber from './migrations/0011-order-number.ts';
import * as servingRule from './migrations/0012-serving-rule.ts';
import * as analysisExclusions from './migrations/0016-analysis-exclusions.ts';
import * as linkRevocation from './migrations/0017-link-revocation.ts';
import * as auditLog from './migrations/0018-audit-log.ts';
import * as memberAdmin from './migrations/0019-member-admin.ts';
import * as accountAdmin from './migrations/0020-account-admin.ts';
import * as questionnaireVersions from './migrations/0021-questionnaire-versions.ts';
import * as publicationOpening from './migrations/0022-publication-opening.ts';
import * as synchronisedStart from './migrations/0023-synchronised-start.ts';
import * as images from './migrations/0024-images.ts';
import * as samplesPerJudge from './migrations/0025-samples-per-judge.ts';
import * as judgeProfiles from './migrations/0026-judge-profiles.ts';
import * as publicationQuotas from './migrations/0027-publication-quotas.ts';
import * as trainingPublications from './migrations/0028-training-publications.ts';
import * as rateLimitWindows from './migrations/0029-rate-limit-windows.ts';
import * as judgesTitleAndCodes from './migrations/0030-judges-title-and-codes.ts';
import * as adaptiveRuns from './migrations/0032-adaptive-runs.ts';
import * as apiTokens from './migrations/0034-api-tokens.ts';
import * as commentSelection from './migrations/0035-comment-selection.ts';
import * as webhooks from './migrations/0036-webhooks.ts';
import * as mail from './migrations/0037-mail.ts';
import * as invitations from './migrations/0038-invitations.ts';
import * as timeSlots from './migrations/0039-time-slots.ts';
import * as rewardsAndConsent from './migrations/0040-rewards-and-consent.ts';
import * as productLibrary from './migrations/0041-product-library.ts';
import * as trainingTargets from './migrations/0042-training-targets.ts';

export type Db = Kysely<DatabaseSchema>;
export type DatabaseEngine = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  engine: DatabaseEngine;
  /** For the about screen: the engine and its version. */
  describe(): Promise<string>;
  /** PostgreSQL's pool for the metrics: connections in use, idle, and queries waiting for one; none on SQLite. */
  poolUse(): PoolUse | undefined;
  close(): Promise<void>;
}

export interface PoolUse {
  inUse: number;
  idle: number;
  waiting: number;
}

/** Listed here rather than read from a folder, so a bundler or a typo cannot lose one. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-members': members,
  '0003-terminals-links': terminalsLinks,
  '0004-questionnaires': questionnaires,
  '0005-messages': messages,
  '0007-terminal-calls': terminalCalls,
  '0008-repetition-blocks': repetitionBlocks,
  '0009-offline': offline,
  '0010-preview': preview,
  '0011-order-number': orderNumber,
  '0012-serving-rule': servingRule,
  '0016-analysis-exclusions': analysisExclusions,
  '0017-link-revocation': linkRevocation,
  '0018-audit-log': auditLog,
  '0019-member-admin': memberAdmin,
  '0020-account-admin': accountAdmin,
  '0021-questionnaire-versions': questionnaireVersions,
  '0022-publication-opening': publicationOpening,
  '0023-synchronised-start': synchronisedStart,
  '0024-images': images,
  '0025-samples-per-judge': samplesPerJudge,
  '0026-judge-profiles': judgeProfiles,
  '0027-publication-quotas': publicationQuotas,
  '0028-training-publications': trainingPublications,
  '0029-rate-limit-windows': rateLimitWindows,
  '0030-judges-title-and-codes': judgesTitleAndCodes,
  '0032-adaptive-runs': adaptiveRuns,
  '0034-api-tokens': apiTokens,
  '0035-comment-selection': commentSelection,
  '0036-webhooks': webhooks,
  '0037-mail': mail,
  '0038-invitations': invitations,
  '0039-time-slots': timeSlots,
  '0040-rewards-and-consent': rewardsAndConsent,
  '0041-product-library': productLibrary,
  '0042-training-targets': trainingTargets,
};

const engines = new WeakMap<Db, DatabaseEngine>();

/** The engine behind a database opened here, for the few statements that differ between them. */
export function engineOf(db: Db): DatabaseEngine {
  return engines.get(db) ?? 'sqlite';
}

const INT8_OID = 20;

/** Opens PostgreSQL when the location is a postgres:// URL, else the SQLite file at that path. */
export interface OpenOptions {
  /** Called once per SQL statement run: the benchmark counts the hot path's queries with it. */
  onQuery?: () => void;
  /** PostgreSQL connections this process may hold; sized to the machine when absent (defaultPoolSize). */
  poolSize?: number | undefined;
}

/**
 * PostgreSQL's rule of thumb for a pool, two connections per core plus one for the disk:
 * one running on each core while another waits on its round trip or its flush. More only
 * queue inside PostgreSQL, fewer leave cores idle. Cores as this process sees them, since
 * PostgreSQL usually runs beside it; DATABASE_POOL_SIZE says otherwise.
 */
export function defaultPoolSize(): number {
  return 2 * availableParallelism() + 1;
}

/**
 * Lowers the pool's size, once its first connection is open, to the connections PostgreSQL
 * has left for clients (max_connections less those reserved and those in use), so that a
 * process started beside others never waits on refused connections.
 */
function capAtServerLimit(pool: pg.Pool): void {
  let asked = false;
  pool.on('connect', (client) => {
    if (asked) return;
    asked = true;
    client
      .query<{ free: number }>(
        `select current_setting('max_connections')::integer - current_setting('superuser_reserved_connections')::integer
           - (select count(*) from pg_stat_activity where backend_type = 'client backend')::integer + 1 as free`,
      )
      .then(
        ({ rows }) => (pool.options.max = Math.max(1, Math.min(pool.options.max, rows[0]?.free ?? pool.options.max))),
        () => undefined,
      );
  });
}

export function openDatabase(location: string, options: OpenOptions = {}): Database {
  const log = options.onQuery ? () => options.onQuery?.() : undefined;
  if (/^postgres(ql)?:\/\//.test(location)) {
    const pool = new pg.Pool({
      connectionString: location,
      max: options.poolSize ?? defaultPoolSize(),
      // Epoch milliseconds are stored as bigint; they fit a JavaScript number exactly.
      types: { getTypeParser: (oid, format) => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) },
    });
    // An idle connection the server ends (a restart, an administrator, a dropped test
    // database) leaves the pool, which opens another on the next query; unheard, its error
    // would end the process.
    pool.on('error', () => undefined);
    capAtServerLimit(pool);
    const db = new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: preparingPool(pool) }),
      ...(log ? { log } : {}),
    });
    engines.set(db, 'postgres');
    return {
      db,
      engine: 'postgres',
      describe: async () => {
        const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
        return rows[0]?.version.split(' on ')[0] ?? 'PostgreSQL';
      },
      poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  mkdirSync(dirname(location), { recursive: true });
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: openNodeSqlite(location) }),
    ...(log ? { log } : {}),
  });
  return {
    db,
    engine: 'sqlite',
    describe: async () => {
      const { rows } = await sql<{ version: string }>`select sqlite_version() as version`.execute(db);
      return `SQLite ${rows[0]?.version ?? ''}`.trim();
    },
    poolUse: () => undefined,
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Migrates up to the named migration, included: a database as an older release left it, for upgrade tests. */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

/** Where the schema stands: the newest migration this code knows, and those not yet run on the database. */
export interface SchemaState {
  latest: string;
  pending: string[];
}

/** The newest migration this code knows: the schema version it writes. */
export function latestMigration(): string {
  // Kysely runs migrations in the order of their names, whatever the order of this list.
  return Object.keys(MIGRATIONS).sort().at(-1) ?? '';
}

/** One query on Kysely's own table: cheap enough for a readiness probe every second. */
export async function schemaState(db: Db): Promise<SchemaState> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const done = new Set(rows.map((row) => row.name));
  return { latest: latestMigration(), pending: Object.keys(MIGRATIONS).filter((name) => !done.has(name)) };
}

function migratorOf(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const { error, results } = await run(migratorOf(db));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
