import { Matrix, QrDecomposition } from 'ml-matrix';
import type { Insufficient } from '../insufficient.ts';

/** The models of each consumer's liking over the sensory map, SensoMineR's `carto`. */
export const PREFERENCE_MODELS = ['vector', 'circular', 'quadratic'] as const;
export type PreferenceModel = (typeof PREFERENCE_MODELS)[number];

/** The terms of each model besides the intercept, at a point (x, y) of the map. */
const TERMS: Record<PreferenceModel, (x: number, y: number) => number[]> = {
  vector: (x, y) => [x, y],
  circular: (x, y) => [x, y, x * x + y * y],
  quadratic: (x, y) => [x, y, x * x, y * y, x * y],
};

export interface PreferenceSurface {
  /** The grid's x values (dimension 1) and y values (dimension 2). */
  x: number[];
  y: number[];
  /** The percentage of consumers whose predicted liking is above their own mean, per grid point: [iy][ix]. */
  above: number[][];
  /** Consumers fitted (those whose liking varies). */
  consumers: number;
}

/** Grid points per side. */
const GRID = 41;
/** The grid reaches this share of the products' range beyond the outer products. */
const MARGIN = 0.1;

/**
 * External preference mapping: each consumer's liking (one row, the products in the order
 * of `positions`) regressed by least squares on the products' positions on the first two
 * dimensions of the sensory map (R: lm(liking ~ x + y [+ …])), and over a grid of the map
 * the share of consumers whose predicted liking is above their own mean, as the map of
 * SensoMineR's `carto` draws it. A model needs more products than coefficients.
 */
export function preferenceSurface(
  positions: [number, number][],
  liking: number[][],
  model: PreferenceModel,
): PreferenceSurface | Insufficient {
  const coefficients = TERMS[model](0, 0).length + 1;
  if (positions.length <= coefficients)
    return { insufficient: `fewer than ${coefficients + 1} products for this model` };
  const varying = liking.filter((row) => row.some((x) => x !== row[0]));
  if (varying.length === 0) return { insufficient: 'no consumer whose liking varies' };
  const design = new Matrix(positions.map(([x, y]) => [1, ...TERMS[model](x, y)]));
  const qr = new QrDecomposition(design);
  if (!qr.isFullRank()) return { insufficient: 'the products are not spread enough on the map for this model' };
  const fits = varying.map((row) => {
    const beta = qr.solve(Matrix.columnVector(row)).getColumn(0);
    return { beta, mean: row.reduce((s, v) => s + v, 0) / row.length };
  });
  const x = gridAlong(positions.map((p) => p[0]));
  const y = gridAlong(positions.map((p) => p[1]));
  const above = y.map((yv) =>
    x.map((xv) => {
      const terms = [1, ...TERMS[model](xv, yv)];
      const count = fits.filter(
        ({ beta, mean }) => terms.reduce((s, t, i) => s + t * (beta[i] as number), 0) > mean,
      ).length;
      return (100 * count) / fits.length;
    }),
  );
  return { x, y, above, consumers: fits.length };
}

function gridAlong(values: number[]): number[] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const margin = (max - min) * MARGIN;
  return Array.from({ length: GRID }, (_, i) => min - margin + ((max - min + 2 * margin) * i) / (GRID - 1));
}
