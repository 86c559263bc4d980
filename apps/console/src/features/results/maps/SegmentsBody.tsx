import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import * as Plot from '@observablehq/plot';
import type { MapAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from '../labels.ts';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { productAxis } from '../productAxis.ts';
import { dendrogramLinks, spreadLabels } from './mapLayout.ts';
import { NumbersTable } from '../NumbersTable.tsx';

type Clusters = Exclude<Extract<MapAnalysisView, { method: 'clusters' }>, { insufficient: string }>;

/** The liking chart's height, and the least distance between two segments' names on it (pixels). */
const LIKING_HEIGHT = 320;
const LABEL_GAP = 16;

/** Why a segment has no product test, in the leader's words. */
function missingTest(reason: string): 'maps.testMissingFew' | 'maps.testMissingVariation' | 'maps.testMissing' {
  if (reason === 'single judge') return 'maps.testMissingFew';
  if (reason === 'no residual variation') return 'maps.testMissingVariation';
  return 'maps.testMissing';
}

/** Segment colours, apart from the products' palette: a segment is not a product. */
const SEGMENT_COLOURS = ['#1b6ca8', '#c0392b', '#2e8540', '#8e44ad', '#b9770e', '#566573'];

/**
 * Consumer segments: the leader picks how many (the suggested number first), sees the tree
 * cut there, each segment's size and liking of each product with its product test, and can
 * download the raw answers with each consumer's segment.
 */
export function SegmentsBody({
  map,
  labels,
  format,
  onDownload,
  busy,
}: {
  map: Clusters;
  labels: QuestionnaireLabels;
  format: NumberFormat;
  onDownload: (segments: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const counts = Object.keys(map.partitions).map(Number);
  const [count, setCount] = useState(map.suggested);
  const segments = useMemo(() => map.segments[String(count)] ?? [], [map.segments, count]);
  const products = useMemo(() => Object.keys(segments[0]?.means ?? {}), [segments]);
  const cutAt = (() => {
    const heights = [...map.tree.height].sort((a, b) => a - b);
    const below = heights[heights.length - count] ?? 0;
    const above = heights[heights.length - count + 1] ?? below;
    return (below + above) / 2;
  })();
  const drawTree = useCallback(
    (width: number) => {
      // The leaves, 1…n in the tree's order, named by their consumers; upright where they would run together.
      const leaves = map.tree.order.map((leaf, place) => ({ x: place + 1, label: map.tree.labels[leaf - 1] ?? '' }));
      const longest = Math.max(...leaves.map((leaf) => leaf.label.length), 1);
      const upright = leaves.length * longest * 8 > width - 60;
      return Plot.plot({
        className: 'pl-results-plot',
        width,
        height: 260 + (upright ? longest * 7 : 0),
        marginBottom: upright ? 16 + longest * 7 : 30,
        x: {
          label: null,
          domain: [0.5, leaves.length + 0.5],
          ticks: leaves.map((leaf) => leaf.x),
          tickFormat: (x: number) => leaves[x - 1]?.label ?? '',
          tickRotate: upright ? -90 : 0,
        },
        y: { label: null, grid: true },
        marks: [
          Plot.link(dendrogramLinks(map.tree), { x1: 'x1', y1: 'y1', x2: 'x2', y2: 'y2', stroke: '#5f6368' }),
          Plot.ruleY([cutAt], { stroke: '#c0392b', strokeDasharray: '6,4', strokeWidth: 2 }),
        ],
      });
    },
    [map.tree, cutAt],
  );
  const names = useMemo(() => products.map(labels.product), [products, labels]);
  const drawLiking = useCallback(
    (width: number) => {
      const rows = segments.flatMap((segment, s) =>
        products.map((product) => ({
          segment: t('maps.segment', { n: s + 1 }),
          product: labels.product(product),
          mean: segment.means[product] ?? 0,
          colour: SEGMENT_COLOURS[s % SEGMENT_COLOURS.length],
        })),
      );
      const axis = productAxis(width, names);
      const means = rows.map((row) => row.mean);
      const pad = Math.max((Math.max(...means) - Math.min(...means)) * 0.1, 0.5);
      // The segments' names at the end of their lines, moved apart where their means are close;
      // the axis then widened to hold them, and the names placed again on it.
      const ends = rows.filter((row) => row.product === names.at(-1));
      const place = (low: number, high: number) =>
        spreadLabels(
          ends.map((row) => row.mean),
          (LABEL_GAP * (high - low)) / (LIKING_HEIGHT - 20 - axis.marginBottom),
        );
      let domain = [Math.min(...means) - pad, Math.max(...means) + pad] as [number, number];
      const first = place(...domain);
      domain = [Math.min(domain[0], ...first), Math.max(domain[1], ...first)];
      const placed = place(...domain);
      return Plot.plot({
        className: 'pl-results-plot',
        width,
        height: LIKING_HEIGHT,
        marginTop: 20,
        marginBottom: axis.marginBottom,
        // Room for the segments' names at the end of their lines.
        marginRight: 90,
        x: axis.scale,
        y: { label: null, grid: true, domain },
        marks: [
          Plot.line(rows, { x: 'product', y: 'mean', z: 'segment', stroke: 'colour', strokeWidth: 2 }),
          Plot.dot(rows, { x: 'product', y: 'mean', fill: 'colour', r: 5 }),
          Plot.text(
            ends.map((row, index) => ({ ...row, labelY: placed[index] })),
            { x: 'product', y: 'labelY', text: 'segment', dx: 12, textAnchor: 'start', fill: 'colour' },
          ),
        ],
      });
    },
    [segments, products, names, labels, t],
  );
  return (
    <>
      <div className="pl-maps-options">
        <label className="pl-console-select-field">
          <span>{t('maps.segmentCount')}</span>
          <select value={count} onChange={(event) => setCount(Number(event.currentTarget.value))}>
            {counts.map((k) => (
              <option key={k} value={k}>
                {k === map.suggested ? t('maps.suggested', { count: k }) : k}
              </option>
            ))}
          </select>
        </label>
        <p className="pl-console-help">
          {t('maps.share', { percent: format.fixed((map.betweenShare[String(count)] ?? 0) * 100, 0) })}
        </p>
      </div>
      <p className="pl-console-note">{t('maps.segmentsMinimum', { count: map.minimumSize })}</p>
      <PlotFigure draw={drawTree} description={t('maps.dendrogram', { count })} />
      <PlotFigure draw={drawLiking} description={t('maps.likingBySegment')} />
      <NumbersTable caption={t('maps.likingBySegment')}>
        <thead>
          <tr>
            <th scope="col">{t('maps.segmentColumn')}</th>
            <th scope="col">{t('maps.size')}</th>
            {names.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
            <th scope="col">{t('maps.productEffect')}</th>
          </tr>
        </thead>
        <tbody>
          {segments.map((segment, s) => (
            <tr key={s}>
              <th scope="row">{t('maps.segment', { n: s + 1 })}</th>
              <td>{segment.size}</td>
              {products.map((product) => (
                <td key={product}>{format.fixed(segment.means[product] ?? 0, 2)}</td>
              ))}
              <td>
                {'insufficient' in segment.productTest
                  ? t(missingTest(segment.productTest.insufficient))
                  : format.p(segment.productTest.pValue)}
              </td>
            </tr>
          ))}
        </tbody>
      </NumbersTable>
      <div className="pl-console-actions">
        <Button
          className="pl-console-button"
          isDisabled={busy}
          aria-busy={busy || undefined}
          onPress={() => onDownload(count)}
        >
          {t('maps.downloadSegments')}
        </Button>
      </div>
    </>
  );
}
