import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { QuestionAnalysisView } from '@palate/protocol';
import { chartColour } from '@palate/engine';
import type { QuestionnaireLabels } from './labels.ts';
import { NotEnough } from './NotEnough.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { NumbersTable } from './NumbersTable.tsx';

type TimelineAnalysis = Extract<QuestionAnalysisView, { kind: 'tds' | 'tcata' }>;
type TimeIntensityAnalysis = Extract<QuestionAnalysisView, { kind: 'ti' }>;

/**
 * TDS: per product, each attribute's dominance rate over standardised time, with the
 * chance and significance levels (Pineau et al. 2009); TCATA: each attribute's citation
 * proportion over seconds. One chart per product, attributes in the palette's colours.
 */
export function AttributeTimelineResult({
  analysis,
  labels,
  format,
}: {
  analysis: TimelineAnalysis;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const attribute = (id: string) => labels.choice(analysis.page, analysis.control, id);
  const entries = Object.entries(analysis.byProduct);
  if (entries.length === 0) return <p>{t('results.empty')}</p>;
  return (
    <>
      {entries.map(([product, curves]) => (
        <div key={product} className="pl-results-temporal-product">
          <h3>{labels.product(product)}</h3>
          {'insufficient' in curves ? (
            <NotEnough reason={curves.insufficient} />
          ) : (
            <>
              {curves.chance !== undefined && curves.significance !== undefined && (
                <p className="pl-console-help">
                  {t('results.tdsLevels', {
                    n: curves.evaluations,
                    chance: format.statistic(curves.chance),
                    significance: format.statistic(curves.significance),
                  })}
                </p>
              )}
              <PlotFigure
                description={t(analysis.kind === 'tds' ? 'results.tdsCurves' : 'results.tcataCurves', {
                  product: labels.product(product),
                  n: curves.evaluations,
                })}
                draw={(width) => {
                  const points = curves.curves.flatMap((curve) =>
                    curve.proportions.map((proportion, index) => ({
                      attribute: attribute(curve.attribute),
                      time: curves.times[index] as number,
                      proportion,
                    })),
                  );
                  const levels = [curves.chance, curves.significance].filter((v): v is number => v !== undefined);
                  return Plot.plot({
                    className: 'pl-results-plot',
                    width,
                    x: { label: t(analysis.kind === 'tds' ? 'results.standardisedTime' : 'results.seconds') },
                    y: {
                      label: t(analysis.kind === 'tds' ? 'results.dominanceRate' : 'results.citationRate'),
                      domain: [0, 1],
                      grid: true,
                    },
                    color: {
                      legend: true,
                      domain: curves.curves.map((curve) => attribute(curve.attribute)),
                      range: curves.curves.map((_, index) => chartColour(index)),
                    },
                    marks: [
                      Plot.ruleY(levels, { strokeDasharray: '4 3', stroke: 'currentColor' }),
                      Plot.line(points, { x: 'time', y: 'proportion', stroke: 'attribute', strokeWidth: 2 }),
                    ],
                  });
                }}
              />
            </>
          )}
        </div>
      ))}
    </>
  );
}

const PARAMETERS = ['imax', 'tmax', 'area', 'duration', 'plateau'] as const;

/** Time-intensity: the curve parameters per product, each judge's and their means. */
export function TimeIntensityResult({
  analysis,
  labels,
  format,
}: {
  analysis: TimeIntensityAnalysis;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(analysis.byProduct);
  if (entries.length === 0) return <p>{t('results.empty')}</p>;
  return (
    <NumbersTable caption={t('results.tiParameters')}>
      <thead>
        <tr>
          <th scope="col">{t('results.product')}</th>
          <th scope="col">{t('results.evaluations')}</th>
          {PARAMETERS.map((name) => (
            <th key={name} scope="col">
              {t(`results.ti.${name}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map(([product, figures]) => (
          <tr key={product}>
            <th scope="row">{labels.product(product)}</th>
            <td>{figures.judges.length}</td>
            {PARAMETERS.map((name) => {
              const mean = figures.means[name];
              return (
                <td key={name}>
                  {'insufficient' in mean
                    ? '–'
                    : `${format.statistic(mean.mean)}${mean.sd === null ? '' : ` (${format.statistic(mean.sd)})`}`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </NumbersTable>
  );
}
