import {
  aNotA,
  discrim,
  discrimPower,
  discrimSampleSize,
  DISCRIMINATION_METHODS,
  pairedPreference,
  sameDifferent,
  type ANotACounts,
  type DiscriminationMethod,
  type PlannedTest,
  type SameDifferentCounts,
} from '@palate/stats';

/**
 * The calculator page's figures, each by the very function `palate analyse` and the command
 * line's calculators use. They are computed here in the browser: they are pure and quick,
 * need no publication, answer as the leader types, and cost the server nothing.
 */
export const FORCED_CHOICE_METHODS = DISCRIMINATION_METHODS;
export type ForcedChoiceMethod = DiscriminationMethod;

/** The figures, or why they cannot be computed (the statistics' own words, in English). */
export type Outcome<T> = { figures: T } | { refused: string };

function attempt<T>(compute: () => T): Outcome<T> {
  try {
    return { figures: compute() };
  } catch (error) {
    if (error instanceof RangeError) return { refused: error.message };
    throw error;
  }
}

export interface PlanInput {
  method: ForcedChoiceMethod;
  test: PlannedTest;
  /** The proportion of distinguishers the test is planned for. */
  pd: number;
  /** Similarity: the largest proportion of distinguishers that still counts as similar. */
  pd0: number;
  alpha: number;
  /** What is wanted: the judges needed for `power`, or the power of `n` judges. */
  solveFor: 'sampleSize' | 'power';
  power: number;
  n: number;
}

/** The judges a difference or similarity test needs, or the power it has, as sensR's discrimSS and discrimPwr. */
export function planTest(input: PlanInput): Outcome<{ sampleSize: number } | { power: number }> {
  const planned = {
    pd: input.pd,
    pd0: input.test === 'similarity' ? input.pd0 : 0,
    alpha: input.alpha,
    test: input.test,
  };
  return attempt(() =>
    input.solveFor === 'sampleSize'
      ? { sampleSize: discrimSampleSize(input.method, input.power, planned) }
      : { power: discrimPower(input.method, input.n, planned) },
  );
}

export const COUNTED_METHODS = [...FORCED_CHOICE_METHODS, 'sameDifferent', 'aNotA', 'pairedPreference'] as const;
export type CountedMethod = (typeof COUNTED_METHODS)[number];

export type Counts =
  | { method: ForcedChoiceMethod; correct: number; n: number }
  | ({ method: 'sameDifferent' } & SameDifferentCounts)
  | ({ method: 'aNotA' } & ANotACounts)
  | { method: 'pairedPreference'; first: number; second: number; noPreference: number };

/** The figures a report gives, by name; null where a figure is infinite or unknown. */
export type Figures = Record<string, number | null>;

/** A test's figures from its counts, as `palate analyse` gives them for collected answers. */
export function figuresFromCounts(counts: Counts): Outcome<Figures> {
  const values = Object.entries(counts).filter(([key]) => key !== 'method');
  const wrong = values.find(([, value]) => !Number.isInteger(value) || (value as number) < 0);
  if (wrong) return { refused: `${wrong[0]} must be a non-negative integer` };
  switch (counts.method) {
    case 'sameDifferent': {
      const result = sameDifferent(counts);
      return 'insufficient' in result ? { refused: result.insufficient } : { figures: { ...result } };
    }
    case 'aNotA': {
      if (counts.a === 0 || counts.notA === 0) return { refused: 'A and not-A samples must each be at least 1' };
      if (counts.hits > counts.a || counts.falseAlarms > counts.notA) {
        return { refused: '"A" answers cannot outnumber the samples they answer' };
      }
      return { figures: { ...aNotA(counts) } };
    }
    case 'pairedPreference': {
      const result = pairedPreference(counts.first, counts.second, counts.noPreference);
      if ('insufficient' in result) return { refused: result.insufficient };
      return { figures: { n: result.n, proportionFirst: result.proportionFirst, pValue: result.pValue } };
    }
    default:
      if (counts.n === 0) return { refused: 'n must be at least 1' };
      if (counts.correct > counts.n) return { refused: 'correct answers cannot exceed n' };
      return { figures: { ...discrim(counts.method, counts.correct, counts.n) } };
  }
}
