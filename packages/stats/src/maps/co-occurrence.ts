/**
 * The co-occurrence (similarity) matrix of a free sorting: `sortings[judge][product]` is the
 * group label the judge gave the product; entry (i, k) counts the judges who put products i
 * and k in the same group, so the diagonal is the number of judges. It is ZZᵀ of the
 * indicator matrix Z of the products × judges table, the matrix DISTATIS and MDS start from
 * (Abdi et al. 2007; as R's Reduce(`+`, lapply(sortings, function(g) outer(g, g, "==")))).
 */
export function coOccurrence(sortings: string[][]): number[][] {
  const products = sortings[0]?.length ?? 0;
  if (sortings.some((sorting) => sorting.length !== products))
    throw new Error('every sorting must give a group to every product');
  const counts = Array.from({ length: products }, () => new Array<number>(products).fill(0));
  for (const sorting of sortings) {
    for (let i = 0; i < products; i++) {
      const row = counts[i] as number[];
      for (let k = 0; k < products; k++) if (sorting[i] === sorting[k]) row[k] = (row[k] as number) + 1;
    }
  }
  return counts;
}
