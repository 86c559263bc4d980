import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { QuestionAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from '../labels.ts';
import { NotEnough } from '../NotEnough.tsx';
import { TableScroll } from '../../../lib/TableScroll.tsx';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { NumbersTable } from '../NumbersTable.tsx';

type ChoiceAnalysis = Extract<QuestionAnalysisView, { kind: 'multiple' | 'single' }>;

/** Significance level of the letters and of the mean impacts' marks, as the server's. */
const ALPHA = 0.05;

/**
 * A CATA question's consumer figures: its products compared two by two per term (letters,
 * from McNemar's exact tests with Bonferroni's correction) and each term's mean impact on the
 * liking question, or a word on choosing one.
 */
export function CataFigures({
  analysis,
  labels,
  format,
}: {
  analysis: ChoiceAnalysis;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  if (!analysis.pairwise) return null;
  return (
    <>
      <PairwiseTable pairwise={analysis.pairwise} analysis={analysis} labels={labels} format={format} />
      {analysis.meanImpact ? (
        <MeanImpact impacts={analysis.meanImpact} analysis={analysis} labels={labels} format={format} />
      ) : (
        <p className="pl-console-note">{t('consumer.needsLiking')}</p>
      )}
    </>
  );
}

function PairwiseTable({
  pairwise,
  analysis,
  labels,
  format,
}: {
  pairwise: NonNullable<ChoiceAnalysis['pairwise']>;
  analysis: ChoiceAnalysis;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const products = Object.keys(analysis.counts);
  return (
    <>
      <NumbersTable caption={t('consumer.pairwise')}>
        <thead>
          <tr>
            <th scope="col">{t('consumer.term')}</th>
            {products.map((product) => (
              <th scope="col" key={product}>
                {labels.product(product)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Object.entries(pairwise).map(([choice, figures]) => (
            <tr key={choice}>
              <th scope="row">{labels.choice(analysis.page, analysis.control, choice)}</th>
              {'insufficient' in figures ? (
                <td colSpan={products.length}>
                  <NotEnough reason={figures.insufficient} />
                </td>
              ) : (
                products.map((product) => (
                  <td key={product}>
                    {t('consumer.pairwiseCell', {
                      percent: format.percent(figures.proportions[product] ?? 0),
                      letters: figures.groups[product] ?? '',
                    })}
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </NumbersTable>
      <p className="pl-console-help">{t('consumer.pairwiseHelp')}</p>
    </>
  );
}

function MeanImpact({
  impacts,
  analysis,
  labels,
  format,
}: {
  impacts: NonNullable<ChoiceAnalysis['meanImpact']>;
  analysis: ChoiceAnalysis;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const term = (choice: string) => labels.choice(analysis.page, analysis.control, choice);
  const entries = Object.entries(impacts);
  const bars = entries.flatMap(([choice, figures]) =>
    'insufficient' in figures
      ? []
      : [
          {
            term: term(choice),
            impact: figures.impact,
            differs: !('insufficient' in figures.test) && figures.test.pValue < ALPHA,
          },
        ],
  );
  return (
    <>
      <h3>{t('consumer.meanImpact')}</h3>
      {bars.length > 0 && (
        <PlotFigure
          description={t('consumer.meanImpactChart')}
          draw={(width) =>
            Plot.plot({
              className: 'pl-results-plot',
              width,
              marginLeft: 140,
              height: 40 + 32 * bars.length,
              x: { label: t('consumer.impact'), grid: true },
              y: { label: null, domain: [...bars].sort((a, b) => b.impact - a.impact).map((bar) => bar.term) },
              marks: [
                Plot.barX(bars, {
                  x: 'impact',
                  y: 'term',
                  fill: (d: (typeof bars)[number]) => (d.differs ? '#1f5f99' : '#b9cde0'),
                }),
                Plot.ruleX([0]),
              ],
            })
          }
        />
      )}
      <TableScroll label={t('consumer.meanImpact')}>
        <table className="pl-console-table pl-results-numbers">
          <thead>
            <tr>
              <th scope="col">{t('consumer.term')}</th>
              <th scope="col">{t('consumer.checked')}</th>
              <th scope="col">{t('consumer.notChecked')}</th>
              <th scope="col">{t('consumer.impact')}</th>
              <th scope="col">{t('results.pValue')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map(([choice, figures]) => (
              <tr key={choice}>
                <th scope="row">{term(choice)}</th>
                {'insufficient' in figures ? (
                  <td colSpan={4}>
                    <NotEnough reason={figures.insufficient} />
                  </td>
                ) : (
                  <>
                    <td>
                      {t('consumer.meanWithCount', {
                        mean: format.statistic(figures.meanChecked),
                        n: figures.nChecked,
                      })}
                    </td>
                    <td>
                      {t('consumer.meanWithCount', {
                        mean: format.statistic(figures.meanNotChecked),
                        n: figures.nNotChecked,
                      })}
                    </td>
                    <td>{format.statistic(figures.impact)}</td>
                    <td>{'insufficient' in figures.test ? '–' : format.p(figures.test.pValue)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="pl-console-help">{t('consumer.meanImpactHelp')}</p>
    </>
  );
}
