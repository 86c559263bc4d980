import { completeBlockAnova, consumerSegments, smallestSegment, type Insufficient, type WardTree } from '@palate/stats';

/** The consumers × products table of mean liking (over repetitions) of those who scored every product. */
export interface LikingTable {
  products: string[];
  judges: string[];
  /** judges × products */
  values: number[][];
  /** Consumers who did not score every product (or scored them all alike): their count. */
  judgesLeftOut: number;
}

export interface Segment {
  size: number;
  /** The products' mean liking in the segment. */
  means: Record<string, number>;
  /** The product effect within the segment: its consumers × products table of mean liking, consumers as blocks. */
  productTest: { F: number; df1: number; df2: number; pValue: number } | Insufficient;
}

/** The segments offered hold at least `minimumSize` consumers (stats' smallestSegment), said with or without them. */
export type ConsumerClusters = { method: 'clusters'; control: string; minimumSize: number } & (
  | Insufficient
  | {
      judgesLeftOut: number;
      partitions: Record<string, Record<string, number>>;
      suggested: number;
      /** Per number of segments, the segments 1, 2, … in order. */
      segments: Record<string, Segment[]>;
      /** Between-segment inertia as a share of the total, per number of segments. */
      betweenShare: Record<string, number>;
      /** The dendrogram: R's merge, height and order, with the judges' labels in the order of the tree's leaves 1…n. */
      tree: WardTree & { labels: string[] };
    }
);

/**
 * The consumer segments on the liking question: Ward's tree of the consumers and its cuts
 * into 2 to 6 segments of at least 3 consumers or a tenth of them, each segment's mean
 * liking and product test.
 */
export function consumerClusters(liking: LikingTable, control: string): ConsumerClusters {
  const where = { method: 'clusters' as const, control, minimumSize: smallestSegment(liking.judges.length) };
  const result = consumerSegments(liking.values, where.minimumSize);
  if ('insufficient' in result) return { ...where, ...result };
  const segments: Record<string, Segment[]> = {};
  const partitions: Record<string, Record<string, number>> = {};
  for (const [k, groups] of Object.entries(result.partitions)) {
    partitions[k] = Object.fromEntries(liking.judges.map((judge, i) => [judge, groups[i] as number]));
    segments[k] = Array.from({ length: Number(k) }, (_, s) => {
      const table = liking.values.filter((_, i) => groups[i] === s + 1);
      const means = Object.fromEntries(
        liking.products.map((p, j) => [p, table.reduce((sum, row) => sum + (row[j] as number), 0) / table.length]),
      );
      return { size: table.length, means, productTest: completeBlockAnova(table) };
    });
  }
  return {
    ...where,
    judgesLeftOut: liking.judgesLeftOut,
    partitions,
    suggested: result.suggested,
    segments,
    betweenShare: Object.fromEntries(Object.entries(result.betweenShare)),
    tree: { ...result.tree, labels: liking.judges },
  };
}

/** Each consumer's segment in the partition into `k`, for the exports. */
export function segmentsOf(maps: readonly { method: string }[], k: number): Map<string, number> | undefined {
  const found = maps.find(
    (m): m is Extract<ConsumerClusters, { partitions: unknown }> => m.method === 'clusters' && 'partitions' in m,
  );
  const partition = found?.partitions[String(k)];
  return partition ? new Map(Object.entries(partition)) : undefined;
}
