export * from './insufficient.ts';
export * from './distributions.ts';
export * from './binomial-test.ts';
export * from './critical-correct.ts';
export * from './psychometric.ts';
export * from './thurstonian-d-prime.ts';
export * from './proportion-distinguishers.ts';
export * from './discrimination-test.ts';
export * from './invert.ts';
export * from './discrim.ts';
export * from './discrimination-power.ts';
export * from './discrimination-sample-size.ts';
export * from './same-different.ts';
export * from './a-not-a.ts';
export * from './beta-binomial.ts';
export * from './two-ac.ts';
export * from './degree-of-difference.ts';
export * from './paired-preference.ts';
export * from './friedman.ts';
export * from './durbin.ts';
export * from './rank-sum-lsd.ts';
export * from './descriptives.ts';
export * from './median.ts';
export * from './sequential-anova.ts';
export * from './product-judge-anova.ts';
export * from './complete-block-anova.ts';
export * from './intra-block-anova.ts';
export * from './tukey-hsd.ts';
export * from './multivariate-t.ts';
export * from './dunnett.ts';
export * from './interval-censored-fit.ts';
export * from './shelf-life.ts';
export * from './rejection-curve.ts';
export {
  type IndexRange,
  type ChartPoint,
  type ShewhartChart,
  type WesternElectricRules,
  type CentredChart,
} from './shewhart-chart.ts';
export * from './individuals-chart.ts';
export * from './xbar-chart.ts';
export * from './letter-groups.ts';
export * from './pearson-correlation.ts';
export * from './panel-performance.ts';
export * from './eggshell.ts';
export * from './mixed-assessor-model.ts';
export * from './jar-penalty.ts';
export * from './cochran-q.ts';
export * from './cata-pairwise.ts';
export * from './cata-mean-impact.ts';
export * from './two-sample-t.ts';
export * from './temporal.ts';
export * from './rata.ts';
export * from './one-sample-t.ts';
export * from './ideal-profile.ts';
export * from './maps/index.ts';
