import { describe, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { blankDefinition, withField, withNewProduct, type DraftDefinition } from './designerDraft.ts';
import { incompleteDesignOf } from './incompleteDesign.ts';

function withProducts(count: number): DraftDefinition {
  let draft = blankDefinition();
  while (draft.products.length < count) draft = withNewProduct(draft);
  return draft;
}

describe('the design a draft’s judges will get', () => {
  it('is the engine’s balanced incomplete block design for K of T, and the format keeps samplesPerJudge', () => {
    const seven = withField(withProducts(7), 'samplesPerJudge', 3);
    expect(incompleteDesignOf(seven)).toEqual({
      T: 7,
      K: 3,
      blocks: 7,
      r: 3,
      lambda: 1,
      exactlyBalanced: true,
      judgesForWholeReplicates: 7,
    });
    expect(questionnaire.parse(seven).samplesPerJudge).toBe(3);
  });

  it('says when the design is only nearly balanced', () => {
    const twelve = withField(withProducts(12), 'samplesPerJudge', 4);
    expect(incompleteDesignOf(twelve)).toMatchObject({ T: 12, K: 4, exactlyBalanced: false, lambda: [1, 2] });
  });

  it('is none for every product, or for a K the format refuses (its own check says why)', () => {
    const four = withProducts(4);
    expect(incompleteDesignOf(four)).toBeNull();
    for (const refused of [1, 4, 5]) {
      const draft = withField(four, 'samplesPerJudge', refused);
      expect(incompleteDesignOf(draft)).toBeNull();
      expect(questionnaire.safeParse(draft).error?.issues.map((issue) => issue.path)).toEqual([['samplesPerJudge']]);
    }
  });
});
