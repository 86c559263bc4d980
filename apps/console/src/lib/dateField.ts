/** A moment typed in the browser's datetime-local field, as epoch milliseconds; undefined when left empty. */
export function instant(local: string): number | undefined {
  return local === '' ? undefined : new Date(local).getTime();
}

/** A moment as a datetime-local field shows it, in the browser's time zone; empty for none. */
export function localValue(moment: number | null): string {
  if (moment === null) return '';
  const date = new Date(moment);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
