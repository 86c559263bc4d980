import { useCallback } from 'react';
import * as Plot from '@observablehq/plot';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { mapFrame, placeLabels, type LabelledPoint } from '../maps/mapLayout.ts';
import { mapLabels } from '../maps/mapLabels.ts';

/** The unit circle, drawn as a closed line of this many segments. */
const SEGMENTS = 96;
const CIRCLE = Array.from({ length: SEGMENTS + 1 }, (_, i) => ({
  x: Math.cos((2 * Math.PI * i) / SEGMENTS),
  y: Math.sin((2 * Math.PI * i) / SEGMENTS),
}));

/**
 * A circle of correlations: each point an arrow from the centre to its correlations with the
 * first two dimensions, named; the unit circle and its axes in square units, so that an arrow's
 * length (how much of a judge the two dimensions hold) reads as it is.
 */
export function CorrelationCircle({
  points,
  axisLabels,
  description,
}: {
  points: LabelledPoint[];
  axisLabels: [string, string];
  description: string;
}) {
  const draw = useCallback(
    (width: number) => {
      const frame = mapFrame(
        [
          { x: -1, y: -1 },
          { x: 1, y: 1 },
        ],
        width,
      );
      return Plot.plot({
        className: 'pl-results-plot',
        width,
        height: frame.height,
        margin: frame.margin,
        x: { domain: frame.x, label: axisLabels[0], labelAnchor: 'right' },
        y: { domain: frame.y, label: axisLabels[1], labelAnchor: 'top' },
        marks: [
          Plot.ruleX([0], { stroke: '#9aa0a6' }),
          Plot.ruleY([0], { stroke: '#9aa0a6' }),
          Plot.line(CIRCLE, { x: 'x', y: 'y', stroke: '#9aa0a6' }),
          Plot.arrow(points, { x1: 0, y1: 0, x2: 'x', y2: 'y', stroke: '#1a73e8', strokeWidth: 1.4, headLength: 8 }),
          mapLabels(placeLabels(points, frame)),
        ],
      });
    },
    [points, axisLabels],
  );
  return <PlotFigure draw={draw} description={description} />;
}
