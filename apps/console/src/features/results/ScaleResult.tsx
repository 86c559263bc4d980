import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { AnovaRowView, QuestionAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from './labels.ts';
import { NotEnough } from './NotEnough.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { productAxis } from './productAxis.ts';
import { ScaleDistribution } from './ScaleDistribution.tsx';
import { JarSection } from './consumer/JarSection.tsx';
import { DunnettTable } from './quality/DunnettTable.tsx';
import { NumbersTable } from './NumbersTable.tsx';

type ScaleAnalysis = Extract<QuestionAnalysisView, { kind: 'scale' }>;

function AnovaTable({ rows, format }: { rows: AnovaRowView[]; format: NumberFormat }) {
  const { t } = useTranslation();
  return (
    <NumbersTable caption={t('results.anova')}>
      <thead>
        <tr>
          <th scope="col">{t('results.term')}</th>
          <th scope="col">{t('results.df')}</th>
          <th scope="col">{t('results.sumSq')}</th>
          <th scope="col">{t('results.meanSq')}</th>
          <th scope="col">{t('results.F')}</th>
          <th scope="col">{t('results.pValue')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.term}>
            <th scope="row">{row.term}</th>
            <td>{row.df}</td>
            <td>{format.statistic(row.sumSq)}</td>
            <td>{format.statistic(row.meanSq)}</td>
            <td>{row.F === null ? '' : format.statistic(row.F)}</td>
            <td>{row.pValue === null ? '' : format.p(row.pValue)}</td>
          </tr>
        ))}
      </tbody>
    </NumbersTable>
  );
}

/**
 * A line, category or hedonic scale: means with letter groups, the ANOVA, Tukey's pairs,
 * distributions, panel and JAR. Where judges scored only some products (incomplete blocks)
 * the adjusted means stand beside the raw ones, since the letters and Tukey's pairs use them.
 */
export function ScaleResult({
  analysis,
  range,
  labels,
  format,
}: {
  analysis: ScaleAnalysis;
  range: { min: number; max: number };
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const products = Object.entries(analysis.byProduct);
  const described = products.flatMap(([id, figures]) =>
    'insufficient' in figures
      ? []
      : [
          {
            name: labels.product(id),
            colour: labels.colour(id),
            ...figures,
            se: figures.sd === null ? 0 : figures.sd / Math.sqrt(figures.n),
          },
        ],
  );
  const span = range.max - range.min;
  const adjusted = described.some((product) => product.adjustedMean !== undefined);
  const names = described.map((product) => product.name);
  const control = labels.controlOf(analysis.page, analysis.control);
  return (
    <>
      <TableScroll label={t('results.mean')}>
        <table className="pl-console-table pl-results-numbers">
          <thead>
            <tr>
              <th scope="col">{t('results.product')}</th>
              <th scope="col">{t('results.mean')}</th>
              {adjusted && <th scope="col">{t('results.adjustedMean')}</th>}
              <th scope="col">{t('results.sd')}</th>
              <th scope="col">{t('results.n')}</th>
              <th scope="col">{t('results.group')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map(([id, figures]) => (
              <tr key={id}>
                <th scope="row">{labels.product(id)}</th>
                {'insufficient' in figures ? (
                  <td colSpan={adjusted ? 5 : 4}>
                    <NotEnough reason={figures.insufficient} />
                  </td>
                ) : (
                  <>
                    <td>{format.onScale(figures.mean, span)}</td>
                    {adjusted && (
                      <td>{figures.adjustedMean === undefined ? '' : format.onScale(figures.adjustedMean, span)}</td>
                    )}
                    <td>{figures.sd === null ? '' : format.onScale(figures.sd, span)}</td>
                    <td>{figures.n}</td>
                    <td>{figures.group ?? ''}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {adjusted && <p className="pl-console-note">{t('results.adjustedMeansNote')}</p>}
      {described.length > 0 && (
        <PlotFigure
          description={t('results.chartMeans')}
          draw={(width) => {
            const axis = productAxis(width, names);
            return Plot.plot({
              className: 'pl-results-plot',
              width,
              marginBottom: axis.marginBottom,
              y: { domain: [range.min, range.max], grid: true, label: t('results.mean') },
              x: axis.scale,
              marks: [
                Plot.barY(described, { x: 'name', y: 'mean', y1: range.min, fill: 'colour' }),
                Plot.ruleX(described, {
                  x: 'name',
                  y1: (d: (typeof described)[number]) => d.mean - d.se,
                  y2: (d: (typeof described)[number]) => d.mean + d.se,
                  strokeWidth: 2,
                }),
                Plot.text(described, {
                  x: 'name',
                  y: (d: (typeof described)[number]) => d.mean + d.se,
                  text: 'group',
                  dy: -10,
                  fontSize: 14,
                  fontWeight: 'bold',
                }),
              ],
            });
          }}
        />
      )}
      {'insufficient' in analysis.anova ? (
        <NotEnough reason={analysis.anova.insufficient} />
      ) : (
        <AnovaTable rows={analysis.anova} format={format} />
      )}
      {analysis.productTest && (
        <p>
          {t('results.productTest', {
            error: analysis.productTest.errorTerm,
            df1: analysis.productTest.df1,
            df2: analysis.productTest.df2,
            F: format.statistic(analysis.productTest.F),
            p: format.pStatement(analysis.productTest.pValue),
          })}
        </p>
      )}
      {analysis.tukey && analysis.tukey.length > 0 && (
        <NumbersTable caption={t('results.tukey')}>
          <thead>
            <tr>
              <th scope="col">{t('results.pair')}</th>
              <th scope="col">{t('results.difference')}</th>
              <th scope="col">{t('results.pValue')}</th>
            </tr>
          </thead>
          <tbody>
            {analysis.tukey.map((pair) => (
              <tr key={`${pair.first}-${pair.second}`}>
                <th scope="row">{`${labels.product(pair.first)} – ${labels.product(pair.second)}`}</th>
                <td>{format.onScale(pair.difference, span)}</td>
                <td>{format.p(pair.pValue)}</td>
              </tr>
            ))}
          </tbody>
        </NumbersTable>
      )}
      {analysis.dunnett && (
        <DunnettTable
          dunnett={analysis.dunnett}
          products={Object.keys(analysis.byProduct)}
          labels={labels}
          format={format}
          span={span}
        />
      )}
      <ScaleDistribution products={described} control={control?.kind === 'scale' ? control : undefined} range={range} />
      {analysis.panel && <PanelTable panel={analysis.panel} format={format} />}
      {analysis.jar && <JarSection jar={analysis.jar} labels={labels} format={format} />}
    </>
  );
}

function PanelTable({ panel, format }: { panel: NonNullable<ScaleAnalysis['panel']>; format: NumberFormat }) {
  const { t } = useTranslation();
  const figure = (value: number | { insufficient: string }) =>
    typeof value === 'number' ? format.statistic(value) : t('results.notEnough');
  return (
    <NumbersTable caption={t('results.panel')}>
      <thead>
        <tr>
          <th scope="col">{t('results.judge')}</th>
          <th scope="col">{t('results.discrimination')}</th>
          <th scope="col">{t('results.repeatability')}</th>
          <th scope="col">{t('results.agreement')}</th>
          <th scope="col">{t('results.fails')}</th>
        </tr>
      </thead>
      <tbody>
        {panel.map((judge) => (
          <tr key={judge.judge} className={judge.fails.length > 0 ? 'pl-results-flagged' : undefined}>
            <th scope="row">{judge.judge}</th>
            <td>
              {'insufficient' in judge.discrimination
                ? t('results.notEnough')
                : `${format.statistic(judge.discrimination.F)} (${format.p(judge.discrimination.pValue)})`}
            </td>
            <td>{figure(judge.repeatability)}</td>
            <td>{figure(judge.agreement)}</td>
            <td>
              {judge.fails
                .map((fail) => t(fail === 'discrimination' ? 'results.failsDiscrimination' : 'results.failsAgreement'))
                .join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </NumbersTable>
  );
}
