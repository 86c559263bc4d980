import { describe, expect, it } from 'vitest';
import { newId } from '../src/security/tokens.ts';

describe('newId', () => {
  it('never starts with a dash, which a command line would take for an option', () => {
    // 1 id in 64 would start with one were they not drawn again.
    const ids = Array.from({ length: 5_000 }, newId);
    expect(ids.filter((id) => id.startsWith('-'))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 50)) expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{15}$/);
  });
});
