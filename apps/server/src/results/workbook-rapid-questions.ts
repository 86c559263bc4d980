import { isInsufficient } from '@palate/stats';
import type { IdealFigures, RataFigures } from './rapid-questions.ts';

type Cell = string | number | null;

/** A RATA question's sheet: per term, each product's mean intensity (unchecked = 0) and frequency, then the term's ANOVA. */
export function rataRows(rata: RataFigures): Cell[][] {
  return Object.entries(rata).flatMap(([term, figures]): Cell[][] => [
    ['term', term],
    ['product', 'mean intensity (unchecked = 0)', 'frequency (checked)', 'answers'],
    ...Object.entries(figures.byProduct).map(([product, f]) => [product, f.mean, f.frequency, f.n]),
    ...(isInsufficient(figures.anova)
      ? [['not enough data', figures.anova.insufficient]]
      : [
          ['source', 'df', 'sum sq', 'mean sq', 'F', 'p-value'],
          ...figures.anova.map((a) => [a.term, a.df, a.sumSq, a.meanSq, a.F, a.pValue]),
        ]),
    ...(figures.productTest
      ? [
          [
            `product against ${figures.productTest.errorTerm}`,
            'F',
            figures.productTest.F,
            'df',
            figures.productTest.df1,
            figures.productTest.df2,
            'p-value',
            figures.productTest.pValue,
          ],
        ]
      : []),
    [],
  ]);
}

/** An ideal scale's sheet: the mean ideal, then each product's mean, its difference and the paired t-test. */
export function idealRows(ideal: IdealFigures): Cell[][] {
  if (isInsufficient(ideal)) return [['not enough data', ideal.insufficient]];
  return [
    ['mean ideal', ideal.meanIdeal],
    ['judges with an ideal', ideal.judges],
    [],
    ['product', 'mean', 'mean − ideal', 'paired mean difference', 't', 'df', 'p-value (two-sided)', 'judges'],
    ...Object.entries(ideal.byProduct).map(([product, f]): Cell[] =>
      isInsufficient(f.test)
        ? [product, f.mean, f.difference, f.test.insufficient]
        : [product, f.mean, f.difference, f.test.meanDifference, f.test.t, f.test.df, f.test.pValue, f.test.n],
    ),
  ];
}
