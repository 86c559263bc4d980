import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import { localize, type ScaleControl } from '@palate/engine';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { NumbersTable } from './NumbersTable.tsx';

export interface ProductBins {
  name: string;
  colour: string;
  bins: number[];
}

/**
 * The points of the distribution's axis: a category scale's own values (one bar per point,
 * the 9-point hedonic's nine), else the bins 1 to n over a line scale.
 */
function distributionPoints(control: ScaleControl | undefined, bins: number): number[] {
  if (control?.style === 'category') {
    return Array.from({ length: bins }, (_, index) => control.min + index * (control.step ?? 1));
  }
  return Array.from({ length: bins }, (_, index) => index + 1);
}

/**
 * How each product's answers spread over the scale: a bar per point of a category scale (its
 * end words in the caption), or per bin of a line scale; the counts in a table below.
 */
export function ScaleDistribution({
  products,
  control,
  range,
}: {
  products: ProductBins[];
  control: ScaleControl | undefined;
  range: { min: number; max: number };
}) {
  const { t, i18n } = useTranslation();
  const bins = products[0]?.bins.length ?? 0;
  if (bins === 0) return null;
  const points = distributionPoints(control, bins);
  const names = products.map((product) => product.name);
  const maxCount = Math.max(1, ...products.flatMap((product) => product.bins));
  const rows = products.flatMap((product) =>
    product.bins.map((count, index) => ({
      product: product.name,
      colour: product.colour,
      point: points[index],
      count,
    })),
  );
  const categories = control?.style === 'category' ? (control.categories ?? []) : [];
  const byPoint = categories.length === bins;
  const description = byPoint
    ? t('results.distributionPoints', {
        min: points[0],
        max: points.at(-1),
        first: localize(categories[0] ?? '', i18n.language),
        last: localize(categories.at(-1) ?? '', i18n.language),
      })
    : t('results.distribution', { bins, min: range.min, max: range.max });
  const axisLabel = byPoint ? t('results.point') : t('results.bin');
  return (
    <>
      <PlotFigure
        description={description}
        draw={(width) => {
          // Side by side where there is room, one above the other on a phone.
          const stacked = width < 560;
          const facet = { label: null, padding: 0.15, domain: names };
          return Plot.plot({
            className: 'pl-results-plot',
            width,
            ...(stacked ? { fy: facet, height: 150 * names.length, marginRight: 110 } : { fx: facet }),
            x: { label: axisLabel, domain: points },
            // Counts are whole: no tick between two.
            y: { label: t('results.count'), grid: true, ticks: Math.min(maxCount, stacked ? 4 : 8), tickFormat: 'd' },
            marks: [
              Plot.barY(rows, { [stacked ? 'fy' : 'fx']: 'product', x: 'point', y: 'count', fill: 'colour' }),
              Plot.ruleY([0]),
            ],
          });
        }}
      />
      <NumbersTable caption={description}>
        <thead>
          <tr>
            <th scope="col">{t('results.product')}</th>
            {points.map((point, index) => (
              <th
                scope="col"
                key={point}
                title={byPoint ? localize(categories[index] ?? '', i18n.language) : undefined}
              >
                {point}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.name}>
              <th scope="row">{product.name}</th>
              {product.bins.map((count, index) => (
                <td key={index}>{count}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </NumbersTable>
    </>
  );
}
