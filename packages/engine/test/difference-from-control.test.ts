import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REFERENCE_LABEL,
  generateSampleCodes,
  labelledReferenceOf,
  questionnaire,
  seededRandom,
  servingPlanOf,
  type PlannedCup,
} from '../src/index.ts';

type Json = Record<string, unknown>;

/** A difference-from-control test of two new recipes against the standard S, rated per sample, then ranked. */
function dfcTest(changes: Json = {}): Json {
  return {
    name: 'biscuit-dfc',
    title: 'Biscuits against the standard',
    products: [
      { id: 'S', name: 'Standard' },
      { id: 'N1', name: 'New oven' },
      { id: 'N2', name: 'New flour' },
    ],
    design: 'fixed',
    reference: 'S',
    pages: [
      {
        id: 'dfc',
        perSample: true,
        controls: [
          {
            kind: 'scale',
            id: 'difference',
            label: 'How different is this sample from the reference R?',
            style: 'category',
            min: 0,
            max: 6,
            categories: ['No difference', '1', '2', '3', '4', '5', 'Extremely different'],
          },
        ],
      },
    ],
    ...changes,
  };
}

function faultsOf(definition: unknown): { path: PropertyKey[]; message: string }[] {
  const result = questionnaire.safeParse(definition);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('the difference-from-control keys of a questionnaire', () => {
  it('take a reference product and a label per language, "R" when none is given', () => {
    const plain = questionnaire.parse(dfcTest());
    expect(labelledReferenceOf(plain)).toEqual({ productId: 'S', label: DEFAULT_REFERENCE_LABEL });
    const labelled = questionnaire.parse(dfcTest({ referenceLabel: { en: 'R', fr: 'T', ja: '基準' } }));
    expect(labelledReferenceOf(labelled)).toEqual({ productId: 'S', label: { en: 'R', fr: 'T', ja: '基準' } });
    expect(labelledReferenceOf(questionnaire.parse({ ...dfcTest(), reference: undefined }))).toBeNull();
  });

  it('refuse a reference that is no product, or that no page per sample serves', () => {
    expect(faultsOf(dfcTest({ reference: 'X' }))).toEqual([{ path: ['reference'], message: 'unknown product "X"' }]);
    const notPerSample = dfcTest();
    (notPerSample.pages as Json[])[0] = { ...(notPerSample.pages as Json[])[0], perSample: false };
    expect(faultsOf(notPerSample)).toEqual([
      {
        path: ['reference'],
        message:
          'the reference is served beside each sample of the pages answered per sample, and no page is perSample',
      },
    ]);
  });

  it('refuse a label without a reference, a label of digits alone, and a misspelt key with its nearest', () => {
    expect(faultsOf({ ...dfcTest({ referenceLabel: 'R' }), reference: undefined })[0]?.path).toEqual([
      'referenceLabel',
    ]);
    expect(faultsOf(dfcTest({ referenceLabel: { en: 'R', fr: '123' } }))).toEqual([
      {
        path: ['referenceLabel'],
        message: 'a reference label of digits alone could be taken for a blinding code: use letters, such as "R"',
      },
    ]);
    expect(faultsOf(dfcTest({ referenceLabel: '' }))[0]?.path).toEqual(['referenceLabel']);
  });
});

describe('the serving plan of a difference-from-control test', () => {
  const definition = questionnaire.parse(dfcTest({ repetitions: 2, referenceLabel: { fr: 'T', en: 'Ref' } }));
  const codes = generateSampleCodes(definition, 2, seededRandom(7));
  const cups = servingPlanOf(
    definition,
    {
      judgeRank: 0,
      orders: [
        [2, 0, 1],
        [1, 2, 0],
      ],
      servingRule: 2,
    },
    codes,
  );
  const summary = (cup: PlannedCup) => `${cup.repetition}.${cup.place} ${cup.productId} ${cup.code}`;

  it('puts a cup of the labelled reference (its English label) before each blind sample, the blind control among them', () => {
    expect(cups.map(summary)).toEqual([
      '1.1 S Ref',
      `1.2 N2 ${codes['N2']}`,
      '1.3 S Ref',
      `1.4 S ${codes['S']}`,
      '1.5 S Ref',
      `1.6 N1 ${codes['N1']}`,
      '2.1 S Ref',
      `2.2 N1 ${codes['N1#2']}`,
      '2.3 S Ref',
      `2.4 N2 ${codes['N2#2']}`,
      '2.5 S Ref',
      `2.6 S ${codes['S#2']}`,
    ]);
    expect(cups.filter((cup) => cup.labelledReference === true)).toHaveLength(6);
    expect(cups.filter((cup) => cup.code === codes['S'] || cup.code === codes['S#2'])).not.toContainEqual(
      expect.objectContaining({ labelledReference: true }),
    );
  });

  it('serves one labelled cup per sample however many pages ask about it, and none without a reference', () => {
    const twoPages = dfcTest();
    const [page] = twoPages.pages as Json[];
    twoPages.pages = [page, { ...page, id: 'liking' }];
    const both = questionnaire.parse(twoPages);
    const twoPageCups = servingPlanOf(both, { judgeRank: 0, orders: [[0, 1, 2]], servingRule: 2 }, codes);
    expect(twoPageCups.map((cup) => cup.code)).toEqual(['R', codes['S'], 'R', codes['N1'], 'R', codes['N2']]);
    const plain = questionnaire.parse({ ...dfcTest(), reference: undefined });
    const plainCups = servingPlanOf(plain, { judgeRank: 0, orders: [[0, 1, 2]], servingRule: 2 }, codes);
    expect(plainCups.map((cup) => cup.code)).toEqual([codes['S'], codes['N1'], codes['N2']]);
  });
});
