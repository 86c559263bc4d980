import { fUpperTail } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';
import { sequentialAnova, type AnovaRow, type Observation } from './sequential-anova.ts';

export interface ProductTest {
  F: number;
  df1: number;
  df2: number;
  pValue: number;
  /** The mean square the product effect was tested against, and its df: the error of Tukey's HSD too. */
  errorTerm: 'product:judge' | 'Residuals';
  errorMeanSq: number;
  errorDf: number;
}

export interface ProductJudgeAnova {
  /** As R's anova(lm(value ~ product + judge)), or value ~ product * judge with repetitions. */
  table: AnovaRow[];
  /**
   * Product F against the product×judge mean square (judges a random factor, as sensory
   * analysts report it) when there are repetitions; else the table's own product F.
   */
  product: ProductTest;
}

/**
 * Two-way ANOVA of a sensory attribute with product and judge; their interaction is in the
 * model when some judge scored some product more than once (repetitions).
 */
export function productJudgeAnova(observations: Observation[]): ProductJudgeAnova | Insufficient {
  const products = new Set(observations.map((o) => o.factors.product));
  const judges = new Set(observations.map((o) => o.factors.judge));
  if (products.size < 2) return { insufficient: 'fewer than two products' };
  if (judges.size < 2) return { insufficient: 'single judge' };
  if (observations.every((o) => o.value === observations[0]?.value)) return { insufficient: 'all answers equal' };
  const cells = new Set(observations.map((o) => `${o.factors.product}\u0000${o.factors.judge}`));
  const repeated = cells.size < observations.length;
  const terms = repeated ? [['product'], ['judge'], ['product', 'judge']] : [['product'], ['judge']];
  const table = sequentialAnova(observations, terms);
  const productRow = table.find((row) => row.term === 'product');
  const interaction = table.find((row) => row.term === 'product:judge');
  const residuals = table.find((row) => row.term === 'Residuals');
  const error = interaction ?? residuals;
  if (!productRow || !error) return { insufficient: 'no residual degrees of freedom' };
  if (error.meanSq === 0) return { insufficient: 'no residual variation' };
  const F = productRow.meanSq / error.meanSq;
  return {
    table,
    product: {
      F,
      df1: productRow.df,
      df2: error.df,
      pValue: fUpperTail(F, productRow.df, error.df),
      errorTerm: interaction ? 'product:judge' : 'Residuals',
      errorMeanSq: error.meanSq,
      errorDf: error.df,
    },
  };
}
