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

export interface RObservation {
  value: number;
  product: string;
  judge: string;
}

export function toObservations(rows: RObservation[]): Observation[] {
  return rows.map((row) => ({ value: row.value, factors: { product: row.product, judge: row.judge } }));
}
