import { describe, expect, it } from 'vitest';
import {
  buildPageSequence,
  isIdealScreenKey,
  page,
  pageOf,
  questionnaire,
  servedCodes,
  unknownKeyMessage,
  validatePage,
  CURRENT_SERVING_RULE,
  type Answer,
} from '../src/index.ts';

const SERVED = ['481', '237', '905', '316'];
const served = { map: SERVED, groups: SERVED };

const sheet = page.parse({
  id: 'sheet',
  controls: [
    { kind: 'napping', id: 'map', label: 'Place the samples', width: 60, height: 40, words: true },
    { kind: 'sorting', id: 'groups', label: 'Sort the samples', words: true, mandatory: false },
  ],
});

const tasting = page.parse({
  id: 'tasting',
  perSample: true,
  controls: [
    {
      kind: 'multiple',
      id: 'terms',
      label: 'Check and rate',
      rate: 5,
      choices: [
        { id: 'sweet', label: 'Sweet' },
        { id: 'bitter', label: 'Bitter' },
        { id: 'fruity', label: 'Fruity' },
      ],
    },
  ],
});

const placed: Answer = {
  controlId: 'map',
  positions: { '481': [0, 0], '237': [60, 40], '905': [12.5, 30], '316': [30, 20] },
  words: { '481': ['sweet', 'round'] },
};

function issuesOf(answers: Answer[]) {
  return validatePage(sheet, answers, { served });
}

describe('napping answers', () => {
  it('every sample placed on the sheet, edges included, with words: valid', () => {
    expect(issuesOf([placed])).toEqual([]);
  });

  it('a served sample not placed is nappingUnplaced', () => {
    const others = Object.fromEntries(Object.entries(placed.positions ?? {}).filter(([code]) => code !== '316'));
    expect(issuesOf([{ ...placed, positions: others }])).toEqual([
      { controlId: 'map', rule: 'nappingUnplaced', params: { code: '316' } },
    ]);
  });

  it('a place beyond the sheet (y above its height) is nappingOutside', () => {
    expect(issuesOf([{ ...placed, positions: { ...placed.positions, '905': [12, 40.5] } }])).toEqual([
      { controlId: 'map', rule: 'nappingOutside', params: { code: '905', width: 60, height: 40 } },
    ]);
  });

  it('a code the judge was not served, placed or described, is nappingUnknownSample', () => {
    expect(issuesOf([{ ...placed, words: { '999': ['odd'] } }])).toEqual([
      { controlId: 'map', rule: 'nappingUnknownSample', params: { code: '999' } },
    ]);
  });

  it('words on a map that asks for none, or a sorting shape, are a malformed answer', () => {
    const noWords = page.parse({ id: 'plain', controls: [{ kind: 'napping', id: 'map', label: 'Place' }] });
    expect(validatePage(noWords, [placed], { served })).toEqual([{ controlId: 'map', rule: 'answerShape' }]);
    expect(issuesOf([{ ...placed, words: [['sweet']] }])).toEqual([{ controlId: 'map', rule: 'answerShape' }]);
  });
});

describe('sorting answers', () => {
  const grouped = (groups: string[][], words?: string[][]): Answer[] => [
    placed,
    { controlId: 'groups', groups, ...(words && { words }) },
  ];

  it('every sample in one group of two or three groups, words per group: valid', () => {
    expect(issuesOf(grouped([['481', '237'], ['905'], ['316']], [['sweet'], [], ['dry']]))).toEqual([]);
  });

  it('a sample in no group is sortingUngrouped', () => {
    expect(issuesOf(grouped([['481', '237'], ['905']]))).toEqual([
      { controlId: 'groups', rule: 'sortingUngrouped', params: { code: '316' } },
    ]);
  });

  it('a sample in two groups is sortingTwice', () => {
    expect(
      issuesOf(
        grouped([
          ['481', '237'],
          ['905', '316', '481'],
        ]),
      ),
    ).toEqual([{ controlId: 'groups', rule: 'sortingTwice', params: { code: '481' } }]);
  });

  it('one group of all, or a group per sample, is sortingGroupCount unless singleGroup allows one', () => {
    const count = { controlId: 'groups', rule: 'sortingGroupCount', params: { min: 2, max: 3 } };
    expect(issuesOf(grouped([SERVED]))).toEqual([count]);
    expect(issuesOf(grouped(SERVED.map((code) => [code])))).toEqual([count]);
    const single = page.parse({
      id: 'one',
      controls: [{ kind: 'sorting', id: 'groups', label: 'Sort', singleGroup: true }],
    });
    expect(validatePage(single, [{ controlId: 'groups', groups: [SERVED] }], { served })).toEqual([]);
  });

  it('words that are not one list per group are sortingWords', () => {
    expect(
      issuesOf(
        grouped(
          [
            ['481', '237'],
            ['905', '316'],
          ],
          [['sweet']],
        ),
      ),
    ).toEqual([{ controlId: 'groups', rule: 'sortingWords', params: { groups: 2 } }]);
  });
});

describe('RATA answers', () => {
  const rata = (choices: string[], ratings: Record<string, number>) =>
    validatePage(tasting, [{ controlId: 'terms', choices, ratings }]);

  it('an intensity from 1 to rate for each checked term: valid', () => {
    expect(rata(['sweet', 'fruity'], { sweet: 1, fruity: 5 })).toEqual([]);
  });

  it('a checked term without intensity is rataUnrated', () => {
    expect(rata(['sweet', 'fruity'], { sweet: 3 })).toEqual([
      { controlId: 'terms', rule: 'rataUnrated', params: { term: 'fruity' } },
    ]);
  });

  it('an intensity for an unchecked term is rataUnchecked, even with no term checked', () => {
    expect(rata(['sweet'], { sweet: 3, bitter: 2 })).toEqual([
      { controlId: 'terms', rule: 'rataUnchecked', params: { term: 'bitter' } },
    ]);
    expect(rata([], { bitter: 2 })).toEqual([
      { controlId: 'terms', rule: 'rataUnchecked', params: { term: 'bitter' } },
    ]);
  });

  it('an intensity outside 1..rate is rataOutOfRange', () => {
    expect(rata(['sweet'], { sweet: 6 })).toEqual([
      { controlId: 'terms', rule: 'rataOutOfRange', params: { term: 'sweet', min: 1, max: 5 } },
    ]);
  });
});

const definition = {
  name: 'rapid',
  title: 'Rapid',
  products: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: `Product ${id}` })),
  pages: [
    { id: 'sheet', controls: [{ kind: 'napping', id: 'map', label: 'Place' }] },
    {
      id: 'tasting',
      perSample: true,
      controls: [
        { kind: 'scale', id: 'liking', label: 'Liking', style: 'line', min: 0, max: 10 },
        { kind: 'scale', id: 'sweet', label: 'Sweetness', style: 'line', min: 0, max: 10, ideal: true },
      ],
    },
    {
      id: 'texture',
      perSample: true,
      controls: [{ kind: 'scale', id: 'firm', label: 'Firm', style: 'line', min: 0, max: 10 }],
    },
    { id: 'end', controls: [{ kind: 'comment', id: 'remark', label: 'Remarks' }] },
  ],
};

describe('the rapid methods in the definition', () => {
  it('a napping or sorting control on a perSample page is refused, as rank is', () => {
    for (const kind of ['napping', 'sorting']) {
      const result = page.safeParse({ id: 'p', perSample: true, controls: [{ kind, id: 'c', label: 'L' }] });
      expect(result.error?.issues[0]?.message).toBe(
        `a ${kind} control compares samples and cannot be on a perSample page`,
      );
    }
  });

  it('an ideal scale off a perSample page is refused', () => {
    const result = page.safeParse({
      id: 'p',
      controls: [{ kind: 'scale', id: 's', label: 'L', style: 'line', min: 0, max: 1, ideal: true }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['controls', 0, 'ideal']);
  });

  it('a RATA rate outside 3..9 and a sheet without size are refused', () => {
    const multiple = { kind: 'multiple', id: 'm', label: 'L', choices: [{ id: 'a', label: 'A' }] };
    expect(page.safeParse({ id: 'p', controls: [{ ...multiple, rate: 2 }] }).success).toBe(false);
    expect(page.safeParse({ id: 'p', controls: [{ ...multiple, rate: 10 }] }).success).toBe(false);
    expect(page.safeParse({ id: 'p', controls: [{ kind: 'napping', id: 'n', label: 'L', width: 0 }] }).success).toBe(
      false,
    );
  });

  it('a product may not take the ideal product id IDEAL', () => {
    const result = questionnaire.safeParse({
      ...definition,
      products: [...definition.products, { id: 'Ideal', name: 'X' }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['products', 4, 'id']);
  });

  it('a sorting with fewer than 3 samples per judge is refused', () => {
    const sorting = { id: 'sort', controls: [{ kind: 'sorting', id: 'groups', label: 'Sort' }] };
    const result = questionnaire.safeParse({ ...definition, samplesPerJudge: 2, pages: [sorting] });
    expect(result.error?.issues[0]?.message).toMatch(/at least 3 samples per judge/);
  });

  it('a misspelt key of a napping control is named with the nearest key', () => {
    const misspelt = structuredClone(definition) as { pages: { controls: Record<string, unknown>[] }[] };
    expect(unknownKeyMessage(misspelt, ['pages', 0, 'controls', 0], 'widht')).toBe(
      '`widht`: unknown key; did you mean `width`?',
    );
  });
});

describe('the sequence of the rapid methods', () => {
  const parsed = questionnaire.parse(definition);
  const orders = [[2, 0, 3, 1]];
  const sequence = buildPageSequence(parsed, orders);

  it('the ideal screen comes after the last sample of the loop, once per page with ideal scales', () => {
    expect(sequence.map((instance) => instance.key)).toEqual([
      'sheet',
      ...['C', 'A', 'D', 'B'].flatMap((product) => [`tasting@${product}`, `texture@${product}`]),
      'tasting@ideal',
      'end',
    ]);
    const ideal = sequence.find((instance) => instance.ideal);
    expect(ideal).toEqual({ key: 'tasting@ideal', pageId: 'tasting', productId: null, repetition: 1, ideal: true });
    expect(isIdealScreenKey('tasting@ideal#2')).toBe(true);
    expect(isIdealScreenKey('tasting@C')).toBe(false);
  });

  it('the ideal screen shows only the page ideal scales', () => {
    const ideal = sequence.find((instance) => instance.ideal);
    expect(ideal && pageOf(parsed, ideal).controls.map((c) => c.id)).toEqual(['sweet']);
  });

  it('a napping control lists every sample the judge is served, in their order', () => {
    const codes = Object.fromEntries(['A', 'B', 'C', 'D'].map((id, i) => [`${id}`, `${100 + i}`]));
    const plan = { judgeRank: 0, orders, servingRule: CURRENT_SERVING_RULE };
    const first = sequence[0];
    expect(first && servedCodes(parsed, first, plan, codes).served).toEqual({ map: ['102', '100', '103', '101'] });
  });
});
