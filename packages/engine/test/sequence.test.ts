import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildPageSequence,
  pageOf,
  questionnaire,
  repetitionBounds,
  resolveMove,
  type Questionnaire,
} from '../src/index.ts';

const info = (id: string) => ({ kind: 'info', id: `${id}Text`, text: id });
const hedonic = {
  kind: 'scale',
  id: 'liking',
  label: 'How much do you like it?',
  style: 'line',
  min: 0,
  max: 10,
  anchors: { min: 'Not at all', max: 'Very much' },
};

/** Three samples A, B, C; pages in the order given, `*` marking a per-sample page. */
function study(...pages: string[]): Questionnaire {
  return questionnaire.parse({
    name: 'cheese',
    title: 'Cheese profile',
    products: [
      { id: 'A', name: 'Comté 12 months' },
      { id: 'B', name: 'Comté 24 months' },
      { id: 'C', name: 'Beaufort' },
    ],
    pages: pages.map((page) =>
      page.endsWith('*')
        ? { id: page.slice(0, -1), perSample: true, controls: [hedonic] }
        : { id: page, controls: [info(page)] },
    ),
  });
}

const keys = (definition: Questionnaire, order: number[]) => buildPageSequence(definition, order).map((p) => p.key);

describe('buildPageSequence', () => {
  it('a judge with order [2,0,1] sees the per-sample page three times, in that order, between welcome and thanks', () => {
    const sequence = buildPageSequence(study('welcome', 'liking*', 'thanks'), [2, 0, 1]);
    expect(sequence).toEqual([
      { key: 'welcome', pageId: 'welcome', productId: null, repetition: 1 },
      { key: 'liking@C', pageId: 'liking', productId: 'C', repetition: 1 },
      { key: 'liking@A', pageId: 'liking', productId: 'A', repetition: 1 },
      { key: 'liking@B', pageId: 'liking', productId: 'B', repetition: 1 },
      { key: 'thanks', pageId: 'thanks', productId: null, repetition: 1 },
    ]);
  });

  it('two judges with different orders meet the same screens, keyed the same, in their own order', () => {
    const definition = study('welcome', 'liking*', 'thanks');
    const first = keys(definition, [0, 1, 2]);
    const second = keys(definition, [1, 2, 0]);
    expect(first).toEqual(['welcome', 'liking@A', 'liking@B', 'liking@C', 'thanks']);
    expect(second).toEqual(['welcome', 'liking@B', 'liking@C', 'liking@A', 'thanks']);
    expect([...second].sort()).toEqual([...first].sort());
  });

  it('serves consecutive per-sample pages sample by sample: every question about a sample before the next sample', () => {
    expect(keys(study('welcome', 'appearance*', 'taste*'), [1, 0, 2])).toEqual([
      'welcome',
      'appearance@B',
      'taste@B',
      'appearance@A',
      'taste@A',
      'appearance@C',
      'taste@C',
    ]);
  });

  it('starts the samples over after a page that is not per sample (e.g. a break between two sittings)', () => {
    expect(keys(study('odour*', 'break', 'taste*'), [2, 1, 0])).toEqual([
      'odour@C',
      'odour@B',
      'odour@A',
      'break',
      'taste@C',
      'taste@B',
      'taste@A',
    ]);
  });

  it('a judge served a set of only some samples sees only those', () => {
    expect(keys(study('welcome', 'liking*'), [2])).toEqual(['welcome', 'liking@C']);
  });

  it('gives every screen a distinct key whenever the order is a permutation', () => {
    const definition = study('welcome', 'appearance*', 'break', 'taste*', 'thanks');
    fc.assert(
      fc.property(fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }), (order) => {
        const sequence = keys(definition, order);
        expect(sequence).toHaveLength(3 + 2 * 3);
        expect(new Set(sequence).size).toBe(sequence.length);
      }),
    );
  });

  it.each([[[0, 3]], [[-1]], [[1.5]]])('refuses an order naming a sample that does not exist: %j', (order) => {
    expect(() => buildPageSequence(study('liking*'), order)).toThrow(RangeError);
  });

  it('finds the page behind a screen, and refuses a screen from another questionnaire', () => {
    const definition = study('welcome', 'liking*');
    const [, firstSample] = buildPageSequence(definition, [1, 0, 2]);
    expect(firstSample).toBeDefined();
    if (firstSample) expect(pageOf(definition, firstSample).id).toBe('liking');
    expect(() => pageOf(definition, { key: 'other', pageId: 'other', productId: null, repetition: 1 })).toThrow(
      /other/,
    );
  });
});

describe('resolveMove on a run of 5 screens', () => {
  const count = 5;

  it('next goes forward, and past the last screen ends the run', () => {
    expect(resolveMove(0, count, { kind: 'next' })).toEqual({ kind: 'page', position: 1 });
    expect(resolveMove(3, count, { kind: 'next' })).toEqual({ kind: 'page', position: 4 });
    expect(resolveMove(4, count, { kind: 'next' })).toEqual({ kind: 'end' });
  });

  it('prev goes back, and from the first screen goes nowhere (no move)', () => {
    expect(resolveMove(4, count, { kind: 'prev' })).toEqual({ kind: 'page', position: 3 });
    expect(resolveMove(1, count, { kind: 'prev' })).toEqual({ kind: 'page', position: 0 });
    expect(resolveMove(0, count, { kind: 'prev' })).toEqual({ kind: 'none' });
  });

  it('to jumps to any existing screen, including the current one, and nowhere else', () => {
    expect(resolveMove(0, count, { kind: 'to', position: 4 })).toEqual({ kind: 'page', position: 4 });
    expect(resolveMove(4, count, { kind: 'to', position: 0 })).toEqual({ kind: 'page', position: 0 });
    expect(resolveMove(2, count, { kind: 'to', position: 2 })).toEqual({ kind: 'page', position: 2 });
    for (const position of [5, -1, 1.5, Number.NaN]) {
      expect(resolveMove(2, count, { kind: 'to', position })).toEqual({ kind: 'none' });
    }
  });

  it('a one-screen run ends on next and cannot go back', () => {
    expect(resolveMove(0, 1, { kind: 'next' })).toEqual({ kind: 'end' });
    expect(resolveMove(0, 1, { kind: 'prev' })).toEqual({ kind: 'none' });
  });

  it('always lands on an existing screen, or reports end or none', () => {
    const move = fc.oneof(
      fc.constant({ kind: 'next' as const }),
      fc.constant({ kind: 'prev' as const }),
      fc.record({ kind: fc.constant('to' as const), position: fc.integer({ min: -3, max: 60 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }).chain((n) => fc.tuple(fc.constant(n), fc.nat(n - 1), move)),
        ([pageCount, position, m]) => {
          const result = resolveMove(position, pageCount, m);
          if (result.kind === 'page') {
            expect(result.position).toBeGreaterThanOrEqual(0);
            expect(result.position).toBeLessThan(pageCount);
          }
          if (result.kind === 'end') expect([m.kind, position]).toEqual(['next', pageCount - 1]);
        },
      ),
    );
  });
});

describe('repetitionBounds', () => {
  it('gives the screens of each repetition, which together cover the run once', () => {
    const sequence = buildPageSequence(study('welcome', 'liking*', 'thanks'), [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
    ]);
    expect([1, 2, 3].map((repetition) => repetitionBounds(sequence, repetition))).toEqual([
      { start: 0, end: 5 },
      { start: 5, end: 10 },
      { start: 10, end: 15 },
    ]);
    expect(sequence.slice(5, 10).every((instance) => instance.repetition === 2)).toBe(true);
    expect(() => repetitionBounds(sequence, 4)).toThrow(RangeError);
  });
});
