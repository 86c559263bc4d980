import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { questionnaire, unknownKeyMessage } from '../src/index.ts';
import { schemaAt } from '../src/unknown-keys.ts';

/** The schemas that take named keys: the format's objects, and localized texts given per language. */
type KeyedSchema = z.ZodObject | z.ZodRecord;

/** The scalar schemas a walk may end on; a kind of schema not listed here fails the walk, to be taught to it. */
const LEAVES = [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodEnum, z.ZodLiteral];

/** Every keyed schema under `schema`, through objects, records, arrays, tuples, unions, wrappers and lazies. */
function keyedSchemasUnder(schema: z.ZodType, found = new Set<KeyedSchema>(), seen = new Set<z.ZodType>()) {
  if (seen.has(schema)) return found;
  seen.add(schema);
  if (schema instanceof z.ZodObject || schema instanceof z.ZodRecord) found.add(schema);
  for (const child of childrenOf(schema)) keyedSchemasUnder(child, found, seen);
  return found;
}

function childrenOf(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodObject) return Object.values(schema.shape) as z.ZodType[];
  if (schema instanceof z.ZodRecord) return [schema.keyType, schema.valueType] as z.ZodType[];
  if (schema instanceof z.ZodArray) return [schema.element as z.ZodType];
  if (schema instanceof z.ZodTuple)
    return [...schema.def.items, ...(schema.def.rest ? [schema.def.rest] : [])] as z.ZodType[];
  if (schema instanceof z.ZodUnion) return [...(schema.options as z.ZodType[])];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return [schema.unwrap() as z.ZodType];
  }
  if (schema instanceof z.ZodLazy) return [schema.unwrap() as z.ZodType];
  if (schema instanceof z.ZodPipe) return [schema.in, schema.out] as z.ZodType[];
  if (LEAVES.some((leaf) => schema instanceof leaf)) return [];
  throw new Error(`the walk does not know ${schema.constructor.name}: add it to childrenOf`);
}

/** A definition with every object of the format: every control kind, each optional object and texts per language. */
const EVERY_OBJECT = {
  name: 'everything',
  title: { en: 'Everything', fr: 'Tout' },
  products: [
    { id: 'A', name: 'Control', storageTime: 0 },
    { id: 'B', name: 'Test', storageTime: 7 },
    { id: 'C', name: 'Other', storageTime: 14 },
  ],
  sets: [['A', 'B']],
  reference: 'A',
  referenceLabel: { en: 'R', fr: 'T' },
  shelfLife: { control: 'single', reject: 'n' },
  appearance: { pageColor: '#ffffff', pageBreakpoint: 'md' },
  pages: [
    {
      id: 'one',
      title: { en: 'One' },
      perSample: true,
      controls: [
        { kind: 'info', id: 'info', text: 'Hello', image: { name: 'cup.png', alt: 'A cup' } },
        {
          kind: 'scale',
          id: 'line',
          label: 'Sweet',
          style: 'line',
          min: 0,
          max: 10,
          anchors: { min: 'No', max: 'Very' },
        },
        { kind: 'scale', id: 'jar', label: 'Salt', style: 'category', min: 1, max: 3, categories: ['-', '=', '+'] },
        { kind: 'text', id: 'text', label: 'Words', format: 'tags' },
        {
          kind: 'comment',
          id: 'comment',
          label: 'Comment',
          showIf: {
            any: [
              { control: 'line', atLeast: 5 },
              { control: 'text', answered: true },
            ],
          },
        },
        {
          kind: 'single',
          id: 'single',
          label: 'Buy?',
          choices: [
            { id: 'y', label: 'Yes' },
            { id: 'n', label: 'No' },
          ],
        },
        { kind: 'multiple', id: 'cata', label: 'CATA', choices: [{ id: 's', label: 'Sweet', class: 'taste' }] },
        { kind: 'picture', id: 'picture', label: 'Where?', image: { name: 'crust.png', alt: 'Crust' } },
      ],
    },
    {
      id: 'tds',
      controls: [
        {
          kind: 'tds',
          id: 'tds',
          label: 'Dominant',
          attributes: [
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
          ],
        },
      ],
    },
    {
      id: 'tcata',
      controls: [
        {
          kind: 'tcata',
          id: 'tcata',
          label: 'Applies',
          attributes: [
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
          ],
        },
      ],
    },
    { id: 'ti', controls: [{ kind: 'ti', id: 'ti', label: 'Bitter', anchors: { min: 'None', max: 'Strong' } }] },
    {
      id: 'compare',
      controls: [
        { kind: 'rank', id: 'rank', label: 'Rank' },
        { kind: 'discrimination', id: 'odd', label: 'Odd one', method: 'triangle', products: ['A', 'B'] },
        { kind: 'napping', id: 'map', label: 'Place the samples', words: true },
        { kind: 'sorting', id: 'sort', label: 'Sort the samples' },
      ],
    },
  ],
};

/** The path of every object in a value, arrays gone through. */
function objectPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectPaths(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return [path, ...Object.entries(value).flatMap(([key, child]) => objectPaths(child, [...path, key]))];
}

function withKeyAt(path: PropertyKey[], key: string): unknown {
  const copy = structuredClone(EVERY_OBJECT) as Record<PropertyKey, unknown>;
  const object = path.reduce<Record<PropertyKey, unknown>>(
    (at, step) => at[step] as Record<PropertyKey, unknown>,
    copy,
  );
  object[key] = true;
  return copy;
}

describe('unknown keys', () => {
  it('are refused by every object of the format, and the sample reaches every one of them', () => {
    expect(questionnaire.safeParse(EVERY_OBJECT).error?.issues ?? []).toEqual([]);
    const keyed = [...keyedSchemasUnder(questionnaire)];
    for (const schema of keyed) {
      if (schema instanceof z.ZodObject) expect(schema.def.catchall).toBeInstanceOf(z.ZodNever);
      else expect(schema.keyType).toBeInstanceOf(z.ZodEnum);
    }
    const paths = objectPaths(EVERY_OBJECT);
    for (const path of paths) {
      expect(questionnaire.safeParse(withKeyAt(path, 'stray')).error?.issues, path.join('.')).toContainEqual(
        expect.objectContaining({ code: 'unrecognized_keys', path, keys: ['stray'] }),
      );
    }
    const reached = new Set(paths.map((path) => schemaAt(questionnaire, EVERY_OBJECT, path)));
    expect(keyed.filter((schema) => !reached.has(schema))).toEqual([]);
  });

  it('are named with the nearest key of their own object, if one is close', () => {
    const definition = withKeyAt(['pages', 0, 'controls', 1], 'mandatroy');
    expect(unknownKeyMessage(definition, [], 'repetiton')).toBe(
      '`repetiton`: unknown key; did you mean `repetitions`?',
    );
    expect(unknownKeyMessage(definition, ['pages', 0, 'controls', 1], 'mandatroy')).toBe(
      '`mandatroy`: unknown key; did you mean `mandatory`?',
    );
    expect(unknownKeyMessage(definition, ['title'], 'FR')).toBe('`FR`: unknown key; did you mean `fr`?');
    // perSample belongs to a page, not to the questionnaire.
    expect(unknownKeyMessage(definition, [], 'perSampel')).toBe('`perSampel`: unknown key');
  });
});
