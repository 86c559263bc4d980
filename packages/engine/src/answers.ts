import type { Control, Page, ScaleControl } from './definition.ts';

/** A judge's answer to one control of one screen: a value (`v`) and/or a text (`tx`). */
export interface Answer {
  controlId: string;
  value?: number;
  text?: string;
}

export type ValidationRule = 'required' | 'number' | 'range' | 'step' | 'unknownControl' | 'duplicate';

export interface ValidationIssue {
  controlId: string;
  rule: ValidationRule;
  params?: Record<string, number | string>;
}

export interface ValidationOptions {
  /** Off in a leader's preview without forced answers. */
  mandatoryAnswers: boolean;
}

export function isAnswerable(control: Control): control is ScaleControl {
  return control.kind === 'scale';
}

/** Checks a screen's answers against its controls; an empty list means the screen may be left. */
export function validatePage(
  page: Page,
  answers: readonly Answer[],
  options: ValidationOptions = { mandatoryAnswers: true },
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const answerable = new Map(page.controls.filter(isAnswerable).map((c) => [c.id, c]));
  const answered = new Set<string>();
  for (const answer of answers) {
    if (!answerable.has(answer.controlId)) issues.push({ controlId: answer.controlId, rule: 'unknownControl' });
    // Two answers to one control: which one the judge meant is unknowable, so neither is kept.
    else if (answered.has(answer.controlId)) issues.push({ controlId: answer.controlId, rule: 'duplicate' });
    answered.add(answer.controlId);
  }
  for (const control of answerable.values()) {
    const answer = answers.find((a) => a.controlId === control.id);
    const issue = validateScale(control, answer?.value, options);
    if (issue) issues.push(issue);
  }
  return issues;
}

function validateScale(
  scale: ScaleControl,
  value: number | undefined,
  options: ValidationOptions,
): ValidationIssue | undefined {
  if (value === undefined) {
    return scale.mandatory && options.mandatoryAnswers ? { controlId: scale.id, rule: 'required' } : undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return { controlId: scale.id, rule: 'number' };
  if (value < scale.min || value > scale.max) {
    return { controlId: scale.id, rule: 'range', params: { min: scale.min, max: scale.max } };
  }
  if (scale.style === 'category' && !isOnStep(value, scale.min, scale.step ?? 1)) {
    return { controlId: scale.id, rule: 'step', params: { min: scale.min, step: scale.step ?? 1 } };
  }
  return undefined;
}

function isOnStep(value: number, origin: number, step: number): boolean {
  const steps = (value - origin) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}
