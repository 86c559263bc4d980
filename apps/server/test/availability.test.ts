import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/availability.ts';

describe('isDatabaseUnavailable', () => {
  it('recognises a PostgreSQL server that is down or shutting down', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('recognises an SQLite file that cannot be opened or locked', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { errcode: 'SQLITE_CANTOPEN' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('database is locked'))).toBe(true);
  });

  it('leaves bugs and constraint violations to the internal-error code', () => {
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable('text')).toBe(false);
  });
});
