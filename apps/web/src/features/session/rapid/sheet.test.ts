import { describe, expect, it } from 'vitest';
import { isNearSheet, keptPoint, movedByKey, pointAt, sheetCentre } from './sheet.ts';

const SHEET = { width: 60, height: 40 };
const BOX = { left: 100, bottom: 500, width: 600, height: 400 };

describe('the napping sheet', () => {
  it('reads a pointer from the left and from the bottom edge, to a tenth of a unit', () => {
    expect(pointAt(BOX, 100, 500, SHEET)).toEqual([0, 0]);
    expect(pointAt(BOX, 700, 100, SHEET)).toEqual([60, 40]);
    expect(pointAt(BOX, 223.4, 377.7, SHEET)).toEqual([12.3, 12.2]);
  });

  it('keeps a point dropped beyond an edge on that edge', () => {
    expect(pointAt(BOX, 20, 600, SHEET)).toEqual([0, 0]);
    expect(keptPoint(61, -2, SHEET)).toEqual([60, 0]);
  });

  it('puts a sample at the centre first, then moves it one unit, five with Shift, up meaning away from the bottom', () => {
    const centre = sheetCentre(SHEET);
    expect(centre).toEqual([30, 20]);
    expect(movedByKey(centre, 'ArrowUp', false, SHEET)).toEqual([30, 21]);
    expect(movedByKey(centre, 'ArrowLeft', true, SHEET)).toEqual([25, 20]);
    expect(movedByKey([0.3, 39.5], 'ArrowUp', false, SHEET)).toEqual([0.3, 40]);
    expect(movedByKey([0.3, 0.2], 'ArrowDown', true, SHEET)).toEqual([0.3, 0]);
    expect(movedByKey(centre, 'Tab', false, SHEET)).toBeNull();
  });

  it('tells a drop near the sheet from one far from it', () => {
    expect(isNearSheet(BOX, 90, 300, 20)).toBe(true);
    expect(isNearSheet(BOX, 50, 300, 20)).toBe(false);
    expect(isNearSheet(BOX, 300, 560, 20)).toBe(false);
  });
});
