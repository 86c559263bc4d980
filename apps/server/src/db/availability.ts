/** Node's network errors when the PostgreSQL server is down or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/** PostgreSQL classes 08 (connection exception) and 57P (operator intervention: shutdown, cannot connect now). */
const POSTGRES_UNAVAILABLE = /^(08|57P)/;
/** SQLite cannot open, read or lock its file. */
const SQLITE_UNAVAILABLE = /SQLITE_(CANTOPEN|IOERR|BUSY|FULL|READONLY)/;

/**
 * Whether a failure means the database is unavailable rather than a bug, so that the
 * client can show the database connectivity state (50110) instead of a server error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  if (typeof code === 'string' && SQLITE_UNAVAILABLE.test(code)) return true;
  if (typeof errcode === 'string' && SQLITE_UNAVAILABLE.test(errcode)) return true;
  if (typeof message === 'string' && /Connection terminated|database is locked|unable to open database/i.test(message))
    return true;
  return false;
}
