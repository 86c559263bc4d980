import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { inStatementBatch, type BatchedStatement } from '../src/db/statement-batch.ts';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from './harness.ts';

describeOnPostgres('statement batching', () => {
  let test: TestDatabase;
  /** The items of each statement run, as the statements received them. */
  let statements: string[][];

  /** Inserts its items' ids in one statement and answers each with the id it stored. */
  const insertIds: BatchedStatement<{ id: string; owner: string }, string> = {
    keyOf: (item) => item.owner,
    run: async (db, items) => {
      statements.push(items.map((item) => item.id));
      const { rows } = await sql<{ id: string }>`
        insert into batch_probe (id) select unnest(${items.map((item) => item.id)}::text[]) returning id`.execute(db);
      return items.map((item) => rows.find((row) => row.id === item.id)?.id ?? '');
    },
  };
  const insert = (db: Db, id: string, owner = id) => inStatementBatch(db, insertIds, { id, owner });

  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    await sql`create table batch_probe (id text primary key)`.execute(test.database.db);
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('runs the items brought by separate callbacks of one turn of the event loop, as requests read together, in one statement', async () => {
    statements = [];
    const answers = await new Promise<string[]>((allAnswered) => {
      const answered: Promise<string>[] = [];
      for (let index = 0; index < 5; index++) {
        setImmediate(() => {
          answered.push(insert(test.database.db, `turn-${index}`));
          if (answered.length === 5) void Promise.all(answered).then(allAnswered);
        });
      }
    });
    expect(answers).toEqual(['turn-0', 'turn-1', 'turn-2', 'turn-3', 'turn-4']);
    expect(statements).toEqual([['turn-0', 'turn-1', 'turn-2', 'turn-3', 'turn-4']]);
  });

  it('never puts two items of one key in one statement, nor runs them at once', async () => {
    statements = [];
    const db = test.database.db;
    const settled: string[] = [];
    const inserted = (id: string, owner: string) =>
      insert(db, id, owner).then(() => settled.push(`${id} settled, ${statements.length} statement(s) begun`));
    await Promise.all([inserted('key-a1', 'a'), inserted('key-b', 'b'), inserted('key-a2', 'a')]);
    expect(statements).toEqual([['key-a1', 'key-b'], ['key-a2']]);
    // The second of key a began only once the first had settled.
    expect(settled.slice(0, 2)).toEqual([
      'key-a1 settled, 1 statement(s) begun',
      'key-b settled, 1 statement(s) begun',
    ]);
  });

  it('runs each item alone when the statement fails, so that only the failing one hears of it', async () => {
    await insert(test.database.db, 'stored-before');
    statements = [];
    const outcomes = await Promise.allSettled(
      ['alone-1', 'stored-before', 'alone-2'].map((id) => insert(test.database.db, id)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(statements).toEqual([['alone-1', 'stored-before', 'alone-2'], ['alone-1'], ['stored-before'], ['alone-2']]);
  });

  it('runs an item at once, alone, inside a transaction', async () => {
    statements = [];
    await test.database.db.transaction().execute(async (trx) => {
      await insert(trx, 'in-transaction');
      const { rows } = await sql<{ id: string }>`select id from batch_probe where id = 'in-transaction'`.execute(trx);
      expect(rows).toHaveLength(1);
    });
    expect(statements).toEqual([['in-transaction']]);
  });
});
