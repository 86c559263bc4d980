import { describe, expect, it } from 'vitest';
import { markAt, moveCursor, percent } from './pictureMarks.ts';

describe('marks on a picture', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('places a tap across and down the picture, from 0 to 1, to a thousandth', () => {
    expect(markAt(box, 300, 150)).toEqual({ x: 0.5, y: 0.5 });
    expect(markAt(box, 101, 51)).toEqual({ x: 0.003, y: 0.005 });
    // A tap on the border's outer pixel stays on the picture.
    expect(markAt(box, 99, 260)).toEqual({ x: 0, y: 1 });
    expect(markAt({ ...box, width: 0 }, 300, 150)).toEqual({ x: 0, y: 0.5 });
  });

  it('moves the cross by a twentieth with the arrows, a hundredth with Shift, never off the picture', () => {
    expect(moveCursor({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.55, y: 0.5 });
    expect(moveCursor({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.49 });
    expect(moveCursor({ x: 0.02, y: 0.99 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 0.99 });
    expect(moveCursor({ x: 0.02, y: 0.99 }, 'ArrowDown', false)).toEqual({ x: 0.02, y: 1 });
    expect(moveCursor({ x: 0.5, y: 0.5 }, 'a', false)).toBeNull();
  });

  it('reads a coordinate as a whole percentage', () => {
    expect(percent(0.356)).toBe(36);
    expect(percent(1)).toBe(100);
  });
});
