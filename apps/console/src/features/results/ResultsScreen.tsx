import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from 'react-aria-components';
import { LANGUAGES } from '@palate/engine';
import type { ResultsExportFormat } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { downloadBase64, downloadText } from '../../lib/download.ts';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { ServedBatchesNote } from '../products/ServedBatchesNote.tsx';
import { DiscriminationFigures } from './DiscriminationFigures.tsx';
import { questionnaireLabels } from './labels.ts';
import { numberFormat } from '../../lib/numbers.ts';
import { LikingChoiceNote } from './LikingChoiceNote.tsx';
import { QuestionResult } from './QuestionResult.tsx';
import { CommentsSection } from './comments/CommentsSection.tsx';
import { MapsSection } from './maps/MapsSection.tsx';
import { useProfileLabels } from './maps/useProfileLabels.ts';
import { PanelSection } from './panel/PanelSection.tsx';
import { ShelfLifeSection } from './quality/ShelfLifeSection.tsx';

type ExportText =
  | 'exportPptx'
  | 'exportLong'
  | 'exportWide'
  | 'exportXlsx'
  | 'exportJson'
  | 'exportIntervals'
  | 'exportReadings'
  | 'exportTempr';

const EXPORTS: { format: ResultsExportFormat; text: ExportText; needs?: readonly string[] }[] = [
  { format: 'pptx', text: 'exportPptx' },
  { format: 'xlsx', text: 'exportXlsx' },
  { format: 'long', text: 'exportLong' },
  { format: 'wide', text: 'exportWide' },
  { format: 'analysis-json', text: 'exportJson' },
  // The temporal files, offered only where the questionnaire has a control of their kind.
  { format: 'temporal-intervals', text: 'exportIntervals', needs: ['tds', 'tcata'] },
  { format: 'tempr', text: 'exportTempr', needs: ['tds', 'tcata'] },
  { format: 'temporal-readings', text: 'exportReadings', needs: ['ti'] },
];

interface Filters {
  repetition?: number;
  set?: number;
  liking?: string;
  /** The profile publication the liking is mapped onto. */
  sensory?: string;
}

/**
 * A publication's results: per question its test and figures with charts, filtered by
 * repetition and product set, with the overall liking question that JAR penalties use; judges left out for
 * good (and shown as such); and the files for a report.
 */
export function ResultsScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [filters, setFilters] = useState<Filters>({});
  const [busy, setBusy] = useState(false);
  const { data, failure, fail, reload } = useLeaderCall('pub/analysis', { id, ...filters }, onSignedOut);
  const publications = useLeaderCall('pub/list', {}, onSignedOut).data?.pubs ?? [];
  const profiles = publications.filter((publication) => publication.id !== id && publication.status !== 'deleted');
  const profileLabels = useProfileLabels(
    profiles.find((profile) => profile.id === filters.sensory)?.questionnaireId,
    onSignedOut,
  );
  const format = numberFormat(i18n.language);
  // Kept between renders: the maps redraw their charts only when what they show changes.
  const labels = useMemo(
    () => data && questionnaireLabels(data.questionnaire, i18n.language, t('results.allSamples')),
    [data, i18n.language, t],
  );
  const likingScales =
    data?.questionnaire.pages.flatMap((page) =>
      page.controls.flatMap((control) =>
        control.kind === 'scale' && !control.justRight ? [{ page: page.id, control: control.id }] : [],
      ),
    ) ?? [];
  const kinds = new Set<string>(
    data?.questionnaire.pages.flatMap((page) => page.controls.map((control) => control.kind)),
  );
  const exports = EXPORTS.filter((file) => file.needs === undefined || file.needs.some((kind) => kinds.has(kind)));
  const repetitions = data?.questionnaire.repetitions ?? 1;
  const sets = data?.questionnaire.sets ?? [];

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const setExcluded = (judge: string, excluded: boolean) =>
    run(async () => {
      await callAsLeader('pub/exclude', { id, judge, excluded }, i18n.language);
      reload();
    });
  const download = (format: ResultsExportFormat, segments?: number) =>
    run(async () => {
      // The report is written in the leader's language.
      const language = LANGUAGES.find((candidate) => candidate === i18n.language);
      const file = await callAsLeader('pub/export', { id, format, ...filters, segments, language }, i18n.language);
      if (file.base64) downloadBase64(file.fileName, file.content, file.mediaType);
      else downloadText(file.fileName, file.content, file.mediaType);
    });

  return (
    <div className="pl-console-stack pl-results">
      <p>
        <Link className="pl-console-link" to="/publications">
          {t('results.back')}
        </Link>
      </p>
      <section className="pl-console-card" aria-labelledby="pl-results-title">
        <h1 id="pl-results-title">{t('results.title', { name: data?.name ?? '' })}</h1>
        <p className="pl-console-help">{t('results.help')}</p>
        <FailureNote failure={failure} />
        {data && <p className="pl-results-headline">{t('results.judgesIn', { count: data.analysis.judges })}</p>}
        {data && <ServedBatchesNote products={data.analysis.products} onSignedOut={onSignedOut} />}
        {data && (
          <div className="pl-results-controls">
            {(repetitions > 1 || sets.length > 0 || likingScales.length > 0) && (
              <fieldset className="pl-results-fieldset">
                <legend>{t('results.filters')}</legend>
                {repetitions > 1 && (
                  <label className="pl-console-select-field">
                    <span>{t('results.repetition')}</span>
                    <select
                      value={filters.repetition ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setFilters({ ...filters, repetition: value === '' ? undefined : Number(value) });
                      }}
                    >
                      <option value="">{t('results.allRepetitions')}</option>
                      {Array.from({ length: repetitions }, (_, index) => (
                        <option key={index} value={index + 1}>
                          {index + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {sets.length > 0 && (
                  <label className="pl-console-select-field">
                    <span>{t('results.set')}</span>
                    <select
                      value={filters.set ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setFilters({ ...filters, set: value === '' ? undefined : Number(value) });
                      }}
                    >
                      <option value="">{t('results.allSets')}</option>
                      {sets.map((products, index) => (
                        <option key={index} value={index + 1}>
                          {`${index + 1}: ${products.map((product) => labels?.product(product)).join(', ')}`}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {likingScales.length > 0 && (
                  <label className="pl-console-select-field">
                    <span>{t('results.liking')}</span>
                    <select
                      value={filters.liking ?? data.analysis.likingQuestion?.control ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setFilters({
                          ...filters,
                          liking: value === '' ? undefined : value,
                          ...(value === '' ? { sensory: undefined } : {}),
                        });
                      }}
                    >
                      {data.analysis.likingQuestion === null && <option value="">{t('results.noLiking')}</option>}
                      {likingScales.map((scale) => (
                        <option key={scale.control} value={scale.control}>
                          {labels?.question(scale.page, scale.control)}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <LikingChoiceNote likingQuestion={data.analysis.likingQuestion} />
              </fieldset>
            )}
            <fieldset className="pl-results-fieldset">
              <legend>{t('results.judges')}</legend>
              <p className="pl-console-help">{t('results.judgesHelp')}</p>
              {data.judges.length === 0 && <p>{t('results.noJudges')}</p>}
              <div className="pl-results-judges">
                {data.judges.map((judge) => (
                  <CheckboxField
                    key={judge.label}
                    isSelected={judge.excluded}
                    isDisabled={busy}
                    onChange={(excluded) => void setExcluded(judge.label, excluded)}
                    label={judge.label}
                  />
                ))}
              </div>
              {data.analysis.excludedJudges.length > 0 && (
                <p className="pl-console-note">
                  {t('results.leftOut', { judges: data.analysis.excludedJudges.join(', ') })}
                </p>
              )}
            </fieldset>
            <fieldset className="pl-results-fieldset">
              <legend>{t('results.exports')}</legend>
              <div className="pl-console-actions">
                {exports.map((file) => (
                  <Button
                    key={file.format}
                    className="pl-console-button"
                    isDisabled={busy}
                    aria-busy={busy || undefined}
                    onPress={() => void download(file.format)}
                  >
                    {t(`results.${file.text}`)}
                  </Button>
                ))}
              </div>
            </fieldset>
          </div>
        )}
      </section>
      {data && labels && (
        <>
          <MapsSection
            maps={data.analysis.maps}
            labels={labels}
            profileLabels={profileLabels}
            format={format}
            likingChosen={data.analysis.likingQuestion !== null}
            profiles={profiles}
            sensory={filters.sensory}
            onSensory={(sensory) => setFilters({ ...filters, sensory })}
            onDownloadSegments={(segments) => void download('long', segments)}
            busy={busy}
          />
          <PanelSection analysis={data.analysis} labels={labels} format={format} />
          {data.analysis.shelfLife && (
            <ShelfLifeSection
              shelfLife={data.analysis.shelfLife}
              storageTimes={data.questionnaire.products.flatMap((product) => product.storageTime ?? [])}
              format={format}
            />
          )}
          {data.analysis.questions.map((question) => (
            <QuestionResult
              key={`${question.page}/${question.control}`}
              analysis={question}
              labels={labels}
              format={format}
            />
          ))}
          {data.analysis.discriminationOverall.map((pooled, index) => (
            <section
              key={index}
              className="pl-console-card pl-results-question"
              aria-labelledby={`pl-results-pooled-${index}`}
            >
              <h2 id={`pl-results-pooled-${index}`}>
                {t('results.pooled', { count: pooled.controls.length })}
                <span className="pl-console-note">{t(`results.method.${pooled.method}`)}</span>
              </h2>
              <DiscriminationFigures figures={pooled} labels={labels} format={format} />
            </section>
          ))}
          <CommentsSection
            publication={id}
            questionnaire={data.questionnaire}
            labels={labels}
            onSignedOut={onSignedOut}
          />
        </>
      )}
    </div>
  );
}
