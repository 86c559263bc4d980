import { reportBatch } from './batch-observer.ts';
import type { Db } from './database.ts';

/** More items than this wait for the next statement, so that no judge waits behind a very long one. */
const MOST_ITEMS_PER_STATEMENT = 64;

/**
 * A statement that serves several requests at once: each request brings an item, the
 * statement takes them all (as arrays) and gives back one result an item.
 */
export interface BatchedStatement<Item, Result> {
  /** Runs the items in one statement; a result for each, in the items' order. */
  run: (db: Db, items: Item[]) => Promise<Result[]>;
  /**
   * Items of one key never share a statement, nor run in two at once (two posts on one
   * run: two statements locking the same runs in other orders could deadlock); all may
   * when absent.
   */
  keyOf?: (item: Item) => string;
}

interface Waiting<Item> {
  item: Item;
  /** The item's keyOf, taken once. */
  key: string | undefined;
  /** performance.now() when queued, for the metrics' wait. */
  queuedAt: number;
  settle: (outcome: { ok: true; value: unknown } | { ok: false; error: unknown }) => void;
}

interface Queue<Item> {
  waiting: Waiting<Item>[];
  /** The statement will run once the requests read in this turn of the event loop have brought their items. */
  scheduled: boolean;
  /** The keys of the items in statements on their way: an item of one of them waits for the next turn after. */
  keysUnderWay: Set<string>;
}

const queues = new WeakMap<Db, Map<BatchedStatement<never, unknown>, Queue<never>>>();

function queueOf<Item, Result>(db: Db, statement: BatchedStatement<Item, Result>): Queue<Item> {
  let ofDb = queues.get(db);
  if (!ofDb) {
    ofDb = new Map();
    queues.set(db, ofDb);
  }
  const key = statement as unknown as BatchedStatement<never, unknown>;
  let queue = ofDb.get(key) as Queue<Item> | undefined;
  if (!queue) {
    queue = { waiting: [], scheduled: false, keysUnderWay: new Set() };
    ofDb.set(key, queue as unknown as Queue<never>);
  }
  return queue;
}

/**
 * Statement batching, for PostgreSQL, where every statement is a round trip and a system
 * call at both ends, each costing more than the work it carries: the items that the
 * requests read in one turn of the event loop bring run in one statement. A request alone
 * waits only for the rest of its turn. Should the statement fail, each item runs again in
 * a statement of its own, so that only the failing one hears of it. That also settles
 * the deadlock two processes' statements could meet, each holding a run the other needs
 * (should two judges each have posts reach both processes at once), once PostgreSQL
 * breaks it. Inside a transaction the item runs at once, alone: its statements belong to
 * that transaction. Nothing outlives the requests waiting here: several server processes
 * may share a database.
 */
export function inStatementBatch<Item, Result>(
  db: Db,
  statement: BatchedStatement<Item, Result>,
  item: Item,
): Promise<Result> {
  if (db.isTransaction) return runAlone(db, statement, item);
  const queue = queueOf(db, statement);
  const pending = new Promise<Result>((resolve, reject) => {
    queue.waiting.push({
      item,
      key: statement.keyOf?.(item),
      queuedAt: performance.now(),
      settle: (outcome) => (outcome.ok ? resolve(outcome.value as Result) : reject(outcome.error)),
    });
  });
  schedule(db, statement, queue);
  return pending;
}

function schedule<Item, Result>(db: Db, statement: BatchedStatement<Item, Result>, queue: Queue<Item>): void {
  if (queue.scheduled) return;
  queue.scheduled = true;
  setImmediate(() => {
    queue.scheduled = false;
    runWaiting(db, statement, queue);
  });
}

/** Runs all that waits, in statements of at most MOST_ITEMS_PER_STATEMENT, but for items whose key is taken. */
function runWaiting<Item, Result>(db: Db, statement: BatchedStatement<Item, Result>, queue: Queue<Item>): void {
  const batches: Waiting<Item>[][] = [];
  const later: Waiting<Item>[] = [];
  for (const waiting of queue.waiting) {
    const { key } = waiting;
    if (key !== undefined && queue.keysUnderWay.has(key)) {
      later.push(waiting);
      continue;
    }
    if (key !== undefined) queue.keysUnderWay.add(key);
    const batch = batches.at(-1);
    if (batch && batch.length < MOST_ITEMS_PER_STATEMENT) batch.push(waiting);
    else batches.push([waiting]);
  }
  queue.waiting = later;
  for (const batch of batches) {
    reportBatch('statement_batch', batch);
    void runBatch(db, statement, batch).then(() => {
      for (const { key } of batch) if (key !== undefined) queue.keysUnderWay.delete(key);
      if (queue.waiting.length > 0) schedule(db, statement, queue);
    });
  }
}

async function runBatch<Item, Result>(
  db: Db,
  statement: BatchedStatement<Item, Result>,
  batch: Waiting<Item>[],
): Promise<void> {
  try {
    const results = await statement.run(
      db,
      batch.map((waiting) => waiting.item),
    );
    batch.forEach((waiting, index) =>
      index < results.length
        ? waiting.settle({ ok: true, value: results[index] })
        : waiting.settle({ ok: false, error: new Error('The statement gave fewer results than it had items.') }),
    );
  } catch (error) {
    if (batch.length === 1) {
      batch[0]?.settle({ ok: false, error });
      return;
    }
    await Promise.all(
      batch.map((waiting) =>
        runAlone(db, statement, waiting.item).then(
          (value) => waiting.settle({ ok: true, value }),
          (failure: unknown) => waiting.settle({ ok: false, error: failure }),
        ),
      ),
    );
  }
}

async function runAlone<Item, Result>(db: Db, statement: BatchedStatement<Item, Result>, item: Item): Promise<Result> {
  const results = await statement.run(db, [item]);
  if (results.length !== 1) throw new Error('The statement gave no result for its item.');
  return results[0] as Result;
}
