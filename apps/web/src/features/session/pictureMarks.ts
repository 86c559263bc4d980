import type { PictureMark } from '@palate/engine';

/** A mark is kept to a thousandth of the picture: finer than a finger, and short on the wire. */
function round(coordinate: number): number {
  return Math.round(Math.min(1, Math.max(0, coordinate)) * 1000) / 1000;
}

/** Where a tap at (clientX, clientY) lies on the picture's box, across and down from 0 to 1. */
export function markAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): PictureMark {
  return {
    x: box.width > 0 ? round((clientX - box.left) / box.width) : 0,
    y: box.height > 0 ? round((clientY - box.top) / box.height) : 0,
  };
}

const STEP = 0.05;
const FINE_STEP = 0.01;

/** The cross moved by an arrow key (a twentieth of the picture; a hundredth with Shift), or null for another key. */
export function moveCursor(cursor: PictureMark, key: string, fine: boolean): PictureMark | null {
  const step = fine ? FINE_STEP : STEP;
  switch (key) {
    case 'ArrowLeft':
      return { x: round(cursor.x - step), y: cursor.y };
    case 'ArrowRight':
      return { x: round(cursor.x + step), y: cursor.y };
    case 'ArrowUp':
      return { x: cursor.x, y: round(cursor.y - step) };
    case 'ArrowDown':
      return { x: cursor.x, y: round(cursor.y + step) };
    default:
      return null;
  }
}

/** A coordinate as a whole percentage, for the marks read out in words. */
export function percent(coordinate: number): number {
  return Math.round(coordinate * 100);
}
