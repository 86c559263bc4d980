import { Matrix, SingularValueDecomposition } from 'ml-matrix';

export interface WeightedSvd {
  /** Singular values, decreasing: the square roots of the eigenvalues. */
  values: number[];
  /** Left vectors (rows × dimensions), orthonormal in the row weights' metric. */
  left: number[][];
  /** Right vectors (columns × dimensions), orthonormal in the column weights' metric. */
  right: number[][];
}

/**
 * The singular value decomposition of a table in the metrics of its row and column
 * weights, FactoMineR's `svd.triplet`: X = U diag(values) Vᵀ with Uᵀ Dr U = I and
 * Vᵀ Dc V = I. It is the ordinary SVD of Dr^½ X Dc^½, taken back to the weights. Keeps
 * the first `dimensions` triplets; each dimension's sign is set so that the row with the
 * largest absolute coordinate is positive (the sign of a factorial axis is arbitrary, and
 * a stable one keeps maps from flipping between two analyses of the same data).
 */
export function weightedSvd(
  table: number[][],
  rowWeights: number[],
  columnWeights: number[],
  dimensions: number,
): WeightedSvd {
  const rowRoots = rowWeights.map(Math.sqrt);
  const columnRoots = columnWeights.map(Math.sqrt);
  const scaled = new Matrix(
    table.map((row, i) => row.map((x, j) => x * (rowRoots[i] as number) * (columnRoots[j] as number))),
  );
  const svd = new SingularValueDecomposition(scaled, { autoTranspose: true });
  const u = svd.leftSingularVectors;
  const v = svd.rightSingularVectors;
  const values = svd.diagonal.slice(0, dimensions);
  const left = table.map((_, i) => values.map((_, k) => u.get(i, k) / (rowRoots[i] as number)));
  const right = columnWeights.map((_, j) => values.map((_, k) => v.get(j, k) / (columnRoots[j] as number)));
  for (let k = 0; k < values.length; k++) {
    let largest = 0;
    for (const row of left) if (Math.abs(row[k] as number) > Math.abs(largest)) largest = row[k] as number;
    if (largest < 0) {
      for (const row of [...left, ...right]) row[k] = -(row[k] as number);
    }
  }
  return { values, left, right };
}
