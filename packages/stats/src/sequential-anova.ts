import { fUpperTail } from './distributions.ts';

export interface Observation {
  value: number;
  /** The level of each factor, e.g. { product: 'A', judge: 'J001' }. */
  factors: Record<string, string>;
  /** Numeric variables a term may name beside the factors, e.g. { x: 5.2 } for a slope per judge (judge:x). */
  covariates?: Record<string, number>;
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
  // The table does not depend on the order of the observations: in the factors' order, the
  // designs of several attributes answered on the same screens are one and the same.
  const ordered = [...observations].sort((a, b) => compareLevels(a, b, terms));
  const design = designBasis(ordered, terms);
  // What the terms so far leave unexplained; each direction of the basis takes its share of it.
  const unexplained = ordered.map((o) => o.value);
  const project = (q: number[]): number => {
    const share = dot(unexplained, q);
    for (let i = 0; i < unexplained.length; i++) unexplained[i] = (unexplained[i] as number) - share * (q[i] as number);
    return share ** 2;
  };
  for (let k = 0; k < design.intercept; k++) project(design.basis[k] as number[]);
  const rows: AnovaRow[] = [];
  for (const { term, first, count } of design.terms) {
    let sumSq = 0;
    for (let k = first; k < first + count; k++) sumSq += project(design.basis[k] as number[]);
    if (count > 0) rows.push({ term, df: count, sumSq, meanSq: sumSq / count, F: null, pValue: null });
  }
  const residualDf = observations.length - design.basis.length;
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

function compareLevels(a: Observation, b: Observation, terms: string[][]): number {
  for (const factor of new Set(terms.flat())) {
    const order = (a.factors[factor] ?? '').localeCompare(b.factors[factor] ?? '');
    if (order !== 0) return order;
  }
  return 0;
}

interface DesignBasis {
  /** Orthonormal directions: the intercept's (`intercept` of them: 1, or 0 for no data), then each term's in turn. */
  basis: number[][];
  intercept: number;
  /** Each term's directions in the basis (none when all it adds is already there). */
  terms: { term: string; first: number; count: number }[];
}

/**
 * The last designs orthogonalised, by their factors and terms: a profile's attributes are
 * answered on the same screens, and a panel's judges each score the same products, so one
 * orthogonalisation (the costly part, rows × columns²) serves them all.
 */
const recentDesigns = new Map<string, DesignBasis>();
const RECENT_DESIGNS = 8;

/**
 * The design's columns (treatment contrasts; products of them for an interaction)
 * orthogonalised in the terms' order by Gram–Schmidt, twice for the orthogonality one pass
 * loses; a column that adds less than COLLINEAR of its length is left out, as lm's
 * pivoting QR leaves it.
 */
function designBasis(observations: Observation[], terms: string[][]): DesignBasis {
  const factors = [...new Set(terms.flat())];
  const key = JSON.stringify([
    terms,
    observations.map((o) => factors.map((factor) => o.factors[factor] ?? o.covariates?.[factor])),
  ]);
  const known = recentDesigns.get(key);
  if (known) return known;
  const basis: number[][] = [];
  const addColumn = (column: number[]): void => {
    const length = norm(column);
    if (length === 0) return;
    const residual = [...column];
    for (let pass = 0; pass < 2; pass++) {
      for (const q of basis) {
        const projection = dot(residual, q);
        for (let i = 0; i < residual.length; i++) residual[i] = (residual[i] as number) - projection * (q[i] as number);
      }
    }
    const remaining = norm(residual);
    if (remaining < COLLINEAR * length) return;
    basis.push(residual.map((value) => value / remaining));
  };
  addColumn(observations.map(() => 1));
  const design: DesignBasis = { basis, intercept: basis.length, terms: [] };
  for (const term of terms) {
    const first = basis.length;
    for (const column of termColumns(observations, term)) addColumn(column);
    design.terms.push({ term: term.join(':'), first, count: basis.length - first });
  }
  recentDesigns.set(key, design);
  if (recentDesigns.size > RECENT_DESIGNS) recentDesigns.delete(recentDesigns.keys().next().value as string);
  return design;
}

/**
 * Dummy columns of every level but the first of each factor, multiplied across the term's
 * factors; a covariate multiplies them by its values (judge:x, after judge and product: each
 * judge's own slope on x but one, the common slope being in the product term already).
 */
function termColumns(observations: Observation[], term: string[]): number[][] {
  let columns: number[][] = [observations.map(() => 1)];
  for (const factor of term) {
    if (observations[0]?.covariates?.[factor] !== undefined) {
      columns = columns.map((column) => column.map((value, i) => value * (observations[i]?.covariates?.[factor] ?? 0)));
      continue;
    }
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
