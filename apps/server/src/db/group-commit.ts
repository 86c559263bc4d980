import { reportBatch } from './batch-observer.ts';
import type { Db } from './database.ts';

/** More posts than this wait for the next commit, so that no judge waits behind a very long batch. */
const MOST_WRITES_PER_COMMIT = 64;

interface QueuedWrite {
  write: (trx: Db) => Promise<unknown>;
  /** performance.now() when queued, for the metrics' wait. */
  queuedAt: number;
  settle: (outcome: { ok: true; value: unknown } | { ok: false; error: unknown }) => void;
}

interface Queue {
  waiting: QueuedWrite[];
  /** A transaction is on its way: SQLite has one writer, so one at a time. */
  committing: boolean;
  /** A transaction will start once the requests read in this turn of the event loop have queued their writes. */
  startScheduled: boolean;
}

const queues = new WeakMap<Db, Queue>();

function queueOf(db: Db): Queue {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], committing: false, startScheduled: false };
    queues.set(db, queue);
  }
  return queue;
}

/**
 * Group commit, for SQLite: the writes that arrive while a commit is on its way share the
 * next transaction, so that one durable commit (one fsync) stores several judges' posts.
 * (PostgreSQL merges concurrent commits itself; there the posts of a turn share one
 * statement instead: statement-batch.ts.) One failing write leaves the others in
 * (commitBatch); each caller hears of its write only once the transaction holding it has
 * committed. A write may run more than once: it must do nothing but its statements on
 * `trx`. Nothing outlives the requests waiting here.
 */
export function inGroupCommit<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  const queue = queueOf(db);
  const pending = new Promise<T>((resolve, reject) => {
    queue.waiting.push({
      write,
      queuedAt: performance.now(),
      settle: (outcome) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error)),
    });
  });
  if (!queue.committing && !queue.startScheduled) {
    // node:sqlite runs a whole transaction without yielding: started at once, it would
    // commit this write alone before the event loop reads the other judges' requests that
    // have arrived. After them, one commit holds them all.
    queue.startScheduled = true;
    setImmediate(() => {
      queue.startScheduled = false;
      void commitWaiting(db, queue);
    });
  }
  return pending;
}

async function commitWaiting(db: Db, queue: Queue): Promise<void> {
  queue.committing = true;
  try {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, MOST_WRITES_PER_COMMIT);
      reportBatch('group_commit', batch);
      const outcomes = await commitBatch(db, batch);
      batch.forEach((queued, index) => queued.settle(outcomes[index] ?? { ok: false, error: new Error('lost') }));
    }
  } finally {
    queue.committing = false;
  }
}

type Outcome = Parameters<QueuedWrite['settle']>[0];

/**
 * One transaction for the whole batch. Should a write fail, the batch is rolled back and
 * each of its writes is tried again in a transaction of its own, so that only the failing
 * one hears of it. (Savepoints would keep the batch, but PostgreSQL slows every
 * transaction down once one holds many subtransactions; failures are rare: a resent post.)
 */
async function commitBatch(db: Db, batch: QueuedWrite[]): Promise<Outcome[]> {
  try {
    const values = await db.transaction().execute(async (trx) => {
      const written: unknown[] = [];
      for (const queued of batch) written.push(await queued.write(trx));
      return written;
    });
    return values.map((value) => ({ ok: true, value }));
  } catch (error) {
    if (batch.length === 1) return [{ ok: false, error }];
    const outcomes: Outcome[] = [];
    for (const queued of batch) outcomes.push(...(await commitBatch(db, [queued])));
    return outcomes;
  }
}
