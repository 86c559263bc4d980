import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgePerformanceView, PublicationAnalysisView, Tucker1View } from '@palate/protocol';
import { TableScroll } from '../../../lib/TableScroll.tsx';
import type { NumberFormat } from '../../../lib/numbers.ts';
import type { QuestionnaireLabels } from '../labels.ts';
import { FactorTables } from '../maps/FactorTables.tsx';
import { NotEnough } from '../NotEnough.tsx';
import { CorrelationCircle } from './CorrelationCircle.tsx';
import { PmsePlot, type JudgePoint } from './PmsePlot.tsx';

/**
 * The Panel section of a profile with repetitions (the analysis' `panelDiagnostics`): per
 * attribute, the judges on Tucker-1's circle of correlations and the p*MSE plot of the
 * scale's panel performance, each chart with its figures in a table.
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
      {analysis.panelDiagnostics.flatMap(({ page, tucker1 }) =>
        Object.entries(tucker1).map(([control, figures]) => {
          const id = `pl-panel-${page}-${control}`;
          const attribute = labels.question(page, control);
          return (
            <section key={id} className="pl-maps-map" aria-labelledby={id}>
              <h3 id={id}>{t('panelResults.attribute', { attribute, page: labels.pageName(page) })}</h3>
              <Tucker1Figures figures={figures} attribute={attribute} format={format} />
              <PmseFigures performance={performanceOf(page, control)} attribute={attribute} format={format} />
            </section>
          );
        }),
      )}
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
      <TableScroll label={t('panelResults.pmse')}>
        <table className="pl-console-table pl-results-numbers">
          <caption>{t('panelResults.pmse')}</caption>
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
        </table>
      </TableScroll>
    </>
  );
}
