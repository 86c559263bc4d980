import type { ProfileFieldView, ProfileValue } from '@palate/protocol';
import type { ProfileFieldRow } from './profiles.repository.ts';

/** A stored field as the protocol gives it. */
export function profileFieldView(row: ProfileFieldRow): ProfileFieldView {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    kind: row.kind,
    options: JSON.parse(row.options) as string[],
    required: row.required === 1,
    visibility: row.visibility,
    judgeEditable: row.judge_editable === 1,
  };
}

/** A value checked against its field: the value to keep, or what is wrong with it (English, for the leader). */
export type CheckedValue = { value: ProfileValue } | { fault: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whether a value fits its field's kind and, for choices, its values. */
export function checkProfileValue(field: ProfileFieldView, value: ProfileValue): CheckedValue {
  const named = `"${field.key}"`;
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== ''
        ? { value: value.trim() }
        : { fault: `${named} takes a text.` };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? { value } : { fault: `${named} takes a number.` };
    case 'date':
      return typeof value === 'string' && isCalendarDate(value)
        ? { value }
        : { fault: `${named} takes a date as YYYY-MM-DD.` };
    case 'choice':
      return typeof value === 'string' && field.options.includes(value)
        ? { value }
        : { fault: `${named} takes one of ${field.options.join(', ')}.` };
    case 'choices': {
      const chosen = Array.isArray(value) ? value : null;
      if (chosen === null || chosen.some((choice) => !field.options.includes(choice))) {
        return { fault: `${named} takes some of ${field.options.join(', ')}.` };
      }
      return { value: [...new Set(chosen)] };
    }
  }
}

/**
 * A CSV cell read as its field's value: numbers as numbers (a decimal comma taken), several
 * choices separated by `|`; an empty cell is no value.
 */
export function profileValueOfCell(field: ProfileFieldView, cell: string): ProfileValue | null {
  const text = cell.trim();
  if (text === '') return null;
  if (field.kind === 'number') {
    const number = Number(text.replace(',', '.'));
    return Number.isFinite(number) ? number : text;
  }
  if (field.kind === 'choices') return text.split('|').map((choice) => choice.trim());
  return text;
}

/** The value as the database keeps it. */
export function storedProfileValue(value: ProfileValue): string {
  return JSON.stringify(value);
}

export function parsedProfileValue(stored: string): ProfileValue {
  return JSON.parse(stored) as ProfileValue;
}
