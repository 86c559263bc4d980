import type { MapAnalysis } from './maps-analysis.ts';
import { isNappingMap, type NappingMap, type SortingMap } from './rapid-maps.ts';

type Cell = string | number | null;

/** A sheet's name for a map: its method and what it maps. */
export function mapSheetName(map: MapAnalysis): string {
  const what = 'page' in map && map.method === 'pca' ? map.page : 'control' in map ? map.control : '';
  return `map ${map.method}${what ? ` ${what}` : ''}`;
}

/** A map's figures as sheet rows: its eigenvalues, then each table of coordinates, unrounded. */
export function mapRows(map: MapAnalysis): Cell[][] {
  const head: Cell[][] = [['method', map.method]];
  if ('insufficient' in map) return [...head, ['not enough data', map.insufficient]];
  switch (map.method) {
    case 'pca':
      return [
        ...head,
        ['page', map.page],
        [],
        ...eigenRows(map.eigenvalues, map.percentages),
        [],
        ...coordinateRows('product', map.products),
        [],
        ...coordinateRows('attribute (correlation)', map.variables),
        [],
        [
          'confidence ellipses',
          `${map.ellipses.level * 100} %`,
          `${map.ellipses.resamplings} resamplings of the judges`,
        ],
      ];
    case 'ca':
      return [
        ...head,
        ['control', map.control],
        [],
        ...eigenRows(map.eigenvalues, map.percentages),
        [],
        ...coordinateRows('product', map.products),
        [],
        ...coordinateRows('term', map.terms),
        ...(map.termsLeftOut.length > 0 ? [[], ['terms cited by nobody', map.termsLeftOut.join(', ')]] : []),
      ];
    case 'internalPreference':
      return [
        ...head,
        ['control', map.control],
        ['consumers left out', map.judgesLeftOut],
        [],
        ...eigenRows(map.eigenvalues, map.percentages),
        [],
        ...coordinateRows('product', map.products),
        [],
        ...coordinateRows('consumer (correlation)', map.judges),
      ];
    case 'clusters': {
      const counts = Object.keys(map.partitions);
      const judges = Object.keys(map.partitions[counts[0] ?? ''] ?? {});
      return [
        ...head,
        ['control', map.control],
        ['consumers left out', map.judgesLeftOut],
        ['fewest consumers in a segment offered', map.minimumSize],
        ['suggested number of segments', map.suggested],
        [],
        ['judge', ...counts.map((k) => `${k} segments`)],
        ...judges.map((judge) => [judge, ...counts.map((k) => map.partitions[k]?.[judge] ?? null)]),
        [],
        ...counts.flatMap((k) => [
          [`${k} segments`, 'size', ...Object.keys(map.segments[k]?.[0]?.means ?? {}), 'product F', 'p-value'],
          ...(map.segments[k] ?? []).map((segment, s) => [
            `segment ${s + 1}`,
            segment.size,
            ...Object.values(segment.means),
            ...('insufficient' in segment.productTest
              ? [segment.productTest.insufficient, null]
              : [segment.productTest.F, segment.productTest.pValue]),
          ]),
          [],
        ]),
      ];
    }
    case 'externalPreference':
      return [
        ...head,
        ['control', map.control],
        ['profile publication', map.sensoryPublication],
        ['profile page', map.page],
        ['consumers left out', map.judgesLeftOut],
        [],
        ...coordinateRows('product', map.products),
        ...Object.entries(map.models).flatMap(([model, surface]): Cell[][] =>
          'insufficient' in surface
            ? [[], [`${model} model`, surface.insufficient]]
            : [
                [],
                [`${model} model: % of the ${surface.consumers} consumers above their mean`, 'dimension 1 →'],
                ['dimension 2 ↓', ...surface.x],
                ...surface.above.map((row, i) => [surface.y[i] ?? null, ...row]),
              ],
        ),
      ];
    case 'mca':
      return [...head, ...sortingRows(map)];
    case 'mfa':
      if (isNappingMap(map)) return [...head, ...nappingRows(map)];
      return [
        ...head,
        ['group', 'kind', 'publication', 'variables'],
        ...map.groups.map((g) => [g.name, g.kind, g.publication, g.variables]),
        [],
        ...eigenRows(map.eigenvalues, map.percentages),
        [],
        ...coordinateRows('product', map.products),
        [],
        ...coordinateRows('attribute (correlation)', map.variables),
      ];
  }
}

function nappingRows(map: Extract<NappingMap, { sheets: unknown }>): Cell[][] {
  return [
    ['control', map.control],
    ['sheet', `${map.sheet.width} × ${map.sheet.height}`],
    ['sheets left out (not every product placed)', map.sheetsLeftOut],
    [],
    ...eigenRows(map.eigenvalues, map.percentages),
    [],
    ...coordinateRows('product', map.products),
    [],
    ['judge', 'repetition', 'product', 'x', 'y'],
    ...map.sheets.flatMap((sheet) =>
      Object.entries(sheet.positions).map(([product, [x, y]]) => [sheet.judge, sheet.repetition, product, x, y]),
    ),
    ...wordRows(map.words),
  ];
}

function sortingRows(map: Extract<SortingMap, { sheets: unknown }>): Cell[][] {
  const { products, counts } = map.coOccurrence;
  return [
    ['control', map.control],
    ['sheets', map.sheets],
    ['sheets left out (not every product sorted)', map.sheetsLeftOut],
    [],
    ...eigenRows(map.eigenvalues, map.percentages),
    [],
    ...coordinateRows('product', map.products),
    [],
    ['co-occurrence (sheets that put the two together)', ...products],
    ...products.map((product, i) => [product, ...(counts[i] ?? [])]),
    ...wordRows(map.words),
  ];
}

/** Words given per product (ultra-flash profiling, or to the groups of a sorting). */
function wordRows(words: Record<string, Record<string, number>>): Cell[][] {
  const entries = Object.entries(words);
  if (entries.length === 0) return [];
  const products = [...new Set(entries.flatMap(([, byProduct]) => Object.keys(byProduct)))];
  return [
    [],
    ['word', ...products],
    ...entries.map(([word, byProduct]) => [word, ...products.map((p) => byProduct[p] ?? 0)]),
  ];
}

function eigenRows(eigenvalues: number[], percentages: number[]): Cell[][] {
  return [
    ['dimension', 'eigenvalue', '% of inertia'],
    ...eigenvalues.map((value, k) => [k + 1, value, percentages[k] ?? null]),
  ];
}

function coordinateRows(label: string, coordinates: Record<string, number[]>): Cell[][] {
  const dimensions = Math.max(0, ...Object.values(coordinates).map((c) => c.length));
  return [
    [label, ...Array.from({ length: dimensions }, (_, k) => `dim ${k + 1}`)],
    ...Object.entries(coordinates).map(([name, values]) => [name, ...values]),
  ];
}
