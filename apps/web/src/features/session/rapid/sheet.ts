import type { Answer } from '@palate/engine';

/** A napping sheet's size, in its own units (the definition's width and height). */
export interface SheetSize {
  width: number;
  height: number;
}

/** A place on the sheet: x from the left edge, y from the bottom edge, in sheet units (the answer's own). */
export type SheetPoint = NonNullable<Answer['positions']>[string];

/** The box of the sheet on screen, in CSS pixels (a DOMRect). */
export interface SheetBox {
  left: number;
  bottom: number;
  width: number;
  height: number;
}

/** Kept to a tenth of a unit: finer than a finger, and what the token shows is what is stored. */
function tenth(value: number): number {
  return Math.round(value * 10) / 10;
}

function clamp(value: number, max: number): number {
  return Math.min(max, Math.max(0, value));
}

/** A point inside the sheet, rounded to a tenth of a unit. */
export function keptPoint(x: number, y: number, size: SheetSize): SheetPoint {
  return [tenth(clamp(x, size.width)), tenth(clamp(y, size.height))];
}

/** The sheet's centre, where a sample goes on its first key press. */
export function sheetCentre(size: SheetSize): SheetPoint {
  return keptPoint(size.width / 2, size.height / 2, size);
}

/** The place under a pointer at (clientX, clientY): the screen's y grows downwards, the sheet's upwards. */
export function pointAt(box: SheetBox, clientX: number, clientY: number, size: SheetSize): SheetPoint {
  const x = box.width > 0 ? ((clientX - box.left) / box.width) * size.width : 0;
  const y = box.height > 0 ? ((box.bottom - clientY) / box.height) * size.height : 0;
  return keptPoint(x, y, size);
}

/** Whether a pointer at (clientX, clientY) lies on the sheet, or within `margin` pixels of it. */
export function isNearSheet(box: SheetBox, clientX: number, clientY: number, margin: number): boolean {
  return (
    clientX >= box.left - margin &&
    clientX <= box.left + box.width + margin &&
    clientY <= box.bottom + margin &&
    clientY >= box.bottom - box.height - margin
  );
}

const STEP = 1;
const LARGE_STEP = 5;

/** The point moved by an arrow key (one unit; five with Shift), or null for another key. */
export function movedByKey(point: SheetPoint, key: string, large: boolean, size: SheetSize): SheetPoint | null {
  const step = large ? LARGE_STEP : STEP;
  const [x, y] = point;
  switch (key) {
    case 'ArrowLeft':
      return keptPoint(x - step, y, size);
    case 'ArrowRight':
      return keptPoint(x + step, y, size);
    case 'ArrowUp':
      return keptPoint(x, y + step, size);
    case 'ArrowDown':
      return keptPoint(x, y - step, size);
    default:
      return null;
  }
}
