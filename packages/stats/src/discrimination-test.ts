import { binomialTestGreater } from './binomial-test.ts';
import { criticalCorrect } from './critical-correct.ts';
import type { Insufficient } from './insufficient.ts';
import { proportionOfDistinguishers, type ProportionOfDistinguishers } from './proportion-distinguishers.ts';
import { GUESSING, type DiscriminationMethod } from './psychometric.ts';
import { thurstonianDPrime } from './thurstonian-d-prime.ts';

export const SIGNIFICANCE_LEVELS = ['0.05', '0.01', '0.001'] as const;

export interface DiscriminationTest<M extends DiscriminationMethod = DiscriminationMethod> {
  method: M;
  n: number;
  correct: number;
  proportion: number;
  /** One-sided exact binomial p-value against the method's guessing probability. */
  pValue: number;
  dPrime: number | null;
  dPrimeSE: number | null;
  /** Why d′ or its standard error is missing, when it is. */
  dPrimeNote?: string;
  criticalCorrect: Record<(typeof SIGNIFICANCE_LEVELS)[number], number | null>;
  similarity: ProportionOfDistinguishers;
}

/** Everything a report of a forced-choice test (triangle, duo-trio, 2-AFC, 3-AFC, tetrad, 2-out-of-5, hexad) gives. */
export function discriminationTest<M extends DiscriminationMethod>(
  method: M,
  correct: number,
  n: number,
): DiscriminationTest<M> | Insufficient {
  if (n === 0) return { insufficient: 'no answers' };
  const guessing = GUESSING[method];
  const dPrime = thurstonianDPrime(method, correct, n);
  const critical = Object.fromEntries(
    SIGNIFICANCE_LEVELS.map((alpha) => [alpha, criticalCorrect(n, guessing, Number(alpha))]),
  ) as DiscriminationTest<M>['criticalCorrect'];
  return {
    method,
    n,
    correct,
    proportion: correct / n,
    pValue: binomialTestGreater(correct, n, guessing),
    ...('insufficient' in dPrime
      ? { dPrime: null, dPrimeSE: null, dPrimeNote: dPrime.insufficient }
      : {
          ...dPrime,
          ...(dPrime.dPrimeSE === null
            ? { dPrimeNote: 'at or below guessing: d′ is 0, without a standard error' }
            : {}),
        }),
    criticalCorrect: critical,
    similarity: proportionOfDistinguishers(correct, n, guessing),
  };
}
