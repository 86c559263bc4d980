import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import app from '../app/texts/en.ts';
import { incompleteBlocksText } from './incompleteBlocksText.ts';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: app } }, initAsync: false, showSupportNotice: false });

describe('an incomplete block design in words', () => {
  it('says an exactly balanced design with its λ', () => {
    const design = { T: 7, K: 3, blocks: 7, r: 3, lambda: 1, exactlyBalanced: true, judgesForWholeReplicates: 7 };
    expect(incompleteBlocksText(i18n.t, design)).toBe(
      '3 of 7 products per judge, from a design of 7 blocks: each product is served in 3 blocks, each pair of ' +
        'products together in 1. Exactly balanced (a balanced incomplete block design). A whole replicate of the ' +
        'design takes 7 judges.',
    );
  });

  it('says a near-balanced design with the fewest and most meetings of a pair', () => {
    const design = {
      T: 6,
      K: 4,
      blocks: 6,
      r: 4,
      lambda: [2, 3] as [number, number],
      exactlyBalanced: false,
      judgesForWholeReplicates: 6,
    };
    const text = incompleteBlocksText(i18n.t, design);
    expect(text).toContain('each pair of products together in 2 or 3.');
    expect(text).toContain('Near-balanced');
  });
});
