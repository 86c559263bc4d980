import { describe, expect, it } from 'vitest';
import { dendrogramLinks, mapFrame, placeLabels, spreadLabels } from './mapLayout.ts';

describe('map layout', () => {
  it('keeps one unit per pixel on both axes, around every point and the origin', () => {
    const frame = mapFrame(
      [
        { x: 4, y: 1 },
        { x: -2, y: -1 },
      ],
      600,
    );
    const perPixelX = (frame.x[1] - frame.x[0]) / (frame.width - 2 * frame.margin);
    const perPixelY = (frame.y[1] - frame.y[0]) / (frame.height - 2 * frame.margin);
    expect(perPixelX).toBeCloseTo(perPixelY, 12);
    expect(frame.x[0]).toBeLessThan(-2);
    expect(frame.x[1]).toBeGreaterThan(4);
  });

  it('moves a label off a label already placed on the same spot', () => {
    const points = [
      { x: 0, y: 0, label: 'Product A' },
      { x: 0.001, y: 0, label: 'Product B' },
    ];
    const [first, second] = placeLabels(points, mapFrame(points, 500));
    expect(first!.labelX === second!.labelX && first!.labelY === second!.labelY).toBe(false);
  });

  it("draws R's merge as brackets at the merges' heights over the leaves in the tree's order", () => {
    // Three leaves: 1 and 3 join at 1, then 2 joins them at 2; R orders them 2, 1, 3.
    const links = dendrogramLinks({
      merge: [
        [-1, -3],
        [-2, 1],
      ],
      height: [1, 2],
      order: [2, 1, 3],
    });
    expect(links.slice(0, 3)).toEqual([
      { x1: 2, y1: 0, x2: 2, y2: 1 },
      { x1: 3, y1: 0, x2: 3, y2: 1 },
      { x1: 2, y1: 1, x2: 3, y2: 1 },
    ]);
    expect(links.at(-1)).toEqual({ x1: 1, y1: 2, x2: 2.5, y2: 2 });
  });

  it('moves labels in one column apart, around the middle of their values, keeping their order', () => {
    expect(spreadLabels([5, 1, 9], 1)).toEqual([5, 1, 9]);
    const placed = spreadLabels([4.1, 4, 7, 4.05], 0.5);
    const sorted = [...placed].sort((a, b) => a - b);
    sorted.slice(1).forEach((position, k) => expect(position - sorted[k]!).toBeGreaterThanOrEqual(0.5 - 1e-12));
    expect(placed[1]).toBeLessThan(placed[3]!);
    expect(placed[3]).toBeLessThan(placed[0]!);
    expect(placed[2]).toBe(7);
    // The three close labels centred on their mean.
    expect((placed[0]! + placed[1]! + placed[3]!) / 3).toBeCloseTo(4.05, 12);
  });
});
