import { chartColour, decimalsForRange, roundForRange, type LocalizedText } from '@palate/engine';
import type { ResultsFunctionData } from '@palate/protocol';

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
  /** A category scale's answers over the default bins (spec section 9), each `{ from, to, count }`; null otherwise. */
  distribution: { from: number; to: number; count: number }[] | null;
}

/** A choice question (single or CATA) for one sample: how many judges picked each choice, and the judge's own picks. */
export interface ReportChoiceSample {
  code: string;
  colour: string;
  /** Judges who answered the question for this sample. */
  count: number;
  choices: { id: string; label: LocalizedText; count: number; picked: boolean }[];
}

export interface ReportChoiceQuestion {
  id: string;
  label: LocalizedText;
  samples: ReportChoiceSample[];
}

/** The judge's own text answers to a question, by sample: other judges' texts are never sent. */
export interface ReportTexts {
  id: string;
  label: LocalizedText;
  entries: { code: string; text: string }[];
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
  choiceQuestions: ReportChoiceQuestion[];
  texts: ReportTexts[];
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
  const attributes = data.descriptors.flatMap((descriptor): ReportAttribute[] => {
    if (descriptor.scale === null) return [];
    const { min, max } = descriptor.scale;
    const range = max - min;
    const at = (value: number) => (range > 0 ? Math.min(1, Math.max(0, (value - min) / range)) : 0);
    const rows = data.results.computed
      .filter((entry) => entry.de === descriptor.de)
      .flatMap((entry) =>
        entry.mean === undefined || entry.stdDev === undefined
          ? []
          : [{ ...entry, mean: entry.mean, stdDev: entry.stdDev }],
      )
      .sort((a, b) => a.sLab.sI - b.sLab.sI)
      .map((entry): ReportRow => {
        const scores = data.results.raw
          .filter((raw) => raw.de === descriptor.de && raw.sLab.sI === entry.sLab.sI)
          .flatMap((raw) => (raw.v === undefined ? [] : [raw.v]));
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
          distribution: entry.dist ? binsOf(entry.dist, min, max) : null,
        };
      });
    return [{ id: descriptor.de, label: descriptor.label, min, max, decimals: decimalsForRange(range), rows }];
  });
  const ownOf = (de: string, sI: number) => data.results.raw.filter((raw) => raw.de === de && raw.sLab.sI === sI);
  const choiceQuestions = data.descriptors
    .filter((descriptor) => descriptor.kind === 'choice')
    .map((descriptor): ReportChoiceQuestion => {
      const choices = data.choices.filter((choice) => choice.de === descriptor.de);
      const samples = data.results.computed
        .filter((entry) => entry.de === descriptor.de)
        .sort((a, b) => a.sLab.sI - b.sLab.sI)
        .map((entry): ReportChoiceSample => {
          const picked = new Set(ownOf(descriptor.de, entry.sLab.sI).map((raw) => raw.ch));
          return {
            code: codes.get(entry.sLab.sI) ?? '',
            colour: chartColour(entry.sLab.sI),
            count: entry.count,
            choices: choices.map((choice, index) => ({
              id: choice.ch,
              label: choice.label,
              count: entry.dist?.[index] ?? 0,
              picked: picked.has(choice.ch),
            })),
          };
        });
      return { id: descriptor.de, label: descriptor.label, samples };
    })
    .filter((question) => question.samples.length > 0);
  const texts = data.descriptors
    .filter((descriptor) => descriptor.kind === 'text')
    .map((descriptor): ReportTexts => ({
      id: descriptor.de,
      label: descriptor.label,
      entries: data.results.raw
        .filter((raw) => raw.de === descriptor.de && raw.tx !== undefined && raw.tx.trim() !== '')
        .sort((a, b) => a.sLab.sI - b.sLab.sI || a.bl - b.bl)
        .map((raw) => ({ code: codes.get(raw.sLab.sI) ?? '', text: raw.tx ?? '' })),
    }))
    .filter((question) => question.entries.length > 0);
  return {
    attributes: attributes.filter((attribute) => attribute.rows.length > 0),
    choiceQuestions,
    texts,
    judgeCount: data.judges.length,
    onlyYou: data.judges.every((judge) => judge.self),
    countUnit: repeated ? 'scores' : 'judges',
  };
}

/** The bounds of each of a distribution's equal bins over the scale. */
function binsOf(counts: number[], min: number, max: number): { from: number; to: number; count: number }[] {
  const width = (max - min) / counts.length;
  const range = max - min;
  return counts.map((count, index) => ({
    from: roundForRange(min + index * width, range),
    to: roundForRange(min + (index + 1) * width, range),
    count,
  }));
}
