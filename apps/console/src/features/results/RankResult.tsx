import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { QuestionAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from './labels.ts';
import { NotEnough } from './NotEnough.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { productAxis } from './productAxis.ts';

type RankAnalysis = Extract<QuestionAnalysisView, { kind: 'rank' }>;

/**
 * A ranking (ISO 8587): rank sums, Friedman's test (Durbin's where judges ranked only some
 * of the products, an incomplete block design) and the pairs that differ by the LSD.
 */
export function RankResult({
  analysis,
  labels,
  format,
}: {
  analysis: RankAnalysis;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  // Rank sums and their LSD pairs come from complete rankings only: none in an incomplete block design.
  const complete = analysis.blocks > 0;
  const sums = Object.entries(analysis.rankSums).map(([id, sum]) => ({
    name: labels.product(id),
    colour: labels.colour(id),
    sum,
  }));
  return (
    <>
      {analysis.durbin ? (
        'insufficient' in analysis.durbin ? (
          <NotEnough reason={analysis.durbin.insufficient} />
        ) : (
          <p className="pl-results-headline">
            {t('results.durbin', {
              statistic: format.statistic(analysis.durbin.statistic),
              df: analysis.durbin.df,
              p: format.pStatement(analysis.durbin.pValue),
            })}
          </p>
        )
      ) : 'insufficient' in analysis.friedman ? (
        <NotEnough reason={analysis.friedman.insufficient} />
      ) : (
        <p className="pl-results-headline">
          {t('results.friedman', {
            statistic: format.statistic(analysis.friedman.statistic),
            df: analysis.friedman.df,
            p: format.pStatement(analysis.friedman.pValue),
            blocks: analysis.blocks,
          })}
        </p>
      )}
      {complete && sums.length > 0 && (
        <PlotFigure
          description={t('results.rankSums')}
          draw={(width) => {
            const axis = productAxis(
              width,
              sums.map((row) => row.name),
            );
            return Plot.plot({
              className: 'pl-results-plot',
              width,
              marginBottom: axis.marginBottom,
              x: axis.scale,
              y: { label: t('results.rankSum'), grid: true },
              marks: [Plot.barY(sums, { x: 'name', y: 'sum', fill: 'colour' }), Plot.ruleY([0])],
            });
          }}
        />
      )}
      {analysis.lsd !== null && <p>{t('results.lsd', { lsd: format.statistic(analysis.lsd) })}</p>}
      {complete && analysis.pairs.length > 0 && (
        <TableScroll label={t('results.pair')}>
          <table className="pl-console-table pl-results-numbers">
            <thead>
              <tr>
                <th scope="col">{t('results.pair')}</th>
                <th scope="col">{t('results.difference')}</th>
                <th scope="col">{t('results.lsdVerdict')}</th>
              </tr>
            </thead>
            <tbody>
              {analysis.pairs.map((pair) => (
                <tr
                  key={`${pair.first}-${pair.second}`}
                  className={pair.significant ? 'pl-results-flagged' : undefined}
                >
                  <th scope="row">{`${labels.product(pair.first)} – ${labels.product(pair.second)}`}</th>
                  <td>{format.statistic(pair.difference)}</td>
                  <td>{t(pair.significant ? 'results.differs' : 'results.doesNotDiffer')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
