import type { ProfileFilter } from '@palate/protocol';

/** What the leader chose for one profile field: values of a choice field, or a number field's range as typed. */
export interface FieldChoice {
  values?: string[];
  min?: string;
  max?: string;
}

/** The conditions of the choices: a field without a value or a bound sets none. */
export function filterOf(choices: Record<string, FieldChoice>): ProfileFilter {
  const filter: ProfileFilter = [];
  for (const [field, choice] of Object.entries(choices)) {
    if (choice.values !== undefined) {
      if (choice.values.length > 0) filter.push({ field, values: choice.values });
      continue;
    }
    const min = choice.min?.trim() ? Number(choice.min) : undefined;
    const max = choice.max?.trim() ? Number(choice.max) : undefined;
    if (min !== undefined || max !== undefined) {
      filter.push({ field, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) });
    }
  }
  return filter;
}
