import { describe, expect, it } from 'vitest';
import { aNotA, discrim, sameDifferent } from '@palate/stats';
import { figuresFromCounts } from './planning.ts';

describe('the calculator page', () => {
  it('gives the figures of each method from its counts, and refuses impossible counts', () => {
    expect(figuresFromCounts({ method: 'hexad', correct: 9, n: 30 })).toEqual({
      figures: { ...discrim('hexad', 9, 30) },
    });
    expect(figuresFromCounts({ method: 'triangle', correct: 31, n: 30 })).toHaveProperty('refused');
    const table = { sameSame: 8, diffSame: 5, sameDiff: 4, diffDiff: 9 };
    expect(figuresFromCounts({ method: 'sameDifferent', ...table })).toEqual({ figures: sameDifferent(table) });
    const counts = { hits: 10, a: 20, falseAlarms: 5, notA: 20 };
    expect(figuresFromCounts({ method: 'aNotA', ...counts })).toEqual({ figures: aNotA(counts) });
    expect(figuresFromCounts({ method: 'aNotA', ...counts, hits: 21 })).toHaveProperty('refused');
    expect(figuresFromCounts({ method: 'pairedPreference', first: 0, second: 0, noPreference: 3 })).toHaveProperty(
      'refused',
    );
    expect(figuresFromCounts({ method: 'pairedPreference', first: -1, second: 2, noPreference: 0 })).toEqual({
      refused: 'first must be a non-negative integer',
    });
  });
});
