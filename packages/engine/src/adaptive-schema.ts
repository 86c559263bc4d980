import { z } from 'zod';
import type { Condition } from './conditions.ts';
import { identifier } from './identifier.ts';

// The keys of questionnaires that adapt to each judge (conditions, screen-outs, random
// orders, timed waits), spread into definition.ts's strict objects. Whether a condition
// names a control that fits is checked over the whole questionnaire (adaptive-faults.ts).

/** The ways a condition compares a control's answer. */
export const COMPARISONS = ['atLeast', 'atMost', 'anyOf', 'noneOf', 'answered'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/**
 * A condition is one object of the format with every key optional, so that a misspelt key
 * is named on its own line like anywhere else; the refinement then lets exactly one shape
 * through (conditions.ts lists them).
 */
export const condition: z.ZodType<Condition> = z
  .strictObject({
    control: identifier.optional(),
    atLeast: z.number().optional(),
    atMost: z.number().optional(),
    anyOf: z.array(identifier).min(1).optional(),
    noneOf: z.array(identifier).min(1).optional(),
    answered: z.boolean().optional(),
    all: z
      .array(z.lazy(() => condition))
      .min(1)
      .optional(),
    any: z
      .array(z.lazy(() => condition))
      .min(1)
      .optional(),
  })
  .superRefine((given, context) => {
    const fault = shapeFault(given);
    if (fault) context.addIssue({ code: 'custom', message: fault, path: [] });
  });

function shapeFault(given: Condition): string | undefined {
  const comparisons = COMPARISONS.filter((key) => given[key] !== undefined);
  const groups = (['all', 'any'] as const).filter((key) => given[key] !== undefined);
  if (groups.length > 0) {
    return groups.length === 1 && comparisons.length === 0 && given.control === undefined
      ? undefined
      : `${groups.join(' and ')} stands alone: put the comparisons inside its list`;
  }
  if (comparisons.length === 0) {
    return 'a condition needs a comparison: atLeast, atMost, anyOf, noneOf or answered (or all: […], any: […])';
  }
  if (comparisons.length > 1) {
    return `one comparison per condition (here ${comparisons.join(' and ')}): combine them with all: […]`;
  }
  if (given.control === undefined) return `name the control whose answer ${comparisons[0]} reads: control: ID`;
  return undefined;
}

const order = z.enum(['fixed', 'random']).optional();
const orderPer = z.enum(['judge', 'sample']).optional();

/**
 * A page's keys: `showIf` (skipped unless it holds), `endIf` (the run ends after the page
 * when it holds: a screen-out), `order: random` (its controls in a balanced order per
 * judge, or per sample with `orderPer: sample`, those marked `fixed` in place) and
 * `minimumSeconds` (Next waits until the judge has been on the page that long).
 */
export const adaptivePageKeys = {
  showIf: condition.optional(),
  endIf: condition.optional(),
  order,
  orderPer,
  minimumSeconds: z.number().int().min(1).max(3600).optional(),
};

/** Every control's keys: shown only when `showIf` holds; `fixed` in its place on a page in random order. */
export const adaptiveControlKeys = {
  showIf: condition.optional(),
  fixed: z.boolean().optional(),
};

/** A single or multiple choice's keys: its choices in a balanced random order, those marked `fixed` in place. */
export const choiceOrderKeys = { order, orderPer };
