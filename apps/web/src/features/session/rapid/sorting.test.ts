import { describe, expect, it } from 'vitest';
import { groupOf, movedSample } from './sorting.ts';

describe('a sorting as the judge builds it', () => {
  it('starts a new group, adds to a group and tells where each sample is', () => {
    let sorting = movedSample({ groups: [], words: [] }, '123', 'new');
    sorting = movedSample(sorting, '456', 0);
    sorting = movedSample(sorting, '789', 'new');
    expect(sorting.groups).toEqual([['123', '456'], ['789']]);
    expect(sorting.words).toEqual([[], []]);
    expect(groupOf(sorting, '789')).toBe(1);
    expect(groupOf(sorting, '000')).toBe('none');
  });

  it('drops a group left empty with its words, so that no empty group is answered', () => {
    const sorting = { groups: [['123'], ['456', '789']], words: [['sweet'], ['sour']] };
    expect(movedSample(sorting, '123', 1)).toEqual({ groups: [['456', '789', '123']], words: [['sour']] });
    expect(movedSample(sorting, '456', 'none')).toEqual({ groups: [['123'], ['789']], words: [['sweet'], ['sour']] });
  });
});
