import { differencePoints, type DiscriminationControl } from '@palate/engine';
import {
  aNotA,
  degreeOfDifference,
  discrim,
  discriminationTest,
  pairedPreference,
  sameDifferent,
  twoAc,
  type ANotA,
  type ANotACounts,
  type BetaBinomial,
  type DegreeOfDifference,
  type Discrim,
  type DiscriminationMethod as ForcedChoiceMethod,
  type DiscriminationTest,
  type Insufficient,
  type PairedPreference,
  type SameDifferent,
  type SameDifferentCounts,
  type TwoAc,
  type TwoAcCounts,
} from '@palate/stats';
import type { PowerReached } from './discrimination-power.ts';
import { replicatedDiscrimination } from './replicated-discrimination.ts';
import type { LongResult } from './results.service.ts';

/**
 * A forced-choice test: the critical numbers, similarity and d′ of the report, sensR's
 * discrim estimates, the power reached against what was planned (discrimination-power.ts)
 * and, when judges answered it more than once, the beta-binomial model (replicated-discrimination.ts).
 */
export type ForcedChoiceFigures = DiscriminationTest<ForcedChoiceMethod> & {
  estimates: Discrim;
  power?: PowerReached;
  betaBinomial?: BetaBinomial | Insufficient;
};

export interface SameDifferentFigures {
  sameDifferent: SameDifferentCounts & { estimates: SameDifferent | Insufficient };
}

export interface ANotAFigures {
  aNotA: ANotACounts & { estimates: ANotA | Insufficient };
}

export interface PreferenceFigures {
  preference: {
    /** The two products of the test: `first` counts the judges who preferred the first. */
    products: [string, string];
    first: number;
    second: number;
    noPreference: number;
    test: Pick<PairedPreference, 'n' | 'proportionFirst' | 'pValue'> | Insufficient;
  };
}

export interface TwoAcFigures {
  /** `preferA` counts the answers that the first of `products` is the more intense. */
  twoAc: TwoAcCounts & { products: [string, string]; estimates: TwoAc | Insufficient };
}

export interface DegreeOfDifferenceFigures {
  /** The same pairs' and the different pairs' answers on each point of the scale, 1 (identical) first. */
  degreeOfDifference: { same: number[]; different: number[]; estimates: DegreeOfDifference | Insufficient };
}

export type MethodFigures =
  | ForcedChoiceFigures
  | SameDifferentFigures
  | ANotAFigures
  | PreferenceFigures
  | TwoAcFigures
  | DegreeOfDifferenceFigures
  | Insufficient;

/** The methods whose first product has a role of its own: A-not-A's A, the preference's `first`, 2-AC's A. */
const ORDERED_PRODUCTS: readonly DiscriminationControl['method'][] = ['aNotA', 'pairedPreference', 'twoAc'];

/**
 * What discrimination controls share when their answers pool into one test: the method, the
 * two products (in order where the order gives them roles) and the stronger one; a 2-AC's
 * attribute and a degree of difference's scale too, as answers about another attribute or
 * on another scale do not add up.
 */
export function poolingKey(control: DiscriminationControl): string {
  const products = ORDERED_PRODUCTS.includes(control.method) ? control.products : [...control.products].sort();
  const key: (string | readonly string[] | number | null)[] = [control.method, products, control.stronger ?? null];
  if (control.method === 'twoAc') key.push(JSON.stringify(control.attribute));
  if (control.method === 'degreeOfDifference') key.push(differencePoints(control));
  return JSON.stringify(key);
}

/**
 * The figures of a discrimination or preference control from its long rows, whose value
 * and products `discriminationOutcome` wrote: 1 for a right forced choice; 1 for
 * "different" and the two products served (same-different); 1 for "A" and the product
 * served (A-not-A); 1 or 2 for the product preferred, 0 for none (paired preference) or
 * for the product judged more intense, 0 for no difference (2-AC); the point rated and the
 * two products served (degree of difference).
 */
export function discriminationFigures(control: DiscriminationControl, rows: readonly LongResult[]): MethodFigures {
  const answered = rows.filter((row) => row.value !== null);
  switch (control.method) {
    case 'sameDifferent':
      return { sameDifferent: sameDifferentOf(answered) };
    case 'aNotA':
      return { aNotA: aNotAOf(control, answered) };
    case 'pairedPreference':
      return { preference: preferenceOf(control, answered) };
    case 'twoAc':
      return { twoAc: twoAcOf(control, answered) };
    case 'degreeOfDifference':
      return { degreeOfDifference: degreeOfDifferenceOf(control, answered) };
    default:
      return forcedChoiceOf(control.method, answered);
  }
}

function forcedChoiceOf(
  method: ForcedChoiceMethod,
  answered: readonly LongResult[],
): ForcedChoiceFigures | Insufficient {
  const correct = answered.filter((row) => row.value === 1).length;
  const test = discriminationTest(method, correct, answered.length);
  if ('insufficient' in test) return test;
  const figures: ForcedChoiceFigures = { ...test, estimates: discrim(method, correct, answered.length) };
  const replicated = replicatedDiscrimination(method, answered);
  if (replicated !== undefined) figures.betaBinomial = replicated;
  return figures;
}

/**
 * Whether one answer (a long row, as `discriminationFigures` reads it) is right, for a
 * judge's record: the forced choice's right pick, "different" for a different pair, "A"
 * for the A sample; null for a preference, a 2-AC and a degree of difference (no answer is
 * right) and an unanswered test.
 */
export function isRightAnswer(control: DiscriminationControl, row: LongResult): boolean | null {
  if (row.value === null) return null;
  switch (control.method) {
    case 'sameDifferent':
      return (row.value === 1) === !isSamePair(row);
    case 'aNotA':
      return (row.value === 1) === (row.product === control.products[0]);
    case 'pairedPreference':
    case 'twoAc':
    case 'degreeOfDifference':
      return null;
    default:
      return row.value === 1;
  }
}

/** A same-different row is about the two products served: the same twice, or two. */
function isSamePair(row: LongResult): boolean {
  const [first, second] = row.product.split(' ');
  return first === second;
}

function sameDifferentOf(answered: readonly LongResult[]): SameDifferentFigures['sameDifferent'] {
  const count = (same: boolean, different: 0 | 1) =>
    answered.filter((row) => isSamePair(row) === same && row.value === different).length;
  const counts = {
    sameSame: count(true, 0),
    diffSame: count(true, 1),
    sameDiff: count(false, 0),
    diffDiff: count(false, 1),
  };
  return { ...counts, estimates: sameDifferent(counts) };
}

function aNotAOf(control: DiscriminationControl, answered: readonly LongResult[]): ANotAFigures['aNotA'] {
  const ofA = answered.filter((row) => row.product === control.products[0]);
  const ofNotA = answered.filter((row) => row.product !== control.products[0]);
  const counts = {
    hits: ofA.filter((row) => row.value === 1).length,
    a: ofA.length,
    falseAlarms: ofNotA.filter((row) => row.value === 1).length,
    notA: ofNotA.length,
  };
  const estimates =
    counts.a === 0 || counts.notA === 0 ? { insufficient: 'both A and not-A samples need answers' } : aNotA(counts);
  return { ...counts, estimates };
}

function preferenceOf(
  control: DiscriminationControl,
  answered: readonly LongResult[],
): PreferenceFigures['preference'] {
  const count = (value: number) => answered.filter((row) => row.value === value).length;
  const [first, second, noPreference] = [count(1), count(2), count(0)];
  const test = pairedPreference(first, second, noPreference);
  return {
    products: control.products,
    first,
    second,
    noPreference,
    test: 'insufficient' in test ? test : { n: test.n, proportionFirst: test.proportionFirst, pValue: test.pValue },
  };
}

function twoAcOf(control: DiscriminationControl, answered: readonly LongResult[]): TwoAcFigures['twoAc'] {
  const count = (value: number) => answered.filter((row) => row.value === value).length;
  const counts = { preferA: count(1), noDifference: count(0), preferB: count(2) };
  return { products: control.products, ...counts, estimates: twoAc(counts) };
}

function degreeOfDifferenceOf(
  control: DiscriminationControl,
  answered: readonly LongResult[],
): DegreeOfDifferenceFigures['degreeOfDifference'] {
  const points = Array.from({ length: differencePoints(control) }, (_, index) => index + 1);
  const count = (same: boolean) =>
    points.map((point) => answered.filter((row) => isSamePair(row) === same && row.value === point).length);
  const [same, different] = [count(true), count(false)];
  return { same, different, estimates: degreeOfDifference(same, different) };
}
