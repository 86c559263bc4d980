import { dunnett, type Dunnett, type Insufficient } from '@palate/stats';
import type { LongResult } from './long-result.ts';

/**
 * A difference-from-control test's comparisons on one scale answered per sample: each
 * product against the blind copy of the reference (the product the questionnaire names as
 * `reference`), Dunnett's test after value ~ product + judge, as multcomp's
 * glht(aov(value ~ product + judge), linfct = mcp(product = "Dunnett")). The labelled
 * reference served beside each sample is answered about by no row: it is what the scale
 * rates the samples against.
 */
export function differenceFromControl(rows: LongResult[], reference: string): Dunnett | Insufficient {
  return dunnett(
    rows
      .filter((r) => r.value !== null)
      .map((r) => ({ value: r.value as number, factors: { product: r.product, judge: r.judge } })),
    reference,
  );
}
