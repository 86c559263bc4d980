import { fUpperTail } from './distributions.ts';

export interface Observation {
  value: number;
  /** The level of each factor, e.g. { product: 'A', judge: 'J001' }. */
  factors: Record<string, string>;
}

export interface AnovaRow {
  /** A factor, factors joined by ':' for an interaction, or 'Residuals'. */
  term: string;
  df: number;
  sumSq: number;
  meanSq: number;
  /** Null on the residual row, and without residual degrees of freedom or variation. */
  F: number | null;
  pValue: number | null;
}

/** Below this share of its own length, a column adds nothing new (R's lm: qr tol = 1e-7). */
const COLLINEAR = 1e-7;
/** A residual sum of squares below this share of the total is rounding of an exact fit. */
const EXACT_FIT = 1e-20;

/**
 * The analysis of variance table with sequential (type I) sums of squares, as R's
 * anova(lm(value ~ a + b + a:b)) with the terms in the given order. Each term's columns
 * (treatment contrasts; products of them for an interaction) are orthogonalised against
 * those before it; a term's sum of squares is the length² of the response's projection
 * on what it adds, its df the number of columns it adds. Unbalanced data and empty cells
 * are thus handled as lm's pivoting QR handles them.
 */
export function sequentialAnova(observations: Observation[], terms: string[][]): AnovaRow[] {
  // What the terms so far leave unexplained; each new direction takes its share of it.
  const unexplained = observations.map((o) => o.value);
  const basis: number[][] = [];
  const addColumn = (column: number[]): number => {
    const length = norm(column);
    if (length === 0) return 0;
    const residual = [...column];
    // Twice, for the orthogonality Gram–Schmidt loses in one pass.
    for (let pass = 0; pass < 2; pass++) {
      for (const q of basis) {
        const projection = dot(residual, q);
        for (let i = 0; i < residual.length; i++) residual[i] = (residual[i] as number) - projection * (q[i] as number);
      }
    }
    const remaining = norm(residual);
    if (remaining < COLLINEAR * length) return 0;
    const q = residual.map((value) => value / remaining);
    basis.push(q);
    const share = dot(unexplained, q);
    for (let i = 0; i < unexplained.length; i++) unexplained[i] = (unexplained[i] as number) - share * (q[i] as number);
    return share ** 2;
  };
  addColumn(observations.map(() => 1));
  const rows: AnovaRow[] = [];
  for (const term of terms) {
    const before = basis.length;
    let sumSq = 0;
    for (const column of termColumns(observations, term)) sumSq += addColumn(column);
    const df = basis.length - before;
    if (df > 0) rows.push({ term: term.join(':'), df, sumSq, meanSq: sumSq / df, F: null, pValue: null });
  }
  const residualDf = observations.length - basis.length;
  const totalSumSq = rows.reduce((sum, row) => sum + row.sumSq, 0) + dot(unexplained, unexplained);
  // What rounding leaves of an exact fit (identical repetitions) is no residual at all.
  const residualSumSq = dot(unexplained, unexplained) <= EXACT_FIT * totalSumSq ? 0 : dot(unexplained, unexplained);
  if (residualDf > 0) {
    const residualMeanSq = residualSumSq / residualDf;
    // Without residual variation there is no F (R prints a warning and an infinite F).
    if (residualMeanSq > 0) {
      for (const row of rows) {
        row.F = row.meanSq / residualMeanSq;
        row.pValue = fUpperTail(row.F, row.df, residualDf);
      }
    }
    rows.push({
      term: 'Residuals',
      df: residualDf,
      sumSq: residualSumSq,
      meanSq: residualMeanSq,
      F: null,
      pValue: null,
    });
  }
  return rows;
}

/** Dummy columns of every level but the first of each factor, multiplied across the term's factors. */
function termColumns(observations: Observation[], term: string[]): number[][] {
  let columns: number[][] = [observations.map(() => 1)];
  for (const factor of term) {
    const levels = [...new Set(observations.map((o) => o.factors[factor] ?? ''))].sort().slice(1);
    columns = columns.flatMap((column) =>
      levels.map((level) => column.map((value, i) => (observations[i]?.factors[factor] === level ? value : 0))),
    );
  }
  return columns;
}

function dot(a: number[], b: number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

function norm(a: number[]): number {
  return Math.sqrt(dot(a, a));
}
