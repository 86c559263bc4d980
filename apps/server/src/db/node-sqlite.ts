import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite dialect speaks the better-sqlite3 interface; this adapts Node's
 * built-in `node:sqlite` to it, so the embedded database needs no native addon.
 */
export function openNodeSqlite(path: string): SqliteDatabase {
  const database = new DatabaseSync(path);
  // WAL lets readers work during a write; synchronous=FULL makes every acknowledged
  // commit survive a crash of the process or the machine; a busy timeout lets a
  // command-line tool share the file with a running server.
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
  `);
  // Kysely prepares every query it runs; the same few texts come back on every post, and
  // compiling one costs more than running it.
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare: (sql) => {
      let statement = prepared.get(sql);
      if (!statement) {
        if (prepared.size >= MOST_PREPARED_STATEMENTS) prepared.clear();
        statement = adaptStatement(database.prepare(sql));
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Statements kept compiled; texts with a varying number of values (lists of answers) must not grow it without end. */
const MOST_PREPARED_STATEMENTS = 500;

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqlite(parameters)),
    run: (parameters) => statement.run(...toSqlite(parameters)),
    iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
  };
}

// node:sqlite binds numbers, bigints, strings, bytes and null; booleans become 0 or 1.
function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}
