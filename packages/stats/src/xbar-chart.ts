import { LARGEST_TABULATED_SIZE, c4, d2 } from './control-chart-constants.ts';
import type { Insufficient } from './insufficient.ts';
import { SIGMAS, centredChart, meanOf, type CentredChart, type IndexRange } from './shewhart-chart.ts';

/**
 * The Shewhart X̄ chart of groups (each batch's scores by several judges, of any number),
 * as qcc 2.7's qcc(data, type = "xbar") computes it with its default std.dev: on the
 * baseline's groups, the centre is the grand mean Σnᵢx̄ᵢ/Σnᵢ and σ̂ is "UWAVE-R", the mean
 * of Rᵢ/d₂(nᵢ) (Rᵢ a group's range), or "RMSDF" when a baseline group has more than 25
 * scores: √(Σ(nᵢ − 1)sᵢ² / Σ(nᵢ − 1)) / c₄(Σ(nᵢ − 1) + 1). Each group's mean is judged
 * against centre ± 3σ̂/√nᵢ, its own limits.
 */
export function xbarChart(
  groups: number[][],
  baseline: IndexRange = { start: 0, end: groups.length },
): CentredChart | Insufficient {
  if (groups.some((group) => group.length === 0)) return { insufficient: 'a batch without scores' };
  const reference = groups.slice(baseline.start, baseline.end);
  if (reference.length === 0) return { insufficient: 'no baseline batch' };
  if (reference.some((group) => group.length < 2)) return { insufficient: 'a baseline batch scored only once' };
  const means = groups.map(meanOf);
  const centre =
    reference.reduce((sum, group) => sum + group.length * meanOf(group), 0) /
    reference.reduce((sum, group) => sum + group.length, 0);
  const sigma = reference.some((group) => group.length > LARGEST_TABULATED_SIZE)
    ? pooledSigma(reference)
    : reference.reduce((sum, group) => sum + (Math.max(...group) - Math.min(...group)) / d2(group.length), 0) /
      reference.length;
  if (!(sigma > 0)) return { insufficient: 'no variation in the baseline' };
  return centredChart(
    centre,
    sigma,
    means.map((value, i) => {
      const spread = (SIGMAS * sigma) / Math.sqrt((groups[i] as number[]).length);
      return { value, lower: centre - spread, upper: centre + spread };
    }),
  );
}

/** qcc's "RMSDF": the pooled standard deviation over c₄ of its degrees of freedom + 1. */
function pooledSigma(groups: number[][]): number {
  const df = groups.reduce((sum, group) => sum + group.length - 1, 0);
  const sumSq = groups.reduce((sum, group) => {
    const m = meanOf(group);
    return sum + group.reduce((inner, v) => inner + (v - m) ** 2, 0);
  }, 0);
  return Math.sqrt(sumSq / df) / c4(df + 1);
}
