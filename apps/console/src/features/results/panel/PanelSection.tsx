import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  EggshellView,
  JudgeAnovaView,
  JudgePerformanceView,
  ManhattanView,
  PublicationAnalysisView,
  Tucker1View,
} from '@palate/protocol';
import type { NumberFormat } from '../../../lib/numbers.ts';
import type { QuestionnaireLabels } from '../labels.ts';
import { FactorTables } from '../maps/FactorTables.tsx';
import { NotEnough } from '../NotEnough.tsx';
import { CorrelationCircle } from './CorrelationCircle.tsx';
import { EggshellPlot } from './EggshellPlot.tsx';
import { JudgeBars } from './JudgeBars.tsx';
import { ManhattanPlot } from './ManhattanPlot.tsx';
import { PanelSummaryTable } from './PanelSummaryTable.tsx';
import { PmsePlot, type JudgePoint } from './PmsePlot.tsx';
import { ScaleUse } from './ScaleUse.tsx';
import { NumbersTable } from '../NumbersTable.tsx';

/**
 * The Panel section of a profile with repetitions (the analysis' `panelDiagnostics`): the
 * panel summary first, then per attribute the judges on Tucker-1's circle of correlations, the
 * p*MSE, F and MSE plots of the scale's panel performance, the eggshell plot and the judges'
 * scale use (ScaleUse.tsx), and per page each judge's Manhattan plot over its attributes, each
 * chart with its figures in a table.
 */
export function PanelSection({
  analysis,
  labels,
  format,
}: {
  analysis: PublicationAnalysisView;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  if (analysis.panelDiagnostics.length === 0) return null;
  const performanceOf = (page: string, control: string) => {
    const question = analysis.questions.find((q) => q.page === page && q.control === control);
    return question?.kind === 'scale' ? question.panel : undefined;
  };
  return (
    <section className="pl-console-card pl-maps" aria-labelledby="pl-panel-title">
      <h2 id="pl-panel-title">{t('panelResults.title')}</h2>
      <p className="pl-console-help">{t('panelResults.help')}</p>
      {analysis.panelSummary.length > 0 && <PanelSummaryTable summary={analysis.panelSummary} labels={labels} />}
      {analysis.panelDiagnostics.flatMap(({ page, tucker1, eggshell, judgeAnova, manhattan, scaleUse }) => [
        ...Object.entries(tucker1).map(([control, figures]) => {
          const id = `pl-panel-${page}-${control}`;
          const attribute = labels.question(page, control);
          return (
            <section key={id} className="pl-maps-map" aria-labelledby={id}>
              <h3 id={id}>{t('panelResults.attribute', { attribute, page: labels.pageName(page) })}</h3>
              <Tucker1Figures figures={figures} attribute={attribute} format={format} />
              <PmseFigures performance={performanceOf(page, control)} attribute={attribute} format={format} />
              <FFigures
                performance={performanceOf(page, control)}
                anova={judgeAnova[control] ?? {}}
                attribute={attribute}
                format={format}
              />
              <MseFigures
                performance={performanceOf(page, control)}
                anova={judgeAnova[control] ?? {}}
                attribute={attribute}
                format={format}
              />
              {eggshell[control] && (
                <EggshellFigures figures={eggshell[control]} attribute={attribute} labels={labels} format={format} />
              )}
              {scaleUse[control] && <ScaleUse figures={scaleUse[control]} attribute={attribute} format={format} />}
            </section>
          );
        }),
        Object.keys(manhattan).length > 0 && (
          <ManhattanFigures
            key={`pl-manhattan-${page}`}
            page={page}
            plots={manhattan}
            controls={Object.keys(tucker1)}
            labels={labels}
            format={format}
          />
        ),
      ])}
    </section>
  );
}

/** A page's Manhattan plots: each judge's grid of cumulative shares, with its table. */
function ManhattanFigures({
  page,
  plots,
  controls,
  labels,
  format,
}: {
  page: string;
  plots: Record<string, ManhattanView>;
  controls: string[];
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const id = `pl-manhattan-${page}`;
  const attributes = useMemo(
    () => controls.map((control) => ({ id: control, label: labels.question(page, control) })),
    [controls, labels, page],
  );
  const share = (value: number) => format.fixed(value, 3);
  return (
    <section className="pl-maps-map pl-manhattan-section" aria-labelledby={id}>
      <h3 id={id}>{t('panelResults.manhattan', { page: labels.pageName(page) })}</h3>
      <p className="pl-console-help">{t('panelResults.manhattanHelp')}</p>
      <ManhattanPlot
        plots={plots}
        attributes={attributes}
        description={t('panelResults.manhattanChart', { page: labels.pageName(page) })}
        componentLabel={t('panelResults.componentShort')}
        cellTitle={(judge, attribute, component, value) =>
          t('panelResults.manhattanCell', { judge, attribute, component, share: share(value) })
        }
        notVaried={(judge, attribute) => t('panelResults.manhattanNotVaried', { judge, attribute })}
      />
      <NumbersTable caption={t('panelResults.manhattanTable')} className="pl-manhattan-table">
        <thead>
          <tr>
            <th scope="col">{t('panelResults.judge')}</th>
            <th scope="col">{t('panelResults.components')}</th>
            {attributes.map((attribute) => (
              <th key={attribute.id} scope="col">
                {attribute.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Object.entries(plots).flatMap(([judge, plot]) => {
            const components = Math.max(0, ...Object.values(plot).map((cumulative) => cumulative?.length ?? 0));
            return Array.from({ length: components }, (_, k) => (
              <tr key={`${judge}-${k}`}>
                <th scope="row">{judge}</th>
                <td>{t('panelResults.componentsUpTo', { component: k + 1 })}</td>
                {attributes.map((attribute) => {
                  const value = plot[attribute.id]?.[k];
                  return <td key={attribute.id}>{typeof value === 'number' ? share(value) : '–'}</td>;
                })}
              </tr>
            ));
          })}
        </tbody>
      </NumbersTable>
    </section>
  );
}

function Tucker1Figures({
  figures,
  attribute,
  format,
}: {
  figures: Tucker1View;
  attribute: string;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const points = useMemo(
    () =>
      'insufficient' in figures
        ? []
        : Object.entries(figures.judges).map(([judge, [x = 0, y = 0]]) => ({ x, y, label: judge })),
    [figures],
  );
  const axes = useMemo((): [string, string] => [t('maps.first'), t('maps.second')], [t]);
  return (
    <>
      <h4>{t('panelResults.tucker1')}</h4>
      <p className="pl-console-help">{t('panelResults.tucker1Help')}</p>
      {'insufficient' in figures ? (
        <NotEnough reason={figures.insufficient} />
      ) : (
        <>
          {figures.judgesLeftOut.length > 0 && (
            <p className="pl-console-note">{t('panelResults.leftOut', { judges: figures.judgesLeftOut.join(', ') })}</p>
          )}
          <CorrelationCircle
            points={points}
            axisLabels={axes}
            description={t('panelResults.tucker1Chart', { attribute })}
          />
          <FactorTables
            eigenvalues={figures.eigenvalues}
            percentages={figures.percentages}
            groups={[
              {
                heading: t('panelResults.judge'),
                rows: Object.entries(figures.judges).map(([name, coordinates]) => ({ name, coordinates })),
              },
            ]}
            format={format}
          />
        </>
      )}
    </>
  );
}

function PmseFigures({
  performance,
  attribute,
  format,
}: {
  performance: JudgePerformanceView[] | undefined;
  attribute: string;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const judges = useMemo(
    () =>
      (performance ?? []).flatMap((judge): JudgePoint[] =>
        'insufficient' in judge.discrimination || typeof judge.repeatability !== 'number'
          ? []
          : [{ judge: judge.judge, pValue: judge.discrimination.pValue, mse: judge.repeatability ** 2 }],
      ),
    [performance],
  );
  const axes = useMemo((): [string, string] => [t('panelResults.pDiscrimination'), t('panelResults.mse')], [t]);
  if (performance === undefined) return null;
  return (
    <>
      <h4>{t('panelResults.pmse')}</h4>
      <p className="pl-console-help">{t('panelResults.pmseHelp')}</p>
      {judges.length > 0 && (
        <PmsePlot judges={judges} axisLabels={axes} description={t('panelResults.pmseChart', { attribute })} />
      )}
      <NumbersTable caption={t('panelResults.pmse')}>
        <thead>
          <tr>
            <th scope="col">{t('panelResults.judge')}</th>
            <th scope="col">{t('panelResults.pDiscrimination')}</th>
            <th scope="col">{t('panelResults.mse')}</th>
          </tr>
        </thead>
        <tbody>
          {performance.map((judge) => (
            <tr key={judge.judge}>
              <th scope="row">{judge.judge}</th>
              <td>{'insufficient' in judge.discrimination ? '–' : format.p(judge.discrimination.pValue)}</td>
              <td>{typeof judge.repeatability === 'number' ? format.fixed(judge.repeatability ** 2, 3) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </NumbersTable>
    </>
  );
}

/** PanelCheck's F plot: each judge's F of their one-way ANOVA on product, against the 5 % critical F. */
function FFigures({
  performance,
  anova,
  attribute,
  format,
}: {
  performance: JudgePerformanceView[] | undefined;
  anova: Record<string, JudgeAnovaView>;
  attribute: string;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const bars = useMemo(
    () =>
      (performance ?? []).flatMap((judge) =>
        'insufficient' in judge.discrimination
          ? []
          : [{ judge: judge.judge, value: judge.discrimination.F, line: anova[judge.judge]?.fCritical }],
      ),
    [performance, anova],
  );
  if (performance === undefined) return null;
  return (
    <>
      <h4>{t('panelResults.fPlot')}</h4>
      <p className="pl-console-help">{t('panelResults.fHelp')}</p>
      {bars.length > 0 && (
        <JudgeBars bars={bars} axisLabel={t('panelResults.f')} description={t('panelResults.fChart', { attribute })} />
      )}
      <NumbersTable caption={t('panelResults.fPlot')}>
        <thead>
          <tr>
            <th scope="col">{t('panelResults.judge')}</th>
            <th scope="col">{t('panelResults.f')}</th>
            <th scope="col">{t('panelResults.fCritical')}</th>
            <th scope="col">{t('panelResults.df')}</th>
          </tr>
        </thead>
        <tbody>
          {performance.map((judge) => {
            const own = anova[judge.judge];
            return (
              <tr key={judge.judge}>
                <th scope="row">{judge.judge}</th>
                <td>{'insufficient' in judge.discrimination ? '–' : format.statistic(judge.discrimination.F)}</td>
                <td>{own ? format.statistic(own.fCritical) : '–'}</td>
                <td>{own ? t('panelResults.dfPair', { df: own.df, residualDf: own.residualDf }) : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </NumbersTable>
    </>
  );
}

/** PanelCheck's MSE plot: each judge's mean square error between repetitions, the lower the better. */
function MseFigures({
  performance,
  anova,
  attribute,
  format,
}: {
  performance: JudgePerformanceView[] | undefined;
  anova: Record<string, JudgeAnovaView>;
  attribute: string;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const bars = useMemo(
    () =>
      (performance ?? []).flatMap((judge) =>
        typeof judge.repeatability === 'number' ? [{ judge: judge.judge, value: judge.repeatability ** 2 }] : [],
      ),
    [performance],
  );
  if (performance === undefined) return null;
  return (
    <>
      <h4>{t('panelResults.msePlot')}</h4>
      <p className="pl-console-help">{t('panelResults.mseHelp')}</p>
      {bars.length > 0 && (
        <JudgeBars
          bars={bars}
          axisLabel={t('panelResults.mse')}
          description={t('panelResults.mseChart', { attribute })}
        />
      )}
      <NumbersTable caption={t('panelResults.msePlot')}>
        <thead>
          <tr>
            <th scope="col">{t('panelResults.judge')}</th>
            <th scope="col">{t('panelResults.mse')}</th>
            <th scope="col">{t('panelResults.residualDf')}</th>
          </tr>
        </thead>
        <tbody>
          {performance.map((judge) => (
            <tr key={judge.judge}>
              <th scope="row">{judge.judge}</th>
              <td>{typeof judge.repeatability === 'number' ? format.fixed(judge.repeatability ** 2, 3) : '–'}</td>
              <td>{anova[judge.judge]?.residualDf ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </NumbersTable>
    </>
  );
}

/** The eggshell plot: each judge's cumulative ranks against the consensus order, with its table. */
function EggshellFigures({
  figures,
  attribute,
  labels,
  format,
}: {
  figures: EggshellView;
  attribute: string;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const products = useMemo(
    () => ('insufficient' in figures ? [] : figures.consensusOrder.map((id) => labels.product(id))),
    [figures, labels],
  );
  const points = useMemo(
    () =>
      'insufficient' in figures
        ? []
        : Object.entries(figures.judges).flatMap(([judge, curve]) =>
            curve.map((value, i) => ({ judge, product: products[i] as string, value })),
          ),
    [figures, products],
  );
  const axes = useMemo((): [string, string] => [t('panelResults.consensusOrder'), t('panelResults.eggshellAxis')], [t]);
  return (
    <>
      <h4>{t('panelResults.eggshell')}</h4>
      <p className="pl-console-help">{t('panelResults.eggshellHelp')}</p>
      {'insufficient' in figures ? (
        <NotEnough reason={figures.insufficient} />
      ) : (
        <>
          <EggshellPlot
            points={points}
            products={products}
            axisLabels={axes}
            description={t('panelResults.eggshellChart', { attribute })}
          />
          <NumbersTable caption={t('panelResults.eggshell')}>
            <thead>
              <tr>
                <th scope="col">{t('panelResults.judge')}</th>
                {products.map((product, i) => (
                  <th key={figures.consensusOrder[i]} scope="col">
                    {product}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Object.entries(figures.judges).map(([judge, curve]) => (
                <tr key={judge}>
                  <th scope="row">{judge}</th>
                  {curve.map((value, i) => (
                    <td key={figures.consensusOrder[i]}>{format.fixed(value, Number.isInteger(value) ? 0 : 1)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </NumbersTable>
        </>
      )}
    </>
  );
}
