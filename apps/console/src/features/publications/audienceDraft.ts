import type { ProfileFieldView, ProfileFilter, Quota } from '@palate/protocol';

/** A condition as the publish form edits it: values as a comma list, or a number range as typed. */
export interface ConditionDraft {
  values: string;
  min: string;
  max: string;
}

export interface CellDraft extends ConditionDraft {
  label: string;
  quota: string;
}

/** A quota's source: a profile field's key, or (with `control`) a question of the screening page. */
export interface QuotaDraft {
  source: 'field' | 'control';
  key: string;
  cells: CellDraft[];
}

/** A publication's restriction as the forms edit it: a condition a row. */
export type FilterDraft = (ConditionDraft & { field: string })[];

export interface AudienceDraft {
  filter: FilterDraft;
  quotas: QuotaDraft[];
}

export const EMPTY_CONDITION: ConditionDraft = { values: '', min: '', max: '' };

export function listOf(text: string): string[] {
  return text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Toggles one value in a comma list (a choice field's checkboxes). */
export function toggled(text: string, value: string, on: boolean): string {
  const values = listOf(text).filter((one) => one !== value);
  return (on ? [...values, value] : values).join(', ');
}

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A condition on a number field is a range; on any other field, values. */
function condition(draft: ConditionDraft, numeric: boolean) {
  if (numeric) {
    const min = numberOf(draft.min);
    const max = numberOf(draft.max);
    return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  }
  return { values: listOf(draft.values) };
}

/** A stored restriction, to edit again. */
export function filterDraftOf(filter: ProfileFilter): FilterDraft {
  return filter.map((condition) => ({
    field: condition.field,
    values: condition.values?.join(', ') ?? '',
    min: condition.min === undefined ? '' : String(condition.min),
    max: condition.max === undefined ? '' : String(condition.max),
  }));
}

/** The restriction as pub/create and pub/profileFilter take it; the server checks it. */
export function filterOf(draft: FilterDraft, fields: ProfileFieldView[]): ProfileFilter {
  const isNumber = (key: string) => fields.find((field) => field.key === key)?.kind === 'number';
  return draft
    .filter((one) => one.field !== '')
    .map((one) => ({ field: one.field, ...condition(one, isNumber(one.field)) }));
}

/** The audience as pub/create takes it; the server checks it (fields, values, screening questions). */
export function audienceOf(
  draft: AudienceDraft,
  fields: ProfileFieldView[],
): { filter: ProfileFilter; quotas: Quota[] } {
  const isNumber = (key: string) => fields.find((field) => field.key === key)?.kind === 'number';
  return {
    filter: filterOf(draft.filter, fields),
    quotas: draft.quotas
      .filter((quota) => quota.key.trim() !== '')
      .map((quota) => ({
        ...(quota.source === 'field' ? { field: quota.key } : { control: quota.key.trim() }),
        cells: quota.cells.map((cell) => ({
          label: cell.label.trim() || cell.values || `${cell.min}–${cell.max}`,
          quota: Number(cell.quota),
          ...condition(cell, quota.source === 'field' && isNumber(quota.key)),
        })),
      })),
  };
}
