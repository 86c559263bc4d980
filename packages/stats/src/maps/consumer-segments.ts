import type { Insufficient } from '../insufficient.ts';
import { cutTree, wardClustering, type WardTree } from './ward-clustering.ts';

/** The numbers of segments offered to the leader. */
export const SEGMENT_COUNTS = [2, 3, 4, 5, 6] as const;

/**
 * The fewest consumers a segment offered to the leader may hold: 3, or a tenth of the
 * consumers when that is more. A segment of one or two consumers says nothing of a
 * population, and its product test lacks the consumers to be made; so a small panel is
 * offered fewer splits, or none. A rule of presentation: the tree is R's whatever it is.
 */
export function smallestSegment(consumers: number): number {
  return Math.max(3, Math.ceil(consumers / 10));
}

export interface ConsumerSegments {
  tree: WardTree;
  /**
   * For each number of segments k that the consumers allow (fewer segments than consumers,
   * none smaller than `minimumSize`), each consumer's segment, 1 to k.
   */
  partitions: Record<number, number[]>;
  /** Between-segment inertia of each partition, as a share of the total (0 to 1). */
  betweenShare: Record<number, number>;
  /** The number of segments suggested (see `suggestedSegments`), among those of `partitions`. */
  suggested: number;
  /** The fewest consumers a segment of `partitions` holds. */
  minimumSize: number;
}

/**
 * Consumer segments on liking (consumers × products, every consumer scoring every
 * product): each consumer's scores centred on their own mean, so that segments gather
 * consumers who rank the products alike whatever their use of the scale; then Ward's
 * clustering of the Euclidean distances (R: hclust(dist(x), "ward.D2")) cut into 2 to 6,
 * keeping the cuts whose every segment holds at least `minimumSize` consumers.
 */
export function consumerSegments(liking: number[][], minimumSize = 1): ConsumerSegments | Insufficient {
  if (liking.length < 3) return { insufficient: 'fewer than three consumers' };
  if ((liking[0]?.length ?? 0) < 2) return { insufficient: 'fewer than two products' };
  const centred = liking.map((row) => {
    const mean = row.reduce((s, x) => s + x, 0) / row.length;
    return row.map((x) => x - mean);
  });
  const total = withinInertia(centred, new Array<number>(centred.length).fill(1));
  if (total === 0) return { insufficient: 'every consumer ranks the products alike' };
  const tree = wardClustering(centred);
  const partitions: Record<number, number[]> = {};
  const betweenShare: Record<number, number> = {};
  for (const k of SEGMENT_COUNTS) {
    if (k >= liking.length) break;
    const partition = cutTree(tree, k);
    if (smallestGroup(partition) < minimumSize) continue;
    partitions[k] = partition;
    betweenShare[k] = 1 - withinInertia(centred, partition) / total;
  }
  const offered = Object.keys(partitions).map(Number);
  if (offered.length === 0) return { insufficient: `no split into segments of at least ${minimumSize} consumers` };
  return { tree, partitions, betweenShare, suggested: suggestedSegments(centred, tree, total, offered), minimumSize };
}

/** The size of a partition's smallest group. */
function smallestGroup(groups: number[]): number {
  const sizes = new Map<number, number>();
  for (const group of groups) sizes.set(group, (sizes.get(group) ?? 0) + 1);
  return Math.min(...sizes.values());
}

/**
 * The number of segments k, among those `offered`, after which splitting gains least: the
 * gain in between-segment inertia of going from k − 1 to k segments is largest relative to
 * the gain of going on to k + 1 (the rule of FactoMineR's HCPC).
 */
function suggestedSegments(centred: number[][], tree: WardTree, total: number, offered: number[]): number {
  const between = (k: number) => (k === 1 ? 0 : total - withinInertia(centred, cutTree(tree, k)));
  let best = offered[0] as number;
  let bestRatio = -Infinity;
  for (const k of offered) {
    if (k + 1 > centred.length) break;
    const gain = between(k) - between(k - 1);
    const next = between(k + 1) - between(k);
    const ratio = next > 0 ? gain / next : Infinity;
    if (ratio > bestRatio) {
      bestRatio = ratio;
      best = k;
    }
  }
  return best;
}

/** The sum of squared distances of the points to their group's centroid. */
function withinInertia(points: number[][], groups: number[]): number {
  const sums = new Map<number, { n: number; sum: number[] }>();
  for (const [i, point] of points.entries()) {
    const group = sums.get(groups[i] as number) ?? { n: 0, sum: new Array<number>(point.length).fill(0) };
    group.n += 1;
    point.forEach((x, k) => (group.sum[k] = (group.sum[k] as number) + x));
    sums.set(groups[i] as number, group);
  }
  return points.reduce((total, point, i) => {
    const group = sums.get(groups[i] as number) as { n: number; sum: number[] };
    return total + point.reduce((s, x, k) => s + (x - (group.sum[k] as number) / group.n) ** 2, 0);
  }, 0);
}
