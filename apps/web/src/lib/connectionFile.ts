import { decodeText, type FileEncoding } from './textDecoding.ts';

export type ConnectionMode = 'web' | 'database' | 'offline';
export type DatabaseAuthentication = 'sql' | 'windows';

/**
 * The connection settings, as kept in a connection file (JSON). The password is never
 * written to the file: a file travels by mail and USB sticks, so it is typed on each device.
 */
export interface ConnectionSettings {
  mode: ConnectionMode;
  url: string;
  database: {
    provider: 'sqlserver';
    server: string;
    name: string;
    authentication: DatabaseAuthentication;
    user: string;
  };
  account: string;
}

export const EMPTY_CONNECTION: ConnectionSettings = {
  mode: 'web',
  url: '',
  database: { provider: 'sqlserver', server: '', name: '', authentication: 'sql', user: '' },
  account: '',
};

export const CONNECTION_FILE_NAME = 'palate-connection.json';

export function connectionFileText(settings: ConnectionSettings): string {
  return JSON.stringify(settings, null, 2) + '\n';
}

/**
 * Reads a connection file in any of the encodings of spec section 9. Unknown fields are
 * dropped and missing ones take the empty settings' values; null when the file is not
 * a JSON object at all.
 */
export function readConnectionFile(bytes: Uint8Array): { settings: ConnectionSettings; encoding: FileEncoding } | null {
  const { text, encoding } = decodeText(bytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const settings = connectionSettingsOf(value);
  return settings === null ? null : { settings, encoding };
}

/** Connection settings from a JSON value (a file's, or a host's copy); null when it is not an object. */
export function connectionSettingsOf(value: unknown): ConnectionSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const file = value as Record<string, unknown>;
  const database = (typeof file.database === 'object' && file.database !== null ? file.database : {}) as Record<
    string,
    unknown
  >;
  const stringOr = (given: unknown, fallback: string) => (typeof given === 'string' ? given : fallback);
  const empty = EMPTY_CONNECTION;
  return {
    mode: file.mode === 'database' || file.mode === 'offline' ? file.mode : 'web',
    url: stringOr(file.url, empty.url),
    database: {
      provider: 'sqlserver',
      server: stringOr(database.server, empty.database.server),
      name: stringOr(database.name, empty.database.name),
      authentication: database.authentication === 'windows' ? 'windows' : 'sql',
      user: stringOr(database.user, empty.database.user),
    },
    account: stringOr(file.account, empty.account),
  };
}
