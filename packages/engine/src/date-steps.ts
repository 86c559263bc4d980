/**
 * The account page's date steps (spec section 9): days are counted from 2000-01-01, and a
 * date falls in one step relative to today: today, yesterday, a weekday of the current
 * week, the current week (its weekend days), last week, earlier weeks of this month,
 * last month, or before that.
 */

const DAY_MS = 86_400_000;
const DAY_ZERO = Date.UTC(2000, 0, 1);

/** The local calendar day of a time, counted from 2000-01-01 (day 0). */
export function dayNumber(time: number): number {
  const date = new Date(time);
  return Math.round((Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - DAY_ZERO) / DAY_MS);
}

/** 0 for Sunday to 6 for Saturday; 2000-01-01 was a Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 6) % 7) + 7) % 7;
}

function monthIndexOf(day: number): number {
  const date = new Date(DAY_ZERO + day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export type DateStep =
  | { step: 'today' }
  | { step: 'yesterday' }
  /** Monday to Friday of the current week. */
  | { step: 'weekday'; weekday: number }
  /** A weekend day of the current week, before yesterday. */
  | { step: 'currentWeek' }
  | { step: 'lastWeek' }
  | { step: 'earlierWeeks'; weeks: number }
  | { step: 'lastMonth' }
  | { step: 'before' };

/** The step of `day` seen from `today`; weeks start on `firstDayOfWeek` (0 Sunday, 1 Monday). */
export function dateStep(day: number, today: number, firstDayOfWeek: number): DateStep {
  const age = today - day;
  if (age <= 0) return { step: 'today' };
  if (age === 1) return { step: 'yesterday' };
  const weekStart = today - ((weekdayOf(today) - firstDayOfWeek + 7) % 7);
  if (day >= weekStart) {
    const weekday = weekdayOf(day);
    return weekday >= 1 && weekday <= 5 ? { step: 'weekday', weekday } : { step: 'currentWeek' };
  }
  const weeks = Math.ceil((weekStart - day) / 7);
  if (weeks === 1) return { step: 'lastWeek' };
  const months = monthIndexOf(today) - monthIndexOf(day);
  if (months === 0) return { step: 'earlierWeeks', weeks };
  if (months === 1) return { step: 'lastMonth' };
  return { step: 'before' };
}

function sameStep(a: DateStep, b: DateStep): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Items (newest first) in runs of the same step, in the order given. */
export function groupByDateStep<T>(
  items: readonly T[],
  timeOf: (item: T) => number,
  now: number,
  firstDayOfWeek: number,
): { step: DateStep; items: T[] }[] {
  const today = dayNumber(now);
  const groups: { step: DateStep; items: T[] }[] = [];
  for (const item of items) {
    const step = dateStep(dayNumber(timeOf(item)), today, firstDayOfWeek);
    const last = groups.at(-1);
    if (last && sameStep(last.step, step)) last.items.push(item);
    else groups.push({ step, items: [item] });
  }
  return groups;
}

/** Where weeks start for the app's languages: Sunday in en (en-US), ja and pt (pt-BR), else Monday. */
export function firstDayOfWeek(language: string): number {
  return ['en', 'ja', 'pt'].includes(language) ? 0 : 1;
}
