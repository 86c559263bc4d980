import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { inGroupCommit } from '../src/db/group-commit.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';

const insertProbe = (db: Db, id: string) => sql`insert into group_commit_probe (id) values (${id})`.execute(db);

describeEachDatabase('group commit', (engine) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
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
    // acknowledge their writes together, after all of them were written. PostgreSQL runs
    // a few commits at once, each taking what waits when it begins.
    const commits = events.filter((event, index) => event === 'acknowledged' && events[index - 1] === 'wrote');
    expect(commits.length).toBeLessThanOrEqual(engine === 'sqlite' ? 3 : 10);
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

  // PostgreSQL's pool runs several group commits at once (db/database.ts); SQLite, one writer, never does.
  it('runs several commits at once on PostgreSQL, one at a time on SQLite', async () => {
    let secondStarted = (): void => undefined;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    const waitedAlongside = inGroupCommit(test.database.db, async (trx) => {
      await insertProbe(trx, 'alongside-1');
      // Without a second commit under way, this one would wait for nothing and time out.
      return Promise.race([
        second.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false)),
      ]);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = inGroupCommit(test.database.db, async (trx) => {
      secondStarted();
      await insertProbe(trx, 'alongside-2');
    });
    expect(await waitedAlongside).toBe(engine === 'postgres');
    await started;
  });

  // PostgreSQL merges concurrent commits itself, so a single statement need not queue (db/group-commit.ts).
  it('runs a one-statement write at once on PostgreSQL while a commit before it is on its way, queued on SQLite', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = inGroupCommit(test.database.db, async (trx) => {
      await insertProbe(trx, 'held');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const single = inGroupCommit(test.database.db, (trx) => insertProbe(trx, 'single'), { oneStatement: true });
    const outcome = await Promise.race([
      single.then(() => 'stored'),
      new Promise<string>((resolve) => setTimeout(resolve, 500, 'queued')),
    ]);
    release();
    await Promise.all([holding, single]);
    expect(outcome).toBe(engine === 'postgres' ? 'stored' : 'queued');
    expect(await storedIds()).toEqual(expect.arrayContaining(['held', 'single']));
  });
});
