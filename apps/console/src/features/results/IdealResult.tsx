import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { IdealFiguresView } from '@palate/protocol';
import type { QuestionnaireLabels } from './labels.ts';
import { NotEnough } from './NotEnough.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { NumbersTable } from './NumbersTable.tsx';

/**
 * An ideal scale: each product's mean against the judges' mean ideal (a dashed line) on the
 * scale's range, then the figures: mean, how far from the ideal, and the paired t-test of
 * each judge's score minus their own ideal.
 */
export function IdealResult({
  ideal,
  range,
  labels,
  format,
}: {
  ideal: IdealFiguresView;
  range: { min: number; max: number };
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  if ('insufficient' in ideal) return <NotEnough reason={ideal.insufficient} />;
  const rows = Object.entries(ideal.byProduct).map(([product, f]) => ({
    product: labels.product(product),
    colour: labels.colour(product),
    ...f,
  }));
  // Means as the scale's own figures show them (spec section 9's rounding by range).
  const onScale = (value: number) => format.onScale(value, range.max - range.min);
  const caption = t('results.idealChart', { ideal: onScale(ideal.meanIdeal) });
  return (
    <>
      <PlotFigure
        description={caption}
        draw={(width) =>
          Plot.plot({
            className: 'pl-results-plot',
            width,
            height: 60 + rows.length * 34,
            marginLeft: 120,
            x: { label: t('results.mean'), domain: [range.min, range.max], grid: true },
            y: { label: null, domain: rows.map((row) => row.product) },
            marks: [
              Plot.ruleX([ideal.meanIdeal], { stroke: '#202124', strokeDasharray: '6,4', strokeWidth: 2 }),
              Plot.ruleY(rows, { x1: ideal.meanIdeal, x2: 'mean', y: 'product', stroke: 'colour', strokeWidth: 3 }),
              Plot.dot(rows, { x: 'mean', y: 'product', fill: 'colour', r: 7 }),
              Plot.text([ideal.meanIdeal], {
                x: (value: number) => value,
                frameAnchor: 'top',
                text: () => t('results.idealMark'),
                dy: -4,
                fontSize: 12,
              }),
            ],
          })
        }
      />
      <NumbersTable caption={t('results.idealTable')}>
        <thead>
          <tr>
            <th scope="col">{t('results.product')}</th>
            <th scope="col">{t('results.mean')}</th>
            <th scope="col">{t('results.idealDifference')}</th>
            <th scope="col">{t('results.idealT')}</th>
            <th scope="col">{t('results.df')}</th>
            <th scope="col">{t('results.pValue')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('results.idealMark')}</th>
            <td>{onScale(ideal.meanIdeal)}</td>
            <td colSpan={4}>{t('results.idealJudges', { count: ideal.judges })}</td>
          </tr>
          {rows.map((row) => (
            <tr key={row.product}>
              <th scope="row">{row.product}</th>
              <td>{onScale(row.mean)}</td>
              <td>{onScale(row.difference)}</td>
              {'insufficient' in row.test ? (
                <td colSpan={3}>{t('results.notEnough')}</td>
              ) : (
                <>
                  <td>{format.statistic(row.test.t)}</td>
                  <td>{row.test.df}</td>
                  <td>{format.p(row.test.pValue)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </NumbersTable>
    </>
  );
}
