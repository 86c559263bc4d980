import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLINDING_CODE_MAX,
  BLINDING_CODE_MIN,
  generateBlindingCodes,
  type Random,
  seededRandom,
} from '../src/index.ts';

const ALL_CODES = 900;

function expectValidCodes(codes: readonly string[], count: number): void {
  expect(codes).toHaveLength(count);
  expect(new Set(codes).size).toBe(count);
  for (const code of codes) {
    expect(code).toMatch(/^[1-9][0-9]{2}$/);
    expect(Number(code)).toBeGreaterThanOrEqual(100);
    expect(Number(code)).toBeLessThanOrEqual(999);
  }
}

describe('generateBlindingCodes', () => {
  it('names the 3-digit range 100..999', () => {
    expect([BLINDING_CODE_MIN, BLINDING_CODE_MAX]).toEqual([100, 999]);
  });

  it('returns `count` distinct 3-digit codes for any count from 0 to 900 and any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ALL_CODES }), fc.integer(), (count, seed) => {
        expectValidCodes(generateBlindingCodes(count, seededRandom(seed)), count);
      }),
      {
        examples: [
          [0, 1],
          [1, 1],
          [ALL_CODES, 1],
        ],
      },
    );
  });

  it('stays valid for any source of numbers in [0, 1), even one stuck at its extremes', () => {
    const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ALL_CODES }), fc.infiniteStream(unit), (count, stream) => {
        const values = stream[Symbol.iterator]();
        const random: Random = () => values.next().value as number;
        expectValidCodes(generateBlindingCodes(count, random), count);
      }),
      { numRuns: 50 },
    );
    expectValidCodes(
      generateBlindingCodes(ALL_CODES, () => 0),
      ALL_CODES,
    );
    expectValidCodes(
      generateBlindingCodes(ALL_CODES, () => 1 - 2 ** -53),
      ALL_CODES,
    );
  });

  it('uses up every code, 100 to 999, when asked for 900', () => {
    const codes = generateBlindingCodes(ALL_CODES, seededRandom(7));
    expect(codes.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: ALL_CODES }, (_, i) => 100 + i));
  });

  it('does not hand out codes in an order that suggests the serving order', () => {
    const codes = generateBlindingCodes(ALL_CODES, seededRandom(7)).map(Number);
    expect(codes).not.toEqual([...codes].sort((a, b) => a - b));
    // Over many sessions the first code lands all over the range, not always near 100.
    const firsts = Array.from({ length: 200 }, (_, seed) => Number(generateBlindingCodes(1, seededRandom(seed))[0]));
    expect(Math.min(...firsts)).toBeLessThan(300);
    expect(Math.max(...firsts)).toBeGreaterThan(800);
  });

  it('is reproducible with the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer(), (count, seed) => {
        expect(generateBlindingCodes(count, seededRandom(seed))).toEqual(
          generateBlindingCodes(count, seededRandom(seed)),
        );
      }),
    );
  });

  it('refuses 901 codes: there are only 900 three-digit codes', () => {
    expect(() => generateBlindingCodes(901, seededRandom(1))).toThrow(RangeError);
  });

  it('refuses any negative count', () => {
    fc.assert(
      fc.property(fc.integer({ max: -1 }), (count) => {
        expect(() => generateBlindingCodes(count, seededRandom(1))).toThrow(RangeError);
      }),
    );
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a count of %s', (count) => {
    expect(() => generateBlindingCodes(count, seededRandom(1))).toThrow(RangeError);
  });
});
