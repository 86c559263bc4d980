import { describe, expect, it } from 'vitest';
import { endOfDay, expiryChoices } from './tokenExpiry.ts';

describe("a new API token's end", () => {
  const now = new Date(2026, 10, 28, 9, 30).getTime();

  it('is offered 90 days ahead, chosen from tomorrow to a year ahead', () => {
    expect(expiryChoices(now)).toEqual({ min: '2026-11-29', max: '2027-11-27', offered: '2027-02-26' });
  });

  it("falls at the chosen day's last moment, in the browser's time zone", () => {
    const end = endOfDay('2027-02-26')!;
    expect(new Date(end).getDate()).toBe(26);
    expect(new Date(end + 1).getDate()).toBe(27);
    expect(new Date(end + 1).getHours()).toBe(0);
  });

  it('stays within the server’s limit of 366 days at the latest day offered', () => {
    expect(endOfDay(expiryChoices(now).max)! - now).toBeLessThan(366 * 24 * 3600 * 1000);
  });

  it('is nothing for an empty or broken field', () => {
    expect(endOfDay('')).toBeUndefined();
    expect(endOfDay('2027-2-26')).toBeUndefined();
  });
});
