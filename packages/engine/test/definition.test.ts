import { describe, expect, it } from 'vitest';
import { HEDONIC_9_POINT, control, localize, localizedText, questionnaire, screeningPageOf } from '../src/index.ts';

const HEDONIC_9 = HEDONIC_9_POINT.en;

type Json = Record<string, unknown>;

/**
 * A consumer test of three yogurts: a welcome screen, then liking and sweetness per
 * sample. Returns the definition and its parts, so a test can spoil one part.
 */
function yogurtTest() {
  const products: Json[] = [
    { id: 'A', name: 'Plain' },
    { id: 'B', name: 'Vanilla' },
    { id: 'C', name: 'Strawberry' },
  ];
  const intro: Json = {
    kind: 'info',
    id: 'intro',
    text: { en: 'Rinse your mouth between samples.', fr: 'Rincez-vous.' },
  };
  const welcome: Json = { id: 'welcome', controls: [intro] };
  const overall: Json = {
    kind: 'scale',
    id: 'overall',
    label: 'Overall, how much do you like this sample?',
    style: 'category',
    min: 1,
    max: 9,
    categories: HEDONIC_9,
  };
  const sweetness: Json = {
    kind: 'scale',
    id: 'sweetness',
    label: { en: 'Sweetness', fr: 'Sucré' },
    style: 'line',
    min: 0,
    max: 10,
    anchors: { min: 'Not sweet', max: 'Extremely sweet' },
  };
  const liking: Json = { id: 'liking', perSample: true, controls: [overall, sweetness] };
  const definition: Json = {
    name: 'yogurt-2025',
    title: { en: 'Yogurt liking', fr: 'Appréciation des yaourts' },
    products,
    design: 'williams',
    pages: [welcome, liking],
  };
  return { definition, products, welcome, intro, liking, overall, sweetness };
}

function issuesOf(definition: unknown): { path: PropertyKey[]; message: string }[] {
  const result = questionnaire.safeParse(definition);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues;
}

/** The yogurt test with the hedonic scale changed. */
function withHedonic(change: Json): Json {
  const test = yogurtTest();
  Object.assign(test.overall, change);
  return test.definition;
}

describe('the questionnaire schema', () => {
  it('accepts a full consumer test: info page, 9-point hedonic scale, anchored line scale, per-sample page', () => {
    const parsed = questionnaire.parse(yogurtTest().definition);
    expect(parsed.products.map((p) => p.id)).toEqual(['A', 'B', 'C']);
    expect(parsed.pages.map((p) => [p.id, p.perSample])).toEqual([
      ['welcome', false],
      ['liking', true],
    ]);
    const [hedonic, line] = parsed.pages[1]?.controls ?? [];
    expect(hedonic).toMatchObject({ kind: 'scale', style: 'category', min: 1, max: 9, mandatory: true });
    expect(hedonic?.kind === 'scale' && hedonic.categories).toEqual(HEDONIC_9);
    expect(line).toMatchObject({ style: 'line', anchors: { min: 'Not sweet', max: 'Extremely sweet' } });
  });

  it('fills the defaults: Williams design, pages not per sample, scales mandatory', () => {
    const { definition } = yogurtTest();
    delete definition.design;
    const parsed = questionnaire.parse(definition);
    expect(parsed.design).toBe('williams');
    expect(parsed.pages[0]?.perSample).toBe(false);
    expect(parsed.pages[1]?.controls.map((c) => c.kind === 'scale' && c.mandatory)).toEqual([true, true]);
  });

  it('takes the first page as a screening page, and no other page, nor a per-sample one', () => {
    const first = yogurtTest();
    Object.assign(first.welcome, { screening: true });
    const parsed = questionnaire.parse(first.definition);
    expect(screeningPageOf(parsed)?.id).toBe('welcome');
    expect(screeningPageOf(questionnaire.parse(yogurtTest().definition))).toBeUndefined();

    const second = yogurtTest();
    second.liking.perSample = false;
    Object.assign(second.liking, { screening: true });
    expect(issuesOf(second.definition)).toContainEqual(
      expect.objectContaining({
        path: ['pages', 1, 'screening'],
        message: 'only the first page may be a screening page',
      }),
    );

    const perSample = yogurtTest();
    Object.assign(perSample.welcome, { screening: true, perSample: true });
    expect(issuesOf(perSample.definition)).toContainEqual(
      expect.objectContaining({ path: ['pages', 0, 'screening'], message: 'a screening page cannot be perSample' }),
    );
  });

  it('shows judges no results unless the designer asks for them', () => {
    expect(questionnaire.parse(yogurtTest().definition).showResults).toBe(false);
    expect(questionnaire.parse({ ...yogurtTest().definition, showResults: true }).showResults).toBe(true);
    expect(issuesOf({ ...yogurtTest().definition, showResults: 'yes' }).map((issue) => issue.path)).toEqual([
      ['showResults'],
    ]);
  });

  it('accepts a 5-point JAR scale from -2 to 2, and a half-point scale with one label per point', () => {
    const jar = withHedonic({
      min: -2,
      max: 2,
      categories: ['Much too weak', 'Too weak', 'Just about right', 'Too strong', 'Much too strong'],
    });
    expect(questionnaire.safeParse(jar).success).toBe(true);
    const halves = withHedonic({ min: 1, max: 3, step: 0.5, categories: ['1', '1.5', '2', '2.5', '3'] });
    expect(questionnaire.safeParse(halves).success).toBe(true);
  });

  it('counts the points of a decimal step scale exactly (0, 0.1, 0.2, 0.3 is four points)', () => {
    const decimal = (labels: number) =>
      withHedonic({ min: 0, max: 0.3, step: 0.1, categories: HEDONIC_9.slice(0, labels) });
    expect(questionnaire.safeParse(decimal(4)).success).toBe(true);
    expect(questionnaire.safeParse(decimal(3)).success).toBe(false);
  });

  it.each([
    ['8 labels', HEDONIC_9.slice(0, 8)],
    ['10 labels', [...HEDONIC_9, 'Like it more than anything']],
    ['no labels', undefined],
  ])('rejects a 9-point category scale with %s', (_, categories) => {
    expect(issuesOf(withHedonic({ categories }))).toContainEqual(
      expect.objectContaining({ path: ['pages', 1, 'controls', 0, 'categories'] }),
    );
  });

  it.each([
    ['equal to', 1],
    ['below', 0],
  ])('rejects a scale whose max is %s its min', (_, max) => {
    const test = yogurtTest();
    Object.assign(test.sweetness, { min: 1, max });
    expect(issuesOf(test.definition)).toContainEqual(
      expect.objectContaining({ path: ['pages', 1, 'controls', 1, 'max'], message: 'max must be greater than min' }),
    );
  });

  it('rejects two products with the same id', () => {
    const test = yogurtTest();
    Object.assign(test.products[2] ?? {}, { id: 'A' });
    expect(issuesOf(test.definition)).toContainEqual(
      expect.objectContaining({ path: ['products'], message: 'duplicate id "A"' }),
    );
  });

  it('rejects two pages with the same id', () => {
    const test = yogurtTest();
    test.liking.id = 'welcome';
    expect(issuesOf(test.definition)).toContainEqual(
      expect.objectContaining({ path: ['pages'], message: 'duplicate id "welcome"' }),
    );
  });

  it('rejects two controls with the same id on one page, but allows the same id on different pages', () => {
    const clash = yogurtTest();
    clash.sweetness.id = 'overall';
    expect(issuesOf(clash.definition)).toContainEqual(
      expect.objectContaining({ path: ['pages', 1, 'controls'], message: 'duplicate id "overall"' }),
    );
    const acrossPages = yogurtTest();
    acrossPages.intro.id = 'overall';
    expect(questionnaire.safeParse(acrossPages.definition).success).toBe(true);
  });

  it.each(['', '1st', 'has space', 'a@b', 'a.b', 'é', '_x', 'x'.repeat(65)])('rejects the identifier %j', (id) => {
    for (const place of ['definition', 'product', 'page', 'control'] as const) {
      const test = yogurtTest();
      const part = { definition: test.definition, product: test.products[0], page: test.welcome, control: test.intro }[
        place
      ];
      Object.assign(part ?? {}, place === 'definition' ? { name: id } : { id });
      expect(questionnaire.safeParse(test.definition).success, `${place} "${id}"`).toBe(false);
    }
  });

  it('accepts identifiers of letters, digits, _ and - up to 64 characters', () => {
    const test = yogurtTest();
    test.definition.name = 'Q' + 'x'.repeat(63);
    test.intro.id = 'intro-1_b';
    expect(questionnaire.safeParse(test.definition).success).toBe(true);
  });

  it('rejects a page without controls', () => {
    const test = yogurtTest();
    test.welcome.controls = [];
    expect(issuesOf(test.definition)).toContainEqual(expect.objectContaining({ path: ['pages', 0, 'controls'] }));
  });

  it('rejects a questionnaire without pages or without products', () => {
    const { definition } = yogurtTest();
    expect(issuesOf({ ...definition, pages: [] })).toContainEqual(expect.objectContaining({ path: ['pages'] }));
    expect(issuesOf({ ...definition, products: [] })).toContainEqual(expect.objectContaining({ path: ['products'] }));
  });

  it('rejects an unknown design and an unknown control kind', () => {
    expect(questionnaire.safeParse({ ...yogurtTest().definition, design: 'latin' }).success).toBe(false);
    const test = yogurtTest();
    test.intro.kind = 'slider';
    expect(questionnaire.safeParse(test.definition).success).toBe(false);
  });
});

describe('localized texts', () => {
  it('are a non-empty string or a non-empty map of the product’s languages', () => {
    expect(localizedText.safeParse('Sweetness').success).toBe(true);
    expect(localizedText.safeParse({ ja: '甘さ' }).success).toBe(true);
    expect(localizedText.safeParse('').success).toBe(false);
    expect(localizedText.safeParse({}).success).toBe(false);
    expect(localizedText.safeParse({ en: '' }).success).toBe(false);
    expect(localizedText.safeParse({ xx: 'Sweetness' }).success).toBe(false);
  });
});

describe('localize', () => {
  const sweetness = { en: 'Sweetness', fr: 'Sucré', de: 'Süße' };

  it('returns a plain string whatever the language', () => {
    expect(localize('Sweetness', 'ja')).toBe('Sweetness');
  });

  it('picks the judge’s language', () => {
    expect(localize(sweetness, 'fr')).toBe('Sucré');
    expect(localize(sweetness, 'de')).toBe('Süße');
  });

  it('falls back to English when the language is missing', () => {
    expect(localize(sweetness, 'ja')).toBe('Sweetness');
  });

  it('falls back to the first text given when there is no English either', () => {
    expect(localize({ ja: '甘さ', fr: 'Sucré' }, 'de')).toBe('甘さ');
    expect(localize(localizedText.parse({ zh: '甜度', es: 'Dulzor' }), 'pt')).toBe('甜度');
  });

  it('never returns anything but one of the given texts, whatever language it is asked for', () => {
    for (const language of ['constructor', 'toString', '__proto__', 'hasOwnProperty', '']) {
      expect(localize(sweetness, language)).toBe('Sweetness');
    }
  });
});

describe('a category scale that does not end on a point', () => {
  it('is refused: 0 to 10 in steps of 3 would make 10 unanswerable', () => {
    const result = control.safeParse({
      kind: 'scale',
      id: 'odd',
      label: 'Odd',
      style: 'category',
      min: 0,
      max: 10,
      step: 3,
      categories: ['a', 'b', 'c', 'd'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'a category scale must reach max in whole steps from min',
    );
  });
});

describe('appearance', () => {
  const base = {
    name: 'looks',
    title: 'Looks',
    products: [{ id: 'A', name: 'A' }],
    pages: [{ id: 'p', controls: [{ kind: 'comment', id: 'c', label: 'c' }] }],
  };

  it('takes a page colour, an app background, a fluid layout and a page breakpoint', () => {
    const appearance = { pageColor: '#f5e6cc', appBackground: '#223', appFluid: true, pageBreakpoint: 'md' };
    expect(questionnaire.parse({ ...base, appearance }).appearance).toEqual(appearance);
  });

  it('refuses anything but a hex colour, an unknown breakpoint or field', () => {
    for (const appearance of [
      { pageColor: 'red; background: url(x)' },
      { appBackground: 'url(x)' },
      { pageBreakpoint: 'huge' },
      { shadow: true },
    ]) {
      expect(questionnaire.safeParse({ ...base, appearance }).success).toBe(false);
    }
  });
});
