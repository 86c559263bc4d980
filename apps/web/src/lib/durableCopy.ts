/**
 * A copy of a stored value that is on disk as soon as its write completes. Chromium writes
 * local storage to disk a second or more after a change, so a browser killed at once loses
 * it; an IndexedDB transaction of strict durability is flushed before it completes. Where
 * IndexedDB is missing or refused (some private modes), saving does nothing and loading
 * finds nothing: local storage alone carries on, as before.
 */
const DATABASE_NAME = 'palate';
const STORE_NAME = 'durable';

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve) => {
    transaction.oncomplete = () => resolve();
    // A copy that could not be written leaves local storage's: nothing to tell the judge.
    transaction.onerror = () => resolve();
    transaction.onabort = () => resolve();
  });
}

/** Resolves once the value is on disk (or could not be written). Writes complete in the order they were made. */
export async function saveDurably(key: string, value: unknown): Promise<void> {
  const db = await database();
  if (!db) return;
  try {
    const transaction = db.transaction(STORE_NAME, 'readwrite', { durability: 'strict' });
    transaction.objectStore(STORE_NAME).put(value, key);
    await completion(transaction);
  } catch {
    // As above: local storage's copy stands.
  }
}

export async function loadDurable(key: string): Promise<unknown> {
  const db = await database();
  if (!db) return undefined;
  try {
    const request = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).get(key);
    return await new Promise<unknown>((resolve) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
  } catch {
    return undefined;
  }
}
