import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { TwoAcView } from '@palate/protocol';
import type { QuestionnaireLabels } from './labels.ts';
import { NotEnough } from './NotEnough.tsx';
import { ALPHA, TestVerdict } from './TestVerdict.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { NumbersTable } from './NumbersTable.tsx';

/**
 * A 2-AC test: how many answers judged each product the more intense or found no
 * difference, then τ, d′ (positive towards the second product) and the two-sided
 * likelihood-root p as sensR's twoAC.
 */
export function TwoAcResult({
  counts,
  labels,
  format,
}: {
  counts: TwoAcView;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const { products, preferA, noDifference, preferB, estimates } = counts;
  const [first, second] = products.map((product) => labels.product(product)) as [string, string];
  const bars = [
    { label: t('results.moreIntense', { product: first }), count: preferA, colour: labels.colour(products[0]) },
    { label: t('results.noDifference'), count: noDifference, colour: 'var(--pl-console-muted)' },
    { label: t('results.moreIntense', { product: second }), count: preferB, colour: labels.colour(products[1]) },
  ];
  const standardError = (value: number | null) => (value === null ? '–' : format.statistic(value));
  return (
    <>
      <NumbersTable caption={t('results.twoAcTable')} className="pl-results-two-ac">
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </NumbersTable>
      {'insufficient' in estimates ? (
        <NotEnough reason={estimates.insufficient} />
      ) : (
        <>
          <TestVerdict
            statement={t('results.pLikelihoodTwoSided', { p: format.pStatement(estimates.pValue) })}
            differs={estimates.pValue < ALPHA}
            difference={t('results.moreIntenseShown', { product: preferB > preferA ? second : first })}
          />
          <p>
            {estimates.dPrime === null
              ? t('results.twoAcDPrimeInfinite')
              : t('results.dPrime', { d: format.statistic(estimates.dPrime), se: standardError(estimates.dPrimeSE) })}
          </p>
          {estimates.tau !== null && (
            <p>{t('results.twoAcTau', { tau: format.statistic(estimates.tau), se: standardError(estimates.tauSE) })}</p>
          )}
        </>
      )}
      <PlotFigure
        description={t('results.chartTwoAc')}
        draw={(width) =>
          Plot.plot({
            className: 'pl-results-plot',
            width,
            height: 130,
            marginLeft: 160,
            x: { label: null, grid: true },
            y: { label: null, domain: bars.map((bar) => bar.label) },
            marks: [Plot.barX(bars, { y: 'label', x: 'count', fill: 'colour' }), Plot.ruleX([0])],
          })
        }
      />
    </>
  );
}
