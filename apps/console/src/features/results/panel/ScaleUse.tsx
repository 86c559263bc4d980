import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { ScaleUseView } from '@palate/protocol';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { NotEnough } from '../NotEnough.tsx';
import { NumbersTable } from '../NumbersTable.tsx';
import { judgeBarsFrame } from './JudgeBars.tsx';

/** The level of a judge's test of β = 1, as the panel summary's scaling failure. */
const ALPHA = 0.05;

type Reading = 'compresses' | 'stretches' | 'reverses' | 'asPanel';

const READING_COLOURS: Record<Reading, string> = {
  asPanel: '#9aa0a6',
  compresses: '#e8710a',
  stretches: '#1a73e8',
  reverses: '#c5221f',
};

interface JudgeScaling {
  judge: string;
  beta: number;
  F: number;
  pValue: number;
  reading: Reading;
}

/**
 * Each judge's scale use on one attribute (the mixed assessor model, docs/analysis.md): their
 * scaling coefficient β as a bar from 1 (below 1 the judge compresses the scale, above 1
 * stretches it, below 0 reverses it), said in words for the judges whose β differs from 1 at 5 %, and the product
 * test corrected for scale use, with the model's figures in tables.
 */
export function ScaleUse({
  figures,
  attribute,
  format,
}: {
  figures: ScaleUseView;
  attribute: string;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const judges = useMemo(
    (): JudgeScaling[] =>
      'insufficient' in figures
        ? []
        : Object.entries(figures.judges).map(([judge, { beta, F, pValue }]) => ({
            judge,
            beta,
            F,
            pValue,
            reading: pValue >= ALPHA ? 'asPanel' : beta < 0 ? 'reverses' : beta < 1 ? 'compresses' : 'stretches',
          })),
    [figures],
  );
  const readingText: Record<Reading, string> = {
    compresses: t('panelResults.compresses'),
    stretches: t('panelResults.stretches'),
    reverses: t('panelResults.reverses'),
    asPanel: t('panelResults.asPanel'),
  };
  const named = (reading: Reading) =>
    judges
      .filter((judge) => judge.reading === reading)
      .map((judge) => judge.judge)
      .join(', ');
  return (
    <div className="pl-scale-use">
      <h4>{t('panelResults.scaleUse')}</h4>
      <p className="pl-console-help">{t('panelResults.scaleUseHelp')}</p>
      {'insufficient' in figures ? (
        <NotEnough reason={figures.insufficient} />
      ) : (
        <>
          {judges.length > 0 && (
            <ScalingBars
              judges={judges}
              axisLabel={t('panelResults.beta')}
              description={t('panelResults.scaleUseChart', { attribute })}
            />
          )}
          <p className="pl-scale-use-reading">
            {named('compresses') && t('panelResults.compressing', { judges: named('compresses') })}{' '}
            {named('stretches') && t('panelResults.stretching', { judges: named('stretches') })}{' '}
            {named('reverses') && t('panelResults.reversing', { judges: named('reverses') })}
            {judges.every((judge) => judge.reading === 'asPanel') && t('panelResults.noScalingDifference')}
          </p>
          <p className="pl-scale-use-product">
            {t('panelResults.correctedProduct', {
              F: format.statistic(figures.product.F),
              p: format.pStatement(figures.product.pValue),
              df: figures.product.df,
              errorDf: figures.product.errorDf,
            })}
          </p>
          <NumbersTable caption={t('panelResults.scaleUse')} className="pl-scale-use-judges">
            <thead>
              <tr>
                <th scope="col">{t('panelResults.judge')}</th>
                <th scope="col">{t('panelResults.beta')}</th>
                <th scope="col">{t('panelResults.f')}</th>
                <th scope="col">{t('panelResults.p')}</th>
                <th scope="col">{t('panelResults.scaleReading')}</th>
              </tr>
            </thead>
            <tbody>
              {judges.map((judge) => (
                <tr key={judge.judge} className={judge.reading === 'asPanel' ? undefined : 'pl-results-flagged'}>
                  <th scope="row">{judge.judge}</th>
                  <td>{format.fixed(judge.beta, 2)}</td>
                  <td>{format.statistic(judge.F)}</td>
                  <td>{format.p(judge.pValue)}</td>
                  <td>{readingText[judge.reading]}</td>
                </tr>
              ))}
            </tbody>
          </NumbersTable>
          <NumbersTable caption={t('panelResults.mamTable')} className="pl-scale-use-anova">
            <thead>
              <tr>
                <th scope="col">{t('panelResults.source')}</th>
                <th scope="col">{t('panelResults.df')}</th>
                <th scope="col">{t('panelResults.meanSq')}</th>
                <th scope="col">{t('panelResults.f')}</th>
                <th scope="col">{t('panelResults.p')}</th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ['sourceJudge', figures.judge],
                  ['sourceProduct', figures.product],
                  ['sourceScaling', figures.scaling],
                  ['sourceDisagreement', figures.disagreement],
                ] as const
              ).map(([source, test]) => (
                <tr key={source}>
                  <th scope="row">{t(`panelResults.${source}`)}</th>
                  <td>{test.df}</td>
                  <td>{format.fixed(test.meanSq, 3)}</td>
                  <td>{format.statistic(test.F)}</td>
                  <td>{format.p(test.pValue)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('panelResults.sourceError')}</th>
                <td>{figures.error.df}</td>
                <td>{format.fixed(figures.error.meanSq, 3)}</td>
                <td>–</td>
                <td>–</td>
              </tr>
            </tbody>
          </NumbersTable>
        </>
      )}
    </div>
  );
}

/** One bar per judge from 1 to their β: down for a judge who compresses (or reverses) the scale, up for one who stretches it. */
function ScalingBars({
  judges,
  axisLabel,
  description,
}: {
  judges: JudgeScaling[];
  axisLabel: string;
  description: string;
}) {
  const draw = useCallback(
    (width: number) => {
      const low = Math.min(0, ...judges.map((judge) => judge.beta));
      const high = Math.max(2, ...judges.map((judge) => judge.beta));
      return Plot.plot({
        ...judgeBarsFrame(
          width,
          judges.map((judge) => judge.judge),
          [low, high],
          axisLabel,
        ),
        marks: [
          Plot.barY(judges, {
            x: 'judge',
            y1: 1,
            y2: 'beta',
            // A judge as the panel in grey; one who compresses, stretches or reverses the scale in colour.
            fill: (judge: JudgeScaling) => READING_COLOURS[judge.reading],
          }),
          Plot.ruleY([1], { stroke: 'currentColor', strokeWidth: 1.5, strokeDasharray: '4,3' }),
        ],
      });
    },
    [judges, axisLabel],
  );
  return <PlotFigure draw={draw} description={description} />;
}
