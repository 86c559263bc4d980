import { categoryCount, DEFAULT_DISTRIBUTION_BINS, type ScaleControl } from '@palate/engine';
import { binCounts } from '@palate/stats';

/**
 * How a scale's answers are spread: a category scale counts each of its points (one bar per
 * point, the 9-point hedonic's nine), each point the middle of its bin; a line scale counts
 * the default 5 equal bins of spec section 9.
 */
export function scaleDistribution(control: ScaleControl, values: number[]): number[] {
  if (control.style !== 'category') return binCounts(values, control.min, control.max, DEFAULT_DISTRIBUTION_BINS);
  const half = (control.step ?? 1) / 2;
  return binCounts(values, control.min - half, control.max + half, categoryCount(control));
}
