import { describe, expect, it } from 'vitest';
import {
  changedText,
  definitionTexts,
  fallbackWording,
  faultPath,
  languagesOf,
  missingLanguages,
  placeOf,
  withTextAt,
  wordingIn,
} from './definitionTexts.ts';

const definition = {
  name: 'crisps',
  title: { en: 'Crisps', fr: 'Chips' },
  products: [{ id: 'A' }, { id: 'B' }],
  pages: [
    { title: 'Welcome', controls: [{ kind: 'info', id: 'hello', text: { en: 'Hello' } }] },
    {
      perSample: true,
      controls: [
        {
          kind: 'line',
          id: 'salt',
          label: { en: 'Saltiness', fr: 'Salé' },
          min: 0,
          max: 10,
          anchors: { min: 'none', max: { en: 'very' } },
        },
        { kind: 'category', id: 'liking', label: 'Liking', categories: ['bad', { en: 'good', ja: '良い' }] },
        { kind: 'single', id: 'buy', label: { en: 'Buy?' }, options: [{ id: 'yes', label: { en: 'Yes' } }] },
      ],
    },
  ],
};

describe('the texts of a definition', () => {
  it('finds every text a judge reads, and nothing else (ids, numbers, kinds)', () => {
    const paths = definitionTexts(definition).map(({ path }) => path.join('.'));
    expect(paths).toEqual([
      'title',
      'pages.0.title',
      'pages.0.controls.0.text',
      'pages.1.controls.0.label',
      'pages.1.controls.0.anchors.min',
      'pages.1.controls.0.anchors.max',
      'pages.1.controls.1.label',
      'pages.1.controls.1.categories.0',
      'pages.1.controls.1.categories.1',
      'pages.1.controls.2.label',
      'pages.1.controls.2.options.0.label',
    ]);
  });

  it('finds the rapid methods’ texts: a napping’s and a sorting’s question, a RATA’s terms, an ideal scale’s', () => {
    const rapid = {
      pages: [
        {
          controls: [
            { kind: 'napping', id: 'nap', label: { en: 'Place them', ja: '配置' }, width: 60, height: 40, words: true },
            { kind: 'sorting', id: 'sort', label: 'Sort them', singleGroup: true },
          ],
        },
        {
          perSample: true,
          controls: [
            { kind: 'multiple', id: 'rata', label: 'Rate', rate: 5, choices: [{ id: 'sweet', label: 'Sweet' }] },
            { kind: 'scale', id: 'sweetness', label: 'Sweetness', ideal: true, min: 0, max: 10 },
          ],
        },
      ],
    };
    expect(definitionTexts(rapid).map(({ path }) => path.join('.'))).toEqual([
      'pages.0.controls.0.label',
      'pages.0.controls.1.label',
      'pages.1.controls.0.label',
      'pages.1.controls.0.choices.0.label',
      'pages.1.controls.1.label',
    ]);
  });

  it('finds the attribute a 2-AC test compares, which the judge reads in "… is more sweet"', () => {
    const twoAc = {
      pages: [
        {
          controls: [
            {
              kind: 'discrimination',
              id: 'sweeter',
              label: 'Which is sweeter?',
              method: 'twoAc',
              products: ['A', 'B'],
              attribute: { en: 'sweet', fr: 'sucré' },
            },
          ],
        },
      ],
    };
    expect(definitionTexts(twoAc).map(({ path }) => path.join('.'))).toEqual([
      'pages.0.controls.0.label',
      'pages.0.controls.0.attribute',
    ]);
  });

  it('says where each is, by page number and ids', () => {
    expect(placeOf(definition, ['pages', 1, 'controls', 2, 'options', 0, 'label'])).toEqual([
      { page: 2 },
      { name: 'buy' },
      { name: 'yes' },
      { name: 'label' },
    ]);
    expect(placeOf(definition, ['pages', 1, 'controls', 1, 'categories', 1])).toEqual([
      { page: 2 },
      { name: 'liking' },
      { name: 'categories 2' },
    ]);
  });

  it('knows the languages written and the ones a text lacks', () => {
    expect(languagesOf(definition)).toEqual(['en', 'fr', 'ja']);
    expect(missingLanguages({ en: 'Yes' }, ['en', 'fr'])).toEqual(['fr']);
    // Written once: English, shown to all, lacking the other languages for a translator.
    expect(missingLanguages('Welcome', ['en', 'fr'])).toEqual(['fr']);
    expect(wordingIn('Welcome', 'en')).toBe('Welcome');
    expect(wordingIn('Welcome', 'ja')).toBe('');
    expect(fallbackWording('Welcome')).toBe('Welcome');
    expect(fallbackWording({ ja: '良い' })).toBe('良い');
    expect(wordingIn({ en: 'Yes' }, 'fr')).toBe('');
  });

  it('changes one language, turning a text written once into one per language, and drops an emptied one', () => {
    expect(changedText('Liking', 'fr', 'Appréciation')).toEqual({ en: 'Liking', fr: 'Appréciation' });
    expect(changedText('Liking', 'en', 'Overall liking')).toEqual({ en: 'Overall liking' });
    expect(changedText({ en: 'Yes', fr: 'Oui' }, 'fr', '  ')).toEqual({ en: 'Yes' });
  });

  it('puts a text back in its place and shares the rest', () => {
    const changed = withTextAt(definition, ['pages', 1, 'controls', 2, 'label'], {
      en: 'Buy?',
      fr: 'Acheter ?',
    }) as typeof definition;
    expect(changed.pages[1]!.controls[2]).toMatchObject({ label: { en: 'Buy?', fr: 'Acheter ?' } });
    expect(definition.pages[1]!.controls[2]).toMatchObject({ label: { en: 'Buy?' } });
    expect(changed.pages[0]).toBe(definition.pages[0]);
    expect(() => withTextAt(definition, ['pages', 'x'], 'a')).toThrow();
  });

  it('names a text’s place as palate check names a fault’s', () => {
    expect(faultPath(['pages', 1, 'controls', 0, 'label'])).toBe('pages[1].controls[0].label');
    expect(faultPath(['title'])).toBe('title');
  });
});
