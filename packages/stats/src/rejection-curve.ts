import { pnorm } from './distributions.ts';
import type { LifeDistribution } from './interval-censored-fit.ts';

// The rejection curve of a shelf-life study (Hough): the share of consumers who reject the
// product by a storage time, under a model fitted by shelf-life.ts. The console's results
// page and the PowerPoint report draw it.

/**
 * The share of consumers who reject the product by `days` of storage under a fitted model
 * of log T = location + scale × Z: for the Weibull 1 − exp(−e^z), Z the smallest extreme
 * value; for the log-normal Φ(z); z = (log days − location) / scale, as R's
 * psurvreg(days, location, scale, distribution). Nobody rejects at 0.
 */
export function rejectedShare(model: LifeDistribution, fit: { location: number; scale: number }, days: number): number {
  if (days <= 0) return 0;
  const z = (Math.log(days) - fit.location) / fit.scale;
  return model === 'weibull' ? -Math.expm1(-Math.exp(z)) : pnorm(z);
}

/** The model's curve from 0 to `until` days, in `steps` equal steps, as shares in %. */
export function rejectionCurve(
  model: LifeDistribution,
  fit: { location: number; scale: number },
  until: number,
  steps = 120,
): { days: number; percent: number }[] {
  return Array.from({ length: steps + 1 }, (_, step) => {
    const days = (until * step) / steps;
    return { days, percent: rejectedShare(model, fit, days) * 100 };
  });
}
