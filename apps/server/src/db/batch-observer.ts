/**
 * How the write batches went, for the metrics: each group commit (SQLite) and each shared
 * statement (PostgreSQL) tells its size and how long its first item waited. Listeners are
 * the process's metrics; with none, a report costs one look at an empty set.
 */
export type BatchKind = 'group_commit' | 'statement_batch';

export type BatchListener = (kind: BatchKind, size: number, waitSeconds: number) => void;

const listeners = new Set<BatchListener>();

/** Subscribes to every batch; gives the function that unsubscribes. */
export function observeBatches(listener: BatchListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A batch about to run: its items in the order they were queued, each with performance.now() then. */
export function reportBatch(kind: BatchKind, batch: readonly { queuedAt: number }[]): void {
  const first = batch[0];
  if (listeners.size === 0 || !first) return;
  const waitSeconds = (performance.now() - first.queuedAt) / 1000;
  for (const listener of listeners) listener(kind, batch.length, waitSeconds);
}
