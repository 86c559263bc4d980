import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@palate/engine';
import type { ResultsFunctionData } from '@palate/protocol';
import { shapeResultsReport, type ReportAttribute, type ReportRow } from './resultsReport.ts';
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
  if (report === null || report.attributes.length === 0) {
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
    </section>
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
              <span className="pl-report-code">
                <span className="pl-report-swatch" style={{ background: row.colour }} aria-hidden="true" />
                {t('session.sample', { code: row.code })}
              </span>
              <span>
                {t('session.report.panel', { mean: fixed.format(row.mean), spread: fixed.format(row.stdDev) })}
              </span>
              {row.own !== null && (
                <span className="pl-report-own">{t('session.report.own', { score: plain.format(row.own) })}</span>
              )}
              <span className="pl-report-count">{t(`session.report.${countUnit}`, { count: row.count })}</span>
            </p>
            <RowChart row={row} />
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
