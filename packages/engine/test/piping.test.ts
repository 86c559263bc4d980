import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LANGUAGES,
  localize,
  page,
  pipedValue,
  pipePage,
  pipeReferences,
  pipeText,
  screenPipedValues,
  type LocalizedText,
} from '../src/index.ts';

describe('pipeReferences', () => {
  it('names the controls piped and the code, in every language of a text', () => {
    expect(pipeReferences({ en: 'You said {answer:user} about {code}', fr: 'Vous avez dit {answer:often}' })).toEqual({
      controls: ['user', 'often'],
      code: true,
    });
    expect(pipeReferences('No pipe {here} or {answer} or {codes}')).toEqual({ controls: [], code: false });
  });
});

describe('pipeText', () => {
  it('fills answers and the sample’s code; an answer missing reads as an empty text', () => {
    expect(pipeText('Sample {code}: you gave {answer:liking}.', { liking: '7' }, '381')).toBe(
      'Sample 381: you gave 7.',
    );
    expect(pipeText('You gave {answer:liking}{code}.', {}, null)).toBe('You gave .');
  });

  it('fills each language of a text with the piped answer in that language', () => {
    const label = { en: 'You drink it {answer:often}.', fr: 'Vous en buvez {answer:often}.' };
    const often = { en: 'daily', fr: 'tous les jours', de: 'täglich' };
    expect(pipeText(label, { often }, null)).toEqual({
      en: 'You drink it daily.',
      fr: 'Vous en buvez tous les jours.',
    });
  });

  it('makes a text written once read each language’s answer, as if each were localised first', () => {
    const anyText: fc.Arbitrary<LocalizedText> = fc.oneof(
      fc.constantFrom('yes', 'no'),
      fc.dictionary(fc.constantFrom(...LANGUAGES), fc.constantFrom('oui', 'ja', 'sí'), { minKeys: 1 }),
    );
    fc.assert(
      fc.property(anyText, fc.constantFrom(...LANGUAGES), (answer, language) => {
        const piped = pipeText('[{answer:x}]', { x: answer }, null);
        expect(localize(piped, language)).toBe(`[${localize(answer, language)}]`);
      }),
    );
  });

  it('returns a text without pipes as it was', () => {
    const text = { en: 'Plain' };
    expect(pipeText(text, { x: 'y' }, '123')).toEqual(text);
    expect(pipeText('Plain', {}, null)).toBe('Plain');
  });
});

const screen = page.parse({
  id: 'screen',
  perSample: true,
  title: 'Sample {code}',
  controls: [
    {
      kind: 'single',
      id: 'often',
      label: 'How often?',
      choices: [
        { id: 'daily', label: { en: 'Every day', fr: 'Tous les jours' } },
        { id: 'weekly', label: { en: 'Every week', fr: 'Chaque semaine' } },
      ],
    },
    {
      kind: 'multiple',
      id: 'words',
      label: 'Words',
      choices: [
        { id: 'sweet', label: { en: 'Sweet', fr: 'Sucré' } },
        { id: 'sour', label: { en: 'Sour', fr: 'Acide' } },
      ],
    },
    {
      kind: 'scale',
      id: 'liking',
      label: 'Liking',
      style: 'category',
      min: 1,
      max: 3,
      categories: ['Bad', 'Fair', 'Good'],
    },
    { kind: 'scale', id: 'sweetness', label: 'Sweetness', style: 'line', min: 0, max: 10 },
    { kind: 'text', id: 'price', label: 'Price', format: 'number' },
    { kind: 'text', id: 'tags', label: 'Three words', format: 'tags' },
    { kind: 'picture', id: 'marks', label: 'Where?', image: { name: 'cup.png', alt: 'A cup' } },
    {
      kind: 'scale',
      id: 'again',
      label: 'You found {code} {answer:liking}; sweetness again?',
      style: 'line',
      min: 0,
      max: 10,
      anchors: { min: 'Less than {answer:sweetness}', max: 'More' },
      showIf: { control: 'often', anyOf: ['daily'] },
    },
  ],
});
const control = (id: string) =>
  screen.controls.find((candidate) => candidate.id === id) as (typeof screen.controls)[number];

describe('pipedValue', () => {
  it('shows a choice’s label, several as a list in each language', () => {
    expect(pipedValue(control('often'), { controlId: 'often', choices: ['weekly'] })).toEqual({
      en: 'Every week',
      fr: 'Chaque semaine',
    });
    const words = pipedValue(control('words'), { controlId: 'words', choices: ['sweet', 'sour'] }) as Record<
      string,
      string
    >;
    expect(words['en']).toBe('Sweet and Sour');
    expect(words['fr']).toBe('Sucré et Acide');
  });

  it('shows a category scale’s label, a line scale’s number as the language writes it, a typed text as typed', () => {
    expect(pipedValue(control('liking'), { controlId: 'liking', value: 3 })).toBe('Good');
    const sweetness = pipedValue(control('sweetness'), { controlId: 'sweetness', value: 6.5 }) as Record<
      string,
      string
    >;
    expect([sweetness['en'], sweetness['fr']]).toEqual(['6.5', '6,5']);
    expect(pipedValue(control('sweetness'), { controlId: 'sweetness', value: 6 })).toBe('6');
    expect(pipedValue(control('price'), { controlId: 'price', text: ' 2,50 ' })).toBe('2,50');
    expect(
      (pipedValue(control('tags'), { controlId: 'tags', tags: ['fresh', 'tart'] }) as Record<string, string>)['en'],
    ).toBe('fresh and tart');
  });

  it('has nothing to show for a kind not piped', () => {
    expect(pipedValue(control('marks'), { controlId: 'marks', marks: [{ x: 0.5, y: 0.5 }] })).toBeUndefined();
  });
});

describe('pipePage and screenPipedValues', () => {
  it('fill every text of a screen from earlier and same-page answers of controls shown', () => {
    const onPage = [
      { controlId: 'often', choices: ['daily'] },
      { controlId: 'liking', value: 2 },
    ];
    const values = screenPipedValues(screen, { sweetness: '4' }, onPage, ['often', 'liking', 'again']);
    expect(values).toEqual({ sweetness: '4', often: { en: 'Every day', fr: 'Tous les jours' }, liking: 'Fair' });
    const piped = pipePage(screen, values, '381');
    expect(piped.title).toBe('Sample 381');
    const again = piped.controls[7];
    expect(again?.kind === 'scale' && [again.label, again.anchors?.min]).toEqual([
      'You found 381 Fair; sweetness again?',
      'Less than 4',
    ]);
    expect(piped.controls.slice(0, 7)).toEqual(screen.controls.slice(0, 7));
  });

  it('leave out an answer to a control not shown, so its pipe reads as empty', () => {
    const values = screenPipedValues(screen, {}, [{ controlId: 'liking', value: 2 }], ['often']);
    expect(values).toEqual({});
    const again = pipePage(screen, values, null).controls[7];
    expect(again?.kind === 'scale' && again.label).toBe('You found  ; sweetness again?');
  });
});
