import type { NappingControl, Page, SortingControl } from '@palate/engine';
import {
  coOccurrence,
  multipleCorrespondenceAnalysis,
  multipleFactorAnalysis,
  supplementaryFrequencies,
  type Insufficient,
  type MfaGroup,
} from '@palate/stats';
import type { LongResult } from './results.service.ts';

type Coordinates = Record<string, number[]>;
type Figures<T> = T | Insufficient;

/** One judge's sheet in one repetition: the napping or sorting a judge made. */
interface SheetKey {
  judge: string;
  repetition: number;
}

export type NappingSheet = SheetKey & { positions: Record<string, [number, number]> };

/**
 * Napping (projective mapping): the MFA of the products × (x, y of each judge's sheet)
 * table, each sheet an unscaled group of two columns, as
 * FactoMineR::MFA(X, group = rep(2, J), type = rep("c", J)).
 */
export type NappingMap = { method: 'mfa'; page: string; control: string } & Figures<{
  /** The definition's sheet, in its own units. */
  sheet: { width: number; height: number };
  eigenvalues: number[];
  percentages: number[];
  products: Coordinates;
  /** Every judge's own sheet (x from the left edge, y from the bottom), those left out of the MFA too. */
  sheets: NappingSheet[];
  /** Sheets that do not place every product mapped: not in the MFA. */
  sheetsLeftOut: number;
  /** Ultra-flash profiling: how often each word was given to each product (word → product → count). */
  words: Record<string, Record<string, number>>;
  /**
   * Each word (of a product mapped) placed on the map as a supplementary frequency group of
   * the MFA, as FactoMineR's freq.sup$coord: a word lies towards the products it was said of.
   */
  wordCoordinates: Coordinates;
}>;

/**
 * Free sorting: the MCA of the products × judges table of group labels (each sheet a
 * categorical variable), as FactoMineR::MCA, and the co-occurrence matrix.
 */
export type SortingMap = { method: 'mca'; page: string; control: string } & Figures<{
  eigenvalues: number[];
  percentages: number[];
  products: Coordinates;
  /** How many sheets put each pair of products in the same group, in the order of `products`; the diagonal counts the sheets. */
  coOccurrence: { products: string[]; counts: number[][] };
  /** Sheets in the MCA, and those left out because they do not sort every product mapped. */
  sheets: number;
  sheetsLeftOut: number;
  /** Words given to the groups, counted per product of the group (word → product → count). */
  words: Record<string, Record<string, number>>;
}>;

export type RapidMap = NappingMap | SortingMap;

/** Whether a map of the analysis is a napping's (an MFA of one control, not the MFA of the study's groups). */
export function isNappingMap(map: { method: string }): map is NappingMap {
  return map.method === 'mfa' && 'control' in map;
}

/** The napping and sorting maps of a publication, one per control, in the definition's order. */
export function rapidMaps(pages: readonly Page[], results: LongResult[], servedProducts: string[]): RapidMap[] {
  return pages.flatMap((page) =>
    page.controls.flatMap((control): RapidMap[] => {
      const rows = results.filter((r) => r.page === page.id && r.attribute === control.id && r.product !== '');
      if (control.kind === 'napping') return [nappingMap(page, control, rows, servedProducts)];
      if (control.kind === 'sorting') return [sortingMap(page, control, rows, servedProducts)];
      return [];
    }),
  );
}

function sheetKey(r: LongResult): string {
  return `${r.judge}\u0000${r.repetition}`;
}

/** The rows of each sheet, in the order the sheets were first answered. */
function bySheet(rows: LongResult[]): LongResult[][] {
  const sheets = new Map<string, LongResult[]>();
  for (const r of rows) sheets.set(sheetKey(r), [...(sheets.get(sheetKey(r)) ?? []), r]);
  return [...sheets.values()];
}

/** The products some sheet placed or sorted, in the definition's order. */
function productsOf(rows: LongResult[], servedProducts: string[]): string[] {
  return servedProducts.filter((p) => rows.some((r) => r.product === p));
}

/** Word → product → how many times it was given (words are trimmed and lower-cased, so "Sweet" and "sweet" count once). */
function wordCounts(rows: LongResult[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const r of rows) {
    for (const word of r.words ?? []) {
      const said = word.trim().toLowerCase();
      if (said === '') continue;
      const byProduct = (counts[said] ??= {});
      byProduct[r.product] = (byProduct[r.product] ?? 0) + 1;
    }
  }
  return counts;
}

function byName(names: string[], coordinates: number[][]): Coordinates {
  return Object.fromEntries(names.map((name, i) => [name, coordinates[i] as number[]]));
}

function nappingMap(page: Page, control: NappingControl, rows: LongResult[], servedProducts: string[]): NappingMap {
  const where = { method: 'mfa' as const, page: page.id, control: control.id };
  const placed = rows.filter((r) => r.x !== undefined && r.y !== undefined);
  const sheets = bySheet(placed).map((own): NappingSheet => ({
    judge: (own[0] as LongResult).judge,
    repetition: (own[0] as LongResult).repetition,
    // In the definition's order of products, as every other table of the analysis.
    positions: Object.fromEntries(
      servedProducts.flatMap((p) => own.filter((r) => r.product === p).map((r) => [p, [r.x as number, r.y as number]])),
    ),
  }));
  const products = productsOf(placed, servedProducts);
  const complete = sheets.filter((sheet) => products.every((p) => sheet.positions[p] !== undefined));
  const groups: MfaGroup[] = complete.map((sheet) => ({
    type: 'c',
    columns: [0, 1].map((axis) => products.map((p) => (sheet.positions[p] as [number, number])[axis] as number)),
  }));
  const map = multipleFactorAnalysis(groups, products.length);
  if ('insufficient' in map) return { ...where, ...map };
  const words = wordCounts(placed);
  // Products × words, of the words said of a product mapped.
  const mapped = Object.keys(words).filter((word) => products.some((p) => (words[word]?.[p] ?? 0) > 0));
  const counts = products.map((p) => mapped.map((word) => words[word]?.[p] ?? 0));
  return {
    ...where,
    sheet: { width: control.width, height: control.height },
    eigenvalues: map.eigenvalues,
    percentages: map.percentages,
    products: byName(products, map.rows),
    sheets,
    sheetsLeftOut: sheets.length - complete.length,
    words,
    wordCoordinates: byName(mapped, supplementaryFrequencies(map, counts)),
  };
}

function sortingMap(page: Page, control: SortingControl, rows: LongResult[], servedProducts: string[]): SortingMap {
  const where = { method: 'mca' as const, page: page.id, control: control.id };
  const sorted = rows.filter((r) => r.group !== undefined);
  const products = productsOf(sorted, servedProducts);
  const sheets = bySheet(sorted).map((own) => new Map(own.map((r) => [r.product, String(r.group)])));
  const complete = sheets.filter((sheet) => products.every((p) => sheet.has(p)));
  // products × sheets of group labels; the co-occurrence counts take sheets × products.
  const sortings = complete.map((sheet) => products.map((p) => sheet.get(p) as string));
  const table = products.map((_, i) => sortings.map((sorting) => sorting[i] as string));
  const map = multipleCorrespondenceAnalysis(table);
  if ('insufficient' in map) return { ...where, ...map };
  return {
    ...where,
    eigenvalues: map.eigenvalues,
    percentages: map.percentages,
    products: byName(products, map.rows),
    coOccurrence: { products, counts: coOccurrence(sortings) },
    sheets: complete.length,
    sheetsLeftOut: sheets.length - complete.length,
    words: wordCounts(sorted),
  };
}
