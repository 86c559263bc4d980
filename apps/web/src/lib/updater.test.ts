import { describe, expect, it, vi } from 'vitest';
import {
  UPDATE_NOTIFICATION_MS,
  noteVersion,
  parseUpdaterRecord,
  recordUpdate,
  startUpdateChecks,
  updatedNoticeRemaining,
} from './updater.ts';

describe('the updater', () => {
  it('remembers the first version it sees without reloading', () => {
    expect(noteVersion(null, '1.0.0')).toEqual({ record: { versions: ['1.0.0'], updatedAt: null }, reload: false });
  });

  it('asks for a reload only when the version is not a known one', () => {
    const record = { versions: ['1.0.0'], updatedAt: null };
    expect(noteVersion(record, '1.0.0').reload).toBe(false);
    expect(noteVersion(record, '1.1.0')).toEqual({ record, reload: true });
  });

  it('shows the updated notice for 7 s after the reload', () => {
    const record = recordUpdate('1.1.0', 1000);
    expect(record).toEqual({ versions: ['1.1.0'], updatedAt: 1000 });
    expect(updatedNoticeRemaining(record, 1000)).toBe(7000);
    expect(updatedNoticeRemaining(record, 7999)).toBe(1);
    expect(updatedNoticeRemaining(record, 8000)).toBe(0);
    expect(updatedNoticeRemaining({ versions: ['1'], updatedAt: null }, 1000)).toBe(0);
  });

  it('reads back what it stores, and nothing else', () => {
    expect(parseUpdaterRecord(JSON.stringify(recordUpdate('2', 5)))).toEqual({ versions: ['2'], updatedAt: 5 });
    expect(parseUpdaterRecord('{"versions":[1]}')).toBeNull();
    expect(parseUpdaterRecord('not json')).toBeNull();
    expect(parseUpdaterRecord(null)).toBeNull();
  });
});

describe('the update notification', () => {
  it('asks the server its version every 120000 ms (spec section 9) until stopped', () => {
    vi.useFakeTimers();
    try {
      const check = vi.fn();
      const stop = startUpdateChecks(check);
      expect(UPDATE_NOTIFICATION_MS).toBe(120_000);
      vi.advanceTimersByTime(119_999);
      expect(check).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(check).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(120_000);
      expect(check).toHaveBeenCalledTimes(2);
      stop();
      vi.advanceTimersByTime(360_000);
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
