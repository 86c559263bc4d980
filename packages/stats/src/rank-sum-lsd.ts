import { qnorm } from './distributions.ts';

/**
 * Least significant difference between two rank sums (ISO 8587): two products differ
 * at level alpha when their rank sums differ by at least z(1−α/2) √(b k (k+1) / 6), for b
 * complete blocks of k products (1.96 √(b k (k+1)/6) at 5 %).
 */
export function rankSumLsd(blocks: number, products: number, alpha = 0.05): number {
  return qnorm(1 - alpha / 2) * Math.sqrt((blocks * products * (products + 1)) / 6);
}
