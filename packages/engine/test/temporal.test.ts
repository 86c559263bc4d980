import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attributeOrder,
  control,
  page,
  temporalChange,
  temporalFingerprint,
  validatePage,
  type AttributeInterval,
  type TdsControl,
  type TemporalControl,
  type TemporalRecording,
} from '../src/index.ts';

const tds = control.parse({
  kind: 'tds',
  id: 'q',
  label: 'Which sensation dominates?',
  attributes: ['sweet', 'sour', 'bitter', 'fruity'].map((id) => ({ id, label: id })),
  duration: 30,
  minDuration: 10,
}) as TdsControl;
const tcata = control.parse({ ...tds, kind: 'tcata', minDuration: undefined }) as TemporalControl;
const ti = control.parse({
  kind: 'ti',
  id: 'q',
  label: 'Bitterness',
  min: 0,
  max: 10,
  duration: 20,
}) as TemporalControl;

function check(definition: TemporalControl, recording: Omit<TemporalRecording, 'fingerprint'>) {
  return validatePage(page.parse({ id: 'p', controls: [definition] }), [
    { controlId: 'q', recording: { fingerprint: temporalFingerprint(definition), ...recording } },
  ]);
}
const fault = (rule: string, params?: Record<string, number>) => [{ controlId: 'q', rule, ...(params && { params }) }];

describe('temporal controls in a definition', () => {
  it('take their defaults: 60 s, started by the judge, stopping at the limit, attributes drawn per judge', () => {
    const parsed = control.parse({
      kind: 'tds',
      id: 't',
      label: 'x',
      attributes: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
    });
    expect(parsed).toMatchObject({ duration: 60, startDelay: 0, atTimeLimit: 'stop', start: 'judge', order: 'random' });
    expect(control.parse({ kind: 'ti', id: 't', label: 'x' })).toMatchObject({
      min: 0,
      max: 10,
      rate: 10,
      orientation: 'vertical',
    });
  });

  it('refuse a minimum longer than the duration, and a TDS of one attribute', () => {
    expect(control.safeParse({ ...tds, minDuration: 40 }).success).toBe(false);
    expect(control.safeParse({ ...tds, attributes: [{ id: 'a', label: 'A' }] }).success).toBe(false);
  });

  it('allow one clock per page: 9011 for two synchronisations, 9010 for a synchronisation beside a timer', () => {
    const synchronised = { ...tds, start: 'synchronised' };
    const two = page.safeParse({ id: 'p', controls: [synchronised, { ...synchronised, id: 'r' }] });
    expect(two.error?.issues[0]).toMatchObject({ params: { errorType: 9011 } });
    const mixed = page.safeParse({ id: 'p', controls: [synchronised, { ...ti, id: 'r' }] });
    expect(mixed.error?.issues[0]).toMatchObject({ params: { errorType: 9010 } });
    expect(page.safeParse({ id: 'p', controls: [tds, { ...ti, id: 'r' }] }).success).toBe(false);
    expect(page.safeParse({ id: 'p', controls: [synchronised, { kind: 'info', id: 'i', text: 'Wait' }] }).success).toBe(
      true,
    );
  });
});

describe('a TDS recording', () => {
  const intervals: AttributeInterval[] = [
    { attribute: 'sweet', start: 1200, end: 5000 },
    { attribute: 'sour', start: 5000, end: 9000 },
    { attribute: 'sweet', start: 9500, end: 14000 },
  ];
  it('is accepted in order, inside the recording, past the minimum', () =>
    expect(check(tds, { duration: 15000, intervals })).toEqual([]));
  it('may not overlap: one attribute dominates at a time', () =>
    expect(
      check(tds, { duration: 15000, intervals: [intervals[0]!, { attribute: 'sour', start: 4999, end: 9000 }] }),
    ).toEqual(fault('timeline')));
  it('may not run past the stop, nor past the time limit', () => {
    expect(check(tds, { duration: 13000, intervals })).toEqual(fault('timeline'));
    expect(check(tds, { duration: 30001, intervals })).toEqual(fault('timeline'));
  });
  it('names only its attributes, in whole milliseconds', () => {
    expect(check(tds, { duration: 15000, intervals: [{ attribute: 'salty', start: 0, end: 10 }] })).toEqual(
      fault('timeline'),
    );
    expect(check(tds, { duration: 15000, intervals: [{ attribute: 'sweet', start: 0.5, end: 10 }] })).toEqual(
      fault('timeline'),
    );
  });
  it('stops no sooner than the minimum duration', () =>
    expect(check(tds, { duration: 9000, intervals: intervals.slice(0, 2) })).toEqual(
      fault('minDuration', { min: 10 }),
    ));
  it('with no dominant attribute is no answer', () =>
    expect(check(tds, { duration: 15000, intervals: [] })).toEqual(fault('required')));
  it('carries time-intensity readings only on a time-intensity control', () =>
    expect(check(tds, { duration: 15000, intervals, points: [] })).toEqual(fault('timeline')));

  it('never holds overlapping intervals once accepted (property)', () => {
    const interval = fc.record({
      attribute: fc.constantFrom('sweet', 'sour', 'bitter', 'fruity', 'salty'),
      start: fc.integer({ min: 0, max: 30000 }),
      end: fc.integer({ min: 0, max: 30000 }),
    });
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 8 }), fc.integer({ min: 0, max: 30000 }), (drawn, duration) => {
        if (check(tds, { duration, intervals: drawn }).length > 0) return;
        drawn.forEach((current, index) => {
          expect(current.start).toBeLessThan(current.end);
          expect(current.end).toBeLessThanOrEqual(duration);
          const next = drawn[index + 1];
          if (next) expect(current.end).toBeLessThanOrEqual(next.start);
        });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a TCATA recording', () => {
  it('lets attributes overlap, but not one attribute with itself', () => {
    const overlapping = [
      { attribute: 'sweet', start: 0, end: 5000 },
      { attribute: 'sour', start: 1000, end: 4000 },
      { attribute: 'sweet', start: 6000, end: 8000 },
    ];
    expect(check(tcata, { duration: 9000, intervals: overlapping })).toEqual([]);
    const twice = [
      { attribute: 'sweet', start: 0, end: 5000 },
      { attribute: 'sweet', start: 4000, end: 8000 },
    ];
    expect(check(tcata, { duration: 9000, intervals: twice })).toEqual(fault('timeline'));
  });
  it('with nothing checked is still an answer: nothing applied', () =>
    expect(check(tcata, { duration: 9000, intervals: [] })).toEqual([]));
});

describe('a time-intensity recording', () => {
  const points = [
    { time: 0, value: 0 },
    { time: 100, value: 2.5 },
    { time: 200, value: 7 },
  ];
  it('is readings in time order, on the scale, inside the recording', () => {
    expect(check(ti, { duration: 200, points })).toEqual([]);
    expect(check(ti, { duration: 200, points: [points[1]!, points[0]!] })).toEqual(fault('timeline'));
    expect(check(ti, { duration: 200, points: [{ time: 0, value: 11 }] })).toEqual(fault('timeline'));
    expect(check(ti, { duration: 150, points })).toEqual(fault('timeline'));
  });
});

describe('a definition changed since the judge started', () => {
  it('is told by kind (9050 TDS, 9051 TCATA, 9052 time-intensity), and 9053 for the start', () => {
    const recording = { fingerprint: temporalFingerprint(tds), duration: 1000 };
    expect(temporalChange(tds, recording)).toBeUndefined();
    expect(temporalChange({ ...tds, label: 'Reworded' }, recording)).toBeUndefined();
    expect(temporalChange({ ...tds, duration: 45 }, recording)).toBe(9050);
    expect(temporalChange({ ...tds, kind: 'tcata' } as TemporalControl, recording)).toBe(9051);
    expect(temporalChange(ti, recording)).toBe(9052);
    expect(temporalChange({ ...tds, start: 'synchronised' }, recording)).toBe(9053);
  });
});

describe('a judge’s attribute order', () => {
  it('is the written one when fixed, else a permutation drawn once per judge', () => {
    expect(attributeOrder({ ...tds, order: 'fixed' }, 3)).toEqual(['sweet', 'sour', 'bitter', 'fruity']);
    const orders = Array.from({ length: 12 }, (_, judge) => attributeOrder(tds, judge));
    for (const order of orders) expect([...order].sort()).toEqual(['bitter', 'fruity', 'sour', 'sweet']);
    expect(attributeOrder(tds, 5)).toEqual(orders[5]);
    expect(new Set(orders.map((o) => o.join())).size).toBeGreaterThan(3);
  });
});
