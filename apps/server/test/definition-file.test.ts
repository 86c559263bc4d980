import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatFaults, parseDefinitionFile } from '../src/publishing/definition-file.ts';

const TRIANGLE = `name: tri
title: Triangle
products:
  - id: A
    name: Control
  - id: B
    name: Less sugar
pages:
  - id: test
    controls:
      - kind: scale
        id: sweet
        label: Sweet
        style: line
        min: 10
        max: 0
      - kind: discrimination
        id: odd
        label: Odd one
        method: triangle
        products: [A, C]
`;

/** The misspellings of issue 28: one repetition and an optional question, had they been dropped. */
const MISSPELT = `name: tasting
title: Tasting
repetiton: 2
products:
  - id: A
    name: Control
pages:
  - id: taste
    controls:
      - kind: scale
        id: sweet
        label: Sweetness
        style: line
        min: 0
        max: 10
        mandatroy: true
`;

describe('definition files', () => {
  it('names the line and column of each fault in a YAML file, with the field', () => {
    const result = parseDefinitionFile(TRIANGLE);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.faults).toEqual([
      { line: 16, column: 14, path: 'pages[0].controls[0].max', message: 'max must be greater than min' },
      { line: 21, column: 23, path: 'pages[0].controls[1].products[1]', message: 'unknown product "C"' },
    ]);
    expect(formatFaults('tri.yaml', result.faults)).toContain('tri.yaml:16:14: pages[0].controls[0].max:');
  });

  it('points a missing field at its parent, and reads JSON with line numbers too', () => {
    const missing = parseDefinitionFile(
      '{\n  "name": "x",\n  "products": [{ "id": "A", "name": "a" }],\n  "pages": []\n}',
    );
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(missing.faults.map((f) => [f.path, f.line])).toEqual([
      ['title', 1],
      ['pages', 4],
    ]);
  });

  it('reports a syntax fault where it is', () => {
    const broken = parseDefinitionFile('name: x\ntitle: t\npages: [\n  { id: a\n');
    expect(broken.ok).toBe(false);
    if (broken.ok) return;
    expect(broken.faults[0]?.line).toBeGreaterThanOrEqual(3);
    expect(parseDefinitionFile('name: x\nname: y\n').ok).toBe(false);
  });

  it('names each unknown key on its own line, in YAML and in JSON, with the nearest key of its object', () => {
    const faults = (text: string) => {
      const result = parseDefinitionFile(text);
      return result.ok ? [] : result.faults.map(({ line, column, path, message }) => [line, column, path, message]);
    };
    const repetiton = '`repetiton`: unknown key; did you mean `repetitions`?';
    const mandatroy = '`mandatroy`: unknown key; did you mean `mandatory`?';
    expect(faults(MISSPELT)).toEqual([
      [3, 1, '', repetiton],
      [16, 9, 'pages[0].controls[0]', mandatroy],
    ]);
    expect(faults(JSON.stringify(parse(MISSPELT), null, 2))).toEqual([
      [4, 3, '', repetiton],
      [22, 11, 'pages[0].controls[0]', mandatroy],
    ]);
  });

  it('checks the rapid methods in YAML and in JSON: a misspelt sheet key, a map per sample, a RATA rate, the reserved IDEAL', () => {
    const rapid = `name: rapid
title: Rapid
products:
  - { id: A, name: One }
  - { id: ideal, name: Two }
pages:
  - id: tasting
    perSample: true
    controls:
      - { kind: napping, id: map, label: Place, widht: 60 }
      - { kind: multiple, id: rata, label: Rate, rate: 12, choices: [{ id: sweet, label: Sweet }] }
      - { kind: scale, id: bitter, label: Bitter, style: line, min: 0, max: 10, ideal: true }
`;
    const faults = (text: string) => {
      const result = parseDefinitionFile(text);
      return result.ok ? [] : result.faults.map(({ line, path, message }) => [line, path, message]);
    };
    const expected = (lines: number[]) => [
      [lines[0], 'products[1].id', '"ideal" is reserved for the judges\' ideal product: give this product another id'],
      [lines[1], 'pages[0].controls[0]', '`widht`: unknown key; did you mean `width`?'],
      [lines[2], 'pages[0].controls[1].rate', 'Too big: expected number to be <=9'],
    ];
    const rapidFaults = faults(rapid);
    expect(rapidFaults).toEqual(expect.arrayContaining(expected([5, 10, 11])));
    expect(rapidFaults).toContainEqual([
      10,
      'pages[0].controls[0]',
      'a napping control compares samples and cannot be on a perSample page',
    ]);
    expect(faults(JSON.stringify(parse(rapid), null, 2))).toEqual(expect.arrayContaining(expected([10, 23, 29])));
  });

  it('accepts a valid definition', () => {
    const result = parseDefinitionFile(
      TRIANGLE.replace('min: 10', 'min: 0').replace('max: 0', 'max: 10').replace('[A, C]', '[A, B]'),
    );
    expect(result.ok).toBe(true);
  });
});

describe('sample codes counted at check time', () => {
  const definition = (productCount: number, repetitions: number) =>
    [
      'name: big',
      'title: Big',
      `repetitions: ${repetitions}`,
      'products:',
      ...Array.from({ length: productCount }, (_, i) => `  - { id: p${i}, name: Product ${i} }`),
      'pages:',
      '  - id: test',
      '    controls:',
      '      - { kind: discrimination, id: odd, label: Odd one, method: triangle, products: [p0, p1] }',
    ].join('\n');

  it('warns on the repetitions line when products × repetitions × cups need more than 900 codes', () => {
    // 458 products and the triangle's 2 second cups, twice: 920 codes.
    const result = parseDefinitionFile(definition(458, 2));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings).toEqual([
      {
        line: 3,
        column: 14,
        path: 'repetitions',
        message: expect.stringContaining('920 samples need a code') as unknown as string,
      },
    ]);
    expect(formatFaults('big.yaml', result.warnings, 'warning')).toMatch(/^big\.yaml:3:14: warning: repetitions: 920/);
  });

  it('warns on the products when one repetition is already too many, and not at all at 900', () => {
    const tooMany = parseDefinitionFile(definition(899, 1));
    expect(tooMany.ok && tooMany.warnings.map((w) => [w.path, w.line])).toEqual([['products', 5]]);
    const enough = parseDefinitionFile(definition(898, 1));
    expect(enough.ok && enough.warnings).toEqual([]);
  });

  it('refuses an alias bomb and deep nesting as faults with their line, before building them', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', 'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]']
      .concat(
        Array.from('cdefgh', (name, index) => `${name}: &${name} [${Array(9).fill(`*${'bcdefg'[index]}`).join(', ')}]`),
      )
      .join('\n');
    const aliases = parseDefinitionFile(bomb);
    expect(aliases.ok).toBe(false);
    expect(!aliases.ok && aliases.faults).toEqual([
      { line: 2, column: 8, path: '', message: expect.stringContaining('Aliases (*name) expand here past 100 copies') },
    ]);

    const deep = parseDefinitionFile(`name: x\npages: ${'['.repeat(100)}${']'.repeat(100)}`);
    expect(!deep.ok && deep.faults).toEqual([
      { line: 2, column: 72, path: '', message: expect.stringContaining('nested more than 64 levels') },
    ]);
    const indented = parseDefinitionFile(
      Array.from({ length: 600 }, (_, depth) => `${' '.repeat(depth)}a:`).join('\n'),
    );
    expect(!indented.ok && indented.faults[0]).toMatchObject({
      line: 514,
      message: expect.stringContaining('64 levels'),
    });
  });
});
