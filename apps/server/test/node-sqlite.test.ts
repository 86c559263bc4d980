import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openNodeSqlite } from '../src/db/node-sqlite.ts';

describe("SQLite's statements", () => {
  const dir = mkdtempSync(join(tmpdir(), 'palate-node-sqlite-'));
  const database = openNodeSqlite(join(dir, 'statements.sqlite'));
  afterAll(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are compiled once per text and reused by every later query of that text', () => {
    database.prepare('CREATE TABLE probe (id INTEGER PRIMARY KEY, name TEXT)').run([]);
    const insert = database.prepare('INSERT INTO probe (name) VALUES (?)');
    expect(database.prepare('INSERT INTO probe (name) VALUES (?)')).toBe(insert);
    insert.run(['first']);
    database.prepare('INSERT INTO probe (name) VALUES (?)').run(['second']);
    expect(database.prepare('SELECT name FROM probe ORDER BY id').all([])).toEqual([
      { name: 'first' },
      { name: 'second' },
    ]);
  });

  it('still answer once many different texts have been run', () => {
    for (let index = 0; index < 1200; index++) {
      expect(database.prepare(`SELECT ${index} AS n`).all([])).toEqual([{ n: index }]);
    }
  });
});
