import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { PreferenceView } from '@palate/protocol';
import type { QuestionnaireLabels } from './labels.ts';
import { NotEnough } from './NotEnough.tsx';
import { ALPHA, TestVerdict } from './TestVerdict.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';

/** A paired preference: each product's judges, "no preference" apart, and the two-sided binomial test. */
export function PreferenceResult({
  preference,
  labels,
  format,
}: {
  preference: PreferenceView;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const { products, first, second, noPreference, test } = preference;
  const bars = [
    { label: labels.product(products[0]), count: first, colour: labels.colour(products[0]) },
    { label: labels.product(products[1]), count: second, colour: labels.colour(products[1]) },
    { label: t('results.noPreference'), count: noPreference, colour: 'var(--pl-console-muted)' },
  ];
  return (
    <>
      <p className="pl-results-headline">
        {t('results.preferred', { product: bars[0]?.label, count: first })}
        {' · '}
        {t('results.preferred', { product: bars[1]?.label, count: second })}
        {' · '}
        {t('results.noPreferenceCount', { count: noPreference })}
      </p>
      {'insufficient' in test ? (
        <NotEnough reason={test.insufficient} />
      ) : (
        <TestVerdict
          statement={t('results.pTwoSided', { p: format.pStatement(test.pValue), n: test.n })}
          headline={false}
          differs={test.pValue < ALPHA}
          difference={t('results.preferenceShown', {
            product: (test.proportionFirst > 0.5 ? bars[0] : bars[1])?.label,
          })}
          noDifference={t('results.noPreferenceShown')}
        />
      )}
      <PlotFigure
        description={t('results.chartPreference')}
        draw={(width) =>
          Plot.plot({
            className: 'pl-results-plot',
            width,
            height: 130,
            marginLeft: 140,
            x: { label: null, grid: true },
            y: { label: null, domain: bars.map((bar) => bar.label) },
            marks: [Plot.barX(bars, { y: 'label', x: 'count', fill: 'colour' }), Plot.ruleX([0])],
          })
        }
      />
    </>
  );
}
