import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Observation } from '../src/index.ts';

/** A fixture written by r/expected.R (see its header to regenerate). */
export function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8')) as T;
}

/** Agreement with R: within `tolerance`, absolutely, or relatively for large values. */
export function expectAgrees(actual: number | null | undefined, expected: number | null, tolerance = 1e-9): void {
  if (expected === null) {
    expect(actual).toBeNull();
    return;
  }
  expect(actual).toBeTypeOf('number');
  const scale = Math.max(1, Math.abs(expected));
  expect(Math.abs((actual as number) - expected) / scale).toBeLessThanOrEqual(tolerance);
}

/**
 * The sign of each dimension (±1) that makes `actual` agree with `expected`, read on the row
 * with the largest expected coordinate: a factorial axis' sign is arbitrary.
 */
export function dimensionSigns(actual: number[][], expected: number[][]): number[] {
  return (expected[0] ?? []).map((_, k) => {
    const largest = expected.reduce((best, row) => (Math.abs(row[k]!) > Math.abs(best[k]!) ? row : best));
    return Math.sign(actual[expected.indexOf(largest)]![k]!) === Math.sign(largest[k]!) ? 1 : -1;
  });
}

/** Coordinates agree up to the sign of each dimension: the signs given, or each column's own. */
export function expectCoordinates(
  actual: number[][],
  expected: number[][],
  signs = dimensionSigns(actual, expected),
): void {
  expect(actual.length).toBe(expected.length);
  for (const [i, row] of expected.entries()) {
    row.forEach((value, k) => expectAgrees(signs[k]! * actual[i]![k]!, value));
  }
}

export interface RObservation {
  value: number;
  product: string;
  judge: string;
}

export function toObservations(rows: RObservation[]): Observation[] {
  return rows.map((row) => ({ value: row.value, factors: { product: row.product, judge: row.judge } }));
}
