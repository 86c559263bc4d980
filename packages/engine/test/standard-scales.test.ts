import { describe, expect, it } from 'vitest';
import { LANGUAGES, hedonicCategories, questionnaire } from '../src/index.ts';

describe('the 9-point hedonic scale', () => {
  it('has nine points, each worded in the seven languages, neutral in the middle', () => {
    const categories = hedonicCategories();
    expect(categories).toHaveLength(9);
    for (const category of categories) expect(Object.keys(category)).toEqual([...LANGUAGES]);
    expect(categories[4]).toMatchObject({ en: 'Neither like nor dislike', fr: 'Ni agréable ni désagréable' });
  });

  it('makes a category scale the format accepts', () => {
    const checked = questionnaire.safeParse({
      name: 'liking',
      title: 'Liking',
      products: [{ id: 'A', name: 'A' }],
      pages: [
        {
          id: 'p',
          controls: [
            {
              kind: 'scale',
              id: 'liking',
              label: 'Liking',
              style: 'category',
              min: 1,
              max: 9,
              categories: hedonicCategories(),
            },
          ],
        },
      ],
    });
    expect(checked.error?.issues ?? []).toEqual([]);
  });
});
