import type { Answer } from '@palate/engine';
import type { ProfileFilter, ProfileValue, Quota, ValueCondition } from '@palate/protocol';

/** A judge's profile values by field key. */
export type ProfileByKey = ReadonlyMap<string, ProfileValue>;

/**
 * Whether a value meets a condition: one of its values (for several choices, any of
 * them; a number compared as written), or a number within its range. No value meets none.
 */
export function meetsCondition(condition: ValueCondition, value: ProfileValue | undefined): boolean {
  if (value === undefined) return false;
  if (condition.values !== undefined) {
    const given = Array.isArray(value) ? value : [String(value)];
    return given.some((one) => condition.values?.includes(one));
  }
  const number = typeof value === 'number' ? value : Number(value);
  if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '' || !Number.isFinite(number))) {
    return false;
  }
  return (
    (condition.min === undefined || number >= condition.min) && (condition.max === undefined || number <= condition.max)
  );
}

/** Whether a judge's profile meets every condition of a publication's filter. */
export function meetsFilter(filter: ProfileFilter, profile: ProfileByKey): boolean {
  return filter.every((condition) => meetsCondition(condition, profile.get(condition.field)));
}

/** A screening control's answer as a value a condition can read: its choices, its number or its text. */
export function answerValue(answer: Answer | undefined): ProfileValue | undefined {
  if (!answer) return undefined;
  if (answer.choices !== undefined) return answer.choices;
  if (answer.value !== undefined) return answer.value;
  return answer.text;
}

/**
 * The cells a judge falls in: in each quota, the first cell their value (profile field or
 * screening answer) meets; a judge whose value meets no cell of a quota is not limited by it.
 */
export function cellsOfJudge(quotas: Quota[], profile: ProfileByKey, screening: Answer[]): CellPlace[] {
  return quotas.flatMap((quota, quotaIndex) => {
    const value =
      quota.field !== undefined
        ? profile.get(quota.field)
        : answerValue(screening.find((answer) => answer.controlId === quota.control));
    const cellIndex = quota.cells.findIndex((cell) => meetsCondition(cell, value));
    return cellIndex === -1 ? [] : [{ quotaIndex, cellIndex }];
  });
}

/** A cell of one of a publication's quotas, by their places in its quota list (from 0). */
export interface CellPlace {
  quotaIndex: number;
  cellIndex: number;
}
