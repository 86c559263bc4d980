import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MOST_PREPARED_PER_CONNECTION, preparingPool } from '../src/db/pg-prepared.ts';
import { describeOnPostgres, POSTGRES_ADMIN_URL } from './harness.ts';

describeOnPostgres('statements prepared once per connection', () => {
  // One connection, so that every query below meets the statements the others prepared.
  let db: Kysely<Record<string, never>>;
  beforeAll(() => {
    db = new Kysely({
      dialect: new PostgresDialect({
        pool: preparingPool(new pg.Pool({ connectionString: POSTGRES_ADMIN_URL, max: 1 })),
      }),
    });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const preparedTexts = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );
  const twice = (value: number) => sql<{ n: number }>`select ${value}::integer * 2 as n`.execute(db);

  it('prepares a text once, and runs it again with other values', async () => {
    expect((await twice(2)).rows).toEqual([{ n: 4 }]);
    expect((await twice(5)).rows).toEqual([{ n: 10 }]);
    const texts = await preparedTexts();
    expect(texts.filter((text) => text === 'select $1::integer * 2 as n')).toHaveLength(1);
  });

  it('gives a failing statement its error every time, and the connection goes on', async () => {
    const broken = () => sql`select * from no_such_table_here where id = ${1}`.execute(db);
    await expect(broken()).rejects.toThrow(/no_such_table_here/);
    await expect(broken()).rejects.toThrow(/no_such_table_here/);
    const divide = (by: number) => sql<{ n: number }>`select 10 / ${by}::integer as n`.execute(db);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect((await divide(5)).rows).toEqual([{ n: 2 }]);
  });

  it('runs texts unnamed once a connection holds as many as it keeps', async () => {
    for (let index = 0; index < MOST_PREPARED_PER_CONNECTION + 20; index++) {
      const { rows } = await sql<{ n: number }>`select ${index}::integer + ${sql.lit(index)} as n`.execute(db);
      expect(rows).toEqual([{ n: 2 * index }]);
    }
    expect((await preparedTexts()).length).toBeLessThanOrEqual(MOST_PREPARED_PER_CONNECTION);
  });
});
