import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import { CHART_BASE_COLOURS } from '@palate/engine';
import type { PublicationAnalysisView } from '@palate/protocol';
import { rejectionCurve, type LifeDistribution as LifeModel } from '@palate/stats';
import { NotEnough } from '../NotEnough.tsx';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { NumbersTable } from '../NumbersTable.tsx';

type ShelfLifeFigures = NonNullable<PublicationAnalysisView['shelfLife']>;
type ShelfLife = Exclude<ShelfLifeFigures, { insufficient: string }>;
type Model = Exclude<ShelfLife['models'][LifeModel], { insufficient: string }>;

const MODELS: readonly LifeModel[] = ['weibull', 'lognormal'];
const SHARES = ['25', '50'] as const;
/** Storage times are whole days: one decimal says enough of a time and its interval. */
const DAY_DECIMALS = 1;

/**
 * A shelf-life study's survival analysis: who is in the models and how each is censored,
 * the share of consumers rejecting the product against storage time by both models with
 * the 25 % and 50 % rejection times and their intervals, and the models' figures.
 */
export function ShelfLifeSection({
  shelfLife,
  storageTimes,
  format,
}: {
  shelfLife: ShelfLifeFigures;
  /** The questionnaire's storage times in days: the chart's ticks. */
  storageTimes: number[];
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  return (
    <section className="pl-console-card pl-results-question" aria-labelledby="pl-shelf-life-title">
      <h2 id="pl-shelf-life-title">{t('quality.shelfLife')}</h2>
      <p className="pl-console-help">{t('quality.shelfLifeHelp')}</p>
      {'insufficient' in shelfLife ? (
        <NotEnough reason={shelfLife.insufficient} />
      ) : (
        <ShelfLifeBody shelfLife={shelfLife} storageTimes={storageTimes} format={format} />
      )}
    </section>
  );
}

function ShelfLifeBody({
  shelfLife,
  storageTimes,
  format,
}: {
  shelfLife: ShelfLife;
  storageTimes: number[];
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const days = (value: number) => format.fixed(value, DAY_DECIMALS);
  const fitted = MODELS.flatMap((model) => {
    const fit = shelfLife.models[model];
    return 'insufficient' in fit ? [] : [{ model, fit }];
  });
  const counts = [
    ['inModels', shelfLife.consumers],
    ['leftCensored', shelfLife.censoring.left],
    ['intervalCensored', shelfLife.censoring.interval],
    ['rightCensored', shelfLife.censoring.right],
    ['rejectedFresh', shelfLife.rejectedFresh],
    ['nonMonotone', shelfLife.nonMonotone],
  ] as const;
  return (
    <>
      <NumbersTable caption={t('quality.consumers')}>
        <tbody>
          {counts.map(([key, count]) => (
            <tr key={key}>
              <th scope="row">{t(`quality.${key}`)}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </NumbersTable>
      {fitted.length > 0 && <RejectionChart fitted={fitted} storageTimes={storageTimes} />}
      <NumbersTable caption={t('quality.rejectionTimes')}>
        <thead>
          <tr>
            <th scope="col">{t('quality.model')}</th>
            {SHARES.map((share) => (
              <th scope="col" key={share}>
                {t(`quality.share${share}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MODELS.map((model) => {
            const fit = shelfLife.models[model];
            return (
              <tr key={model}>
                <th scope="row">{t(`quality.${model}`)}</th>
                {'insufficient' in fit ? (
                  <td colSpan={SHARES.length}>
                    <NotEnough reason={fit.insufficient} />
                  </td>
                ) : (
                  SHARES.map((share) => (
                    <td key={share}>
                      {t('quality.timeWithInterval', {
                        time: days(fit.rejection[share].time),
                        lower: days(fit.rejection[share].lower),
                        upper: days(fit.rejection[share].upper),
                      })}
                    </td>
                  ))
                )}
              </tr>
            );
          })}
        </tbody>
      </NumbersTable>
      {fitted.length > 0 && (
        <NumbersTable caption={t('quality.fits')}>
          <thead>
            <tr>
              <th scope="col">{t('quality.model')}</th>
              <th scope="col">{t('quality.location')}</th>
              <th scope="col">{t('quality.scale')}</th>
              <th scope="col">{t('quality.logLik')}</th>
            </tr>
          </thead>
          <tbody>
            {fitted.map(({ model, fit }) => (
              <tr key={model}>
                <th scope="row">{t(`quality.${model}`)}</th>
                <td>{format.fixed(fit.location, 3)}</td>
                <td>{format.fixed(fit.scale, 3)}</td>
                <td>{format.statistic(fit.logLik)}</td>
              </tr>
            ))}
          </tbody>
        </NumbersTable>
      )}
    </>
  );
}

/** Each model's share of consumers rejecting against storage time, with its 25 % and 50 % times and their intervals. */
function RejectionChart({
  fitted,
  storageTimes,
}: {
  fitted: { model: LifeModel; fit: Model }[];
  storageTimes: number[];
}) {
  const { t } = useTranslation();
  const name = (model: LifeModel) => t(`quality.${model}`);
  const longest = Math.max(...storageTimes, ...fitted.map(({ fit }) => fit.rejection['50'].time));
  const until = longest * 1.1;
  const curves = fitted.flatMap(({ model, fit }) =>
    rejectionCurve(model, fit, until).map((point) => ({ ...point, model: name(model) })),
  );
  // Each model's two times, its intervals drawn a little above or below the other model's.
  const timesOf = fitted.map(({ model, fit }, index) => ({
    offset: index === 0 ? -4 : 4,
    times: SHARES.map((share) => ({ model: name(model), percent: Number(share), ...fit.rejection[share] })),
  }));
  return (
    <PlotFigure
      description={t('quality.curve')}
      draw={(width) =>
        Plot.plot({
          className: 'pl-results-plot',
          width,
          clip: true,
          marginBottom: 44,
          x: {
            domain: [0, until],
            label: t('quality.days'),
            labelAnchor: 'center',
            labelOffset: 40,
            ticks: storageTimes,
          },
          y: { domain: [0, 100], grid: true, label: t('quality.rejecting') },
          color: {
            domain: MODELS.map(name),
            range: [CHART_BASE_COLOURS[0], CHART_BASE_COLOURS[3]],
            legend: true,
          },
          marks: [
            Plot.ruleY(SHARES.map(Number), { strokeDasharray: '3 3', strokeOpacity: 0.5 }),
            Plot.line(curves, { x: 'days', y: 'percent', stroke: 'model', strokeWidth: 2 }),
            ...timesOf.flatMap(({ offset, times }) => [
              Plot.ruleY(times, {
                y: 'percent',
                x1: 'lower',
                x2: 'upper',
                stroke: 'model',
                strokeWidth: 2,
                dy: offset,
              }),
              Plot.dot(times, { x: 'time', y: 'percent', fill: 'model', r: 4, dy: offset }),
            ]),
          ],
        })
      }
    />
  );
}
