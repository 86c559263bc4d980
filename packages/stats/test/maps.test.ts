import { describe, expect, it } from 'vitest';
import {
  completeBlockAnova,
  consumerSegments,
  correspondenceAnalysis,
  cutTree,
  multipleFactorAnalysis,
  preferenceSurface,
  principalComponents,
  smallestSegment,
  supplementaryFrequencies,
  wardClustering,
  type FactorMap,
  type Insufficient,
  type PreferenceModel,
} from '../src/index.ts';
import { expectAgrees, expectCoordinates, fixture } from './fixtures.ts';

interface RMap {
  table: number[][];
  eigenvalues: number[];
  percentages?: number[];
  rows: number[][];
  columns: number[][];
}
interface RMfa extends RMap {
  group: number[];
  type: ('s' | 'c')[];
}
const r = fixture<{
  pca: Record<'profile' | 'wide' | 'liking', RMap>;
  ca: RMap & { counts: number[][] };
  mfa: Record<'profile' | 'napping', RMfa>;
  mfaWords: { counts: number[][]; eigenvalues: number[]; words: number[][] };
  ward: {
    consumers: number[][];
    merge: number[][];
    height: number[];
    order: number[];
    cutree: number[][];
    productTest: { F: number; df1: number; df2: number; pValue: number };
  };
  preference: Record<PreferenceModel, number[][]> & {
    positions: [number, number][];
    liking: number[][];
    x: number[];
    y: number[];
  };
}>('maps');

function mapOf(result: FactorMap | Insufficient): FactorMap {
  if ('insufficient' in result) throw new Error(result.insufficient);
  return result;
}

function expectMap(actual: FactorMap, expected: RMap): void {
  expect(actual.eigenvalues.length).toBe(expected.eigenvalues.length);
  actual.eigenvalues.forEach((value, k) => expectAgrees(value, expected.eigenvalues[k]!));
  expected.percentages?.forEach((value, k) => expectAgrees(actual.percentages[k], value));
  expectCoordinates(actual.rows, expected.rows);
  expectCoordinates(actual.columns, expected.columns);
}

describe('maps against FactoMineR', () => {
  it.each(['profile', 'wide', 'liking'] as const)('standardised PCA (%s) equals FactoMineR::PCA', (name) => {
    expectMap(mapOf(principalComponents(r.pca[name].table)), r.pca[name]);
  });

  it('correspondence analysis equals FactoMineR::CA', () => {
    expectMap(mapOf(correspondenceAnalysis(r.ca.counts)), r.ca);
  });

  const mfaOf = (name: 'profile' | 'napping') => {
    const { table, group, type } = r.mfa[name];
    let first = 0;
    const groups = group.map((size, g) => {
      const columns = Array.from({ length: size }, (_, j) => table.map((row) => row[first + j]!));
      first += size;
      return { columns, type: type[g]! };
    });
    return mapOf(multipleFactorAnalysis(groups, table.length));
  };

  it.each(['profile', 'napping'] as const)('MFA (%s) equals FactoMineR::MFA', (name) => {
    expectMap(mfaOf(name), r.mfa[name]);
  });

  it("projects the napping's words as FactoMineR's supplementary frequency group (freq.sup), a product with none too", () => {
    expectCoordinates(supplementaryFrequencies(mfaOf('napping'), r.mfaWords.counts), r.mfaWords.words);
  });

  it("Ward clustering equals R's hclust(dist(x), 'ward.D2') and cutree, ties included", () => {
    const centred = r.ward.consumers.map((row) => row.map((x) => x - row.reduce((s, v) => s + v, 0) / row.length));
    const tree = wardClustering(centred);
    expect(tree.merge).toEqual(r.ward.merge);
    tree.height.forEach((h, i) => expectAgrees(h, r.ward.height[i]!));
    expect(tree.order).toEqual(r.ward.order);
    [2, 3, 4, 5, 6].forEach((k, i) => expect(cutTree(tree, k)).toEqual(r.ward.cutree[i]));
    const segments = consumerSegments(r.ward.consumers);
    if ('insufficient' in segments) throw new Error(segments.insufficient);
    expect(segments.partitions[3]).toEqual(r.ward.cutree[1]);
    expect(Object.keys(segments.partitions).map(Number)).toContain(segments.suggested);
  });

  it('offers no segment smaller than 3 consumers or a tenth of the panel, the tree unchanged', () => {
    expect([6, 30, 31, 120].map(smallestSegment)).toEqual([3, 3, 4, 12]);
    const all = consumerSegments(r.ward.consumers);
    const kept = consumerSegments(r.ward.consumers, 3);
    if ('insufficient' in all || 'insufficient' in kept) throw new Error('no segments');
    expect(kept.tree).toEqual(all.tree);
    for (const [k, groups] of Object.entries(all.partitions)) {
      const sizes = Array.from({ length: Number(k) }, (_, s) => groups.filter((g) => g === s + 1).length);
      if (Math.min(...sizes) >= 3) expect(kept.partitions[Number(k)]).toEqual(groups);
      else expect(kept.partitions[Number(k)]).toBeUndefined();
    }
    expect(Object.keys(kept.partitions).map(Number)).toContain(kept.suggested);
    expect(kept.minimumSize).toBe(3);
    // Six consumers, four alike and two apart: no split leaves three in each segment.
    const six = [
      [1, 5, 9],
      [1, 5, 8],
      [2, 5, 9],
      [1, 6, 9],
      [9, 5, 1],
      [8, 5, 2],
    ];
    expect(consumerSegments(six, smallestSegment(six.length))).toEqual({
      insufficient: 'no split into segments of at least 3 consumers',
    });
  });

  it("tests the product effect in a complete consumers × products table as R's anova(lm(value ~ block + product))", () => {
    const test = completeBlockAnova(r.ward.consumers);
    if ('insufficient' in test) throw new Error(test.insufficient);
    expect([test.df1, test.df2]).toEqual([r.ward.productTest.df1, r.ward.productTest.df2]);
    expectAgrees(test.F, r.ward.productTest.F);
    expectAgrees(test.pValue, r.ward.productTest.pValue);
  });

  it.each(['vector', 'circular', 'quadratic'] as const)(
    "the %s preference map equals the share of R's lm predictions above each consumer's mean",
    (model) => {
      const surface = preferenceSurface(r.preference.positions, r.preference.liking, model);
      if ('insufficient' in surface) throw new Error(surface.insufficient);
      surface.x.forEach((x, i) => expectAgrees(x, r.preference.x[i]!));
      surface.y.forEach((y, i) => expectAgrees(y, r.preference.y[i]!));
      surface.above.forEach((row, i) => row.forEach((share, j) => expectAgrees(share, r.preference[model][i]![j]!)));
      expect(surface.consumers).toBe(r.preference.liking.length - 1);
    },
  );
});

describe('maps on data too small', () => {
  it('say why instead of giving NaN', () => {
    expect(
      principalComponents([
        [1, 2],
        [3, 4],
      ]),
    ).toEqual({ insufficient: 'fewer than three products' });
    expect(principalComponents([[1], [2], [3]])).toEqual({ insufficient: 'fewer than two variables' });
    expect(
      principalComponents([
        [1, 2],
        [1, 4],
        [1, 5],
      ]),
    ).toEqual({ insufficient: 'a variable has no variance' });
    expect(
      correspondenceAnalysis([
        [1, 0],
        [2, 0],
        [3, 0],
      ]),
    ).toEqual({ insufficient: 'a term cited by nobody' });
    expect(
      consumerSegments([
        [1, 2],
        [3, 4],
      ]),
    ).toEqual({ insufficient: 'fewer than three consumers' });
    expect(
      preferenceSurface(
        [
          [0, 0],
          [1, 1],
          [2, 0],
          [1, 2],
        ],
        [[1, 2, 3, 4]],
        'quadratic',
      ),
    ).toHaveProperty('insufficient');
  });
});
