import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, fold, utcDateTime } from '../src/outreach/slots/ics.ts';
import {
  attendanceOf,
  changeableUntil,
  defaultPlaces,
  mayBook,
  mayChange,
  newBookingStatus,
  reminderDueAt,
  seriesStarts,
} from '../src/outreach/slots/slot-rules.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 11, 1, 14, 0);
const slot = { starts_at: START, minutes: 30 };

describe('booked sessions: rules', () => {
  it('holds a place while the slot has one, then the waiting list', () => {
    expect(newBookingStatus(0, 2)).toBe('booked');
    expect(newBookingStatus(1, 2)).toBe('booked');
    expect(newBookingStatus(2, 2)).toBe('waiting');
  });

  it('lets a booking change until the deadline itself, and a slot be booked until it begins', () => {
    expect(changeableUntil(slot, 24)).toBe(START - 24 * HOUR);
    expect(mayChange(slot, 24, START - 24 * HOUR)).toBe(true);
    expect(mayChange(slot, 24, START - 24 * HOUR + 1)).toBe(false);
    expect(mayChange(slot, 0, START)).toBe(true);
    expect(mayBook(slot, START - 1)).toBe(true);
    expect(mayBook(slot, START)).toBe(false);
  });

  it('tells arrived, booked and no-show', () => {
    expect(attendanceOf(slot, true, START - HOUR)).toBe('arrived');
    expect(attendanceOf(slot, false, START + 29 * 60_000)).toBe('booked');
    expect(attendanceOf(slot, false, START + 30 * 60_000)).toBe('noShow');
  });

  it('reminds the publication’s hours before, or never at 0', () => {
    expect(reminderDueAt(slot, 2)).toBe(START - 2 * HOUR);
    expect(reminderDueAt(slot, 0)).toBeNull();
  });

  it('lays out a series up to its last start, never more than asked', () => {
    expect(seriesStarts(START, undefined, undefined, 10)).toEqual([START]);
    expect(seriesStarts(START, 45, START + 90 * 60_000, 10)).toEqual([START, START + 45 * 60_000, START + 90 * 60_000]);
    expect(seriesStarts(START, 45, START + 89 * 60_000, 10)).toHaveLength(2);
    expect(seriesStarts(START, 5, START + 24 * HOUR, 3)).toHaveLength(3);
  });

  it('seats one judge a slot in an account without booths', () => {
    expect(defaultPlaces(0)).toBe(1);
    expect(defaultPlaces(6)).toBe(6);
  });
});

describe('booked sessions: the calendar file', () => {
  it('writes times in UTC', () => {
    expect(utcDateTime(START)).toBe('20261201T140000Z');
  });

  it('escapes text values (RFC 5545, 3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets without cutting a character in two', () => {
    const line = `SUMMARY:${'味'.repeat(40)}`;
    const folded = fold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('is one event with CRLF lines', () => {
    const text = calendarFile({
      uid: 'b1@palate',
      sequence: 0,
      stamp: START - HOUR,
      start: START,
      end: START + 30 * 60_000,
      summary: 'Tasting, juice',
      description: 'Line one\nLine two',
      method: 'PUBLISH',
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        'UID:b1@palate',
        'DTSTAMP:20261201T130000Z',
        'DTSTART:20261201T140000Z',
        'DTEND:20261201T143000Z',
        'SUMMARY:Tasting\\, juice',
        'DESCRIPTION:Line one\\nLine two',
      ]),
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });
});
