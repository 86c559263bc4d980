import { describe, expect, it } from 'vitest';
import { questionnaire } from '../src/index.ts';

type Json = Record<string, unknown>;

const consume: Json = {
  kind: 'single',
  id: 'consume',
  label: 'Would you normally consume this product?',
  choices: [
    { id: 'yes', label: 'Yes' },
    { id: 'no', label: 'No' },
  ],
};

/** Yogurt stored 0, 7, 14 and 21 days, tasted in one session: would the consumer eat it? */
function shelfLifeStudy(changes: Json = {}, pages?: Json[]): Json {
  return {
    name: 'yogurt-shelf-life',
    title: 'Yogurt',
    products: [0, 7, 14, 21].map((days) => ({ id: `D${days}`, name: `${days} days`, storageTime: days })),
    design: 'random',
    shelfLife: { control: 'consume', reject: 'no' },
    pages: pages ?? [{ id: 'sample', perSample: true, controls: [consume] }],
    ...changes,
  };
}

function faultsOf(definition: unknown): { path: PropertyKey[]; message: string }[] {
  const result = questionnaire.safeParse(definition);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('a shelf-life study in the format', () => {
  it('takes storage times on the products and the rejection question with its rejecting choice', () => {
    const parsed = questionnaire.parse(shelfLifeStudy());
    expect(parsed.shelfLife).toEqual({ control: 'consume', reject: 'no' });
    expect(parsed.products.map((product) => product.storageTime)).toEqual([0, 7, 14, 21]);
  });

  it('refuses a rejection question that is unknown, not a single choice, not per sample, or without that choice', () => {
    expect(faultsOf(shelfLifeStudy({ shelfLife: { control: 'eat', reject: 'no' } }))).toEqual([
      { path: ['shelfLife', 'control'], message: 'unknown control "eat"' },
    ]);
    const scale = { kind: 'scale', id: 'consume', label: 'Liking', style: 'line', min: 0, max: 10 };
    expect(faultsOf(shelfLifeStudy({}, [{ id: 'sample', perSample: true, controls: [scale] }]))).toEqual([
      {
        path: ['shelfLife', 'control'],
        message: 'the rejection question must be a single choice ("would you consume it?"), not a scale control',
      },
    ]);
    expect(faultsOf(shelfLifeStudy({}, [{ id: 'sample', controls: [consume] }]))).toEqual([
      {
        path: ['shelfLife', 'control'],
        message: 'the rejection question is answered for each storage time: put it on a perSample page',
      },
    ]);
    expect(faultsOf(shelfLifeStudy({ shelfLife: { control: 'consume', reject: 'never' } }))).toEqual([
      { path: ['shelfLife', 'reject'], message: '"consume" has no choice "never"' },
    ]);
    const twice = [
      { id: 'first', perSample: true, controls: [consume] },
      { id: 'again', perSample: true, controls: [consume] },
    ];
    expect(faultsOf(shelfLifeStudy({}, twice))[0]?.message).toBe(
      '"consume" names controls on 2 pages: give the rejection question an id of its own',
    );
    // A misspelt key is named as such, beside the key it leaves missing.
    const misspelt = faultsOf(shelfLifeStudy({ shelfLife: { control: 'consume', rejects: 'no' } }));
    expect(misspelt.map((fault) => fault.path)).toEqual([['shelfLife', 'reject'], ['shelfLife']]);
  });

  it('refuses a product without its storage time, two with the same, and a negative one', () => {
    const products = [
      { id: 'fresh', name: 'Fresh', storageTime: 0 },
      { id: 'old', name: 'Old' },
      { id: 'week', name: 'Week', storageTime: 7 },
      { id: 'week2', name: 'Week again', storageTime: 7 },
    ];
    expect(faultsOf(shelfLifeStudy({ products }))).toEqual([
      {
        path: ['products', 1],
        message: 'a shelf-life study gives each product its storageTime in days: "old" has none',
      },
      {
        path: ['products', 3, 'storageTime'],
        message: '"week2" and "week" have the same storage time: each product is one storage time',
      },
    ]);
    const negative = [{ id: 'D0', name: 'Fresh', storageTime: -1 }];
    expect(faultsOf(shelfLifeStudy({ products: negative }))[0]?.path).toEqual(['products', 0, 'storageTime']);
  });

  it('lets a storage time stand on a product of a study without a rejection question', () => {
    expect(faultsOf(shelfLifeStudy({ shelfLife: undefined }))).toEqual([]);
  });
});
