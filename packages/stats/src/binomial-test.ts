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

/** P(X ≤ x) for X ~ Binomial(n, p), R's pbinom(x, n, p), summed from below (0 when x < 0). */
export function binomialTestLess(x: number, n: number, p: number): number {
  let tail = 0;
  for (let k = 0; k <= Math.min(x, n); k++) tail += dbinom(k, n, p);
  return Math.min(1, tail);
}

/**
 * Exact two-sided binomial test, as R's binom.test(x, n, p)$p.value: the probability of
 * the outcomes no more likely than x (to a relative 1e-7, as R), in both tails.
 */
export function binomialTestTwoSided(x: number, n: number, p: number): number {
  const likelihood = dbinom(x, n, p) * (1 + 1e-7);
  const mean = n * p;
  if (x === mean) return 1;
  if (x < mean) {
    let others = 0;
    for (let k = Math.ceil(mean); k <= n; k++) if (dbinom(k, n, p) <= likelihood) others++;
    return Math.min(1, binomialTestLess(x, n, p) + binomialTestGreater(n - others + 1, n, p));
  }
  let others = 0;
  for (let k = 0; k <= Math.floor(mean); k++) if (dbinom(k, n, p) <= likelihood) others++;
  return Math.min(1, binomialTestLess(others - 1, n, p) + binomialTestGreater(x, n, p));
}
