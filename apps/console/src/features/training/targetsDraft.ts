import { panelTargetRule, type CallResponse } from '@palate/protocol';
import type { CallBody } from '../../lib/api.ts';

export type TargetsView = CallResponse<'pub/targets'>;
export type TargetsRequest = Omit<CallBody<'pub/targets/set'>, 'id'>;
type PanelRule = NonNullable<TargetsRequest['panelRule']>;

/** One cell of the table as the leader edits it: NaN is a field left blank. */
export interface TargetCell {
  value: number;
  tolerance: number;
}

/** The targets screen's edits: a cell per product and attribute, and the panel's rule. */
export interface TargetsDraft {
  /** Product id → attribute (control id) → cell. */
  cells: Record<string, Record<string, TargetCell>>;
  usePanel: boolean;
  k: number;
  minJudges: number;
}

/** The panel's rule offered when none is set: mean ± 1 SD once 3 other judges have answered. */
export const SUGGESTED_PANEL_RULE: PanelRule = { k: 1, minJudges: 3 };

/** The limits `pub/targets/set` accepts for the panel's rule, read from its schema. */
export const PANEL_RULE_LIMITS = {
  k: { min: panelTargetRule.shape.k.minValue ?? 0, max: panelTargetRule.shape.k.maxValue ?? Infinity },
  minJudges: {
    min: panelTargetRule.shape.minJudges.minValue ?? 0,
    max: panelTargetRule.shape.minJudges.maxValue ?? Infinity,
  },
};

const BLANK: TargetCell = { value: NaN, tolerance: NaN };

/** The draft of what the server holds: every product × attribute cell, blank where no target is set. */
export function draftOfTargets(view: TargetsView): TargetsDraft {
  const cells: TargetsDraft['cells'] = {};
  for (const product of view.products) {
    cells[product.id] = Object.fromEntries(view.attributes.map((attribute) => [attribute.control, BLANK]));
  }
  for (const target of view.targets) {
    const row = cells[target.product];
    if (row && target.control in row) row[target.control] = { value: target.value, tolerance: target.tolerance };
  }
  const rule = view.panelRule ?? SUGGESTED_PANEL_RULE;
  return { cells, usePanel: view.panelRule !== null, k: rule.k, minJudges: rule.minJudges };
}

/** The draft with one cell changed. */
export function withCell(
  draft: TargetsDraft,
  product: string,
  control: string,
  change: Partial<TargetCell>,
): TargetsDraft {
  const row = draft.cells[product] ?? {};
  const cell = { ...(row[control] ?? BLANK), ...change };
  return { ...draft, cells: { ...draft.cells, [product]: { ...row, [control]: cell } } };
}

/** Whether two drafts ask for the same targets (a blank field equals a blank field). */
export function sameDraft(a: TargetsDraft, b: TargetsDraft): boolean {
  // JSON writes NaN as null: two blank fields compare equal.
  return JSON.stringify(a) === JSON.stringify(b);
}

type CellProblemKind = 'valueMissing' | 'toleranceMissing' | 'outsideScale' | 'negativeTolerance';

/** The field of its cell each problem is about. */
const FIELD_OF_PROBLEM: Record<CellProblemKind, keyof TargetCell> = {
  valueMissing: 'value',
  outsideScale: 'value',
  toleranceMissing: 'tolerance',
  negativeTolerance: 'tolerance',
};

/** A reason the draft cannot be saved; a cell's names its product, attribute and field. */
export type TargetProblem =
  | { kind: CellProblemKind; product: string; control: string; field: keyof TargetCell }
  | { kind: 'kOutOfRange' | 'minJudgesOutOfRange' };

export type TargetsOutcome = { ok: true; request: TargetsRequest } | { ok: false; problems: TargetProblem[] };

function cellProblem(cell: TargetCell, scale: { min: number; max: number }): CellProblemKind | null {
  const hasValue = Number.isFinite(cell.value);
  const hasTolerance = Number.isFinite(cell.tolerance);
  if (!hasValue && !hasTolerance) return null;
  if (!hasValue) return 'valueMissing';
  if (!hasTolerance) return 'toleranceMissing';
  if (cell.value < scale.min || cell.value > scale.max) return 'outsideScale';
  if (cell.tolerance < 0) return 'negativeTolerance';
  return null;
}

const within = (value: number, limits: { min: number; max: number }) =>
  Number.isFinite(value) && value >= limits.min && value <= limits.max;

/**
 * The request that saves the draft, in the table's order (products, then attributes), or
 * every problem that stops it: a cell holds both a value on the attribute's scale and a
 * tolerance of 0 or more, or neither; the panel's rule, when used, is within its limits.
 */
export function targetsRequest(view: TargetsView, draft: TargetsDraft): TargetsOutcome {
  const problems: TargetProblem[] = [];
  const targets: TargetsRequest['targets'] = [];
  for (const product of view.products) {
    for (const attribute of view.attributes) {
      const cell = draft.cells[product.id]?.[attribute.control] ?? BLANK;
      const problem = cellProblem(cell, attribute);
      if (problem !== null) {
        problems.push({
          kind: problem,
          product: product.id,
          control: attribute.control,
          field: FIELD_OF_PROBLEM[problem],
        });
      } else if (Number.isFinite(cell.value)) {
        targets.push({ product: product.id, control: attribute.control, value: cell.value, tolerance: cell.tolerance });
      }
    }
  }
  if (draft.usePanel) {
    if (!within(draft.k, PANEL_RULE_LIMITS.k)) problems.push({ kind: 'kOutOfRange' });
    if (!within(draft.minJudges, PANEL_RULE_LIMITS.minJudges) || !Number.isInteger(draft.minJudges)) {
      problems.push({ kind: 'minJudgesOutOfRange' });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: { targets, panelRule: draft.usePanel ? { k: draft.k, minJudges: draft.minJudges } : null },
  };
}
