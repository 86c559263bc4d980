import { useCallback } from 'react';
import * as Plot from '@observablehq/plot';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';

/** Below this width the products' names are turned. */
const NARROW = 520;

export interface EggshellPoint {
  judge: string;
  product: string;
  value: number;
}

/**
 * The eggshell plot (Hirst & Næs 1994, as PanelCheck): the products across in the consensus
 * order, one line per judge of their cumulative ranks minus the consensus's own, the consensus
 * itself the line at 0; the judges named in the colour legend.
 */
export function EggshellPlot({
  points,
  products,
  axisLabels,
  description,
}: {
  points: EggshellPoint[];
  products: string[];
  axisLabels: [string, string];
  description: string;
}) {
  const draw = useCallback(
    (width: number) => {
      const top = Math.max(...points.map((point) => point.value), 1);
      // On a phone the products' names would run into each other: they are turned.
      const narrow = width < NARROW;
      return Plot.plot({
        className: 'pl-results-plot',
        width,
        height: Math.round(Math.min(width * 0.6, 340)) + (narrow ? 60 : 0),
        marginLeft: 44,
        marginRight: 40,
        marginBottom: narrow ? 96 : 48,
        x: {
          type: 'point',
          domain: products,
          label: axisLabels[0],
          labelAnchor: 'center',
          labelOffset: narrow ? 90 : 42,
          tickRotate: narrow ? -35 : 0,
          padding: 0.3,
        },
        y: { domain: [0, top * 1.1], label: axisLabels[1], labelAnchor: 'top', grid: true },
        color: { legend: true, domain: [...new Set(points.map((point) => point.judge))] },
        marks: [
          Plot.ruleY([0], { stroke: '#202124', strokeWidth: 2.5 }),
          Plot.line(points, { x: 'product', y: 'value', z: 'judge', stroke: 'judge', strokeWidth: 1.8 }),
          Plot.dot(points, { x: 'product', y: 'value', fill: 'judge', r: 3 }),
        ],
      });
    },
    [points, products, axisLabels],
  );
  return <PlotFigure draw={draw} description={description} />;
}
