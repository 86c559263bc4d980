import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { RataFiguresView } from '@palate/protocol';
import type { QuestionnaireLabels } from './labels.ts';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { NumbersTable } from './NumbersTable.tsx';

/**
 * A RATA question: each term's mean intensity per product (an unchecked term counting 0) as
 * grouped bars, then the figures: mean intensity, how often checked, and the product effect
 * of the term's two-way ANOVA.
 */
export function RataResult({
  rata,
  page,
  control,
  labels,
  format,
}: {
  rata: RataFiguresView;
  page: string;
  control: string;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const term = (choice: string) => labels.choice(page, control, choice);
  const terms = Object.keys(rata);
  const products = [...new Set(Object.values(rata).flatMap((figures) => Object.keys(figures.byProduct)))];
  const bars = Object.entries(rata).flatMap(([choice, figures]) =>
    Object.entries(figures.byProduct).map(([product, f]) => ({
      term: term(choice),
      product: labels.product(product),
      colour: labels.colour(product),
      mean: f.mean,
    })),
  );
  const caption = t('results.rataChart');
  return (
    <>
      <PlotFigure
        description={caption}
        draw={(width) => {
          const longest = Math.max(0, ...bars.map((bar) => bar.mean));
          return Plot.plot({
            className: 'pl-results-plot',
            width,
            height: 40 + terms.length * (products.length * 20 + 16),
            marginLeft: 120,
            marginRight: 8,
            // Room after the longest bar for its product's name.
            x: { label: t('results.meanIntensity'), grid: true, domain: [0, Math.max(1, longest) * 1.45] },
            y: { axis: null, domain: bars.map((bar) => bar.product).filter((n, i, all) => all.indexOf(n) === i) },
            fy: { label: null, domain: terms.map(term), axis: 'left', padding: 0.3 },
            marks: [
              Plot.barX(bars, { x: 'mean', y: 'product', fy: 'term', fill: 'colour' }),
              Plot.text(bars, {
                x: 'mean',
                y: 'product',
                fy: 'term',
                text: (bar: (typeof bars)[number]) => `${bar.product} ${format.fixed(bar.mean, 2)}`,
                textAnchor: 'start',
                dx: 4,
                fontSize: 12,
              }),
              Plot.ruleX([0]),
            ],
          });
        }}
      />
      <NumbersTable caption={t('results.rataTable')}>
        <thead>
          <tr>
            <th scope="col">{t('results.choiceTerm')}</th>
            {products.map((product) => (
              <th key={product} scope="col">
                {labels.product(product)}
              </th>
            ))}
            <th scope="col">{t('results.productEffect')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(rata).map(([choice, figures]) => (
            <tr key={choice}>
              <th scope="row">{term(choice)}</th>
              {products.map((product) => {
                const f = figures.byProduct[product];
                return (
                  <td key={product}>
                    {f === undefined
                      ? ''
                      : t('results.rataCell', { mean: format.fixed(f.mean, 2), frequency: f.frequency, n: f.n })}
                  </td>
                );
              })}
              <td>{figures.productTest ? format.p(figures.productTest.pValue) : t('results.notEnough')}</td>
            </tr>
          ))}
        </tbody>
      </NumbersTable>
    </>
  );
}
