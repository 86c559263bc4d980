import { chartColour, decimalsForRange, roundForRange, type LocalizedText } from '@palate/engine';
import type { ResultsFunctionData } from '@palate/protocol';
import type { FeatureFlags } from '../../lib/routeOptions.ts';

/**
 * Whether the end screen shows the judge's report, and whether it follows the panel as
 * others finish: from the route options' `report` and `syncResults` flags.
 */
export type ReportMode = 'off' | 'once' | 'live';

export function reportMode(features: Pick<FeatureFlags, 'report' | 'syncResults'>): ReportMode {
  if (!features.report) return 'off';
  return features.syncResults ? 'live' : 'once';
}

/** One sample's line under an attribute: the panel's figures, the judge's own score and where each lies. */
export interface ReportRow {
  /** The sample's blinding code: a judge never sees a product's name. */
  code: string;
  colour: string;
  mean: number;
  stdDev: number;
  /** Scores behind the mean: one per judge, or one per judge and repetition. */
  count: number;
  /** The judge's score (the mean of theirs over repetitions), null when they gave none. */
  own: number | null;
  /** Positions on the scale from 0 (its min) to 1 (its max), clamped to the scale. */
  meanAt: number;
  lowAt: number;
  highAt: number;
  ownAt: number | null;
}

export interface ReportAttribute {
  id: string;
  label: LocalizedText;
  min: number;
  max: number;
  /** The decimals the figures are rounded to, so that they are written alike (6.0, not 6). */
  decimals: number;
  rows: ReportRow[];
}

export interface ResultsReport {
  attributes: ReportAttribute[];
  /** Judges with at least one score, this judge included. */
  judgeCount: number;
  /** Nobody else has answered yet: the panel's figures are this judge's own. */
  onlyYou: boolean;
  /** What a row's count counts: judges, or scores when the questionnaire repeats its samples. */
  countUnit: 'judges' | 'scores';
}

/**
 * Shapes run/renderFunc's answer for the end screen: per attribute, one row per sample
 * the panel scored, in the questionnaire's sample order, each with its chart colour (by
 * the sample's index, so a sample keeps its colour from one attribute to the next).
 */
export function shapeResultsReport(data: ResultsFunctionData): ResultsReport {
  const codes = new Map(data.samples.map((sample) => [sample.sI, sample.sLab]));
  const repeated = new Set(data.results.raw.map((entry) => entry.bl)).size > 1;
  const attributes = data.descriptors.map((descriptor): ReportAttribute => {
    const { min, max } = descriptor.scale;
    const range = max - min;
    const at = (value: number) => (range > 0 ? Math.min(1, Math.max(0, (value - min) / range)) : 0);
    const rows = data.results.computed
      .filter((entry) => entry.de === descriptor.de)
      .sort((a, b) => a.sLab.sI - b.sLab.sI)
      .map((entry): ReportRow => {
        const scores = data.results.raw
          .filter((raw) => raw.de === descriptor.de && raw.sLab.sI === entry.sLab.sI)
          .map((raw) => raw.v);
        const own =
          scores.length === 0
            ? null
            : roundForRange(scores.reduce((sum, value) => sum + value, 0) / scores.length, range);
        return {
          code: codes.get(entry.sLab.sI) ?? '',
          colour: chartColour(entry.sLab.sI),
          mean: roundForRange(entry.mean, range),
          stdDev: roundForRange(entry.stdDev, range),
          count: entry.count,
          own,
          meanAt: at(entry.mean),
          lowAt: at(entry.mean - entry.stdDev),
          highAt: at(entry.mean + entry.stdDev),
          ownAt: own === null ? null : at(own),
        };
      });
    return { id: descriptor.de, label: descriptor.label, min, max, decimals: decimalsForRange(range), rows };
  });
  return {
    attributes: attributes.filter((attribute) => attribute.rows.length > 0),
    judgeCount: data.judges.length,
    onlyYou: data.judges.every((judge) => judge.self),
    countUnit: repeated ? 'scores' : 'judges',
  };
}
