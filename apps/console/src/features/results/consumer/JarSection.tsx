import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { QuestionAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from '../labels.ts';
import { NotEnough } from '../NotEnough.tsx';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { NumbersTable } from '../NumbersTable.tsx';

type JarFigures = NonNullable<Extract<QuestionAnalysisView, { kind: 'scale' }>['jar']>;
type JarLevel = Extract<JarFigures[string], { tooLittle: unknown }>['tooLittle'];

const JAR_LEVELS = ['tooLittle', 'justRight', 'tooMuch'] as const;
const SIDES = ['tooLittle', 'tooMuch'] as const;
/** Significance level of the drops' marks. */
const ALPHA = 0.05;
/** The share of judges from which a side is worth acting on (the penalty plot's usual threshold). */
const CONCERNING_SHARE = 20;

/** Whether a side's drop in liking differs from 0 (its t-test), false where it has none. */
function dropDiffers(level: JarLevel): boolean {
  return (
    level.test !== null && level.test !== undefined && !('insufficient' in level.test) && level.test.pValue < ALPHA
  );
}

/**
 * A just-about-right scale's levels per product and, with a liking question, the penalty
 * analysis: each side's mean drop in liking with its t-test, and the penalty plot with its
 * 20 % line, each point filled where its drop is significant.
 */
export function JarSection({
  jar,
  labels,
  format,
}: {
  jar: JarFigures;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(jar);
  const penalties = entries.flatMap(([id, levels]) =>
    'insufficient' in levels
      ? []
      : SIDES.flatMap((side) => {
          const drop = levels[side].meanDrop;
          return drop === null
            ? []
            : [
                {
                  share: levels[side].proportion * 100,
                  drop,
                  colour: labels.colour(id),
                  differs: dropDiffers(levels[side]),
                  label: `${labels.product(id)} · ${t(`results.${side}`)}`,
                },
              ];
        }),
  );
  const tested = entries.some(
    ([, levels]) => !('insufficient' in levels) && SIDES.some((side) => levels[side].test != null),
  );
  const dropP = (level: JarLevel) =>
    level.test === null || level.test === undefined || 'insufficient' in level.test ? '–' : format.p(level.test.pValue);
  return (
    <>
      <NumbersTable caption={t('results.jar')}>
        <thead>
          <tr>
            <th scope="col">{t('results.product')}</th>
            {JAR_LEVELS.map((level) => (
              <th scope="col" key={level}>
                {t(`results.${level}`)}
              </th>
            ))}
            <th scope="col">{t('results.meanDrops')}</th>
            {tested && <th scope="col">{t('consumer.dropTests')}</th>}
            <th scope="col">{t('results.penalties')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([id, levels]) => (
            <tr key={id}>
              <th scope="row">{labels.product(id)}</th>
              {'insufficient' in levels ? (
                <td colSpan={tested ? 6 : 5}>
                  <NotEnough reason={levels.insufficient} />
                </td>
              ) : (
                <>
                  {JAR_LEVELS.map((level) => (
                    <td key={level}>{`${format.percent(levels[level].proportion)} %`}</td>
                  ))}
                  <td>
                    {SIDES.map((side) => levels[side].meanDrop)
                      .map((drop) => (drop === null ? '–' : format.statistic(drop)))
                      .join(' / ')}
                  </td>
                  {tested && <td>{SIDES.map((side) => dropP(levels[side])).join(' / ')}</td>}
                  <td>
                    {SIDES.map((side) => levels[side].weightedPenalty)
                      .map((penalty) => (penalty === null ? '–' : format.statistic(penalty)))
                      .join(' / ')}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </NumbersTable>
      {penalties.length > 0 && (
        <>
          <PlotFigure
            description={t('results.penaltyChart')}
            draw={(width) =>
              Plot.plot({
                className: 'pl-results-plot',
                width,
                marginRight: 40,
                marginTop: 30,
                // Room above the highest point for its label, clear of the axis' own.
                insetTop: 24,
                x: { domain: [0, 100], label: '%', grid: true },
                y: { label: t('results.meanDrop'), grid: true, zero: true },
                marks: [
                  Plot.ruleX([CONCERNING_SHARE], { stroke: '#555', strokeDasharray: '6 4' }),
                  Plot.ruleY([0]),
                  Plot.dot(penalties, {
                    x: 'share',
                    y: 'drop',
                    r: 6,
                    stroke: 'colour',
                    strokeWidth: 2,
                    fill: (d: (typeof penalties)[number]) => (d.differs ? d.colour : 'white'),
                  }),
                  Plot.text(penalties, { x: 'share', y: 'drop', text: 'label', dy: -12, fontSize: 12 }),
                ],
              })
            }
          />
          <p className="pl-console-help">{t('consumer.penaltyNote')}</p>
        </>
      )}
    </>
  );
}
