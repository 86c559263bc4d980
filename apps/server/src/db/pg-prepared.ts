import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statements one connection keeps prepared; past it, texts (lists of varying length) run unnamed. */
export const MOST_PREPARED_PER_CONNECTION = 300;

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it anew each time, while
 * the same few texts come back on every post. This pool names each text after its hash:
 * a connection prepares it once, and later runs only bind and execute it.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let preparing = wrapped.get(client);
      if (!preparing) {
        preparing = preparingClient(client, new Set());
        wrapped.set(client, preparing);
      }
      return preparing;
    },
    end: () => pool.end(),
  };
}

/** Each text's name, hashed once: the same few texts come back on every post. */
const namesOfTexts = new Map<string, string>();

function statementName(text: string): string {
  let name = namesOfTexts.get(text);
  if (name === undefined) {
    name = createHash('sha1').update(text).digest('base64url');
    // Texts of varying length (lists) are many: past the bound they are hashed each time.
    if (namesOfTexts.size < MOST_PREPARED_PER_CONNECTION) namesOfTexts.set(text, name);
  }
  return name;
}

function preparingClient(client: pg.PoolClient, names: Set<string>): PostgresPoolClient {
  // Kysely passes a cursor object only to stream, which this server never does.
  function query(text: unknown, parameters?: ReadonlyArray<unknown>): unknown {
    if (typeof text !== 'string') return client.query(text as pg.Submittable);
    const values = [...(parameters ?? [])];
    const name = statementName(text);
    if (!names.has(name)) {
      if (names.size >= MOST_PREPARED_PER_CONNECTION) return client.query(text, values);
      names.add(name);
    }
    return client.query({ name, text, values });
  }
  return { query, release: () => client.release() } as PostgresPoolClient;
}
