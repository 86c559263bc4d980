import type { Insufficient } from './insufficient.ts';
import { twoSampleT, type TwoSampleT } from './two-sample-t.ts';

export interface CataEvaluation {
  /** Whether the judge checked the term for the sample. */
  checked: boolean;
  /** The same judge's liking of the same sample. */
  liking: number;
}

export interface MeanImpact {
  meanChecked: number;
  meanNotChecked: number;
  nChecked: number;
  nNotChecked: number;
  /** meanChecked − meanNotChecked: what the term is worth in liking. */
  impact: number;
  /** Student's two-sample t-test of the impact. */
  test: TwoSampleT | Insufficient;
}

/**
 * The mean impact of a CATA term on liking (XLSTAT's CATA analysis; Meyners, Castura &
 * Carr 2013): over every evaluation (judge × sample) with both answers, the mean liking where
 * the term was checked minus where it was not, with Student's two-sample t-test of the
 * difference (R: t.test(liking[checked], liking[!checked], var.equal = TRUE)).
 */
export function cataMeanImpact(evaluations: CataEvaluation[]): MeanImpact | Insufficient {
  const checked = evaluations.filter((e) => e.checked).map((e) => e.liking);
  const notChecked = evaluations.filter((e) => !e.checked).map((e) => e.liking);
  if (checked.length === 0) return { insufficient: 'the term was never checked' };
  if (notChecked.length === 0) return { insufficient: 'the term was always checked' };
  const meanChecked = checked.reduce((sum, value) => sum + value, 0) / checked.length;
  const meanNotChecked = notChecked.reduce((sum, value) => sum + value, 0) / notChecked.length;
  return {
    meanChecked,
    meanNotChecked,
    nChecked: checked.length,
    nNotChecked: notChecked.length,
    impact: meanChecked - meanNotChecked,
    test: twoSampleT(checked, notChecked),
  };
}
