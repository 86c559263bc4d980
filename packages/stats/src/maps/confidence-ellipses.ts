import type { FactorMap } from './factor-map.ts';

/** Points on each ellipse's outline. */
const OUTLINE_POINTS = 48;

export interface ConfidenceEllipse {
  /** The ellipse's outline on dimensions 1 and 2, closed (the last point is the first). */
  outline: [number, number][];
}

export interface EllipseOptions {
  /** How many panels are drawn by resampling the judges. */
  resamplings: number;
  /** The share of the resampled product points each ellipse holds under normality (0.95). */
  level: number;
  /** Uniform numbers in [0, 1), injected so that the draws can be replayed. */
  random: () => number;
}

/**
 * Confidence ellipses of the products on a standardised PCA of their means, by the
 * approach of SensoMineR's `panellipse`: virtual panels are drawn by resampling the judges
 * with replacement, each panel's product means (over the judges drawn who scored the
 * product) are projected onto the map as supplementary rows, and each product's ellipse
 * holds `level` of its projected points: centred on the product, shaped by their
 * covariance and scaled by the χ² quantile with two degrees of freedom (−2 ln(1 − level)).
 *
 * `judgeMeans[judge][product][variable]` is a judge's mean over repetitions, null where
 * they did not score it; `means` and `sds` are the columns' centre and scale of the PCA.
 */
export function confidenceEllipses(
  map: FactorMap,
  judgeMeans: (number[] | null)[][],
  centre: { means: number[]; sds: number[] },
  options: EllipseOptions,
): ConfidenceEllipse[] {
  const products = map.rows.length;
  const dimensions = Math.min(2, map.eigenvalues.length);
  // Unit axes: the columns' coordinates divided by each dimension's singular value; a
  // dimension with no inertia (products on a line) has no direction to project on.
  const first = map.eigenvalues[0] ?? 0;
  const axes = map.columns.map((column) =>
    column.slice(0, dimensions).map((x, k) => {
      const eigenvalue = map.eigenvalues[k] as number;
      return eigenvalue > 1e-12 * first ? x / Math.sqrt(eigenvalue) : 0;
    }),
  );
  const points: [number, number][][] = Array.from({ length: products }, () => []);
  const judges = judgeMeans.length;
  for (let draw = 0; draw < options.resamplings; draw++) {
    const panel = Array.from(
      { length: judges },
      () => judgeMeans[Math.floor(options.random() * judges)] as (number[] | null)[],
    );
    for (let p = 0; p < products; p++) {
      const scored = panel.map((judge) => judge[p]).filter((m): m is number[] => m !== null && m !== undefined);
      if (scored.length === 0) continue;
      const standardised = centre.means.map(
        (mean, j) =>
          (scored.reduce((s, m) => s + (m[j] as number), 0) / scored.length - mean) / (centre.sds[j] as number),
      );
      const project = (k: number) => standardised.reduce((s, x, j) => s + x * ((axes[j] as number[])[k] as number), 0);
      (points[p] as [number, number][]).push([project(0), dimensions > 1 ? project(1) : 0]);
    }
  }
  const radius = Math.sqrt(-2 * Math.log(1 - options.level));
  return points.map((cloud, p) =>
    ellipseAround([(map.rows[p] as number[])[0] as number, (map.rows[p] as number[])[1] ?? 0], cloud, radius),
  );
}

/** The outline of centre + radius · L · (cos t, sin t), L the Cholesky factor of the cloud's covariance. */
function ellipseAround(centre: [number, number], cloud: [number, number][], radius: number): ConfidenceEllipse {
  const n = cloud.length;
  if (n < 2) return { outline: [centre] };
  const mx = cloud.reduce((s, q) => s + q[0], 0) / n;
  const my = cloud.reduce((s, q) => s + q[1], 0) / n;
  const sxx = cloud.reduce((s, q) => s + (q[0] - mx) ** 2, 0) / (n - 1);
  const syy = cloud.reduce((s, q) => s + (q[1] - my) ** 2, 0) / (n - 1);
  const sxy = cloud.reduce((s, q) => s + (q[0] - mx) * (q[1] - my), 0) / (n - 1);
  const l11 = Math.sqrt(sxx);
  const l21 = l11 > 0 ? sxy / l11 : 0;
  const l22 = Math.sqrt(Math.max(0, syy - l21 * l21));
  const outline = Array.from({ length: OUTLINE_POINTS + 1 }, (_, i): [number, number] => {
    const t = (2 * Math.PI * i) / OUTLINE_POINTS;
    const a = radius * Math.cos(t);
    const b = radius * Math.sin(t);
    return [centre[0] + l11 * a, centre[1] + l21 * a + l22 * b];
  });
  return { outline };
}
