import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIFFERENCE_POINTS,
  DIFFERENT,
  IS_A,
  NO_DIFFERENCE,
  NO_PREFERENCE,
  NOT_A,
  SAME,
  control,
  cupsToCode,
  discriminationOutcome,
  discriminationServing,
  discriminationWords,
  generateSampleCodes,
  questionnaire,
  sampleCodeKeys,
  servingSequenceCount,
  validatePage,
  type DiscriminationControl,
  type DiscriminationMethod,
} from '../src/index.ts';

const test = (method: DiscriminationMethod, extra: Partial<DiscriminationControl> = {}) =>
  control.parse({
    kind: 'discrimination',
    id: 'test',
    label: 'Test',
    method,
    products: ['A', 'B'],
    ...(method === 'threeAfc' && { stronger: 'B' }),
    ...(method === 'twoAc' && { attribute: { en: 'sweet', fr: 'sucré' } }),
    ...extra,
  }) as DiscriminationControl;

/** The letters served to each judge of one block, cups only (the reference apart). */
const block = (control: DiscriminationControl, repetition = 0) =>
  Array.from({ length: servingSequenceCount(control.method) }, (_, rank) =>
    discriminationServing(control, rank, repetition, 3)
      .cups.map((cup) => cup.productId)
      .join(''),
  );

const count = (text: string, letter: string) => [...text].filter((l) => l === letter).length;

describe('the new discrimination and preference methods', () => {
  it('3-AFC serves the stronger product once among two of the other, in each place over a block', () => {
    expect(block(test('threeAfc'))).toEqual(['BAA', 'ABA', 'AAB']);
    expect(block(test('threeAfc', { stronger: 'A' }))).toEqual(['ABB', 'BAB', 'BBA']);
  });

  it('2-out-of-5 serves every arrangement of a pair and a triple, each product as the pair in half of them', () => {
    const served = block(test('twoOutOfFive'));
    expect(served).toHaveLength(20);
    expect(new Set(served).size).toBe(20);
    expect(served.filter((s) => count(s, 'A') === 2)).toHaveLength(10);
    expect(served.every((s) => s.length === 5 && [2, 3].includes(count(s, 'A')))).toBe(true);
  });

  it('hexad serves every arrangement of three and three', () => {
    const served = block(test('hexad'));
    expect(new Set(served).size).toBe(20);
    expect(served.every((s) => count(s, 'A') === 3 && count(s, 'B') === 3)).toBe(true);
  });

  it('same-different balances AA, BB, AB and BA within every repetition', () => {
    for (const repetition of [0, 1, 2])
      expect(block(test('sameDifferent'), repetition).sort()).toEqual(['AA', 'AB', 'BA', 'BB']);
  });

  it('A-not-A familiarises with A, then serves A or not-A, as many of each', () => {
    const control = test('aNotA');
    const servings = [0, 1].map((rank) => discriminationServing(control, rank));
    expect(servings.map((s) => s.reference)).toEqual([
      { productId: 'A', occurrence: 1 },
      { productId: 'A', occurrence: 1 },
    ]);
    expect(servings.map((s) => s.cups)).toEqual([
      [{ productId: 'A', occurrence: 2 }],
      [{ productId: 'B', occurrence: 1 }],
    ]);
  });

  it('codes each cup of a product apart: three cups of each in a hexad', () => {
    expect(cupsToCode(test('hexad')).map((cup) => `${cup.productId}${cup.occurrence}`)).toEqual([
      'A1',
      'A2',
      'A3',
      'B1',
      'B2',
      'B3',
    ]);
    expect(cupsToCode(test('pairedPreference'))).toHaveLength(2);
    const definition = questionnaire.parse({
      name: 'hexad',
      title: 'Hexad',
      products: [
        { id: 'A', name: 'A' },
        { id: 'B', name: 'B' },
      ],
      pages: [{ id: 'p', controls: [test('hexad')] }],
    });
    expect(sampleCodeKeys(definition, 2)).toEqual([
      'A',
      'A.2',
      'A.3',
      'B',
      'B.2',
      'B.3',
      'A#2',
      'A.2#2',
      'A.3#2',
      'B#2',
      'B.2#2',
      'B.3#2',
    ]);
    expect(Object.keys(generateSampleCodes(definition, 1, () => 0.5))).toHaveLength(6);
  });

  it('knows the right group of 2-out-of-5 and hexad, and the stronger of 3-AFC', () => {
    const twoOfFive = test('twoOutOfFive');
    const serving = discriminationServing(twoOfFive, 0); // AABBB
    const pick = (...cups: [string, number][]) => cups.map(([productId, occurrence]) => ({ productId, occurrence }));
    expect(discriminationOutcome(twoOfFive, serving, pick(['A', 1], ['A', 2]), []).value).toBe(1);
    expect(discriminationOutcome(twoOfFive, serving, pick(['B', 1], ['B', 2]), []).value).toBe(0);
    const hexad = test('hexad');
    expect(
      discriminationOutcome(hexad, discriminationServing(hexad, 4), pick(['B', 1], ['B', 2], ['B', 3]), []).value,
    ).toBe(1);
    expect(
      discriminationOutcome(hexad, discriminationServing(hexad, 4), pick(['B', 1], ['B', 2], ['A', 3]), []).value,
    ).toBe(0);
    const threeAfc = test('threeAfc');
    expect(discriminationOutcome(threeAfc, discriminationServing(threeAfc, 0), pick(['B', 1]), []).value).toBe(1);
    expect(discriminationOutcome(threeAfc, discriminationServing(threeAfc, 0), pick(['A', 2]), []).value).toBe(0);
  });

  it('stores what rebuilds the 2 × 2 tables and the preference', () => {
    const sameDifferent = test('sameDifferent');
    const different = discriminationServing(sameDifferent, 2); // AB
    expect(discriminationOutcome(sameDifferent, different, [], [DIFFERENT])).toEqual({
      value: 1,
      cups: different.cups,
    });
    expect(discriminationOutcome(sameDifferent, different, [], [SAME]).value).toBe(0);
    const aNotA = test('aNotA');
    const notA = discriminationServing(aNotA, 1);
    expect(discriminationOutcome(aNotA, notA, [], [IS_A])).toEqual({
      value: 1,
      cups: [{ productId: 'B', occurrence: 1 }],
    });
    expect(discriminationOutcome(aNotA, notA, [], [NOT_A]).value).toBe(0);
    const preference = test('pairedPreference', { noPreference: true });
    const serving = discriminationServing(preference, 0);
    expect(discriminationOutcome(preference, serving, [{ productId: 'B', occurrence: 1 }], []).value).toBe(2);
    expect(discriminationOutcome(preference, serving, [{ productId: 'A', occurrence: 1 }], []).value).toBe(1);
    expect(discriminationOutcome(preference, serving, [], [NO_PREFERENCE])).toEqual({ value: 0, cups: [] });
  });

  it('validates the words and picks of each method', () => {
    const page = (c: DiscriminationControl) => ({ id: 'p', perSample: false, controls: [c] }) as never;
    const issues = (c: DiscriminationControl, choices: string[], served = ['101', '102']) =>
      validatePage(page(c), [{ controlId: 'test', choices }], { served: { test: served } }).map((i) => i.rule);
    expect(issues(test('sameDifferent'), [SAME])).toEqual([]);
    expect(issues(test('sameDifferent'), ['101'])).toEqual(['unknownChoice']);
    expect(issues(test('sameDifferent'), [SAME, DIFFERENT])).toEqual(['oneChoice']);
    expect(issues(test('aNotA'), [NOT_A], ['103'])).toEqual([]);
    expect(issues(test('pairedPreference'), ['102'])).toEqual([]);
    expect(issues(test('pairedPreference'), [NO_PREFERENCE])).toEqual(['unknownCode']);
    expect(issues(test('pairedPreference', { noPreference: true }), [NO_PREFERENCE])).toEqual([]);
    expect(issues(test('pairedPreference', { noPreference: true }), ['101', NO_PREFERENCE])).toEqual(['unknownCode']);
    expect(issues(test('hexad'), ['1', '2'], ['1', '2', '3', '4', '5', '6'])).toEqual(['pickCount']);
    expect(discriminationWords(test('pairedPreference'))).toEqual([]);
  });

  it('refuses "no preference" outside a paired preference test and a 3-AFC test without its stronger product', () => {
    expect(() => test('triangle', { noPreference: true })).toThrow(/only a paired preference/);
    expect(() => test('threeAfc', { stronger: undefined })).toThrow(/stronger product/);
    expect(() => control.parse({ ...test('hexad'), extra: 1 })).toThrow();
  });
});

describe('2-AC and degree of difference', () => {
  const pick = (productId: string) => [{ productId, occurrence: 1 }];
  const page = (c: DiscriminationControl) => ({ id: 'p', perSample: false, controls: [c] }) as never;
  const issues = (c: DiscriminationControl, choices: string[], served = ['101', '102']) =>
    validatePage(page(c), [{ controlId: 'test', choices }], { served: { test: served } }).map((i) => i.rule);

  it('2-AC serves AB and BA in turn within every repetition, one code per product', () => {
    for (const repetition of [0, 1, 2]) expect(block(test('twoAc'), repetition).sort()).toEqual(['AB', 'BA']);
    expect(discriminationServing(test('twoAc'), 0).reference).toBeNull();
    expect(cupsToCode(test('twoAc'))).toEqual([
      { productId: 'A', occurrence: 1 },
      { productId: 'B', occurrence: 1 },
    ]);
  });

  it('2-AC stores 1 or 2 for the product judged more, 0 for no difference, whatever the order served', () => {
    const twoAc = test('twoAc', { products: ['X', 'Y'] });
    for (const rank of [0, 1]) {
      const serving = discriminationServing(twoAc, rank);
      expect(discriminationOutcome(twoAc, serving, pick('X'), []).value).toBe(1);
      expect(discriminationOutcome(twoAc, serving, pick('Y'), []).value).toBe(2);
      expect(discriminationOutcome(twoAc, serving, [], [NO_DIFFERENCE])).toEqual({ value: 0, cups: [] });
    }
  });

  it('2-AC takes one code or "no difference", always offered', () => {
    const twoAc = test('twoAc');
    expect(discriminationWords(twoAc)).toEqual([NO_DIFFERENCE]);
    expect(issues(twoAc, ['102'])).toEqual([]);
    expect(issues(twoAc, [NO_DIFFERENCE])).toEqual([]);
    expect(issues(twoAc, ['103'])).toEqual(['unknownCode']);
    expect(issues(twoAc, ['101', '102'])).toEqual(['pickCount']);
    expect(issues(twoAc, [NO_PREFERENCE])).toEqual(['unknownCode']);
  });

  it('degree of difference balances AA, BB, AB and BA within every repetition, two codes per product', () => {
    for (const repetition of [0, 1, 2])
      expect(block(test('degreeOfDifference'), repetition).sort()).toEqual(['AA', 'AB', 'BA', 'BB']);
    expect(cupsToCode(test('degreeOfDifference'))).toHaveLength(4);
  });

  it('degree of difference stores the point rated, about the pair served', () => {
    const dod = test('degreeOfDifference');
    const samePair = discriminationServing(dod, 0);
    const differentPair = discriminationServing(dod, 2);
    expect(samePair.cups.map((cup) => cup.productId)).toEqual(['A', 'A']);
    expect(differentPair.cups.map((cup) => cup.productId)).toEqual(['A', 'B']);
    expect(discriminationOutcome(dod, samePair, [], ['1'])).toEqual({ value: 1, cups: samePair.cups });
    expect(discriminationOutcome(dod, differentPair, [], ['4'])).toEqual({ value: 4, cups: differentPair.cups });
    expect(discriminationOutcome(dod, differentPair, [], []).value).toBeNull();
  });

  it('degree of difference takes one point of its scale, 4 points unless the test says', () => {
    expect(discriminationWords(test('degreeOfDifference'))).toHaveLength(DEFAULT_DIFFERENCE_POINTS);
    const sixPoints = test('degreeOfDifference', { points: 6 });
    expect(discriminationWords(sixPoints)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(issues(sixPoints, ['6'])).toEqual([]);
    expect(issues(test('degreeOfDifference'), ['5'])).toEqual(['unknownChoice']);
    expect(issues(test('degreeOfDifference'), ['101'])).toEqual(['unknownChoice']);
    expect(issues(test('degreeOfDifference'), ['1', '2'])).toEqual(['oneChoice']);
  });

  it('refuses a 2-AC without its attribute, an attribute or points elsewhere', () => {
    expect(() => test('twoAc', { attribute: undefined })).toThrow(/names the attribute/);
    expect(() => test('twoAfc', { stronger: 'A', attribute: 'sweet' })).toThrow(/names the attribute/);
    expect(() => test('sameDifferent', { points: 5 })).toThrow(/scale of points/);
    expect(() => test('degreeOfDifference', { points: 1 })).toThrow();
  });
});
