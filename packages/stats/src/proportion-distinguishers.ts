import { qnorm } from './distributions.ts';

export interface ProportionOfDistinguishers {
  /** pd = (pc − p0) / (1 − p0), at least 0. */
  pd: number;
  /** Upper one-sided limit at 1 − beta: pd + z(1−β) √(pc(1−pc)/n) / (1 − p0), at most 1. */
  upperLimit: number;
  confidence: number;
}

/**
 * The proportion of distinguishers and its upper confidence limit, by the normal
 * approximation of ISO 4120 and ASTM E1885 for similarity testing: the products are
 * similar enough when the upper limit is below the pd the leader accepts.
 */
export function proportionOfDistinguishers(
  correct: number,
  n: number,
  guessing: number,
  beta = 0.05,
): ProportionOfDistinguishers {
  const pc = correct / n;
  const pd = (pc - guessing) / (1 - guessing);
  const spread = (qnorm(1 - beta) * Math.sqrt((pc * (1 - pc)) / n)) / (1 - guessing);
  return { pd: Math.max(0, pd), upperLimit: Math.min(1, pd + spread), confidence: 1 - beta };
}
