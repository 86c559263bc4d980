import { Matrix } from 'ml-matrix';

/**
 * Agglomerative clustering by Ward's criterion on Euclidean distances, exactly R's
 * `hclust(dist(x), method = "ward.D2")`: the Lance–Williams update on squared distances,
 * with the nearest-neighbour list of F. Murtagh's routine that R runs, so that ties are
 * broken as R breaks them (the lowest index first) and the partitions are R's own.
 */
export interface WardTree {
  /** R's `merge`: each step joins two clusters, −i a single observation i (1-based), +s the cluster made at step s. */
  merge: [number, number][];
  /** R's `height`: the Ward distance of each step. */
  height: number[];
  /** R's `order`: the observations left to right in the dendrogram (1-based). */
  order: number[];
}

export function wardClustering(points: number[][]): WardTree {
  const n = points.length;
  // R squares the distances dist() took the root of: squared here the same way, so that
  // distances tie, or not, exactly as in R.
  const distance = (i: number, j: number) =>
    Math.sqrt(
      (points[i] as number[]).reduce((sum, x, k) => sum + (x - ((points[j] as number[])[k] as number)) ** 2, 0),
    ) ** 2;
  // Squared distances of the upper triangle, i < j.
  const d = Matrix.zeros(n, n);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) d.set(i, j, distance(i, j));
  const at = (i: number, j: number) => (i < j ? d.get(i, j) : d.get(j, i));
  const size = new Array<number>(n).fill(1);
  const active = new Array<boolean>(n).fill(true);
  const nearest = new Array<number>(n).fill(0);
  const nearestDistance = new Array<number>(n).fill(Infinity);
  const findNearest = (i: number) => {
    let best = Infinity;
    let bestJ = nearest[i] as number;
    for (let j = i + 1; j < n; j++) {
      if (active[j] && d.get(i, j) < best) {
        best = d.get(i, j);
        bestJ = j;
      }
    }
    nearest[i] = bestJ;
    nearestDistance[i] = best;
  };
  for (let i = 0; i < n - 1; i++) findNearest(i);
  const lowest: [number, number][] = [];
  const height: number[] = [];
  for (let step = 0; step < n - 1; step++) {
    let best = Infinity;
    let im = 0;
    let jm = 0;
    for (let i = 0; i < n - 1; i++) {
      if (active[i] && (nearestDistance[i] as number) < best) {
        best = nearestDistance[i] as number;
        im = i;
        jm = nearest[i] as number;
      }
    }
    const i2 = Math.min(im, jm);
    const j2 = Math.max(im, jm);
    lowest.push([i2, j2]);
    height.push(Math.sqrt(best));
    active[j2] = false;
    const joined = at(i2, j2);
    let closest = Infinity;
    let closestK = nearest[i2] as number;
    for (let k = 0; k < n; k++) {
      if (!active[k] || k === i2) continue;
      const updated =
        (((size[i2] as number) + (size[k] as number)) * at(i2, k) +
          ((size[j2] as number) + (size[k] as number)) * at(j2, k) -
          (size[k] as number) * joined) /
        ((size[i2] as number) + (size[j2] as number) + (size[k] as number));
      if (i2 < k) d.set(i2, k, updated);
      else d.set(k, i2, updated);
      if (i2 < k) {
        if (updated < closest) {
          closest = updated;
          closestK = k;
        }
      } else if (updated < (nearestDistance[k] as number)) {
        nearestDistance[k] = updated;
        nearest[k] = i2;
      }
    }
    size[i2] = (size[i2] as number) + (size[j2] as number);
    nearestDistance[i2] = closest;
    nearest[i2] = closestK;
    for (let i = 0; i < n - 1; i++) {
      if (active[i] && (nearest[i] === i2 || nearest[i] === j2)) findNearest(i);
    }
  }
  const merge = rMerge(lowest);
  return { merge, height, order: leftToRight(merge) };
}

/**
 * R's coding of the steps: a cluster is known by its lowest observation while it grows;
 * R names a singleton −i and a cluster made before by its step, the singleton first, two
 * clusters in the order of their steps.
 */
function rMerge(lowest: [number, number][]): [number, number][] {
  const madeAt = new Map<number, number>();
  return lowest.map(([a, b], step) => {
    const name = (i: number) => (madeAt.has(i) ? (madeAt.get(i) as number) : -(i + 1));
    let pair: [number, number] = [name(a), name(b)];
    if (pair[0] > 0 && pair[1] < 0) pair = [pair[1], pair[0]];
    else if (pair[0] > 0 && pair[1] > 0 && pair[0] > pair[1]) pair = [pair[1], pair[0]];
    madeAt.set(a, step + 1);
    return pair;
  });
}

function leftToRight(merge: [number, number][]): number[] {
  const visit = (node: number): number[] => (node < 0 ? [-node] : (merge[node - 1] as [number, number]).flatMap(visit));
  return merge.length === 0 ? [1] : visit(merge.length);
}

/**
 * The partition into k groups, R's `cutree(tree, k)`: the clusters left after n − k steps,
 * numbered 1, 2, … in the order their first observation comes.
 */
export function cutTree(tree: WardTree, k: number): number[] {
  const n = tree.merge.length + 1;
  const cluster = Array.from({ length: n }, (_, i) => i);
  const members = new Map<number, number[]>(cluster.map((i) => [-(i + 1), [i]]));
  for (let step = 0; step < n - k; step++) {
    const [a, b] = tree.merge[step] as [number, number];
    const joined = [...(members.get(a) ?? []), ...(members.get(b) ?? [])];
    members.set(step + 1, joined);
    for (const i of joined) cluster[i] = joined[0] as number;
  }
  const number = new Map<number, number>();
  return cluster.map((c) => {
    if (!number.has(c)) number.set(c, number.size + 1);
    return number.get(c) as number;
  });
}
