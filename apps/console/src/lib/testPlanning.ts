import {
  discrimPower,
  discrimSampleSize,
  DISCRIMINATION_METHODS,
  type DiscriminationMethod,
  type PlannedTest,
} from '@palate/stats';

/**
 * Test planning as sensR's discrimSS and discrimPwr, shared by the calculator page and the
 * designer's planning panel. Computed in the browser: pure and quick, it needs no
 * publication, answers as the leader types, and costs the server nothing.
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

/** Whether a discrimination control's method is one the planning covers (the forced-choice ones). */
export function isForcedChoice(method: unknown): method is ForcedChoiceMethod {
  return (FORCED_CHOICE_METHODS as readonly unknown[]).includes(method);
}
