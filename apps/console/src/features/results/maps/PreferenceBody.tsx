import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { MapAnalysisView } from '@palate/protocol';
import type { QuestionnaireLabels } from '../labels.ts';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { NotEnough } from '../NotEnough.tsx';
import { PlotFigure } from '../../../lib/PlotFigure.tsx';
import { FactorTables } from './FactorTables.tsx';
import { mapFrame, placeLabels } from './mapLayout.ts';
import { mapLabels } from './mapLabels.ts';

type External = Exclude<Extract<MapAnalysisView, { method: 'externalPreference' }>, { insufficient: string }>;
type Model = keyof External['models'];
const MODELS: Model[] = ['quadratic', 'circular', 'vector'];

/**
 * The external preference map: over the linked profile's product map, the share of
 * consumers predicted to like each place more than their average (a heat map with the
 * products on it), for the model the leader picks (the richest that the products allow first).
 */
export function PreferenceBody({
  map,
  labels,
  format,
}: {
  map: External;
  labels: QuestionnaireLabels;
  format: NumberFormat;
}) {
  const { t } = useTranslation();
  const fitted = MODELS.filter((model) => !('insufficient' in map.models[model]));
  const [model, setModel] = useState<Model>(fitted[0] ?? 'vector');
  const surface = map.models[model];
  const products = Object.entries(map.products).map(([id, [x = 0, y = 0]]) => ({
    x,
    y,
    label: labels.product(id),
    colour: labels.colour(id),
  }));
  const draw = useCallback(
    (width: number) => {
      if ('insufficient' in surface) return Plot.plot({ width, marks: [] });
      const xs = surface.x;
      const ys = surface.y;
      const frame = mapFrame(
        [
          { x: xs[0] ?? 0, y: ys[0] ?? 0 },
          { x: xs.at(-1) ?? 0, y: ys.at(-1) ?? 0 },
        ],
        width,
      );
      // The raster is laid out from its top-left corner, row by row: the grid's last row first.
      const values = [...surface.above].reverse().flat();
      return Plot.plot({
        className: 'pl-results-plot',
        width,
        height: frame.height,
        margin: frame.margin,
        x: { domain: frame.x, label: t('maps.dimension', { n: 1, percent: '' }).replace(/\s*\(.*\)/, '') },
        y: { domain: frame.y, label: t('maps.dimension', { n: 2, percent: '' }).replace(/\s*\(.*\)/, '') },
        color: { type: 'linear', domain: [0, 100], scheme: 'YlOrRd', legend: true, label: '%' },
        marks: [
          Plot.raster(values, {
            width: xs.length,
            height: ys.length,
            x1: xs[0],
            x2: xs.at(-1),
            y1: ys.at(-1),
            y2: ys[0],
            fill: Plot.identity,
          }),
          Plot.dot(products, { x: 'x', y: 'y', fill: 'colour', stroke: 'white', r: 6 }),
          mapLabels(placeLabels(products, frame)),
        ],
      });
    },
    [surface, products, t],
  );
  return (
    <>
      <div className="pl-maps-options">
        <label className="pl-console-select-field">
          <span>{t('maps.model')}</span>
          <select value={model} onChange={(event) => setModel(event.currentTarget.value as Model)}>
            {MODELS.map((option) => (
              <option key={option} value={option} disabled={'insufficient' in map.models[option]}>
                {t(`maps.models.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {'insufficient' in surface ? (
        <NotEnough reason={surface.insufficient} />
      ) : (
        <PlotFigure
          draw={draw}
          description={t('maps.preferenceChart', {
            consumers: surface.consumers,
            model: t(`maps.models.${model}`),
          })}
        />
      )}
      <FactorTables
        eigenvalues={[]}
        percentages={[]}
        format={format}
        groups={[
          {
            heading: t('maps.preferenceTable'),
            rows: products.map((p, i) => ({ name: p.label, coordinates: Object.values(map.products)[i] ?? [] })),
          },
        ]}
      />
    </>
  );
}
