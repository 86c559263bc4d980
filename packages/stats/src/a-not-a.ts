import { dhyper, dnorm, qnorm } from './distributions.ts';

/** The counts of an A-not-A test: "A" answers to A samples and to not-A samples. */
export interface ANotACounts {
  hits: number;
  a: number;
  falseAlarms: number;
  notA: number;
}

export interface ANotA {
  /** Φ⁻¹(hits / a) − Φ⁻¹(falseAlarms / notA); null when a proportion is 0 or 1 (infinite). */
  dPrime: number | null;
  dPrimeSE: number | null;
  /** Fisher's exact test, one-sided (more "A" answers to A samples). */
  pValue: number;
}

/**
 * The A-not-A test as sensR's AnotA: d′ is the probit GLM's difference of the two groups,
 * which fits the two proportions exactly, d′ = Φ⁻¹(p_A) − Φ⁻¹(p_N), with the GLM's standard
 * error √(Σ p(1 − p) / (n φ(Φ⁻¹(p))²)) over the two groups; the p-value is Fisher's exact
 * test of the 2 × 2 table, alternative "greater": P(X ≥ hits) for X hypergeometric with the
 * table's margins, R's fisher.test(…, alternative = "greater"). Counts are non-negative
 * integers with hits ≤ a, falseAlarms ≤ notA and a, notA > 0.
 */
export function aNotA(counts: ANotACounts): ANotA {
  const { hits, a, falseAlarms, notA } = counts;
  const answeredA = hits + falseAlarms;
  const answeredNotA = a + notA - answeredA;
  let pValue = 0;
  for (let x = hits; x <= Math.min(a, answeredA); x++) pValue += dhyper(x, answeredA, answeredNotA, a);
  const groups = [
    [hits, a],
    [falseAlarms, notA],
  ] as const;
  if (groups.some(([x, n]) => x === 0 || x === n)) return { dPrime: null, dPrimeSE: null, pValue: Math.min(1, pValue) };
  const variance = groups.reduce((sum, [x, n]) => sum + ((x / n) * (1 - x / n)) / (n * dnorm(qnorm(x / n)) ** 2), 0);
  return {
    dPrime: qnorm(hits / a) - qnorm(falseAlarms / notA),
    dPrimeSE: Math.sqrt(variance),
    pValue: Math.min(1, pValue),
  };
}
