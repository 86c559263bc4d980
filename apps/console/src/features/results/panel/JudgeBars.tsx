import { useCallback } from 'react';
import * as Plot from '@observablehq/plot';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';

/** Below this width the judges' names are turned, so that a dozen of them fit under their bars. */
const NARROW = 520;

export interface JudgeBar {
  judge: string;
  value: number;
  /** The line a judge's bar is read against (a critical value), when the chart has one. */
  line?: number;
}

/**
 * The frame of a chart with one bar per judge: the judges named below their bars (turned on a
 * narrow chart), the value's axis on the left over `domain`. The marks are the chart's own.
 */
export function judgeBarsFrame(width: number, judges: string[], domain: [number, number], axisLabel: string) {
  const narrow = width < NARROW;
  return {
    className: 'pl-results-plot',
    width,
    height: Math.round(Math.min(width * 0.6, 320)),
    marginLeft: 48,
    marginBottom: narrow ? 56 : 32,
    x: { domain: judges, label: null, tickRotate: narrow ? -45 : 0, padding: 0.25 },
    y: { domain, label: axisLabel, labelAnchor: 'top', grid: true },
  } satisfies Plot.PlotOptions;
}

/**
 * One bar per judge, named below it (PanelCheck's F and MSE plots of one attribute), with the
 * bars' critical line dashed when they have one: across the chart when every judge shares it,
 * else a dash on each judge's own bar (judges with unequal numbers of scores).
 */
export function JudgeBars({
  bars,
  axisLabel,
  description,
}: {
  bars: JudgeBar[];
  axisLabel: string;
  description: string;
}) {
  const draw = useCallback(
    (width: number) => {
      const lines = bars.flatMap((bar) => (bar.line === undefined ? [] : [bar.line]));
      const shared = lines.length === bars.length && lines.every((line) => line === lines[0]);
      const top = Math.max(...bars.map((bar) => bar.value), ...lines, 1e-9) * 1.1;
      return Plot.plot({
        ...judgeBarsFrame(
          width,
          bars.map((bar) => bar.judge),
          [0, top],
          axisLabel,
        ),
        marks: [
          Plot.barY(bars, { x: 'judge', y: 'value', fill: '#1a73e8' }),
          Plot.ruleY([0]),
          shared
            ? Plot.ruleY([lines[0]], { stroke: 'var(--pl-console-danger)', strokeWidth: 1.5, strokeDasharray: '4,3' })
            : Plot.tickY(
                bars.filter((bar) => bar.line !== undefined),
                { x: 'judge', y: 'line', stroke: 'var(--pl-console-danger)', strokeWidth: 2, strokeDasharray: '4,3' },
              ),
        ],
      });
    },
    [bars, axisLabel],
  );
  return <PlotFigure draw={draw} description={description} />;
}
