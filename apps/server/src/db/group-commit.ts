import type { Db } from './database.ts';

/** More posts than this wait for the next commit, so that no judge waits behind a very long batch. */
const MOST_WRITES_PER_COMMIT = 64;

interface QueuedWrite {
  write: (trx: Db) => Promise<unknown>;
  settle: (outcome: { ok: true; value: unknown } | { ok: false; error: unknown }) => void;
}

interface Queue {
  waiting: QueuedWrite[];
  /** Transactions on their way now. */
  committing: number;
  mostAtOnce: number;
}

const queues = new WeakMap<Db, Queue>();

function queueOf(db: Db): Queue {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], committing: 0, mostAtOnce: 1 };
    queues.set(db, queue);
  }
  return queue;
}

/**
 * SQLite has one writer, so one transaction at a time (the default). PostgreSQL commits
 * several at once: with a single one, the pool's other connections would sit idle while
 * each statement of the batch makes its round trip.
 */
export function allowConcurrentCommits(db: Db, mostAtOnce: number): void {
  queueOf(db).mostAtOnce = mostAtOnce;
}

/**
 * Group commit: the writes that arrive while a commit is on its way share the next
 * transaction, so that one durable commit (one fsync) stores several judges' posts. Each
 * write runs in a savepoint of its own, so that one failing write leaves the others in;
 * each caller hears of its write only once the transaction holding it has committed.
 * Nothing outlives the requests waiting here: several server processes may share a database.
 */
export function inGroupCommit<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  const queue = queueOf(db);
  const pending = new Promise<T>((resolve, reject) => {
    queue.waiting.push({
      write,
      settle: (outcome) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error)),
    });
  });
  if (queue.committing < queue.mostAtOnce) void commitWaiting(db, queue);
  return pending;
}

async function commitWaiting(db: Db, queue: Queue): Promise<void> {
  queue.committing++;
  try {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, MOST_WRITES_PER_COMMIT);
      const outcomes = await commitBatch(db, batch);
      batch.forEach((queued, index) => queued.settle(outcomes[index] ?? { ok: false, error: new Error('lost') }));
    }
  } finally {
    queue.committing--;
  }
}

type Outcome = Parameters<QueuedWrite['settle']>[0];

async function commitBatch(db: Db, batch: QueuedWrite[]): Promise<Outcome[]> {
  const trx = await db.startTransaction().execute();
  try {
    const outcomes: Outcome[] = [];
    if (batch.length === 1 && batch[0]) {
      // Alone, a write needs no savepoint: its failure rolls the whole transaction back.
      outcomes.push({ ok: true, value: await batch[0].write(trx) });
    } else {
      for (const [index, queued] of batch.entries()) outcomes.push(await inSavepoint(trx, `write_${index}`, queued));
    }
    await trx.commit().execute();
    return outcomes;
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    return batch.map(() => ({ ok: false, error }));
  }
}

async function inSavepoint(
  trx: Awaited<ReturnType<ReturnType<Db['startTransaction']>['execute']>>,
  name: string,
  queued: QueuedWrite,
): Promise<Outcome> {
  const saved = await trx.savepoint(name).execute();
  try {
    const value = await queued.write(saved);
    await saved.releaseSavepoint(name).execute();
    return { ok: true, value };
  } catch (error) {
    await saved.rollbackToSavepoint(name).execute();
    return { ok: false, error };
  }
}
