/** How long a new token lives unless the leader says otherwise, and at most (the server's limit is 366 days). */
const DEFAULT_DAYS = 90;
// The last day offered ends before the server's limit whatever the hour and a change of clocks.
const MOST_DAYS = 364;

/** A day as a date field holds it (YYYY-MM-DD), in the browser's time zone. */
function dayOf(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

function daysAfter(now: number, days: number): string {
  const moment = new Date(now);
  moment.setDate(moment.getDate() + days);
  return dayOf(moment);
}

/** The days a new token may end on (tomorrow to a year ahead) and the one offered. */
export function expiryChoices(now: number): { min: string; max: string; offered: string } {
  return { min: daysAfter(now, 1), max: daysAfter(now, MOST_DAYS), offered: daysAfter(now, DEFAULT_DAYS) };
}

/** A token chosen to end on a day ends at that day's last millisecond, in the browser's time zone; undefined for no day. */
export function endOfDay(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, date + 1).getTime() - 1;
}
