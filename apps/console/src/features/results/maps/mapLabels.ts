import * as Plot from '@observablehq/plot';
import type { PlacedLabel } from './mapLayout.ts';

/** The labels of a map where placeLabels put them, haloed in white so that they read over lines and colours. */
export function mapLabels(placed: PlacedLabel[]) {
  return Plot.text(placed, {
    x: 'labelX',
    y: 'labelY',
    text: 'label',
    fontSize: 12,
    fill: '#202124',
    stroke: 'white',
    strokeWidth: 3,
    paintOrder: 'stroke',
  });
}
