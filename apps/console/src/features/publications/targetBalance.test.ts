import { describe, expect, it } from 'vitest';
import { balancedBlockSize, questionnaire } from '@palate/engine';
import { rangeText, targetBalance } from './targetBalance.ts';

/** A questionnaire of `products` products in a Williams design, as pub/design reads it. */
function williams(products: number) {
  return questionnaire.parse({
    name: 'juices',
    title: 'Juices',
    design: 'williams',
    products: Array.from({ length: products }, (_, index) => ({ id: `P${index + 1}`, name: `Juice ${index + 1}` })),
    pages: [{ id: 'liking', perSample: true, controls: [{ kind: 'comment', id: 'comment', label: 'Comment' }] }],
  });
}

describe('the judges a target needs to complete the design', () => {
  it('warns that judges 5–6 of 6 repeat rows 1–2 of a 4-product Williams design, and offers 4 or 8', () => {
    const judgesPerBlock = balancedBlockSize(williams(4), 4);
    expect(judgesPerBlock).toBe(4);
    expect(targetBalance(judgesPerBlock, 6)).toEqual({
      kind: 'repeats',
      judgesPerBlock: 4,
      target: 6,
      repeating: { from: 5, to: 6 },
      rows: { from: 1, to: 2 },
      below: 4,
      above: 8,
    });
  });

  it('takes 2n judges for an odd number of products, and says a multiple completes it', () => {
    const judgesPerBlock = balancedBlockSize(williams(3), 3);
    expect(judgesPerBlock).toBe(6);
    expect(targetBalance(judgesPerBlock, 12)).toEqual({ kind: 'complete', judgesPerBlock: 6, target: 12, times: 2 });
    expect(targetBalance(judgesPerBlock, null)).toEqual({ kind: 'open', judgesPerBlock: 6, multiples: [6, 12, 18] });
  });

  it('names the rows no judge gets when the target is below one design', () => {
    expect(targetBalance(6, 4)).toEqual({ kind: 'short', judgesPerBlock: 6, target: 4, unserved: { from: 5, to: 6 } });
    expect(targetBalance(6, 5)).toMatchObject({ unserved: { from: 6, to: 6 } });
  });

  it('says nothing where any number of judges is balanced', () => {
    expect(targetBalance(1, 7)).toEqual({ kind: 'any' });
  });

  it('writes a range as a leader reads it', () => {
    expect(rangeText({ from: 5, to: 6 })).toBe('5–6');
    expect(rangeText({ from: 7, to: 7 })).toBe('7');
  });
});
