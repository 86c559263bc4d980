import { logGammaHalf } from './log-gamma-half.ts';

/**
 * The constants of Shewhart charts exactly as qcc 2.7 holds them: d₂(n), the expected
 * range of n standard normals, from its table `.qcc.options$exp.R.unscaled` (three
 * decimals, n = 2…25); d₃(2), the standard deviation of the range of two, from
 * `se.R.unscaled`; and c₄(n) = √(2/(n − 1)) Γ(n/2) / Γ((n − 1)/2), computed as its
 * `.qcc.c4` computes it.
 */
const EXPECTED_RANGE = [
  1.128, 1.693, 2.059, 2.326, 2.534, 2.704, 2.847, 2.97, 3.078, 3.173, 3.258, 3.336, 3.407, 3.472, 3.532, 3.588, 3.64,
  3.689, 3.735, 3.778, 3.819, 3.858, 3.895, 3.931,
];

/** The largest group size qcc's table of d₂ covers. */
export const LARGEST_TABULATED_SIZE = EXPECTED_RANGE.length + 1;

export function d2(size: number): number {
  const value = EXPECTED_RANGE[size - 2];
  if (value === undefined) throw new RangeError(`d2 is tabulated for sizes 2 to ${LARGEST_TABULATED_SIZE}`);
  return value;
}

/** d₃(2): the standard deviation of the range of two standard normals (qcc: 0.8525033). */
export const D3_OF_TWO = 0.8525033;

export function c4(size: number): number {
  return Math.sqrt(2 / (size - 1)) * Math.exp(logGammaHalf(size) - logGammaHalf(size - 1));
}
