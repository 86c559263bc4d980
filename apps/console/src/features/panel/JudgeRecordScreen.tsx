import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import * as Plot from '@observablehq/plot';
import type { JudgeRecordView } from '@palate/protocol';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { numberFormat, type NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import {
  attributeSeries,
  discriminationByPublication,
  MEASURES,
  shortfalls,
  shortfallTrend,
  trainingSessions,
  type Measure,
} from './recordSeries.ts';

/** The judge's line and the panel's median: the console's accent, and its muted grey dashed. */
const JUDGE_COLOUR = '#0a58a8';
const PANEL_COLOUR = '#4a515c';

const CHART_TEXT = {
  pValue: 'panel.chartP',
  repeatability: 'panel.chartRepeatability',
  agreement: 'panel.chartAgreement',
} as const;
const MEASURE_TEXT = {
  pValue: 'panel.medianP',
  repeatability: 'panel.repeatability',
  agreement: 'panel.agreement',
} as const;

/**
 * A judge's record (member/panel/record): the publications they answered, their panel
 * performance per attribute over time against the panel's median, their discrimination
 * tests, the attributes where they fail the panel summary's tests, and their distance to the
 * targets of training sessions; every chart named by its caption, its figures in a table beside it.
 */
export function JudgeRecordScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, failure } = useLeaderCall('member/panel/record', { id }, onSignedOut);
  const format = numberFormat(i18n.language);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="pl-console-stack pl-panel">
      <p>
        <Link className="pl-console-link" to="/panel">
          {t('panel.back')}
        </Link>
      </p>
      <FailureNote failure={failure} />
      {data && (
        <>
          <section className="pl-console-card" aria-labelledby="pl-record-title">
            <h1 id="pl-record-title">{t('panel.recordTitle', { name: data.name })}</h1>
            <p className="pl-console-help">{t('panel.recordHelp', { name: data.name })}</p>
            <h2>{t('panel.publicationsTitle')}</h2>
            <PublicationsTable record={data} dates={dates} />
            <p className="pl-console-note">{t('panel.trainingNote')}</p>
            <p>{t('slots.noShows', { count: data.noShows })}</p>
          </section>
          <ShortfallSection record={data} />
          <AttributesSection record={data} format={format} />
          <DiscriminationSection record={data} format={format} dates={dates} />
          <TrainingSection record={data} format={format} dates={dates} />
        </>
      )}
    </div>
  );
}

function PublicationsTable({ record, dates }: { record: JudgeRecordView; dates: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('panel.publicationsTitle')}>
      <table className="pl-console-table">
        <thead>
          <tr>
            <th scope="col">{t('panel.publication')}</th>
            <th scope="col">{t('panel.answered')}</th>
            <th scope="col">{t('panel.completion')}</th>
            <th scope="col">{t('panel.timeTaken')}</th>
          </tr>
        </thead>
        <tbody>
          {record.publications.map((publication) => (
            <tr key={publication.id}>
              <th scope="row">
                {publication.name}{' '}
                {publication.training && <strong className="pl-console-badge">{t('panel.training')}</strong>}
              </th>
              <td>{dates.format(publication.answered)}</td>
              <td>{publication.finished ? t('panel.finished') : t('panel.inProgress')}</td>
              <td>
                {publication.durationMs === null
                  ? t('panel.none')
                  : t('panel.minutes', { count: Math.max(1, Math.round(publication.durationMs / 60_000)) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const TREND_TEXT = { fewer: 'panel.trendFewer', more: 'panel.trendMore', same: 'panel.trendSame' } as const;

/**
 * The judge's row of each publication's panel summary, oldest first: how many attributes they
 * fail and why, and whether the latest session has fewer failures than the first.
 */
function ShortfallSection({ record }: { record: JudgeRecordView }) {
  const { t, i18n } = useTranslation();
  const sessions = shortfalls(record);
  const trend = shortfallTrend(sessions);
  const short = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const reason = {
    discrimination: t('panel.failDiscrimination'),
    repeatability: t('panel.failRepeatability'),
    agreement: t('panel.failAgreement'),
    scaling: t('panel.failScaling'),
  };
  const title = t('panel.shortfallTitle', { name: record.name });
  return (
    <section className="pl-console-card" aria-labelledby="pl-record-shortfall">
      <h2 id="pl-record-shortfall">{title}</h2>
      {sessions.length === 0 ? (
        <p>{t('panel.noAttributes')}</p>
      ) : (
        <>
          <p className="pl-console-help">{t('panel.shortfallHelp', { name: record.name })}</p>
          {trend && <p>{t(TREND_TEXT[trend.direction], { first: trend.first, latest: trend.latest })}</p>}
          <TableScroll label={title}>
            {/* Named by the section's heading: a caption repeating it would be cut off on a phone's scrolled table. */}
            <table className="pl-console-table" aria-labelledby="pl-record-shortfall">
              <thead>
                <tr>
                  <th scope="col">{t('panel.date')}</th>
                  <th scope="col">{t('panel.publication')}</th>
                  <th scope="col" className="pl-panel-failed-count">
                    {t('panel.failedCount')}
                  </th>
                  <th scope="col">{t('panel.failedWhere')}</th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((session) => (
                  <tr key={session.publication}>
                    <td>{short.format(session.answered)}</td>
                    <th scope="row">{session.name}</th>
                    <td>{session.failed}</td>
                    <td>
                      {session.failed === 0 ? (
                        t('panel.noFailure')
                      ) : (
                        <ul className="pl-panel-failures">
                          {session.fails.map(({ control, fails }) => (
                            <li key={control}>
                              {t('panel.failure', {
                                attribute: control,
                                reasons: fails.map((fail) => reason[fail]).join(t('panel.reasonSeparator')),
                              })}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}

function AttributesSection({ record, format }: { record: JudgeRecordView; format: NumberFormat }) {
  const { t, i18n } = useTranslation();
  const [measure, setMeasure] = useState<Measure>('repeatability');
  const series = attributeSeries(record);
  const shown = (value: number | null, as: (value: number) => string) => (value === null ? t('panel.none') : as(value));
  const short = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="pl-console-card" aria-labelledby="pl-record-attributes">
      <h2 id="pl-record-attributes">{t('panel.attributesTitle')}</h2>
      {series.length === 0 ? (
        <p>{t('panel.noAttributes')}</p>
      ) : (
        <>
          <label className="pl-console-select-field">
            <span>{t('panel.measure')}</span>
            <select value={measure} onChange={(event) => setMeasure(event.currentTarget.value as Measure)}>
              {MEASURES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(MEASURE_TEXT[choice])}
                </option>
              ))}
            </select>
          </label>
          <div className="pl-panel-charts">
            {series.map(({ attribute, points }) => {
              const judge = points.flatMap((point) =>
                point[measure].judge === null ? [] : [{ date: new Date(point.answered), value: point[measure].judge }],
              );
              const panel = points.flatMap((point) =>
                point[measure].panel === null ? [] : [{ date: new Date(point.answered), value: point[measure].panel }],
              );
              return (
                <PlotFigure
                  key={`${attribute}-${measure}`}
                  description={t(CHART_TEXT[measure], { name: record.name, attribute })}
                  draw={(width) =>
                    Plot.plot({
                      className: 'pl-results-plot',
                      width,
                      height: 220,
                      // Room for the last date's label, centred on the right edge.
                      marginRight: 40,
                      x: {
                        type: 'time',
                        label: null,
                        tickFormat: (date: Date) => short.format(date),
                        ticks: Math.max(2, Math.floor(width / 130)),
                      },
                      y: {
                        grid: true,
                        label: t(MEASURE_TEXT[measure]),
                        ...(measure === 'pValue' ? { domain: [0, 1] } : {}),
                      },
                      marks: [
                        Plot.lineY(panel, {
                          x: 'date',
                          y: 'value',
                          stroke: PANEL_COLOUR,
                          strokeDasharray: '6 4',
                          strokeWidth: 2,
                        }),
                        Plot.lineY(judge, { x: 'date', y: 'value', stroke: JUDGE_COLOUR, strokeWidth: 2 }),
                        Plot.dot(judge, { x: 'date', y: 'value', fill: JUDGE_COLOUR, r: 4 }),
                      ],
                    })
                  }
                />
              );
            })}
          </div>
          <TableScroll label={t('panel.figuresTable')}>
            <table className="pl-console-table pl-results-numbers">
              <caption>{t('panel.figuresTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('panel.attribute')}</th>
                  <th scope="col">{t('panel.publication')}</th>
                  <th scope="col">{t('panel.F')}</th>
                  <th scope="col">{t('panel.pValue')}</th>
                  <th scope="col">{t('panel.repeatability')}</th>
                  <th scope="col">{t('panel.agreement')}</th>
                  <th scope="col">{`${t('panel.panelMedian')}: ${t('panel.pValue')}`}</th>
                  <th scope="col">{`${t('panel.panelMedian')}: ${t('panel.repeatability')}`}</th>
                  <th scope="col">{`${t('panel.panelMedian')}: ${t('panel.agreement')}`}</th>
                </tr>
              </thead>
              <tbody>
                {series.flatMap(({ attribute, points }) =>
                  points.map((point) => (
                    <tr key={`${attribute}-${point.publication}`}>
                      <th scope="row">{attribute}</th>
                      <td>
                        {point.name}
                        <span className="pl-console-note">{short.format(point.answered)}</span>
                      </td>
                      <td>{shown(point.F, format.statistic)}</td>
                      <td>{shown(point.pValue.judge, format.p)}</td>
                      <td>{shown(point.repeatability.judge, format.statistic)}</td>
                      <td>{shown(point.agreement.judge, format.statistic)}</td>
                      <td>{shown(point.pValue.panel, format.p)}</td>
                      <td>{shown(point.repeatability.panel, format.statistic)}</td>
                      <td>{shown(point.agreement.panel, format.statistic)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}

function DiscriminationSection({
  record,
  format,
  dates,
}: {
  record: JudgeRecordView;
  format: NumberFormat;
  dates: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation();
  const byPublication = discriminationByPublication(record);
  const bars = byPublication.map((entry) => ({ ...entry, label: `${entry.name} (${dates.format(entry.answered)})` }));
  return (
    <section className="pl-console-card" aria-labelledby="pl-record-discrimination">
      <h2 id="pl-record-discrimination">{t('panel.discriminationTitle')}</h2>
      {byPublication.length === 0 ? (
        <p>{t('panel.noDiscrimination')}</p>
      ) : (
        <>
          <PlotFigure
            description={t('panel.chartDiscrimination', { name: record.name })}
            draw={(width) =>
              Plot.plot({
                className: 'pl-results-plot',
                width,
                height: 220,
                marginBottom: 40,
                x: {
                  label: null,
                  domain: bars.map((bar) => bar.label),
                  tickFormat: (_: string, index: number) => String(index + 1),
                },
                y: {
                  domain: [0, 1],
                  grid: true,
                  label: t('panel.shareRight'),
                  tickFormat: (share: number) => format.percent(share),
                },
                marks: [Plot.barY(bars, { x: 'label', y: 'share', fill: JUDGE_COLOUR }), Plot.ruleY([0])],
              })
            }
          />
          <TableScroll label={t('panel.discriminationTitle')}>
            <table className="pl-console-table">
              <caption>{t('panel.discriminationTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('panel.publication')}</th>
                  <th scope="col">{t('panel.test')}</th>
                  <th scope="col">{t('panel.method')}</th>
                  <th scope="col">{t('panel.result')}</th>
                </tr>
              </thead>
              <tbody>
                {bars.flatMap((bar, index) =>
                  bar.tests.map((test, place) => (
                    <tr key={`${bar.publication}-${test.control}-${place}`}>
                      <th scope="row">
                        {`${index + 1}. ${bar.name}`}
                        <span className="pl-console-note">{dates.format(bar.answered)}</span>
                      </th>
                      <td>{test.control}</td>
                      <td>{test.method}</td>
                      <td>{test.correct ? t('panel.right') : t('panel.wrong')}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}

/**
 * The training sessions with targets, oldest first: the share of the judge's scores on target
 * and their mean distance to the targets (a falling line that stays low: the judge has converged).
 */
function TrainingSection({
  record,
  format,
  dates,
}: {
  record: JudgeRecordView;
  format: NumberFormat;
  dates: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation();
  const sessions = trainingSessions(record).map((session, index) => ({ ...session, number: index + 1 }));
  const percent = (share: number) => t('panel.percent', { value: format.percent(share) });
  return (
    <section className="pl-console-card" aria-labelledby="pl-record-training">
      <h2 id="pl-record-training">{t('panel.trainingTitle')}</h2>
      {sessions.length === 0 ? (
        <p>{t('panel.noTraining')}</p>
      ) : (
        <>
          <p className="pl-console-help">{t('panel.trainingHelp', { name: record.name })}</p>
          <PlotFigure
            description={t('panel.chartTraining', { name: record.name })}
            draw={(width) =>
              Plot.plot({
                className: 'pl-results-plot',
                width,
                height: 180,
                x: {
                  label: t('panel.session'),
                  domain: [0.5, sessions.length + 0.5],
                  ticks: sessions.map((session) => session.number),
                  tickFormat: (number: number) => String(number),
                },
                y: {
                  zero: true,
                  grid: true,
                  label: t('panel.meanDistance'),
                  tickFormat: (share: number) => format.percent(share),
                },
                marks: [
                  Plot.lineY(sessions, { x: 'number', y: 'meanDistance', stroke: JUDGE_COLOUR, strokeWidth: 2 }),
                  Plot.dot(sessions, { x: 'number', y: 'meanDistance', fill: JUDGE_COLOUR, r: 4 }),
                ],
              })
            }
          />
          <TableScroll label={t('panel.trainingTitle')}>
            <table className="pl-console-table">
              <caption>{t('panel.trainingTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('panel.session')}</th>
                  <th scope="col">{t('panel.answered')}</th>
                  <th scope="col">{t('panel.onTarget')}</th>
                  <th scope="col">{t('panel.meanDistance')}</th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((session) => (
                  <tr key={session.publication}>
                    <th scope="row">{`${session.number}. ${session.name}`}</th>
                    <td>{dates.format(session.answered)}</td>
                    <td>
                      {t('panel.onTargetOf', {
                        onTarget: session.onTarget,
                        rated: session.rated,
                        percent: percent(session.onTargetShare),
                      })}
                    </td>
                    <td>{percent(session.meanDistance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}
