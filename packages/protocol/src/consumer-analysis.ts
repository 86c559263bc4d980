import { z } from 'zod';

/**
 * The consumer-test figures of a publication's analysis (docs/analysis.md): the CATA pairwise
 * comparisons and mean impact, and the test of a JAR penalty's drop. Each figure the data
 * cannot give is `{ insufficient }` instead.
 */
const insufficient = z.object({ insufficient: z.string() });

/** Student's two-sample t-test (pooled variance): the first group's mean minus the second's. */
export const twoSampleTest = z.object({ difference: z.number(), t: z.number(), df: z.number(), pValue: z.number() });

/** A CATA term's products two by two: McNemar's exact test, Bonferroni-adjusted, and letter groups. */
export const cataPairwise = z.object({
  proportions: z.record(z.string(), z.number()),
  pairs: z.array(
    z.object({
      first: z.string(),
      second: z.string(),
      firstOnly: z.number(),
      secondOnly: z.number(),
      pValue: z.number(),
      adjustedPValue: z.number(),
    }),
  ),
  groups: z.record(z.string(), z.string()),
});
export type CataPairwiseView = z.infer<typeof cataPairwise>;

/** A CATA term's mean impact on liking: the mean where checked minus where not, and its t-test. */
export const meanImpact = z.object({
  meanChecked: z.number(),
  meanNotChecked: z.number(),
  nChecked: z.number(),
  nNotChecked: z.number(),
  impact: z.number(),
  test: z.union([insufficient, twoSampleTest]),
});
export type MeanImpactView = z.infer<typeof meanImpact>;
