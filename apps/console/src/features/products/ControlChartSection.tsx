import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import { CHART_BASE_COLOURS } from '@palate/engine';
import type { ProductControlChartView } from '@palate/protocol';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { numberFormat } from '../../lib/numbers.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';

type Chart = NonNullable<ProductControlChartView['chart']>;
type Judged = NonNullable<ProductControlChartView['movingRange']>;

/** A batch out of control is drawn in this red, one the eye tells from the line's colour. */
const OUT_COLOUR = '#c0392b';

/** The indices a chart flags: beyond its limits or caught by a Western Electric rule. */
function flaggedOf(chart: Chart): Set<number> {
  const rules = chart.westernElectric;
  return new Set([
    ...chart.beyondLimits,
    ...rules.twoOfThreeBeyond2Sigma,
    ...rules.fourOfFiveBeyond1Sigma,
    ...rules.eightOnOneSide,
  ]);
}

/** A product's control chart (acc/products/chart): the question and the baseline the leader picks, the batches out. */
export function ControlChartSection({ productId, onSignedOut }: { productId: string; onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const [control, setControl] = useState<string | undefined>(undefined);
  const [baseline, setBaseline] = useState<{ start: number; end: number } | undefined>(undefined);
  const { data, failure } = useLeaderCall(
    'acc/products/chart',
    { id: productId, ...(control === undefined ? {} : { control }), ...(baseline ? { baseline } : {}) },
    onSignedOut,
  );
  const format = numberFormat(i18n.language);
  const lots = data?.batches.map((batch) => batch.lot) ?? [];
  const question = data?.questions.find((one) => one.control === data.control);
  return (
    <section className="pl-console-card" aria-labelledby="pl-product-chart">
      <h2 id="pl-product-chart">{t('products.chart')}</h2>
      <p className="pl-console-help">{t('products.chartHelp')}</p>
      <FailureNote failure={failure} />
      {data && data.questions.length === 0 && <p>{t('products.noQuestion')}</p>}
      {data && data.questions.length > 0 && (
        <>
          <div className="pl-console-actions">
            <label className="pl-console-select-field">
              <span>{t('products.question')}</span>
              <select
                value={data.control ?? ''}
                onChange={(event) => {
                  setControl(event.currentTarget.value);
                  setBaseline(undefined);
                }}
              >
                {data.questions.map((one) => (
                  <option key={one.control} value={one.control}>
                    {one.label}
                  </option>
                ))}
              </select>
            </label>
            {lots.length > 1 && (
              <>
                <label className="pl-console-select-field">
                  <span>{t('products.baselineFrom')}</span>
                  <select
                    value={data.baseline.start}
                    onChange={(event) => {
                      const start = Number(event.currentTarget.value);
                      setBaseline({ start, end: Math.max(start + 1, data.baseline.end) });
                    }}
                  >
                    {lots.map((lot, index) => (
                      <option key={lot} value={index}>
                        {lot}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="pl-console-select-field">
                  <span>{t('products.baselineTo')}</span>
                  <select
                    value={data.baseline.end - 1}
                    onChange={(event) => {
                      const end = Number(event.currentTarget.value) + 1;
                      setBaseline({ start: Math.min(data.baseline.start, end - 1), end });
                    }}
                  >
                    {lots.map((lot, index) => (
                      <option key={lot} value={index}>
                        {lot}
                      </option>
                    ))}
                  </select>
                </label>
              </>
            )}
          </div>
          {data.chart === null ? (
            <p>{t('products.notEnough', { reason: data.insufficient ?? '' })}</p>
          ) : (
            <>
              <ShewhartFigure
                lots={lots}
                chart={data.chart}
                flagged={flaggedOf(data.chart)}
                description={t('products.chartDescription', {
                  kind: t(data.kind === 'xbar' ? 'products.xbar' : 'products.individuals'),
                  question: question?.label ?? '',
                  count: lots.length,
                })}
                label={t('products.mean')}
              />
              {data.movingRange && (
                <ShewhartFigure
                  lots={lots.slice(1)}
                  chart={data.movingRange}
                  flagged={new Set(data.movingRange.beyondLimits)}
                  description={t('products.movingRangeDescription')}
                  label={t('products.chart')}
                />
              )}
              <h3>{t('products.outTitle')}</h3>
              {data.out.length === 0 ? (
                <p className="pl-console-success">{t('products.allIn')}</p>
              ) : (
                <ul className="pl-console-faults">
                  {data.out.map((batch) => (
                    <li key={batch.lot}>
                      {t('products.out', {
                        lot: batch.lot,
                        reasons: batch.reasons
                          .map((reason) => t(`products.${reason}` as 'products.beyondLimits'))
                          .join(', '),
                      })}
                    </li>
                  ))}
                </ul>
              )}
              <TableScroll label={t('products.chartTable')}>
                <table className="pl-console-table pl-results-numbers">
                  <caption>{t('products.chartTable')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('products.lot')}</th>
                      <th scope="col">{t('products.scores')}</th>
                      <th scope="col">{t('products.mean')}</th>
                      <th scope="col">{t('products.limits')}</th>
                      <th scope="col">{t('products.inControl')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.batches.map((batch, index) => {
                      const point = data.chart?.points[index];
                      const out = data.chart !== null && flaggedOf(data.chart).has(index);
                      return (
                        <tr key={batch.id}>
                          <th scope="row">{batch.lot}</th>
                          <td>{batch.scores}</td>
                          <td>{format.statistic(batch.mean)}</td>
                          <td>{point ? `${format.statistic(point.lower)} – ${format.statistic(point.upper)}` : ''}</td>
                          <td>{out ? t('products.outOfControl') : t('products.inControl')}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </TableScroll>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** One Shewhart chart drawn by Observable Plot: the points in time order, the centre line, each point's limits, flagged points in red. */
function ShewhartFigure({
  lots,
  chart,
  flagged,
  description,
  label,
}: {
  lots: string[];
  chart: Chart | Judged;
  flagged: Set<number>;
  description: string;
  label: string;
}) {
  const points = chart.points.map((point, index) => ({
    ...point,
    lot: lots[index] ?? String(index + 1),
    out: flagged.has(index),
  }));
  return (
    <PlotFigure
      description={description}
      draw={(width) =>
        Plot.plot({
          className: 'pl-results-plot',
          width,
          marginBottom: 44,
          x: { type: 'point', domain: points.map((point) => point.lot), label: null, tickRotate: -30 },
          y: { grid: true, label },
          marks: [
            Plot.ruleY([chart.centre], { stroke: CHART_BASE_COLOURS[1] }),
            Plot.line(points, { x: 'lot', y: 'upper', curve: 'step', strokeDasharray: '4 3' }),
            Plot.line(points, { x: 'lot', y: 'lower', curve: 'step', strokeDasharray: '4 3' }),
            Plot.line(points, { x: 'lot', y: 'value', stroke: CHART_BASE_COLOURS[0], strokeWidth: 2 }),
            Plot.dot(points, {
              x: 'lot',
              y: 'value',
              r: 4,
              fill: (point: { out: boolean }) => (point.out ? OUT_COLOUR : CHART_BASE_COLOURS[0]),
            }),
          ],
        })
      }
    />
  );
}
