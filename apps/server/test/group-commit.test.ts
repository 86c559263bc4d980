import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { inGroupCommit } from '../src/db/group-commit.ts';
import { createTestDatabase, type TestDatabase } from './harness.ts';

const insertProbe = (db: Db, id: string) => sql`insert into group_commit_probe (id) values (${id})`.execute(db);

// Only SQLite's posts share commits; PostgreSQL's share statements (statement-batch.test.ts).
describe('group commit on SQLite', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    await sql`create table group_commit_probe (id varchar(40) primary key)`.execute(test.database.db);
  });
  afterAll(async () => {
    await test?.drop();
  });

  async function storedIds(): Promise<string[]> {
    const result = await sql<{ id: string }>`select id from group_commit_probe order by id`.execute(test.database.db);
    return result.rows.map((row) => row.id);
  }

  it('stores writes arriving together in shared commits, each acknowledged only after its commit', async () => {
    const events: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const id = `shared-${String(index).padStart(2, '0')}`;
        await inGroupCommit(test.database.db, async (trx) => {
          await insertProbe(trx, id);
          events.push('wrote');
        });
        events.push('acknowledged');
      }),
    );
    // One commit per write would alternate wrote/acknowledged twenty times; shared commits
    // acknowledge their writes together, after all of them were written.
    const commits = events.filter((event, index) => event === 'acknowledged' && events[index - 1] === 'wrote');
    expect(commits.length).toBeLessThanOrEqual(3);
    expect((await storedIds()).filter((id) => id.startsWith('shared-'))).toHaveLength(20);
  });

  it('shares one commit among writes queued by separate callbacks of one turn of the event loop, as requests read together', async () => {
    // Each request the server reads is a callback of its own, with the promises it settles
    // run in between: a transaction begun at once would, on SQLite, commit its one write
    // before the next request is even read.
    const events: string[] = [];
    await new Promise<void>((allAcknowledged) => {
      let left = 10;
      for (let index = 0; index < 10; index++) {
        setImmediate(() => {
          void inGroupCommit(test.database.db, async (trx) => {
            await insertProbe(trx, `turn-${index}`);
            events.push('wrote');
          }).then(() => {
            events.push('acknowledged');
            if (--left === 0) allAcknowledged();
          });
        });
      }
    });
    const commits = events.filter((event, index) => event === 'acknowledged' && events[index - 1] === 'wrote');
    expect(commits).toHaveLength(1);
    expect((await storedIds()).filter((id) => id.startsWith('turn-'))).toHaveLength(10);
  });

  it('keeps the other writes of a commit when one of them fails, and tells only that one', async () => {
    const outcomes = await Promise.allSettled(
      ['kept-1', 'failed', 'kept-2'].map((id) =>
        inGroupCommit(test.database.db, async (trx) => {
          await insertProbe(trx, id);
          if (id === 'failed') throw new Error('this write fails after its insert');
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await storedIds();
    expect(stored).toEqual(expect.arrayContaining(['kept-1', 'kept-2']));
    expect(stored).not.toContain('failed');
  });
});
