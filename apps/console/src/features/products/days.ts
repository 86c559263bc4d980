/** A day kept as its midnight UTC in epoch ms, as YYYY-MM-DD (the date field's and the CSV file's form). */
export function dayText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A date field's YYYY-MM-DD as its midnight UTC in epoch ms; null when empty. */
export function dayOf(text: string): number | null {
  return text === '' ? null : Date.parse(`${text}T00:00:00Z`);
}
