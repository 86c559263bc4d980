import type { MultipleChoiceControl, Page, Questionnaire, ScaleControl } from '@palate/engine';
import { seededRandom } from '@palate/engine';
import {
  columnMoments,
  confidenceEllipses,
  correspondenceAnalysis,
  descriptives,
  multipleFactorAnalysis,
  preferenceSurface,
  principalComponents,
  plsDrivers,
  PREFERENCE_MODELS,
  type Insufficient,
  type LikingDrivers,
  type MfaGroup,
  type PreferenceModel,
  type PreferenceSurface,
} from '@palate/stats';
import { consumerClusters, type ConsumerClusters, type LikingTable } from './consumer-segments.ts';
import { rapidMaps, type RapidMap } from './rapid-maps.ts';
import type { LongResult } from './results.service.ts';

/** Resamplings of the judges for the product map's confidence ellipses (SensoMineR's panellipse draws 300). */
export const DEFAULT_RESAMPLINGS = 300;
const ELLIPSE_LEVEL = 0.95;
/** The ellipses are drawn from a fixed seed, so that two servers, or two asks, draw the same. */
const ELLIPSE_SEED = 20261126;

type Coordinates = Record<string, number[]>;
type Figures<T> = T | Insufficient;

export type ProductMap = { method: 'pca'; page: string } & Figures<{
  eigenvalues: number[];
  percentages: number[];
  products: Coordinates;
  variables: Coordinates;
  ellipses: { level: number; resamplings: number; byProduct: Record<string, [number, number][]> };
}>;

export type CataMap = { method: 'ca'; page: string; control: string } & Figures<{
  eigenvalues: number[];
  percentages: number[];
  products: Coordinates;
  terms: Coordinates;
  /** Terms cited for no product, left out of the map. */
  termsLeftOut: string[];
}>;

/** Consumers who did not score every product (or scored them all alike) are left out: their count. */
interface LeftOut {
  judgesLeftOut: number;
}

export type InternalPreferenceMap = { method: 'internalPreference'; control: string } & Figures<
  LeftOut & { eigenvalues: number[]; percentages: number[]; products: Coordinates; judges: Coordinates }
>;

export type ExternalPreferenceMap = {
  method: 'externalPreference';
  control: string;
  sensoryPublication: string;
  page: string;
  /** What drives liking: the products' mean liking regressed by PLS on the profile's attribute means. */
  drivers: Figures<LikingDrivers>;
} & Figures<
  LeftOut & {
    /** The products on the profile's map (dimensions 1 and 2). */
    products: Coordinates;
    models: Record<PreferenceModel, Figures<PreferenceSurface>>;
  }
>;

export type MfaMap = { method: 'mfa' } & Figures<{
  groups: { name: string; kind: 'page' | 'liking'; publication: string; variables: number }[];
  eigenvalues: number[];
  percentages: number[];
  products: Coordinates;
  /** The attributes' correlations with the dimensions, by `page.control` (consumers' columns left out). */
  variables: Coordinates;
}>;

export type MapAnalysis =
  ProductMap | CataMap | InternalPreferenceMap | ConsumerClusters | ExternalPreferenceMap | MfaMap | RapidMap;

/** A publication's answers as the maps read them. */
export interface MapSource {
  publication: string;
  definition: Questionnaire;
  results: LongResult[];
  servedProducts: string[];
}

export interface MapOptions {
  likingControl?: string;
  /** The profile publication the consumers' liking is mapped onto (external preference, MFA). */
  sensory?: MapSource;
  resamplings?: number;
}

/**
 * The maps of a publication (docs/analysis.md, "maps"): a PCA of each profile page, a CA
 * of each CATA question, and on the liking question the internal preference map, the
 * consumer segments and, with a linked profile, the external preference map; an MFA when
 * the study has several groups of variables on the same products.
 */
export function analyseMaps(source: MapSource, options: MapOptions): MapAnalysis[] {
  const maps: MapAnalysis[] = [];
  const profiles = profilePages(source, options.likingControl);
  for (const page of profiles) {
    maps.push(productMap(source, page, options.likingControl, options.resamplings ?? DEFAULT_RESAMPLINGS));
  }
  for (const page of source.definition.pages.filter((p) => p.perSample)) {
    for (const control of page.controls) {
      if (control.kind === 'multiple') maps.push(cataMap(source, page, control));
    }
  }
  const liking = options.likingControl === undefined ? undefined : likingTable(source, options.likingControl);
  if (liking && options.likingControl !== undefined) {
    maps.push(internalPreference(liking, options.likingControl));
    maps.push(consumerClusters(liking, options.likingControl));
    if (options.sensory) maps.push(externalPreference(options.sensory, liking, options.likingControl));
  }
  const mfa = multipleFactorMap(source, profiles, liking, options);
  if (mfa) maps.push(mfa);
  return [...maps, ...rapidMaps(source.definition.pages, source.results, source.servedProducts)];
}

/** Pages answered per sample with two or more scales (the liking question apart): a profile. */
function profilePages(source: MapSource, likingControl: string | undefined): Page[] {
  return source.definition.pages.filter((page) => page.perSample && attributesOf(page, likingControl).length >= 2);
}

/** A profile's attributes: its intensity scales, not the liking question nor just-about-right scales. */
function attributesOf(page: Page, likingControl: string | undefined): ScaleControl[] {
  return page.controls.filter(
    (c): c is ScaleControl => c.kind === 'scale' && c.id !== likingControl && c.justRight !== true,
  );
}

/** The answers of one scale on one page, judge by judge: judge → product → their mean over repetitions. */
function judgeProductMeans(rows: LongResult[]): Map<string, Map<string, number>> {
  const sums = new Map<string, Map<string, { sum: number; n: number }>>();
  for (const r of rows) {
    if (r.value === null) continue;
    const judge = sums.get(r.judge) ?? new Map<string, { sum: number; n: number }>();
    const cell = judge.get(r.product) ?? { sum: 0, n: 0 };
    cell.sum += r.value;
    cell.n += 1;
    judge.set(r.product, cell);
    sums.set(r.judge, judge);
  }
  return new Map(
    [...sums].map(([judge, products]) => [judge, new Map([...products].map(([p, c]) => [p, c.sum / c.n]))]),
  );
}

interface ProfileTable {
  products: string[];
  attributes: string[];
  /** products × attributes means over every answer */
  means: number[][];
  /** judge → product → attribute means over the judge's repetitions, null where not scored */
  judges: (number[] | null)[][];
}

function profileTable(source: MapSource, page: Page, attributes: ScaleControl[]): ProfileTable {
  const rowsOf = (attribute: string) =>
    source.results.filter((r) => r.page === page.id && r.attribute === attribute && r.value !== null);
  const products = source.servedProducts.filter((p) =>
    attributes.every((a) => rowsOf(a.id).some((r) => r.product === p)),
  );
  const means = products.map((p) =>
    attributes.map((a) => {
      const summary = descriptives(
        rowsOf(a.id)
          .filter((r) => r.product === p)
          .map((r) => r.value as number),
      );
      return 'insufficient' in summary ? 0 : summary.mean;
    }),
  );
  const perJudge = attributes.map((a) => judgeProductMeans(rowsOf(a.id)));
  const judgeLabels = [...new Set(perJudge.flatMap((m) => [...m.keys()]))];
  const judges = judgeLabels.map((judge) =>
    products.map((p) => {
      const values = perJudge.map((m) => m.get(judge)?.get(p));
      return values.every((v) => v !== undefined) ? (values as number[]) : null;
    }),
  );
  return { products, attributes: attributes.map((a) => a.id), means, judges };
}

function byName(names: string[], coordinates: number[][]): Coordinates {
  return Object.fromEntries(names.map((name, i) => [name, coordinates[i] as number[]]));
}

function productMap(source: MapSource, page: Page, likingControl: string | undefined, resamplings: number): ProductMap {
  const table = profileTable(source, page, attributesOf(page, likingControl));
  const map = principalComponents(table.means);
  if ('insufficient' in map) return { method: 'pca', page: page.id, ...map };
  const ellipses = confidenceEllipses(map, table.judges, columnMoments(table.means), {
    resamplings,
    level: ELLIPSE_LEVEL,
    random: seededRandom(ELLIPSE_SEED),
  });
  return {
    method: 'pca',
    page: page.id,
    eigenvalues: map.eigenvalues,
    percentages: map.percentages,
    products: byName(table.products, map.rows),
    variables: byName(table.attributes, map.columns),
    ellipses: {
      level: ELLIPSE_LEVEL,
      resamplings,
      byProduct: Object.fromEntries(table.products.map((p, i) => [p, ellipses[i]?.outline ?? []])),
    },
  };
}

function cataMap(source: MapSource, page: Page, control: MultipleChoiceControl): CataMap {
  const checked = source.results.filter(
    (r) => r.page === page.id && r.attribute.startsWith(`${control.id}.`) && r.value === 1,
  );
  const count = (product: string, term: string) =>
    checked.filter((r) => r.product === product && r.attribute === `${control.id}.${term}`).length;
  const products = source.servedProducts.filter((p) => checked.some((r) => r.product === p));
  const terms = control.choices.map((c) => c.id);
  const cited = terms.filter((t) => products.some((p) => count(p, t) > 0));
  const where = { method: 'ca' as const, page: page.id, control: control.id };
  const map = correspondenceAnalysis(products.map((p) => cited.map((t) => count(p, t))));
  if ('insufficient' in map) return { ...where, ...map };
  return {
    ...where,
    eigenvalues: map.eigenvalues,
    percentages: map.percentages,
    products: byName(products, map.rows),
    terms: byName(cited, map.columns),
    termsLeftOut: terms.filter((t) => !cited.includes(t)),
  };
}

/** The consumers × products table of mean liking (over repetitions) of those who scored every product. */
function likingTable(source: MapSource, control: string): LikingTable {
  const means = judgeProductMeans(source.results.filter((r) => r.attribute === control && r.product !== ''));
  const products = source.servedProducts.filter((p) => [...means.values()].some((m) => m.has(p)));
  const complete = [...means].filter(([, m]) => products.every((p) => m.has(p)));
  return {
    products,
    judges: complete.map(([judge]) => judge),
    values: complete.map(([, m]) => products.map((p) => m.get(p) as number)),
    judgesLeftOut: means.size - complete.length,
  };
}

/** Only consumers whose liking varies can be standardised as variables of the PCA. */
function varyingConsumers(liking: LikingTable): LikingTable {
  const keep = liking.values.map((row) => row.some((x) => x !== row[0]));
  return {
    ...liking,
    judges: liking.judges.filter((_, i) => keep[i]),
    values: liking.values.filter((_, i) => keep[i]),
    judgesLeftOut: liking.judgesLeftOut + keep.filter((k) => !k).length,
  };
}

function transpose(rows: number[][], columns: number): number[][] {
  return Array.from({ length: columns }, (_, j) => rows.map((row) => row[j] as number));
}

function internalPreference(all: LikingTable, control: string): InternalPreferenceMap {
  const liking = varyingConsumers(all);
  const where = { method: 'internalPreference' as const, control };
  if (liking.judges.length < 3) return { ...where, insufficient: 'fewer than three consumers scored every product' };
  const map = principalComponents(transpose(liking.values, liking.products.length));
  if ('insufficient' in map) return { ...where, ...map };
  return {
    ...where,
    judgesLeftOut: liking.judgesLeftOut,
    eigenvalues: map.eigenvalues,
    percentages: map.percentages,
    products: byName(liking.products, map.rows),
    judges: byName(liking.judges, map.columns),
  };
}

function externalPreference(sensory: MapSource, all: LikingTable, control: string): ExternalPreferenceMap {
  const page = profilePages(sensory, undefined)[0];
  const where = { method: 'externalPreference' as const, control, sensoryPublication: sensory.publication };
  if (!page) {
    const insufficient = 'the linked publication has no profile page';
    return { ...where, page: '', drivers: { insufficient }, insufficient };
  }
  const table = profileTable(sensory, page, attributesOf(page, undefined));
  const common = table.products.filter((p) => all.products.includes(p));
  const attributeMeans = common.map((p) => table.means[table.products.indexOf(p)] as number[]);
  const liking = all.values.map((row) => common.map((p) => row[all.products.indexOf(p)] as number));
  // Over the consumers who scored every product, as the map: each product's mean of their means.
  const meanLiking = common.map((_, i) => liking.reduce((sum, row) => sum + (row[i] as number), 0) / liking.length);
  // Computed whether or not the map can be drawn: an attribute the same for every product stops the map, not the drivers.
  const located = {
    ...where,
    page: page.id,
    drivers:
      liking.length === 0
        ? { insufficient: 'no consumer scored every product' }
        : plsDrivers(table.attributes, attributeMeans, meanLiking),
  };
  const map = principalComponents(attributeMeans);
  if ('insufficient' in map) return { ...located, ...map };
  if (map.eigenvalues.length < 2) return { ...located, insufficient: 'a map of one dimension' };
  const positions = map.rows.map((row): [number, number] => [row[0] as number, row[1] as number]);
  return {
    ...located,
    judgesLeftOut: all.judgesLeftOut,
    products: byName(common, positions),
    models: Object.fromEntries(
      PREFERENCE_MODELS.map((model) => [model, preferenceSurface(positions, liking, model)]),
    ) as Record<PreferenceModel, Figures<PreferenceSurface>>,
  };
}

/**
 * MFA when the products are described by several groups: each profile page of this
 * publication and of the linked profile, and the consumers' liking.
 */
function multipleFactorMap(
  source: MapSource,
  profiles: Page[],
  liking: LikingTable | undefined,
  options: MapOptions,
): MfaMap | undefined {
  const sources = [
    ...profiles.map((page) => ({ source, page })),
    ...(options.sensory
      ? profilePages(options.sensory, undefined).map((page) => ({ source: options.sensory as MapSource, page }))
      : []),
  ];
  const groupCount = sources.length + (liking ? 1 : 0);
  if (groupCount < 2) return undefined;
  const tables = sources.map(({ source: s, page }) => ({
    s,
    page,
    table: profileTable(s, page, attributesOf(page, options.likingControl)),
  }));
  const consumers = liking ? varyingConsumers(liking) : undefined;
  let products = tables.reduce<string[]>(
    (common, { table }) => common.filter((p) => table.products.includes(p)),
    [...(consumers?.products ?? tables[0]?.table.products ?? [])],
  );
  products = products.filter((p) => tables.every(({ table }) => table.products.includes(p)));
  const groups: MfaGroup[] = tables.map(({ table }) => ({
    type: 's',
    columns: table.attributes.map((_, j) => products.map((p) => table.means[table.products.indexOf(p)]?.[j] as number)),
  }));
  if (consumers && consumers.judges.length > 0) {
    groups.push({
      type: 's',
      columns: consumers.values.map((row) => products.map((p) => row[consumers.products.indexOf(p)] as number)),
    });
  }
  const map = multipleFactorAnalysis(groups, products.length);
  if ('insufficient' in map) return { method: 'mfa', ...map };
  const variableNames = tables.flatMap(({ page, table }) => table.attributes.map((a) => `${page.id}.${a}`));
  return {
    method: 'mfa',
    groups: [
      ...tables.map(({ s, page, table }) => ({
        name: page.id,
        kind: 'page' as const,
        publication: s.publication,
        variables: table.attributes.length,
      })),
      ...(consumers && consumers.judges.length > 0
        ? [
            {
              name: options.likingControl as string,
              kind: 'liking' as const,
              publication: source.publication,
              variables: consumers.judges.length,
            },
          ]
        : []),
    ],
    eigenvalues: map.eigenvalues,
    percentages: map.percentages,
    products: byName(products, map.rows),
    variables: byName(variableNames, map.columns.slice(0, variableNames.length)),
  };
}
