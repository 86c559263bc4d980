import { useCallback } from 'react';
import * as Plot from '@observablehq/plot';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { placeLabels, type Frame } from '../maps/mapLayout.ts';
import { mapLabels } from '../maps/mapLabels.ts';

/** The chart's margin on every side, which the labels' placement reckons with. */
const MARGIN = 40;

/** The significance level of a judge's discrimination, drawn as the plot's dashed line. */
const DISCRIMINATION_ALPHA = 0.05;

export interface JudgePoint {
  judge: string;
  pValue: number;
  mse: number;
}

/**
 * The p*MSE plot (PanelCheck's): each judge's p-value of discrimination across (0 to 1, the
 * 5 % line dashed) and mean square error up, named; good judges sit in the lower left corner.
 */
export function PmsePlot({
  judges,
  axisLabels,
  description,
}: {
  judges: JudgePoint[];
  axisLabels: [string, string];
  description: string;
}) {
  const draw = useCallback(
    (width: number) => {
      const height = Math.round(Math.min(width * 0.75, 420));
      const top = Math.max(...judges.map((j) => j.mse), 1e-9) * 1.15;
      const frame: Frame = { x: [0, 1], y: [0, top], width, height, margin: MARGIN };
      // Judges often share a corner: their names are placed apart, as on the maps.
      const placed = placeLabels(
        judges.map((j) => ({ x: j.pValue, y: j.mse, label: j.judge })),
        frame,
      );
      return Plot.plot({
        className: 'pl-results-plot',
        width,
        height,
        margin: MARGIN,
        x: { domain: frame.x, label: axisLabels[0], labelAnchor: 'right', grid: true },
        y: { domain: frame.y, label: axisLabels[1], labelAnchor: 'top', grid: true },
        marks: [
          Plot.ruleX([DISCRIMINATION_ALPHA], { stroke: 'var(--pl-console-danger)', strokeDasharray: '4,3' }),
          Plot.dot(judges, { x: 'pValue', y: 'mse', fill: '#1a73e8', r: 5 }),
          mapLabels(placed),
        ],
      });
    },
    [judges, axisLabels],
  );
  return <PlotFigure draw={draw} description={description} />;
}
