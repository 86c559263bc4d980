import { describe, expect, it } from 'vitest';
import { dateStep, dayNumber, firstDayOfWeek, groupByDateStep, weekdayOf } from '../src/index.ts';

/** Local noon of a calendar date, so that no time zone moves it to another day. */
const at = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12).getTime();
const day = (year: number, month: number, date: number) => dayNumber(at(year, month, date));

describe('dayNumber and weekdayOf', () => {
  it('count days from 2000-01-01, a Saturday', () => {
    expect(day(2000, 1, 1)).toBe(0);
    expect(day(2000, 1, 2)).toBe(1);
    expect(day(2001, 1, 1)).toBe(366);
    expect(weekdayOf(0)).toBe(6);
    expect(weekdayOf(day(2026, 11, 22))).toBe(0);
    expect(weekdayOf(-1)).toBe(5);
  });

  it('take the local calendar day, whatever the hour', () => {
    expect(dayNumber(new Date(2026, 10, 22, 0, 1).getTime())).toBe(dayNumber(new Date(2026, 10, 22, 23, 59).getTime()));
  });
});

describe('dateStep, weeks starting on Monday', () => {
  // Thursday 19 November 2026.
  const today = day(2026, 11, 19);
  const step = (year: number, month: number, date: number) => dateStep(day(year, month, date), today, 1);

  it('gives today and yesterday', () => {
    expect(step(2026, 11, 19)).toEqual({ step: 'today' });
    expect(step(2026, 11, 20)).toEqual({ step: 'today' });
    expect(step(2026, 11, 18)).toEqual({ step: 'yesterday' });
  });

  it('names the weekdays of the current week before yesterday', () => {
    expect(step(2026, 11, 17)).toEqual({ step: 'weekday', weekday: 2 });
    expect(step(2026, 11, 16)).toEqual({ step: 'weekday', weekday: 1 });
  });

  it('gives last week, then earlier weeks of this month', () => {
    expect(step(2026, 11, 15)).toEqual({ step: 'lastWeek' });
    expect(step(2026, 11, 9)).toEqual({ step: 'lastWeek' });
    expect(step(2026, 11, 8)).toEqual({ step: 'earlierWeeks', weeks: 2 });
    expect(step(2026, 11, 2)).toEqual({ step: 'earlierWeeks', weeks: 2 });
    expect(step(2026, 11, 1)).toEqual({ step: 'earlierWeeks', weeks: 3 });
  });

  it('gives last month, then before that', () => {
    expect(step(2026, 10, 31)).toEqual({ step: 'lastMonth' });
    expect(step(2026, 10, 1)).toEqual({ step: 'lastMonth' });
    expect(step(2026, 9, 30)).toEqual({ step: 'before' });
    expect(step(2025, 11, 19)).toEqual({ step: 'before' });
  });

  it('keeps last week across a month boundary and January after December', () => {
    const third = day(2026, 12, 3);
    expect(dateStep(day(2026, 11, 27), third, 1)).toEqual({ step: 'lastWeek' });
    expect(dateStep(day(2026, 12, 20), day(2027, 1, 14), 1)).toEqual({ step: 'lastMonth' });
  });
});

describe('dateStep, weeks starting on Sunday', () => {
  it('calls a Sunday of the current week before yesterday the current week', () => {
    // Tuesday 17 November 2026; the week began on Sunday the 15th.
    const today = day(2026, 11, 17);
    expect(dateStep(day(2026, 11, 15), today, 0)).toEqual({ step: 'currentWeek' });
    expect(dateStep(day(2026, 11, 14), today, 0)).toEqual({ step: 'lastWeek' });
    expect(dateStep(day(2026, 11, 14), today, 1)).toEqual({ step: 'lastWeek' });
  });
});

describe('groupByDateStep', () => {
  it('keeps the order and groups runs of the same step', () => {
    const now = at(2026, 11, 19);
    const times = [at(2026, 11, 19), at(2026, 11, 19), at(2026, 11, 18), at(2026, 11, 17), at(2026, 10, 2)];
    const groups = groupByDateStep(times, (time) => time, now, 1);
    expect(groups.map((group) => [group.step.step, group.items.length])).toEqual([
      ['today', 2],
      ['yesterday', 1],
      ['weekday', 1],
      ['lastMonth', 1],
    ]);
  });
});

describe('firstDayOfWeek', () => {
  it('starts weeks on Sunday in en, ja and pt, on Monday elsewhere', () => {
    expect(['en', 'fr', 'ja', 'de', 'zh', 'es', 'pt'].map(firstDayOfWeek)).toEqual([0, 1, 0, 1, 1, 1, 0]);
  });
});
