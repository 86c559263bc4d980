import { dbinom } from './distributions.ts';

/**
 * Exact one-sided binomial test: P(X ≥ correct) for X ~ Binomial(n, guessing), as R's
 * binom.test(correct, n, guessing, alternative = "greater")$p.value. Summing the upper
 * tail keeps small p-values exact where 1 − cdf would round them away.
 */
export function binomialTestGreater(correct: number, n: number, guessing: number): number {
  let tail = 0;
  for (let x = n; x >= correct; x--) tail += dbinom(x, n, guessing);
  return Math.min(1, tail);
}
