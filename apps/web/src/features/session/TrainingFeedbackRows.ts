import {
  decimalsForRange,
  localize,
  sampleFeedback,
  type Answer,
  type Control,
  type ScaleControl,
  type TargetVerdict,
} from '@palate/engine';
import { fill } from '../booking/bookingTexts.ts';
import { lineStep } from './answers.ts';
import type { TrainingFeedbackTexts } from './TrainingFeedbackTexts.ts';

/** One attribute of the feedback after a sample, as the judge reads it and as its bar draws it. */
export interface FeedbackLine {
  controlId: string;
  /** The attribute: the control's label in the judge's language. */
  label: string;
  /** "You gave 7.5" */
  gave: string;
  /** "target 5 to 6" */
  target: string;
  verdict: TargetVerdict;
  /** "Too high" */
  verdictText: string;
  /** The scale's ends, as its axis writes them. */
  min: string;
  max: string;
  /** Positions on the scale from 0 (its min) to 1 (its max), clamped to the scale. */
  scoreAt: number;
  lowAt: number;
  highAt: number;
}

/**
 * The judge's scores on a sample beside its targets, attribute by attribute in the screen's
 * order (the engine's `sampleFeedback`), in the judge's words and digits. Empty when no
 * control with a target was answered: then there is no feedback to show.
 */
export function feedbackLines(
  controls: readonly Control[],
  answers: readonly Answer[],
  targets: Parameters<typeof sampleFeedback>[2],
  texts: TrainingFeedbackTexts,
  language: string,
): FeedbackLine[] {
  const scales = new Map(
    controls.flatMap((control) => (control.kind === 'scale' ? [[control.id, control] as const] : [])),
  );
  return sampleFeedback(controls, answers, targets).flatMap((row) => {
    const scale = scales.get(row.controlId);
    if (scale === undefined) return [];
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: scaleDecimals(scale) });
    const at = (value: number) => Math.min(1, Math.max(0, (value - scale.min) / (scale.max - scale.min)));
    return [
      {
        controlId: row.controlId,
        label: localize(scale.label, language),
        gave: fill(texts.gave, { score: number.format(row.score) }),
        target: fill(texts.target, { low: number.format(row.target.low), high: number.format(row.target.high) }),
        verdict: row.verdict,
        verdictText: texts[row.verdict],
        min: number.format(scale.min),
        max: number.format(scale.max),
        scoreAt: at(row.score),
        lowAt: at(row.target.low),
        highAt: at(row.target.high),
      },
    ];
  });
}

/**
 * The decimals a scale's figures are written with: those spec section 9 gives its range, or
 * more when its steps are finer, so that a judge's 5.5 on a 0 to 10 line is not written 6
 * and a target range of a panel's mean does not look like a whole number.
 */
export function scaleDecimals(scale: ScaleControl): number {
  const step = scale.style === 'line' ? lineStep(scale) : (scale.step ?? 1);
  const stepDecimals = /\.(\d+)$/.exec(String(step))?.[1]?.length ?? 0;
  return Math.min(3, Math.max(decimalsForRange(scale.max - scale.min), stepDecimals));
}
