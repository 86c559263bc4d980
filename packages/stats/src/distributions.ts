import binomialPmf from '@stdlib/stats-base-dists-binomial-pmf';
import chiSquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import fCdf from '@stdlib/stats-base-dists-f-cdf';
import hypergeometricPmf from '@stdlib/stats-base-dists-hypergeometric-pmf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalPdf from '@stdlib/stats-base-dists-normal-pdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import studentizedRangeCdf from '@stdlib/stats-base-dists-studentized-range-cdf';

/**
 * The distribution functions the statistics need, from stdlib (each checked against R in
 * test/distributions.test.ts), under the names R gives them.
 */

/** Φ(x), R's pnorm(x). */
export const pnorm = (x: number): number => normalCdf(x, 0, 1);

/** φ(x), R's dnorm(x). */
export const dnorm = (x: number): number => normalPdf(x, 0, 1);

/** Φ⁻¹(p), R's qnorm(p). */
export const qnorm = (p: number): number => normalQuantile(p, 0, 1);

/** P(X = x) for X ~ Binomial(n, p), R's dbinom(x, n, p). */
export const dbinom = (x: number, n: number, p: number): number => binomialPmf(x, n, p);

/** P(X = x) for X the white balls among k drawn from m white and n black, R's dhyper(x, m, n, k). */
export const dhyper = (x: number, m: number, n: number, k: number): number => hypergeometricPmf(x, m + n, m, k);

/** P(F > f) for F ~ F(df1, df2), R's pf(f, df1, df2, lower.tail = FALSE). */
export const fUpperTail = (f: number, df1: number, df2: number): number => 1 - fCdf(f, df1, df2);

/** P(X² > x) for X² ~ χ²(df), R's pchisq(x, df, lower.tail = FALSE). */
export const chiSquareUpperTail = (x: number, df: number): number => 1 - chiSquareCdf(x, df);

/** P(Q > q) for the studentized range of `ranges` means on `df` degrees of freedom, R's ptukey(q, ranges, df, lower.tail = FALSE). */
export const studentizedRangeUpperTail = (q: number, ranges: number, df: number): number =>
  1 - studentizedRangeCdf(q, ranges, df);
