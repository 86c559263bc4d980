import { Matrix, inverse } from 'ml-matrix';
import { fUpperTail, studentizedRangeUpperTail } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';
import type { ProductTest } from './product-judge-anova.ts';
import { sequentialAnova, type AnovaRow, type Observation } from './sequential-anova.ts';
import type { TukeyComparison } from './tukey-hsd.ts';

export interface IntraBlockAnova {
  /** As R's anova(lm(value ~ judge + product)), or with judge:product when judges scored a product more than once. */
  table: AnovaRow[];
  /** The product effect adjusted for judges, against judge:product when it is in the model, else the residuals. */
  product: ProductTest;
  /** Least-squares means of value ~ judge + product: emmeans(fit, "product"). */
  adjustedMeans: Record<string, number>;
  /** Every pair of adjusted means, as pairs(emmeans(fit, "product"), adjust = "tukey"). */
  tukey: (TukeyComparison & { standardError: number })[];
}

/**
 * The intra-block analysis of a scale when judges did not all score every product (an
 * incomplete block design, or missing answers): the judge effect is taken out first, so
 * the product effect is compared within judges. The adjusted means are the additive
 * model's predictions averaged over the judges with equal weight; a difference of two
 * has the variance σ² c'(X'X)⁻¹c of its contrast, and Tukey's p-value is that of the
 * studentized range of all the means at |difference| / SE · √2 on the residual df.
 */
export function intraBlockAnova(observations: Observation[]): IntraBlockAnova | Insufficient {
  const products = levels(observations, 'product');
  const judges = levels(observations, 'judge');
  if (products.length < 2) return { insufficient: 'fewer than two products' };
  if (judges.length < 2) return { insufficient: 'single judge' };
  const cells = new Set(observations.map((o) => `${o.factors.product}\u0000${o.factors.judge}`));
  const repeated = cells.size < observations.length;
  const terms = repeated ? [['judge'], ['product'], ['judge', 'product']] : [['judge'], ['product']];
  const table = sequentialAnova(observations, terms);
  const productRow = table.find((row) => row.term === 'product');
  const interaction = table.find((row) => row.term === 'judge:product');
  const error = interaction ?? table.find((row) => row.term === 'Residuals');
  if (!productRow || !error || productRow.df !== products.length - 1) {
    return { insufficient: 'products not connected through the judges' };
  }
  if (error.meanSq === 0) return { insufficient: 'no residual variation' };
  const additive = fitAdditive(observations, judges, products);
  if ('insufficient' in additive) return additive;
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
    adjustedMeans: additive.adjustedMeans,
    tukey: additive.tukey,
  };
}

function levels(observations: Observation[], factor: string): string[] {
  return [...new Set(observations.map((o) => o.factors[factor] ?? ''))].sort();
}

/** value ~ judge + product by least squares, with treatment contrasts (first levels in the intercept). */
function fitAdditive(
  observations: Observation[],
  judges: string[],
  products: string[],
): Pick<IntraBlockAnova, 'adjustedMeans' | 'tukey'> | Insufficient {
  const columns = 1 + (judges.length - 1) + (products.length - 1);
  const judgeColumn = (judge: string) => judges.indexOf(judge);
  const productColumn = (product: string) => judges.length - 1 + products.indexOf(product);
  const design = new Matrix(observations.length, columns);
  observations.forEach((o, row) => {
    design.set(row, 0, 1);
    if (judgeColumn(o.factors.judge ?? '') > 0) design.set(row, judgeColumn(o.factors.judge ?? ''), 1);
    if (products.indexOf(o.factors.product ?? '') > 0) design.set(row, productColumn(o.factors.product ?? ''), 1);
  });
  const values = Matrix.columnVector(observations.map((o) => o.value));
  const residualDf = observations.length - columns;
  if (residualDf <= 0) return { insufficient: 'no residual degrees of freedom' };
  const crossInverse = inverse(design.transpose().mmul(design));
  const coefficients = crossInverse.mmul(design.transpose()).mmul(values);
  const residuals = values.clone().sub(design.mmul(coefficients));
  const residualMeanSq = residuals.transpose().mmul(residuals).get(0, 0) / residualDf;
  // A product's least-squares mean: the intercept, the judges' effects averaged, its own effect.
  const meanContrast = (product: string): number[] =>
    Array.from({ length: columns }, (_, column) => {
      if (column === 0) return 1;
      if (column < judges.length) return 1 / judges.length;
      return column === productColumn(product) ? 1 : 0;
    });
  const estimate = (contrast: number[]) => contrast.reduce((sum, c, i) => sum + c * coefficients.get(i, 0), 0);
  const variance = (contrast: number[]) =>
    residualMeanSq * Matrix.rowVector(contrast).mmul(crossInverse).mmul(Matrix.columnVector(contrast)).get(0, 0);
  const adjustedMeans = Object.fromEntries(products.map((p) => [p, estimate(meanContrast(p))]));
  const tukey = products.flatMap((first, i) =>
    products.slice(i + 1).map((second) => {
      const contrast = meanContrast(first).map((c, column) => c - (meanContrast(second)[column] as number));
      const difference = estimate(contrast);
      const standardError = Math.sqrt(variance(contrast));
      const q = (Math.abs(difference) / standardError) * Math.SQRT2;
      return {
        first,
        second,
        difference,
        standardError,
        pValue: studentizedRangeUpperTail(q, products.length, residualDf),
      };
    }),
  );
  return { adjustedMeans, tukey };
}
