import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { mapFrame, placeLabels } from './mapLayout.ts';
import { mapLabels } from './mapLabels.ts';

/** A product (a filled dot) or what describes them (an arrow from the centre, or a small point). */
export interface MapPoint {
  x: number;
  y: number;
  label: string;
  colour?: string;
}

/** Above this many arrows their labels would hide the map: they are drawn without (the table names them). */
const MOST_LABELLED_ARROWS = 40;

/**
 * A two-dimensional map: the products as coloured dots, what describes them as arrows from
 * the centre (scaled to the products' spread, as a biplot draws them) or as points, labels
 * kept apart, optional outlines (confidence ellipses). One unit is the same length across
 * and up, so that distances on the map mean what they say.
 */
export function Biplot({
  products,
  descriptors,
  descriptorsAs,
  outlines,
  percentages,
  description,
}: {
  products: MapPoint[];
  descriptors: MapPoint[];
  descriptorsAs: 'arrows' | 'points';
  outlines?: { product: string; colour: string; points: [number, number][] }[];
  percentages: number[];
  description: string;
}) {
  const { t, i18n } = useTranslation();
  const draw = useCallback(
    (width: number) => {
      const reach = (points: MapPoint[]) => Math.max(1e-9, ...points.map((p) => Math.hypot(p.x, p.y)));
      const stretch =
        descriptorsAs === 'arrows' && products.length > 0 ? (0.9 * reach(products)) / reach(descriptors) : 1;
      const ends = descriptors.map((d) => ({ ...d, x: d.x * stretch, y: d.y * stretch }));
      const outlinePoints = (outlines ?? []).flatMap((o) => o.points.map(([x, y]) => ({ x, y })));
      const frame = mapFrame([...products, ...ends, ...outlinePoints], width);
      const labelled = descriptorsAs === 'points' || ends.length <= MOST_LABELLED_ARROWS ? ends : [];
      const placed = placeLabels([...products, ...labelled], frame);
      const axisLabel = (k: number) =>
        t('maps.dimension', {
          n: k + 1,
          percent: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percentages[k] ?? 0),
        });
      const outlineRows = (outlines ?? []).flatMap((o) =>
        o.points.map(([x, y]) => ({ x, y, product: o.product, colour: o.colour })),
      );
      return Plot.plot({
        className: 'pl-results-plot',
        width,
        height: frame.height,
        margin: frame.margin,
        x: { domain: frame.x, label: axisLabel(0), labelAnchor: 'right' },
        y: { domain: frame.y, label: axisLabel(1), labelAnchor: 'top' },
        marks: [
          Plot.ruleX([0], { stroke: '#9aa0a6' }),
          Plot.ruleY([0], { stroke: '#9aa0a6' }),
          Plot.line(outlineRows, { x: 'x', y: 'y', z: 'product', stroke: 'colour', strokeDasharray: '4,3' }),
          descriptorsAs === 'arrows'
            ? Plot.arrow(ends, {
                x1: 0,
                y1: 0,
                x2: 'x',
                y2: 'y',
                stroke: '#5f6368',
                strokeWidth: ends.length > MOST_LABELLED_ARROWS ? 0.6 : 1.4,
                headLength: ends.length > MOST_LABELLED_ARROWS ? 0 : 8,
              })
            : Plot.dot(ends, { x: 'x', y: 'y', symbol: 'diamond', fill: '#5f6368', r: 4 }),
          Plot.dot(products, { x: 'x', y: 'y', fill: (d: MapPoint) => d.colour ?? '#1a73e8', r: 6 }),
          mapLabels(placed),
        ],
      });
    },
    [products, descriptors, descriptorsAs, outlines, percentages, t, i18n.language],
  );
  return <PlotFigure draw={draw} description={description} />;
}
