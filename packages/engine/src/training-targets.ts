import type { Answer } from './answers.ts';
import type { Control } from './definition.ts';

// Training with feedback (issue 43): a training publication may give, per product and
// attribute (a scale control), a target range, set by the leader (a value and a tolerance)
// or the panel's mean ± k SD of the publication's own answers. After each sample the judge
// sees their scores beside the ranges; the judge's record shows how far they were from them.

/** A target range for one attribute (a scale control) of one product. */
export interface TrainingTarget {
  /** The centre: the leader's value, or the panel's mean. */
  value: number;
  /** value − tolerance (or − k·SD), clipped to the scale's min. */
  low: number;
  /** value + tolerance (or + k·SD), clipped to the scale's max. */
  high: number;
  /** The leader set it, or it is the panel's mean ± k SD. */
  basis: 'set' | 'panel';
}

export type TargetVerdict = 'onTarget' | 'tooLow' | 'tooHigh';

/** One attribute of the feedback a judge sees after a sample. */
export interface FeedbackRow {
  controlId: string;
  score: number;
  target: TrainingTarget;
  verdict: TargetVerdict;
}

/** The ends of a scale control, which a target range never leaves. */
export interface ScaleEnds {
  min: number;
  max: number;
}

/** A publication's rule for targets from the panel: its mean ± k SD, once `minJudges` judges have answered. */
export interface PanelTargetRule {
  k: number;
  minJudges: number;
}

/** Both ends belong to the range: a score on its edge is on target. */
export function targetVerdict(score: number, target: TrainingTarget): TargetVerdict {
  if (score < target.low) return 'tooLow';
  if (score > target.high) return 'tooHigh';
  return 'onTarget';
}

/** The page's scale controls that have a target and a numeric answer, in the page's control order. */
export function sampleFeedback(
  controls: readonly Control[],
  answers: readonly Answer[],
  targets: Readonly<Record<string, TrainingTarget>>,
): FeedbackRow[] {
  const scores = new Map<string, number>();
  for (const answer of answers) {
    if (typeof answer.value === 'number' && Number.isFinite(answer.value)) scores.set(answer.controlId, answer.value);
  }
  const rows: FeedbackRow[] = [];
  for (const control of controls) {
    if (control.kind !== 'scale') continue;
    const target = targets[control.id];
    const score = scores.get(control.id);
    if (target === undefined || score === undefined) continue;
    rows.push({ controlId: control.id, score, target, verdict: targetVerdict(score, target) });
  }
  return rows;
}

/** The leader's target: value ± tolerance, within the scale. */
export function setTarget(value: number, tolerance: number, scale: ScaleEnds): TrainingTarget {
  return { ...rangeAround(value, tolerance, scale), basis: 'set' };
}

/**
 * The panel's target: mean ± k·SD of one mean per judge (the other judges than the one
 * served, each over their repetitions), with the sample SD (n − 1, R's sd()). Null below
 * `minJudges` judges, and below two, where no SD exists.
 */
export function panelTarget(
  judgeMeans: readonly number[],
  rule: PanelTargetRule,
  scale: ScaleEnds,
): TrainingTarget | null {
  const count = judgeMeans.length;
  if (count < rule.minJudges || count < 2) return null;
  const mean = judgeMeans.reduce((sum, score) => sum + score, 0) / count;
  const variance = judgeMeans.reduce((sum, score) => sum + (score - mean) ** 2, 0) / (count - 1);
  return { ...rangeAround(mean, rule.k * Math.sqrt(variance), scale), basis: 'panel' };
}

/** |score − value| / (max − min): 0 on the centre, 1 a whole scale away. */
export function distanceToTarget(score: number, target: TrainingTarget, scale: ScaleEnds): number {
  return Math.abs(score - target.value) / (scale.max - scale.min);
}

function rangeAround(value: number, halfWidth: number, scale: ScaleEnds): Omit<TrainingTarget, 'basis'> {
  return { value, low: Math.max(scale.min, value - halfWidth), high: Math.min(scale.max, value + halfWidth) };
}
