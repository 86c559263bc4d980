import { useTranslation } from 'react-i18next';
import type { QuestionAnalysisView } from '@palate/protocol';
import { ChoiceResult } from './ChoiceResult.tsx';
import { COMMENTS_SECTION } from './comments/CommentsSection.tsx';
import { CataFigures } from './consumer/CataFigures.tsx';
import { DiscriminationFigures } from './DiscriminationFigures.tsx';
import { IdealResult } from './IdealResult.tsx';
import type { QuestionnaireLabels } from './labels.ts';
import type { NumberFormat } from '../../lib/numbers.ts';
import { RankResult } from './RankResult.tsx';
import { RataResult } from './RataResult.tsx';
import { ScaleResult } from './ScaleResult.tsx';
import { AttributeTimelineResult, TimeIntensityResult } from './TemporalResult.tsx';
import { NumbersTable } from './NumbersTable.tsx';

type PictureAnalysis = Extract<QuestionAnalysisView, { kind: 'picture' }>;

function PictureResult({
  analysis,
  labels,
  format,
}: {
  analysis: PictureAnalysis;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const rows = Object.entries(analysis.byProduct);
  if (rows.length === 0) return <p>{t('results.empty')}</p>;
  return (
    <NumbersTable caption={t('results.picture')}>
      <thead>
        <tr>
          <th scope="col">{t('results.product')}</th>
          <th scope="col">{t('results.evaluations')}</th>
          <th scope="col">{t('results.marked')}</th>
          <th scope="col">{t('results.marks')}</th>
          <th scope="col">{t('results.meanMarks')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([id, figures]) => (
          <tr key={id}>
            <th scope="row">{labels.product(id)}</th>
            <td>{figures.evaluations}</td>
            <td>{figures.marked}</td>
            <td>{figures.marks}</td>
            <td>{format.statistic(figures.meanMarks)}</td>
          </tr>
        ))}
      </tbody>
    </NumbersTable>
  );
}

/** The figures of one question, by its kind. */
function Figures({
  analysis,
  labels,
  format,
}: {
  analysis: QuestionAnalysisView;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  switch (analysis.kind) {
    case 'discrimination':
      return <DiscriminationFigures figures={analysis} labels={labels} format={format} />;
    case 'rank':
      return <RankResult analysis={analysis} labels={labels} format={format} />;
    case 'scale': {
      const control = labels.controlOf(analysis.page, analysis.control);
      const range = control?.kind === 'scale' ? { min: control.min, max: control.max } : { min: 0, max: 1 };
      return (
        <>
          <ScaleResult analysis={analysis} range={range} labels={labels} format={format} />
          {analysis.ideal && (
            <>
              <h3>{t('results.ideal')}</h3>
              <IdealResult ideal={analysis.ideal} range={range} labels={labels} format={format} />
            </>
          )}
        </>
      );
    }
    case 'single':
    case 'multiple':
      return (
        <>
          <ChoiceResult analysis={analysis} labels={labels} format={format} />
          <CataFigures analysis={analysis} labels={labels} format={format} />
          {analysis.rata && (
            <>
              <h3>{t('results.rata')}</h3>
              <RataResult
                rata={analysis.rata}
                page={analysis.page}
                control={analysis.control}
                labels={labels}
                format={format}
              />
            </>
          )}
        </>
      );
    case 'text':
    case 'comment':
      return (
        <p>
          <a className="pl-console-link" href={`#${COMMENTS_SECTION}`}>
            {t('comments.inWords', { count: analysis.n })}
          </a>
        </p>
      );
    case 'picture':
      return <PictureResult analysis={analysis} labels={labels} format={format} />;
    case 'napping':
    case 'sorting':
      return <p>{t('results.sheets', { count: analysis.n })}</p>;
    case 'tds':
    case 'tcata':
      return <AttributeTimelineResult analysis={analysis} labels={labels} format={format} />;
    case 'ti':
      return <TimeIntensityResult analysis={analysis} labels={labels} format={format} />;
  }
}

/** One question's section of the results page, headed by its label and what it is. */
export function QuestionResult({
  analysis,
  labels,
  format,
}: {
  analysis: QuestionAnalysisView;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const heading = `pl-results-${analysis.page}-${analysis.control}`;
  return (
    <section className="pl-console-card pl-results-question" aria-labelledby={heading}>
      <h2 id={heading}>
        {labels.question(analysis.page, analysis.control)}
        <span className="pl-console-note">
          {analysis.kind === 'discrimination'
            ? t(`results.method.${analysis.method}`)
            : `${analysis.page} · ${analysis.control}`}
        </span>
      </h2>
      <Figures analysis={analysis} labels={labels} format={format} />
    </section>
  );
}
