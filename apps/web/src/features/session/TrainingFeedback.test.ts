import { describe, expect, it } from 'vitest';
import { setTarget, type Answer, type Control, type ScaleControl } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import { prepareTrainingFeedback } from './TrainingFeedback.tsx';
import { trainingFeedbackTexts } from './TrainingFeedbackTextBundle.ts';
import { feedbackLines, scaleDecimals } from './TrainingFeedbackRows.ts';

const line = (id: string, label: string): ScaleControl => ({
  kind: 'scale',
  id,
  label: { en: label, ja: `${label}（日本語）` },
  style: 'line',
  min: 0,
  max: 10,
  mandatory: true,
});
const firmness = line('firmness', 'Firmness');
const saltiness = line('saltiness', 'Saltiness');
const fruity = line('fruity', 'Fruity aroma');
const notes: Control = { kind: 'comment', id: 'notes', label: 'Notes', maxLength: 500, mandatory: false };
const controls: Control[] = [firmness, saltiness, notes, fruity];
const scale = { min: 0, max: 10 };
const targets = {
  firmness: setTarget(5.5, 0.5, scale),
  saltiness: setTarget(3, 1, scale),
  fruity: { value: 6.2333, low: 5.0333, high: 7.4333, basis: 'panel' as const },
};
const answers: Answer[] = [
  { controlId: 'firmness', value: 7.5 },
  { controlId: 'saltiness', value: 3 },
  { controlId: 'notes', text: 'a little crumbly' },
  { controlId: 'fruity', value: 4.2 },
];

describe('feedbackLines', () => {
  it('writes each targeted score, its range and its verdict in the screen order, in the judge’s words', () => {
    const lines = feedbackLines(controls, answers, targets, trainingFeedbackTexts.en.trainingFeedback, 'en');
    expect(
      lines.map(({ label, gave, target, verdict, verdictText }) => ({ label, gave, target, verdict, verdictText })),
    ).toEqual([
      { label: 'Firmness', gave: 'You gave 7.5', target: 'target 5 to 6', verdict: 'tooHigh', verdictText: 'Too high' },
      {
        label: 'Saltiness',
        gave: 'You gave 3',
        target: 'target 2 to 4',
        verdict: 'onTarget',
        verdictText: 'On target',
      },
      {
        label: 'Fruity aroma',
        gave: 'You gave 4.2',
        target: 'target 5 to 7.4',
        verdict: 'tooLow',
        verdictText: 'Too low',
      },
    ]);
  });

  it('places the score and the range on the scale from 0 to 1, clamped to its ends', () => {
    const clipped = { firmness: setTarget(9.5, 2, scale) };
    const [row] = feedbackLines(
      controls,
      [{ controlId: 'firmness', value: 10 }],
      clipped,
      trainingFeedbackTexts.en.trainingFeedback,
      'en',
    );
    expect(row).toMatchObject({ scoreAt: 1, lowAt: 0.75, highAt: 1, min: '0', max: '10', verdict: 'onTarget' });
  });

  it('writes numbers with the judge’s decimal mark and the attribute in their language', () => {
    const [row] = feedbackLines(
      controls,
      [{ controlId: 'fruity', value: 4.2 }],
      targets,
      trainingFeedbackTexts.de.trainingFeedback,
      'de',
    );
    expect(row).toMatchObject({ gave: 'Sie gaben 4,2', target: 'Ziel 5 bis 7,4', verdictText: 'Zu niedrig' });
    const [japanese] = feedbackLines(
      controls,
      [{ controlId: 'fruity', value: 4.2 }],
      targets,
      trainingFeedbackTexts.ja.trainingFeedback,
      'ja',
    );
    expect(japanese).toMatchObject({
      label: 'Fruity aroma（日本語）',
      gave: 'あなたの評点 4.2',
      target: '目標 5〜7.4',
    });
  });

  it('leaves out controls without a target or without an answer', () => {
    const lines = feedbackLines(
      controls,
      [{ controlId: 'firmness', value: 5 }],
      { saltiness: targets.saltiness },
      trainingFeedbackTexts.en.trainingFeedback,
      'en',
    );
    expect(lines).toEqual([]);
  });
});

describe('scaleDecimals', () => {
  it('gives a scale the decimals of its range (spec section 9), or of its finer steps', () => {
    // A 0 to 10 line moves by tenths; a 1 to 9 category scale by whole points, its range calling for one decimal.
    expect(scaleDecimals(firmness)).toBe(1);
    expect(scaleDecimals({ ...firmness, style: 'category', min: 1, max: 9, step: 1 })).toBe(1);
    expect(scaleDecimals({ ...firmness, min: 0, max: 100 })).toBe(0);
    expect(scaleDecimals({ ...firmness, min: 0, max: 100, step: 0.25 })).toBe(2);
  });
});

describe('prepareTrainingFeedback', () => {
  const page = {
    position: 3,
    count: 7,
    blockStart: 0,
    key: 'profile-3',
    sample: { code: '527' },
    ideal: false,
    controls,
    answers: [],
    served: {},
    references: {},
    appearance: {},
    targets,
    preview: null,
  } as PageView;

  it('heads the feedback with the sample’s code and counts the scores on target', async () => {
    const feedback = await prepareTrainingFeedback(page, answers, 'en');
    expect(feedback?.title).toBe('Sample 527: how your scores compare');
    expect(feedback?.summary).toBe('On target: 1 of 3');
    expect(feedback?.lines).toHaveLength(3);
    expect((await prepareTrainingFeedback(page, answers, 'ja'))?.texts.continue).toBe('続ける');
  });

  it('gives none when no targeted control was answered, or the screen has no targets', async () => {
    expect(await prepareTrainingFeedback(page, [{ controlId: 'notes', text: 'fine' }], 'en')).toBeNull();
    expect(await prepareTrainingFeedback({ ...page, targets: undefined }, answers, 'en')).toBeNull();
  });
});
