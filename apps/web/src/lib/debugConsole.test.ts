import { describe, expect, it } from 'vitest';
import { isDebugShown } from './debugConsole.ts';
import type { StoredUser } from './userStore.ts';

const member = (roles: string[]): StoredUser => ({
  name: 'Ana',
  account: { code: 'lab', guid: 'g' },
  roles,
  token: 't',
});

describe('isDebugShown', () => {
  it('needs the address to ask, the debug role (debugAllowed), and the console setting on', () => {
    expect(isDebugShown(true, member(['user', 'debug']), { services: true })).toBe(true);
  });

  it('hides debug from whoever has no debug role, whatever the address says', () => {
    expect(isDebugShown(true, null, { services: true })).toBe(false);
    expect(isDebugShown(true, member(['user', 'admin']), { services: true })).toBe(false);
  });

  it('hides it when the address does not ask, or the console setting is off', () => {
    expect(isDebugShown(false, member(['debug']), { services: true })).toBe(false);
    expect(isDebugShown(true, member(['debug']), { services: false })).toBe(false);
  });
});
