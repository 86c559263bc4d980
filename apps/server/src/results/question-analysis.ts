import type { AnswerableControl, DiscriminationControl } from '@palate/engine';
import { analyseChoices, type ChoiceAnalysis } from './choice-analysis.ts';
import { discriminationFigures, type MethodFigures } from './discrimination-analysis.ts';
import {
  isPerSample,
  NOT_PER_SAMPLE,
  type QuestionBase,
  type QuestionContext,
  type Where,
} from './question-context.ts';
import { analyseRank, type RankAnalysis } from './rank-analysis.ts';
import type { LongResult } from './results.service.ts';
import { analyseScale, type ScaleAnalysis } from './scale-analysis.ts';
import { analyseTemporal, type AttributeTimelineAnalysis, type TimeIntensityAnalysis } from './temporal-analysis.ts';

/** The method is named even when there are no answers to test. */
export type DiscriminationFigures = { kind: 'discrimination'; method: DiscriminationControl['method'] } & MethodFigures;

export type DiscriminationAnalysis = QuestionBase & DiscriminationFigures;

export interface TextAnalysis extends QuestionBase {
  kind: 'text' | 'comment';
  n: number;
}

/** Napping and sorting: how many sittings (judge × repetition) answered; their maps are the publication's `maps`. */
export interface SampleMapAnalysis extends QuestionBase {
  kind: 'napping' | 'sorting';
  n: number;
}

/** A picture: per product ("all" on a page not per sample), how many judges marked it and how many marks they made. */
export interface PictureAnalysis extends QuestionBase {
  kind: 'picture';
  byProduct: Record<string, { evaluations: number; marked: number; marks: number; meanMarks: number }>;
}

export type QuestionAnalysis =
  | DiscriminationAnalysis
  | RankAnalysis
  | ScaleAnalysis
  | ChoiceAnalysis
  | TextAnalysis
  | SampleMapAnalysis
  | PictureAnalysis
  | AttributeTimelineAnalysis
  | TimeIntensityAnalysis;

/**
 * One question's figures, by its kind: the kinds with tests have their own module; text,
 * napping, sorting and picture are counted here (their maps are made with the publication's).
 */
export function analyseControl(
  context: QuestionContext,
  where: Where,
  control: AnswerableControl,
  rows: LongResult[],
): QuestionAnalysis {
  switch (control.kind) {
    case 'discrimination':
      return analyseDiscrimination(where, control, rows);
    case 'rank':
      return analyseRank(context, where, rows);
    case 'scale':
      return analyseScale(context, where, control, rows);
    case 'multiple':
    case 'single':
      return analyseChoices(context, where, control, rows);
    case 'text':
    case 'comment':
      return { ...where, kind: control.kind, n: rows.filter((r) => r.text !== null && r.text !== '').length };
    case 'picture':
      return analysePicture(context, where, rows);
    case 'napping':
    case 'sorting':
      return { ...where, kind: control.kind, n: new Set(rows.map((r) => `${r.judge}#${r.repetition}`)).size };
    case 'tds':
    case 'tcata':
    case 'ti':
      return analyseTemporal(where, control, rows, isPerSample(context, where) ? context.servedProducts : null);
  }
}

function analysePicture(context: QuestionContext, where: Where, rows: LongResult[]): PictureAnalysis {
  const perSample = isPerSample(context, where);
  const byProduct: PictureAnalysis['byProduct'] = {};
  // The row named by the control itself holds an evaluation's count of marks.
  for (const row of rows.filter((r) => r.attribute === where.control && r.value !== null)) {
    const product = perSample ? row.product : NOT_PER_SAMPLE;
    const figures = (byProduct[product] ??= { evaluations: 0, marked: 0, marks: 0, meanMarks: 0 });
    figures.evaluations += 1;
    figures.marks += row.value as number;
    if ((row.value as number) > 0) figures.marked += 1;
    figures.meanMarks = figures.marks / figures.evaluations;
  }
  return { ...where, kind: 'picture', byProduct };
}

function analyseDiscrimination(
  where: Where,
  control: DiscriminationControl,
  rows: LongResult[],
): DiscriminationAnalysis {
  return { ...where, kind: 'discrimination', method: control.method, ...discriminationFigures(control, rows) };
}
