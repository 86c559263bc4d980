import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { QuestionAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from './labels.ts';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { productAxis } from './productAxis.ts';
import { NumbersTable } from './NumbersTable.tsx';

type ChoiceAnalysis = Extract<QuestionAnalysisView, { kind: 'multiple' | 'single' }>;

/** A choice or CATA question: each term's count per product as a heat map, and Cochran's Q per CATA term. */
export function ChoiceResult({
  analysis,
  labels,
  format,
}: {
  analysis: ChoiceAnalysis;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const term = (choice: string) => labels.choice(analysis.page, analysis.control, choice);
  const cells = Object.entries(analysis.counts).flatMap(([product, counts]) =>
    Object.entries(counts).map(([choice, count]) => ({ product: labels.product(product), term: term(choice), count })),
  );
  const products = Object.keys(analysis.counts).map((product) => labels.product(product));
  // Terms in the questionnaire's order, as the judges met them.
  const terms = Object.keys(Object.values(analysis.counts)[0] ?? {}).map(term);
  const cochran = Object.entries(analysis.cochranQ ?? {});
  return (
    <>
      <PlotFigure
        description={t('results.counts')}
        draw={(width) => {
          const axis = productAxis(width, products);
          return Plot.plot({
            className: 'pl-results-plot',
            width,
            marginLeft: 140,
            marginBottom: axis.marginBottom,
            padding: 0.05,
            x: axis.scale,
            y: { label: null, domain: terms },
            color: { scheme: 'blues' },
            marks: [
              Plot.cell(cells, { x: 'product', y: 'term', fill: 'count' }),
              Plot.text(cells, {
                x: 'product',
                y: 'term',
                text: 'count',
                fontSize: 13,
                fill: (d: (typeof cells)[number]) =>
                  d.count > Math.max(...cells.map((cell) => cell.count)) / 2 ? 'white' : 'black',
              }),
            ],
          });
        }}
      />
      {cochran.length > 0 && (
        <NumbersTable caption={t('results.cochran')}>
          <thead>
            <tr>
              <th scope="col">{t('results.choiceTerm')}</th>
              <th scope="col">Q</th>
              <th scope="col">{t('results.df')}</th>
              <th scope="col">{t('results.pValue')}</th>
            </tr>
          </thead>
          <tbody>
            {cochran.map(([choice, test]) => (
              <tr key={choice}>
                <th scope="row">{term(choice)}</th>
                {'insufficient' in test ? (
                  <td colSpan={3}>{t('results.notEnough')}</td>
                ) : (
                  <>
                    <td>{format.statistic(test.statistic)}</td>
                    <td>{test.df}</td>
                    <td>{format.p(test.pValue)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </NumbersTable>
      )}
    </>
  );
}
