import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAnswerable, page, validatePage, type Answer, type Page } from '../src/index.ts';

const HEDONIC_9 = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) => `point ${n}`);

/** A per-sample screen of a consumer test: an instruction, 9-point liking, a sweetness line, optional JAR. */
const tasting: Page = page.parse({
  id: 'tasting',
  perSample: true,
  controls: [
    { kind: 'info', id: 'rinse', text: 'Rinse your mouth with water first.' },
    { kind: 'scale', id: 'liking', label: 'Liking', style: 'category', min: 1, max: 9, categories: HEDONIC_9 },
    {
      kind: 'scale',
      id: 'sweetness',
      label: 'Sweetness',
      style: 'line',
      min: 0,
      max: 10,
      anchors: { min: 'Not sweet', max: 'Very sweet' },
    },
    {
      kind: 'scale',
      id: 'saltiness',
      label: 'Saltiness (half points)',
      style: 'category',
      min: 1,
      max: 3,
      step: 0.5,
      categories: ['1', '1.5', '2', '2.5', '3'],
      mandatory: false,
    },
  ],
});

const complete: Answer[] = [
  { controlId: 'liking', value: 7 },
  { controlId: 'sweetness', value: 6.3 },
];

function withAnswer(controlId: string, value: number | undefined): Answer[] {
  return [...complete.filter((a) => a.controlId !== controlId), { controlId, value }];
}

describe('validatePage, scenario by scenario', () => {
  it('a judge who rated liking and sweetness may leave the screen', () => {
    expect(validatePage(tasting, complete)).toEqual([]);
  });

  it('a judge who also rated the optional half-point scale may leave the screen', () => {
    expect(validatePage(tasting, [...complete, { controlId: 'saltiness', value: 2.5 }])).toEqual([]);
  });

  it('a judge who skipped the mandatory liking scale is told it is required', () => {
    expect(validatePage(tasting, [{ controlId: 'sweetness', value: 5 }])).toEqual([
      { controlId: 'liking', rule: 'required' },
    ]);
  });

  it('a judge who answered nothing is told about each mandatory scale, in screen order, and not the optional one', () => {
    expect(validatePage(tasting, [])).toEqual([
      { controlId: 'liking', rule: 'required' },
      { controlId: 'sweetness', rule: 'required' },
    ]);
  });

  it('a comment without a value does not count as an answer to a scale', () => {
    const answers: Answer[] = [
      { controlId: 'liking', text: 'too sour for me' },
      { controlId: 'sweetness', value: 5 },
    ];
    expect(validatePage(tasting, answers)).toEqual([{ controlId: 'liking', rule: 'required' }]);
  });

  it('a leader previewing without forced answers may skip every scale', () => {
    expect(validatePage(tasting, [], { mandatoryAnswers: false })).toEqual([]);
  });

  it('a leader previewing without forced answers is still told about an out-of-range value', () => {
    expect(validatePage(tasting, [{ controlId: 'liking', value: 12 }], { mandatoryAnswers: false })).toEqual([
      { controlId: 'liking', rule: 'range', params: { min: 1, max: 9 } },
    ]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'a value of %s is not a number',
    (value) => {
      expect(validatePage(tasting, withAnswer('sweetness', value))).toEqual([
        { controlId: 'sweetness', rule: 'number' },
      ]);
    },
  );

  it('a hedonic value below 1 or above 9 is out of range, and the issue names the range', () => {
    expect(validatePage(tasting, withAnswer('liking', 0))).toEqual([
      { controlId: 'liking', rule: 'range', params: { min: 1, max: 9 } },
    ]);
    expect(validatePage(tasting, withAnswer('liking', 10))).toEqual([
      { controlId: 'liking', rule: 'range', params: { min: 1, max: 9 } },
    ]);
    expect(validatePage(tasting, withAnswer('sweetness', -0.01))).toEqual([
      { controlId: 'sweetness', rule: 'range', params: { min: 0, max: 10 } },
    ]);
  });

  it('the ends of a scale are in range', () => {
    expect(
      validatePage(tasting, [
        { controlId: 'liking', value: 1 },
        { controlId: 'sweetness', value: 0 },
      ]),
    ).toEqual([]);
    expect(
      validatePage(tasting, [
        { controlId: 'liking', value: 9 },
        { controlId: 'sweetness', value: 10 },
      ]),
    ).toEqual([]);
  });

  it('a category value between two points is off the step, and the issue names origin and step', () => {
    expect(validatePage(tasting, withAnswer('liking', 4.5))).toEqual([
      { controlId: 'liking', rule: 'step', params: { min: 1, step: 1 } },
    ]);
    expect(validatePage(tasting, [...complete, { controlId: 'saltiness', value: 1.25 }])).toEqual([
      { controlId: 'saltiness', rule: 'step', params: { min: 1, step: 0.5 } },
    ]);
  });

  it('a decimal step scale accepts its points despite floating point (0.3 on a 0.1 step)', () => {
    const decimal = page.parse({
      id: 'fine',
      controls: [
        {
          kind: 'scale',
          id: 'c',
          label: 'c',
          style: 'category',
          min: 0,
          max: 0.3,
          step: 0.1,
          categories: ['a', 'b', 'c', 'd'],
        },
      ],
    });
    for (const value of [0, 0.1, 0.2, 0.3, 0.1 + 0.1])
      expect(validatePage(decimal, [{ controlId: 'c', value }])).toEqual([]);
    expect(validatePage(decimal, [{ controlId: 'c', value: 0.15 }])).toEqual([
      { controlId: 'c', rule: 'step', params: { min: 0, step: 0.1 } },
    ]);
  });

  it('the line scale accepts any number within its range', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), (value) => {
        expect(validatePage(tasting, withAnswer('sweetness', value))).toEqual([]);
      }),
    );
  });

  it('the hedonic scale accepts exactly its nine points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (value) => {
        expect(validatePage(tasting, withAnswer('liking', value))).toEqual([]);
      }),
    );
  });

  it('an answer for a control that is not on the screen is refused as unknown', () => {
    expect(validatePage(tasting, [...complete, { controlId: 'bitterness', value: 3 }])).toEqual([
      { controlId: 'bitterness', rule: 'unknownControl' },
    ]);
  });

  it('an answer to the instruction text is refused as unknown: an info control takes no answer', () => {
    expect(tasting.controls.filter((c) => !isAnswerable(c)).map((c) => c.id)).toEqual(['rinse']);
    expect(validatePage(tasting, [...complete, { controlId: 'rinse', value: 1 }])).toEqual([
      { controlId: 'rinse', rule: 'unknownControl' },
    ]);
  });

  it('reports every problem of a messy screen: unknown answers first, then each scale in screen order', () => {
    const answers: Answer[] = [
      { controlId: 'sweetness', value: 11 },
      { controlId: 'ghost', value: 1 },
      { controlId: 'saltiness', value: 2.2 },
    ];
    expect(validatePage(tasting, answers)).toEqual([
      { controlId: 'ghost', rule: 'unknownControl' },
      { controlId: 'liking', rule: 'required' },
      { controlId: 'sweetness', rule: 'range', params: { min: 0, max: 10 } },
      { controlId: 'saltiness', rule: 'step', params: { min: 1, step: 0.5 } },
    ]);
  });
});

describe('a screen answered twice for one control', () => {
  it('reports the second answer as a duplicate, whatever its value', () => {
    const screen = page.parse({
      id: 'liking',
      controls: [{ kind: 'scale', id: 'liking', label: 'Liking', style: 'line', min: 0, max: 10 }],
    });
    expect(
      validatePage(screen, [
        { controlId: 'liking', value: 3 },
        { controlId: 'liking', value: 30 },
      ]),
    ).toContainEqual({ controlId: 'liking', rule: 'duplicate' });
  });
});

describe('validatePage, a picture to mark', () => {
  const slice: Page = page.parse({
    id: 'slice',
    controls: [
      {
        kind: 'picture',
        id: 'defects',
        label: 'Where is the defect?',
        image: { name: 'bread-slice.svg', alt: 'A slice of bread' },
        maxMarks: 2,
      },
    ],
  });
  const marked = (marks: unknown): Answer => ({ controlId: 'defects', marks }) as Answer;

  it('takes marks across and down the picture, from 0 to 1, up to the limit', () => {
    expect(validatePage(slice, [marked([{ x: 0, y: 1 }])])).toEqual([]);
    expect(
      validatePage(slice, [
        marked([
          { x: 0.25, y: 0.75 },
          { x: 0.5, y: 0.5 },
        ]),
      ]),
    ).toEqual([]);
  });

  it('asks for a mark when the picture is mandatory and none is made', () => {
    expect(validatePage(slice, [marked([])])).toEqual([{ controlId: 'defects', rule: 'required' }]);
    expect(validatePage(slice, [])).toEqual([{ controlId: 'defects', rule: 'required' }]);
  });

  it('refuses more marks than the definition allows, naming the limit', () => {
    const three = [0.1, 0.2, 0.3].map((x) => ({ x, y: 0.5 }));
    expect(validatePage(slice, [marked(three)])).toEqual([
      { controlId: 'defects', rule: 'maxMarks', params: { max: 2 } },
    ]);
  });

  it('refuses a mark off the picture or not a place at all', () => {
    for (const marks of [[{ x: 1.2, y: 0.5 }], [{ x: 0.5 }], [{ x: Number.NaN, y: 0 }], ['here']]) {
      expect(validatePage(slice, [marked(marks)])).toEqual([{ controlId: 'defects', rule: 'answerShape' }]);
    }
    expect(validatePage(slice, [{ controlId: 'defects', value: 3 }])).toEqual([
      { controlId: 'defects', rule: 'answerShape' },
    ]);
  });
});
