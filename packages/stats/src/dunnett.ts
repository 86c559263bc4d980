import { Matrix, QrDecomposition, inverse } from 'ml-matrix';
import type { Insufficient } from './insufficient.ts';
import { multivariateTMaxAbsBelow } from './multivariate-t.ts';
import type { Observation } from './sequential-anova.ts';

export interface DunnettComparison {
  /** The product's effect minus the control's, adjusted for the judges. */
  estimate: number;
  se: number;
  t: number;
  /** Single-step adjusted, two-sided. */
  pValue: number;
}

export interface Dunnett {
  control: string;
  comparisons: Record<string, DunnettComparison>;
}

/** A column adding less than this share of its length is collinear (R's lm: qr tol = 1e-7). */
const COLLINEAR = 1e-7;
/** A residual sum of squares below this share of the total is rounding of an exact fit. */
const EXACT_FIT = 1e-20;

/**
 * Dunnett's comparisons of each product with a control after the additive two-way model
 * value ~ product + judge, as R's
 * summary(multcomp::glht(aov(value ~ product + judge), linfct = mcp(product = "Dunnett")))
 * with the control as the reference level. The estimates are the least-squares
 * coefficients of the product dummies (treatment contrasts against the control) in the
 * full model, so missing cells are handled as lm handles them; their covariance is
 * σ̂²(X'X)⁻¹ on the residual df; t = estimate / se, and the single-step p-value is
 * P(maxⱼ |Tⱼ| ≥ |t|) for T multivariate t with the estimates' correlation (Dunnett 1955;
 * Hothorn, Bretz & Westfall 2008).
 */
export function dunnett(observations: Observation[], control: string): Dunnett | Insufficient {
  const products = levels(observations, 'product');
  if (!products.includes(control)) return { insufficient: 'control not served' };
  if (products.length < 2) return { insufficient: 'fewer than two products' };
  const others = products.filter((product) => product !== control);
  const judges = levels(observations, 'judge').slice(1);
  const columns = 1 + others.length + judges.length;
  const residualDf = observations.length - columns;
  if (residualDf <= 0) return { insufficient: 'no residual degrees of freedom' };
  const design = new Matrix(observations.length, columns);
  observations.forEach((o, row) => {
    design.set(row, 0, 1);
    const product = others.indexOf(o.factors.product ?? '');
    if (product >= 0) design.set(row, 1 + product, 1);
    const judge = judges.indexOf(o.factors.judge ?? '');
    if (judge >= 0) design.set(row, 1 + others.length + judge, 1);
  });
  const qr = new QrDecomposition(design);
  const triangle = qr.upperTriangularMatrix;
  for (let column = 0; column < columns; column++) {
    if (Math.abs(triangle.get(column, column)) < COLLINEAR * design.getColumnVector(column).norm()) {
      return { insufficient: 'products not connected through the judges' };
    }
  }
  const values = Matrix.columnVector(observations.map((o) => o.value));
  const coefficients = qr.solve(values);
  const residuals = values.clone().sub(design.mmul(coefficients));
  const residualSumSq = residuals.transpose().mmul(residuals).get(0, 0);
  const mean = observations.reduce((sum, o) => sum + o.value, 0) / observations.length;
  const totalSumSq = observations.reduce((sum, o) => sum + (o.value - mean) ** 2, 0);
  // What rounding leaves of an exact fit is no residual at all.
  if (!(residualSumSq > EXACT_FIT * totalSumSq)) return { insufficient: 'no residual variation' };
  const residualMeanSq = residualSumSq / residualDf;
  // (X'X)⁻¹ = R⁻¹R⁻ᵀ, of which the product block is all that is needed.
  const triangleInverse = inverse(triangle);
  const unscaled = triangleInverse.mmul(triangleInverse.transpose());
  const variance = (i: number, j: number): number => residualMeanSq * unscaled.get(1 + i, 1 + j);
  const estimates = others.map((_, i) => coefficients.get(1 + i, 0));
  const errors = others.map((_, i) => Math.sqrt(variance(i, i)));
  const correlation = others.map((_, i) =>
    others.map((__, j) => (i === j ? 1 : variance(i, j) / ((errors[i] as number) * (errors[j] as number)))),
  );
  const statistics = estimates.map((estimate, i) => estimate / (errors[i] as number));
  const below = multivariateTMaxAbsBelow(
    correlation,
    residualDf,
    statistics.map((t) => Math.abs(t)),
  );
  return {
    control,
    comparisons: Object.fromEntries(
      others.map((product, i) => [
        product,
        {
          estimate: estimates[i] as number,
          se: errors[i] as number,
          t: statistics[i] as number,
          // At most 1; rounding of a probability near 1 is not a negative p-value.
          pValue: Math.min(1, Math.max(0, 1 - (below[i] as number))),
        },
      ]),
    ),
  };
}

function levels(observations: Observation[], factor: string): string[] {
  return [...new Set(observations.map((o) => o.factors[factor] ?? ''))].sort();
}
