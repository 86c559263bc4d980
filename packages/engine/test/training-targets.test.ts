import { describe, expect, it } from 'vitest';
import {
  distanceToTarget,
  page,
  panelTarget,
  sampleFeedback,
  setTarget,
  targetVerdict,
  type TrainingTarget,
} from '../src/index.ts';

const NINE_POINTS = { min: 1, max: 9 };
const FIVE_TO_SIX: TrainingTarget = { value: 5.5, low: 5, high: 6, basis: 'set' };

describe('a score against its target range', () => {
  it('is on target on both edges of the range, too low or too high only outside it', () => {
    expect(targetVerdict(5, FIVE_TO_SIX)).toBe('onTarget');
    expect(targetVerdict(6, FIVE_TO_SIX)).toBe('onTarget');
    expect(targetVerdict(4.9, FIVE_TO_SIX)).toBe('tooLow');
    expect(targetVerdict(6.1, FIVE_TO_SIX)).toBe('tooHigh');
  });

  it('is measured from the centre as a share of the scale', () => {
    expect(distanceToTarget(5.5, FIVE_TO_SIX, NINE_POINTS)).toBe(0);
    expect(distanceToTarget(7.5, FIVE_TO_SIX, NINE_POINTS)).toBe(0.25);
    expect(distanceToTarget(1, { value: 9, low: 8, high: 9, basis: 'set' }, NINE_POINTS)).toBe(1);
  });
});

describe("the leader's target", () => {
  it('is the value ± the tolerance, clipped to the ends of the scale', () => {
    expect(setTarget(5, 1, NINE_POINTS)).toEqual({ value: 5, low: 4, high: 6, basis: 'set' });
    expect(setTarget(8.5, 1, NINE_POINTS)).toEqual({ value: 8.5, low: 7.5, high: 9, basis: 'set' });
    expect(setTarget(1.5, 2, NINE_POINTS)).toEqual({ value: 1.5, low: 1, high: 3.5, basis: 'set' });
  });
});

describe("the panel's target", () => {
  it("is the mean ± k times R's sd() (n − 1) of the judges' means, clipped to the scale", () => {
    // R: mean(c(4, 6, 8)) is 6 and sd(c(4, 6, 8)) is 2.
    expect(panelTarget([4, 6, 8], { k: 1, minJudges: 3 }, NINE_POINTS)).toEqual({
      value: 6,
      low: 4,
      high: 8,
      basis: 'panel',
    });
    expect(panelTarget([4, 6, 8], { k: 2, minJudges: 3 }, NINE_POINTS)).toEqual({
      value: 6,
      low: 2,
      high: 9,
      basis: 'panel',
    });
  });

  it('is null until minJudges judges have answered', () => {
    expect(panelTarget([4, 6], { k: 1, minJudges: 3 }, NINE_POINTS)).toBeNull();
  });
});

describe('the feedback after a sample', () => {
  const tasting = page.parse({
    id: 'tasting',
    perSample: true,
    controls: [
      { kind: 'scale', id: 'sweet', label: 'Sweet', style: 'line', min: 0, max: 10 },
      { kind: 'text', id: 'notes', label: 'Notes' },
      { kind: 'scale', id: 'bitter', label: 'Bitter', style: 'line', min: 0, max: 10 },
      { kind: 'scale', id: 'sour', label: 'Sour', style: 'line', min: 0, max: 10, mandatory: false },
      { kind: 'scale', id: 'salty', label: 'Salty', style: 'line', min: 0, max: 10 },
    ],
  });
  const targets: Record<string, TrainingTarget> = {
    sweet: setTarget(5, 1, { min: 0, max: 10 }),
    bitter: setTarget(2, 1, { min: 0, max: 10 }),
    sour: setTarget(3, 1, { min: 0, max: 10 }),
    notes: setTarget(3, 1, { min: 0, max: 10 }),
  };

  it("has one row per answered scale with a target, in the page's order, whatever the answers' order", () => {
    const rows = sampleFeedback(
      tasting.controls,
      [
        { controlId: 'salty', value: 4 },
        { controlId: 'bitter', value: 3.5 },
        { controlId: 'notes', text: 'sweet', value: 3 },
        { controlId: 'sweet', value: 5 },
      ],
      targets,
    );
    expect(rows).toEqual([
      { controlId: 'sweet', score: 5, target: targets['sweet'], verdict: 'onTarget' },
      { controlId: 'bitter', score: 3.5, target: targets['bitter'], verdict: 'tooHigh' },
    ]);
  });
});
