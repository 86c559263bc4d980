import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@palate/engine';
import type { ResultsFunctionData } from '@palate/protocol';
import {
  shapeResultsReport,
  type ReportAttribute,
  type ReportChoiceQuestion,
  type ReportRow,
} from './resultsReport.ts';
import './report.css';

export interface ResultsReportProps {
  data: ResultsFunctionData | null;
  /** Nothing could be loaded: one line says so, and the thank-you stays as it is. */
  failed: boolean;
  /** The figures refresh themselves as other judges finish (`syncResults`). */
  live: boolean;
}

/**
 * The judge's scores beside the panel's, on the end screen: per attribute, one row per
 * sample with a bar for the panel's mean, a whisker for ± one standard deviation and a
 * marker for the judge's own score. Every figure is also written out, so the drawing is
 * hidden from screen readers.
 */
export function ResultsReport({ data, failed, live }: ResultsReportProps) {
  const { t, i18n } = useTranslation();
  const report = useMemo(() => (data === null ? null : shapeResultsReport(data)), [data]);
  if (report === null || report.attributes.length + report.choiceQuestions.length + report.texts.length === 0) {
    return failed ? <p className="pl-report-unavailable">{t('session.report.unavailable')}</p> : null;
  }
  return (
    <section className="pl-report" aria-labelledby="pl-report-title">
      <h2 id="pl-report-title" className="pl-report-title">
        {t('session.report.title')}
      </h2>
      <p className="pl-report-summary">
        {report.onlyYou ? t('session.report.onlyYou') : t('session.report.answered', { count: report.judgeCount })}
        {live && <> {t('session.report.live')}</>}
      </p>
      <ul className="pl-report-legend" aria-hidden="true">
        <li>
          <span className="pl-report-key pl-report-key--mean" />
          {t('session.report.legendMean')}
        </li>
        <li>
          <span className="pl-report-key pl-report-key--spread" />
          {t('session.report.legendSpread')}
        </li>
        <li>
          <span className="pl-report-key pl-report-key--own" />
          {t('session.report.legendOwn')}
        </li>
      </ul>
      {report.attributes.map((attribute) => (
        <AttributeChart
          key={attribute.id}
          attribute={attribute}
          label={localize(attribute.label, i18n.language)}
          countUnit={report.countUnit}
        />
      ))}
      {report.choiceQuestions.map((question) => (
        <ChoiceChart key={question.id} question={question} label={localize(question.label, i18n.language)} />
      ))}
      {report.texts.map((question) => (
        <section key={question.id} className="pl-report-attribute" aria-labelledby={`pl-report-${question.id}`}>
          <h3 id={`pl-report-${question.id}`} className="pl-report-attribute-title">
            {localize(question.label, i18n.language)}
          </h3>
          <p className="pl-report-count">{t('session.report.yourTexts')}</p>
          <ul className="pl-report-texts">
            {question.entries.map((entry, index) => (
              <li key={index}>
                <span className="pl-report-code">{t('session.sample', { code: entry.code })}</span> {entry.text}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** A sample by its blinding code, with its chart colour. */
function SampleLabel({ code, colour }: { code: string; colour: string }) {
  const { t } = useTranslation();
  return (
    <span className="pl-report-code">
      <span className="pl-report-swatch" style={{ background: colour }} aria-hidden="true" />
      {t('session.sample', { code })}
    </span>
  );
}

/** A choice question: per sample, how many judges picked each choice, the judge's own picks marked. */
function ChoiceChart({ question, label }: { question: ReportChoiceQuestion; label: string }) {
  const { t, i18n } = useTranslation();
  const headingId = `pl-report-${question.id}`;
  return (
    <section className="pl-report-attribute" aria-labelledby={headingId}>
      <h3 id={headingId} className="pl-report-attribute-title">
        {label}
      </h3>
      <ul className="pl-report-rows">
        {question.samples.map((sample) => (
          <li key={sample.code} className="pl-report-row">
            <p className="pl-report-figures">
              <SampleLabel code={sample.code} colour={sample.colour} />
            </p>
            <ul className="pl-report-choices">
              {sample.choices.map((choice) => (
                <li key={choice.id} className="pl-report-choice" data-picked={choice.picked || undefined}>
                  <span className="pl-report-choice-label">
                    {localize(choice.label, i18n.language)}
                    {choice.picked && <strong className="pl-report-own"> ({t('session.report.yourChoice')})</strong>}
                  </span>
                  <span className="pl-report-count">
                    {t('session.report.choiceCount', { count: choice.count, total: sample.count })}
                  </span>
                  <span className="pl-report-choice-track" aria-hidden="true">
                    <span
                      className="pl-report-choice-bar"
                      style={{
                        width: percent(sample.count > 0 ? choice.count / sample.count : 0),
                        background: sample.colour,
                      }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A category scale's answers over the default bins: a small column chart, its figures written out beside it. */
function DistributionChart({ row, format }: { row: ReportRow; format: Intl.NumberFormat }) {
  const { t } = useTranslation();
  const bins = row.distribution ?? [];
  const highest = Math.max(1, ...bins.map((bin) => bin.count));
  return (
    <div className="pl-report-distribution">
      <p className="pl-visually-hidden">
        {t('session.report.distribution')}:{' '}
        {bins
          .map((bin) =>
            t('session.report.bin', { from: format.format(bin.from), to: format.format(bin.to), count: bin.count }),
          )
          .join('; ')}
      </p>
      <div className="pl-report-bins" aria-hidden="true" title={t('session.report.distribution')}>
        {bins.map((bin, index) => (
          <span
            key={index}
            className="pl-report-bin"
            style={{ height: percent(bin.count / highest), background: row.colour }}
          />
        ))}
      </div>
    </div>
  );
}

interface AttributeChartProps {
  attribute: ReportAttribute;
  label: string;
  countUnit: 'judges' | 'scores';
}

function AttributeChart({ attribute, label, countUnit }: AttributeChartProps) {
  const { t, i18n } = useTranslation();
  const headingId = `pl-report-${attribute.id}`;
  const fixed = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: attribute.decimals,
    maximumFractionDigits: attribute.decimals,
  });
  // A judge's own score is written as given (7, not 7.0) unless it is a mean of repetitions.
  const plain = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: attribute.decimals });
  const scale = t('session.report.scale', { min: plain.format(attribute.min), max: plain.format(attribute.max) });
  return (
    <section className="pl-report-attribute" aria-labelledby={headingId}>
      <h3 id={headingId} className="pl-report-attribute-title">
        {label} <span className="pl-visually-hidden">({scale})</span>
      </h3>
      <ul className="pl-report-rows">
        {attribute.rows.map((row) => (
          <li key={row.code} className="pl-report-row">
            <p className="pl-report-figures">
              <SampleLabel code={row.code} colour={row.colour} />
              <span>
                {t('session.report.panel', { mean: fixed.format(row.mean), spread: fixed.format(row.stdDev) })}
              </span>
              {row.own !== null && (
                <span className="pl-report-own">{t('session.report.own', { score: plain.format(row.own) })}</span>
              )}
              <span className="pl-report-count">{t(`session.report.${countUnit}`, { count: row.count })}</span>
            </p>
            <RowChart row={row} />
            {row.distribution && <DistributionChart row={row} format={plain} />}
          </li>
        ))}
      </ul>
      <p className="pl-report-axis" aria-hidden="true">
        <span>{plain.format(attribute.min)}</span>
        <span>{plain.format(attribute.max)}</span>
      </p>
    </section>
  );
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

function RowChart({ row }: { row: ReportRow }) {
  const bar: CSSProperties = { width: percent(row.meanAt), background: row.colour };
  const spread: CSSProperties = { left: percent(row.lowAt), width: percent(row.highAt - row.lowAt) };
  return (
    <div className="pl-report-track" aria-hidden="true">
      <div className="pl-report-scale">
        <div className="pl-report-bar" style={bar} />
        <div className="pl-report-spread" style={spread} />
        {row.ownAt !== null && <div className="pl-report-marker" style={{ left: percent(row.ownAt) }} />}
      </div>
    </div>
  );
}
