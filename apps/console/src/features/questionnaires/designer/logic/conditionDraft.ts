import type { Condition } from '@palate/engine';
import { categoryPoints, withField, type DraftControl, type DraftDefinition } from '../../designerDraft.ts';

/**
 * Where a condition is read: a page's `showIf` (before the page) or `endIf` (after it), or
 * a control's `showIf` (`control`: its place on the page).
 */
export interface ConditionPlace {
  page: number;
  control: number | null;
  use: 'showIf' | 'endIf';
}

/** A control a condition may name, with the page it is on. */
export interface ReadableControl {
  control: DraftControl;
  page: number;
  pageId: string;
}

/**
 * The controls a condition read at `place` may name, in the questionnaire's order: those
 * asked before it (earlier pages; on its own page, those above a control, or every one for
 * an `endIf`), that have an answer, an id of their own, and a sample to read it for. The
 * engine's faults (adaptive-faults.ts) stay the rule; this list only offers what they accept.
 */
export function readableControls(definition: DraftDefinition, place: ConditionPlace): ReadableControl[] {
  const reader = definition.pages[place.page];
  if (reader === undefined) return [];
  const idCounts = new Map<string, number>();
  for (const page of definition.pages) {
    for (const control of page.controls) idCounts.set(control.id, (idCounts.get(control.id) ?? 0) + 1);
  }
  const readerControl = place.control === null ? undefined : reader.controls[place.control];
  return definition.pages.slice(0, place.page + 1).flatMap((page, pageIndex) =>
    page.controls.flatMap((control, controlIndex): ReadableControl[] => {
      if (control.kind === 'info' || idCounts.get(control.id) !== 1) return [];
      if (page.perSample === true && reader.perSample !== true) return [];
      if (pageIndex === place.page) {
        if (place.control === null && place.use === 'showIf') return [];
        if (place.control !== null) {
          if (controlIndex >= place.control) return [];
          // A random order could put it below the control that reads it, unless both keep their places.
          if (reader.order === 'random' && (control.fixed !== true || readerControl?.fixed !== true)) return [];
        }
      }
      return [{ control, page: pageIndex, pageId: page.id }];
    }),
  );
}

/** The comparisons the editor offers: the format's, with `answered: false` as one of its own. */
export const COMPARISON_CHOICES = ['atLeast', 'atMost', 'anyOf', 'noneOf', 'answered', 'notAnswered'] as const;
export type ComparisonChoice = (typeof COMPARISON_CHOICES)[number];

/** Whether a control's answer is a number: a scale, or a text of format number or integer. */
function isNumeric(control: DraftControl): boolean {
  return (
    control.kind === 'scale' || (control.kind === 'text' && ['number', 'integer'].includes(String(control.format)))
  );
}

function isChoice(control: DraftControl): boolean {
  return control.kind === 'single' || control.kind === 'multiple';
}

/** The comparisons that fit a control's kind (those the engine accepts on it). */
export function comparisonsFor(control: DraftControl | undefined): ComparisonChoice[] {
  if (control === undefined) return ['answered', 'notAnswered'];
  if (isNumeric(control)) return ['atLeast', 'atMost', 'answered', 'notAnswered'];
  if (isChoice(control)) return ['anyOf', 'noneOf', 'answered', 'notAnswered'];
  return ['answered', 'notAnswered'];
}

/** The comparison of one part of a condition, as the editor names it. */
export function comparisonOf(part: Condition): ComparisonChoice | undefined {
  if (part.answered !== undefined) return part.answered ? 'answered' : 'notAnswered';
  return (['atLeast', 'atMost', 'anyOf', 'noneOf'] as const).find((key) => part[key] !== undefined);
}

/** A control's choices, as ids and their texts. */
export function choicesOf(control: DraftControl | undefined): { id: string; label: unknown }[] {
  return control !== undefined && Array.isArray(control.choices)
    ? (control.choices as { id: string; label: unknown }[])
    : [];
}

/** The least value a control's answer can have: a scale's min, else 0. */
function leastValue(control: DraftControl | undefined): number {
  return typeof control?.min === 'number' ? control.min : 0;
}

/**
 * The part turned to another comparison, keeping what still fits: the number between
 * `atLeast` and `atMost`, the choices between `anyOf` and `noneOf`.
 */
export function withComparison(
  part: Condition,
  choice: ComparisonChoice,
  control: DraftControl | undefined,
): Condition {
  const named = { control: part.control };
  switch (choice) {
    case 'atLeast':
    case 'atMost':
      return { ...named, [choice]: part.atLeast ?? part.atMost ?? leastValue(control) };
    case 'anyOf':
    case 'noneOf': {
      const kept = part.anyOf ?? part.noneOf;
      const first = choicesOf(control)[0]?.id;
      return { ...named, [choice]: kept ?? (first === undefined ? [] : [first]) };
    }
    case 'answered':
    case 'notAnswered':
      return { ...named, answered: choice === 'answered' };
  }
}

/**
 * The part reading another control: its comparison kept when it fits the new control (the
 * choices kept those the control has), else the first comparison that fits.
 */
export function withReadControl(part: Condition, control: DraftControl): Condition {
  const fitting = comparisonsFor(control);
  const current = comparisonOf(part);
  const renamed = { ...part, control: control.id };
  if (current === undefined || !fitting.includes(current)) {
    return withComparison({ control: control.id }, fitting[0] as ComparisonChoice, control);
  }
  if (current !== 'anyOf' && current !== 'noneOf') return renamed;
  const ids = new Set(choicesOf(control).map((choice) => choice.id));
  const kept = (part[current] ?? []).filter((id) => ids.has(id));
  return kept.length > 0 ? { ...renamed, [current]: kept } : withComparison({ control: control.id }, current, control);
}

/** A new part reading a control, with the first comparison that fits it. */
export function newPart(control: DraftControl): Condition {
  return withReadControl({}, control);
}

/** A category scale's points, as values with their texts (for "at least" and "at most"). */
export function scalePoints(control: DraftControl | undefined): { value: number; label: unknown }[] {
  if (control?.kind !== 'scale' || control.style !== 'category' || typeof control.min !== 'number') return [];
  const step = typeof control.step === 'number' ? control.step : 1;
  const labels = Array.isArray(control.categories) ? (control.categories as unknown[]) : [];
  const min = control.min;
  return Array.from({ length: categoryPoints(control) }, (_, at) => ({
    value: Number((min + at * step).toFixed(9)),
    label: labels[at],
  }));
}

/** A condition as the editor shows it: comparisons joined by `all` or `any`. */
export interface ConditionForm {
  join: 'all' | 'any';
  parts: Condition[];
}

const isComparison = (part: Condition) => part.all === undefined && part.any === undefined;

/**
 * The form of a condition: one comparison, or `all` / `any` of comparisons. Null for deeper
 * structures written in a file (a group inside a group), which the designer keeps as they
 * are and shows without editing.
 */
export function conditionForm(condition: Condition): ConditionForm | null {
  if (isComparison(condition)) return { join: 'all', parts: [condition] };
  const join = condition.all !== undefined ? 'all' : 'any';
  const parts = condition[join] ?? [];
  return parts.every(isComparison) ? { join, parts } : null;
}

/** The condition a form writes: its one comparison, or its comparisons in a group; none when it has none. */
export function conditionOfForm(form: ConditionForm): Condition | undefined {
  if (form.parts.length === 0) return undefined;
  if (form.parts.length === 1) return form.parts[0];
  return { [form.join]: form.parts };
}

/** A condition as the format writes it on one line (YAML's flow style), for one the designer does not edit. */
export function flowText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flowText).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{ ${Object.entries(value)
      .map(([key, inner]) => `${key}: ${flowText(inner)}`)
      .join(', ')} }`;
  }
  return String(value);
}

/** An item kept in its place in a random order, or free to move (`fixed` left out, as the format wants outside a random order). */
export function withFixed<T extends object>(item: T, fixed: boolean): T {
  return withField(item, 'fixed', fixed ? true : undefined);
}

/**
 * A list's order made random, or given back to its written order: then `orderPer` and the
 * items' `fixed` go too, since the format refuses them outside a random order.
 */
export function withRandomOrder<T extends { [field: string]: unknown }>(holder: T, items: string, random: boolean): T {
  if (random) return { ...holder, order: 'random' };
  const list = Array.isArray(holder[items]) ? (holder[items] as object[]) : [];
  const written = withField(withField(holder, 'order', undefined), 'orderPer', undefined);
  return { ...written, [items]: list.map((item) => withFixed(item, false)) };
}
