import {
  IDEAL_PRODUCT,
  type AnswerableControl,
  type DiscriminationControl,
  type MultipleChoiceControl,
  type Questionnaire,
  type ScaleControl,
  type SingleChoiceControl,
} from '@palate/engine';
import {
  binCounts,
  cochranQ,
  descriptives,
  durbin,
  friedman,
  intraBlockAnova,
  jarPenalty,
  letterGroups,
  midRanks,
  panelPerformance,
  productJudgeAnova,
  rankSumLsd,
  tukeyHsd,
  type AnovaRow,
  type CochranQ,
  type Descriptives,
  type Durbin,
  type Friedman,
  type IncompleteBlock,
  type Insufficient,
  type JarPenalty,
  type JudgePerformance,
  type Observation,
  type ProductTest,
  type TukeyComparison,
} from '@palate/stats';
import type { Db } from '../db/database.ts';
import { excludedJudges, excludeJudge, includeJudge } from './analysis-exclusions.repository.ts';
import { findPublication } from '../publishing/publications.repository.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { discriminationFigures, poolingKey, type MethodFigures } from './discrimination-analysis.ts';
import { analyseMaps, type MapAnalysis, type MapSource } from './maps-analysis.ts';
import { longResults, type LongResult } from './results.service.ts';
import { idealFigures, rataFigures, type IdealFigures, type RataFigures } from './rapid-questions.ts';
import { analyseTemporal, type AttributeTimelineAnalysis, type TimeIntensityAnalysis } from './temporal-analysis.ts';

/** Significance level of the letter groups and of the judges' flags. */
const ALPHA = 0.05;

/** The figures of a question asked once per screen, not per sample, are under this key. */
const NOT_PER_SAMPLE = 'all';

export interface AnalysisOptions {
  /**
   * Judges (by their label in the exports: name, J001…) left out of every figure, besides
   * those the publication's leaders left out for good (setJudgeExcluded).
   */
  excludeJudges?: string[];
  /** Only this repetition. */
  repetition?: number;
  /** Only the judges served this product set (session parameter n), and their answers on it. */
  set?: number;
  /** The overall liking question (a scale's control id) that JAR penalties are measured on. */
  likingControl?: string;
  /** A profile publication of the same products that the liking is mapped onto (external preference map, MFA). */
  sensoryPublication?: string;
  /** Resamplings of the judges for the product maps' confidence ellipses. */
  resamplings?: number;
}

interface QuestionBase {
  page: string;
  control: string;
  kind: AnswerableControl['kind'];
}

/** The method is named even when there are no answers to test. */
type DiscriminationFigures = { kind: 'discrimination'; method: DiscriminationControl['method'] } & MethodFigures;

export type DiscriminationAnalysis = QuestionBase & DiscriminationFigures;

export interface RankAnalysis extends QuestionBase {
  kind: 'rank';
  /** Sums of the ranks over the complete blocks (judge × repetition), per product. */
  rankSums: Record<string, number>;
  blocks: number;
  friedman: Friedman | Insufficient;
  /** When judges ranked only some of the products (an incomplete block design): Durbin's test. */
  durbin?: Durbin | Insufficient;
  /** Least significant difference between two rank sums at 5 % (ISO 8587). */
  lsd: number | null;
  /** Every pair of products: rank sum of the first minus the second, and whether it reaches the LSD. */
  pairs: { first: string; second: string; difference: number; significant: boolean }[];
}

export interface ScaleAnalysis extends QuestionBase {
  kind: 'scale';
  /** `adjustedMean`: the least-squares mean adjusted for judges, when judges scored only some products. */
  byProduct: Record<string, (Descriptives & { bins: number[]; group?: string; adjustedMean?: number }) | Insufficient>;
  anova: AnovaRow[] | Insufficient;
  /** The product effect as sensory analysts report it (against product:judge with repetitions). */
  productTest?: ProductTest;
  tukey?: TukeyComparison[];
  panel?: JudgePerformance[];
  jar?: Record<string, JarPenalty | Insufficient>;
  /** An ideal scale: each product's mean against the judges' mean ideal, with the paired test (product − ideal). */
  ideal?: IdealFigures;
}

export interface ChoiceAnalysis extends QuestionBase {
  kind: 'multiple' | 'single';
  /** How often each term (choice) was checked, per product ("all" on a page not per sample). */
  counts: Record<string, Record<string, number>>;
  /** CATA only: is the term checked equally often for every product? */
  cochranQ?: Record<string, CochranQ | Insufficient>;
  /** RATA (a CATA with `rate`) on a page per sample: each term's intensities. */
  rata?: RataFigures;
}

export interface TextAnalysis extends QuestionBase {
  kind: 'text' | 'comment';
  n: number;
}

/** Napping and sorting: how many sittings (judge × repetition) answered; their maps are the publication's `maps`. */
export interface SampleMapAnalysis extends QuestionBase {
  kind: 'napping' | 'sorting';
  n: number;
}

/** A picture: per product ("all" on a page not per sample), how many judges marked it and how many marks they made. */
export interface PictureAnalysis extends QuestionBase {
  kind: 'picture';
  byProduct: Record<string, { evaluations: number; marked: number; marks: number; meanMarks: number }>;
}

/** Napping and sorting: how many sittings (judge × repetition) answered; their maps are the publication's `maps`. */
export interface SampleMapAnalysis extends QuestionBase {
  kind: 'napping' | 'sorting';
  n: number;
}

export type QuestionAnalysis =
  | DiscriminationAnalysis
  | RankAnalysis
  | ScaleAnalysis
  | ChoiceAnalysis
  | TextAnalysis
  | SampleMapAnalysis
  | PictureAnalysis
  | AttributeTimelineAnalysis
  | TimeIntensityAnalysis;

export interface PublicationAnalysis {
  publication: string;
  excludedJudges: string[];
  repetition: number | null;
  /** The product set analysed alone, or null for every judge. */
  set: number | null;
  judges: number;
  questions: QuestionAnalysis[];
  /**
   * Discrimination tests of the same method and pair of products (and the same stronger
   * one, for 2-AFC) asked on several pages, pooled: one test over all their answers.
   */
  discriminationOverall: (DiscriminationFigures & { controls: Where[] })[];
  /** Product maps, CATA maps, preference maps, consumer segments, MFA, and the napping and sorting maps (maps-analysis.ts). */
  maps: MapAnalysis[];
}

/** The analysis asked for cannot be made: an unknown publication, or a liking question that is no scale. */
export class AnalysisRequestError extends Error {}

/**
 * The analysis of a publication's stored answers, question by question (the contract of
 * `palate analyse`, documented in docs/analysis.md): the figures a sensory report needs,
 * unrounded, with a reason instead of any figure the data cannot give.
 */
export async function analysePublication(
  db: Db,
  publicationId: string,
  options: AnalysisOptions = {},
): Promise<PublicationAnalysis> {
  const publication = await findPublication(db, publicationId);
  if (!publication) throw new AnalysisRequestError(`No publication "${publicationId}".`);
  const definition = await loadDefinition(db, publication.questionnaire_id);
  const isScale = (id: string) =>
    definition.pages.some((p) => p.controls.some((c) => c.id === id && c.kind === 'scale'));
  if (options.likingControl !== undefined && !isScale(options.likingControl)) {
    throw new AnalysisRequestError(
      `The liking question "${options.likingControl}" is not a scale of this questionnaire.`,
    );
  }
  const excluded = new Set([...(await excludedJudges(db, publicationId)), ...(options.excludeJudges ?? [])]);
  const inSet = productSetFilter(definition, options.set);
  const analysed = inSet(await longResults(db, publicationId)).filter(
    (r) => !excluded.has(r.judge) && (options.repetition === undefined || r.repetition === options.repetition),
  );
  // The judges' ideal (product IDEAL) is no product: it stays out of the products' ANOVAs and
  // maps, and is read by the ideal scales' own figures alone.
  const results = analysed.filter((r) => r.product !== IDEAL_PRODUCT);
  const ideals = analysed.filter((r) => r.product === IDEAL_PRODUCT);
  const servedProducts = servedProductsOf(definition, results);
  const context: Context = { definition, results, ideals, servedProducts, likingControl: options.likingControl };
  const questions = definition.pages.flatMap((page) =>
    page.controls.flatMap((control) => {
      if (control.kind === 'info') return [];
      const own = results.filter((r) => r.page === page.id && controlOf(r.attribute) === control.id);
      return [analyseControl(context, { page: page.id, control: control.id }, control, own)];
    }),
  );
  return {
    publication: publicationId,
    excludedJudges: [...excluded],
    repetition: options.repetition ?? null,
    set: options.set ?? null,
    judges: new Set(results.map((r) => r.judge)).size,
    questions,
    discriminationOverall: pooledDiscrimination(definition, results),
    maps: analyseMaps(
      { publication: publicationId, definition, results, servedProducts },
      {
        likingControl: options.likingControl,
        resamplings: options.resamplings,
        sensory:
          options.sensoryPublication === undefined ? undefined : await sensorySource(db, options.sensoryPublication),
      },
    ),
  };
}

/** The definition's products that some answer is about, in the definition's order. */
function servedProductsOf(definition: Questionnaire, results: LongResult[]): string[] {
  return definition.products.map((p) => p.id).filter((id) => results.some((r) => r.product.split(' ').includes(id)));
}

/** The linked profile publication's answers, without the judges its leaders left out. */
async function sensorySource(db: Db, publicationId: string): Promise<MapSource> {
  const publication = await findPublication(db, publicationId);
  if (!publication) throw new AnalysisRequestError(`No profile publication "${publicationId}".`);
  const definition = await loadDefinition(db, publication.questionnaire_id);
  const excluded = new Set(await excludedJudges(db, publicationId));
  const results = (await longResults(db, publicationId)).filter((r) => !excluded.has(r.judge));
  return { publication: publicationId, definition, results, servedProducts: servedProductsOf(definition, results) };
}

/**
 * The rows of the judges served product set `set` (those who evaluated one of its products),
 * keeping of their rows those about the set's products and those about no product (their ideal too).
 */
function productSetFilter(definition: Questionnaire, set: number | undefined): (rows: LongResult[]) => LongResult[] {
  if (set === undefined) return (rows) => rows;
  const products = definition.sets?.[set - 1];
  if (!products) throw new AnalysisRequestError(`The questionnaire has no product set ${set}.`);
  const ofSet = (r: LongResult) => r.product !== '' && r.product.split(' ').every((id) => products.includes(id));
  const ofNoProduct = (r: LongResult) => r.product === '' || r.product === IDEAL_PRODUCT;
  return (rows) => {
    const judges = new Set(rows.filter(ofSet).map((r) => r.judge));
    return rows.filter((r) => judges.has(r.judge) && (ofNoProduct(r) || ofSet(r)));
  };
}

/**
 * Leaves a judge out of every later analysis of the publication, or takes them back. The
 * judge must have answered it: a typo must not pass for an exclusion.
 */
export async function setJudgeExcluded(
  db: Db,
  publicationId: string,
  judge: string,
  excluded: boolean,
  now: number,
): Promise<void> {
  if (!(await findPublication(db, publicationId))) throw new AnalysisRequestError(`No publication "${publicationId}".`);
  if (!excluded) return includeJudge(db, publicationId, judge);
  const judges = new Set((await longResults(db, publicationId)).map((r) => r.judge));
  if (!judges.has(judge))
    throw new AnalysisRequestError(`No judge "${judge}" answered publication "${publicationId}".`);
  await excludeJudge(db, publicationId, judge, now);
}

function pooledDiscrimination(
  definition: Questionnaire,
  results: LongResult[],
): PublicationAnalysis['discriminationOverall'] {
  const groups = new Map<string, { control: DiscriminationControl; places: Where[] }>();
  for (const page of definition.pages) {
    for (const control of page.controls) {
      if (control.kind !== 'discrimination') continue;
      const key = poolingKey(control);
      const group = groups.get(key) ?? { control, places: [] };
      group.places.push({ page: page.id, control: control.id });
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .filter((group) => group.places.length > 1)
    .map(({ control, places }) => {
      const rows = results.filter((r) =>
        places.some((place) => place.page === r.page && place.control === r.attribute),
      );
      return {
        kind: 'discrimination' as const,
        method: control.method,
        controls: places,
        ...discriminationFigures(control, rows),
      };
    });
}

interface Context {
  definition: Questionnaire;
  results: LongResult[];
  /** The ideal scales' answers on their ideal screens (product IDEAL). */
  ideals: LongResult[];
  servedProducts: string[];
  likingControl: string | undefined;
}

type Where = { page: string; control: string };

/** Whether the question's page is shown once per sample (else its answers have no product). */
function isPerSample(context: Context, where: Where): boolean {
  return context.definition.pages.find((page) => page.id === where.page)?.perSample === true;
}

/** A CATA row's attribute is `control.choice`. */
function controlOf(attribute: string): string {
  return attribute.split('.')[0] as string;
}

function analyseControl(
  context: Context,
  where: Where,
  control: AnswerableControl,
  rows: LongResult[],
): QuestionAnalysis {
  switch (control.kind) {
    case 'discrimination':
      return analyseDiscrimination(where, control, rows);
    case 'rank':
      return analyseRank(context, where, rows);
    case 'scale':
      return analyseScale(context, where, control, rows);
    case 'multiple':
    case 'single':
      return analyseChoices(context, where, control, rows);
    case 'text':
    case 'comment':
      return { ...where, kind: control.kind, n: rows.filter((r) => r.text !== null && r.text !== '').length };
    case 'picture':
      return analysePicture(context, where, rows);
    case 'napping':
    case 'sorting':
      return { ...where, kind: control.kind, n: new Set(rows.map((r) => `${r.judge}#${r.repetition}`)).size };
    case 'tds':
    case 'tcata':
    case 'ti':
      return analyseTemporal(where, control, rows, isPerSample(context, where) ? context.servedProducts : null);
  }
}

function analysePicture(context: Context, where: Where, rows: LongResult[]): PictureAnalysis {
  const perSample = isPerSample(context, where);
  const byProduct: PictureAnalysis['byProduct'] = {};
  // The row named by the control itself holds an evaluation's count of marks.
  for (const row of rows.filter((r) => r.attribute === where.control && r.value !== null)) {
    const product = perSample ? row.product : NOT_PER_SAMPLE;
    const figures = (byProduct[product] ??= { evaluations: 0, marked: 0, marks: 0, meanMarks: 0 });
    figures.evaluations += 1;
    figures.marks += row.value as number;
    if ((row.value as number) > 0) figures.marked += 1;
    figures.meanMarks = figures.marks / figures.evaluations;
  }
  return { ...where, kind: 'picture', byProduct };
}

function analyseDiscrimination(
  where: Where,
  control: DiscriminationControl,
  rows: LongResult[],
): DiscriminationAnalysis {
  return { ...where, kind: 'discrimination', method: control.method, ...discriminationFigures(control, rows) };
}

/** Judge × repetition: one sitting's answers, the block of Friedman's and Cochran's tests. */
function blockKey(r: LongResult): string {
  return `${r.judge}\u0000${r.repetition}`;
}

/**
 * For each block with answers for every product, its values in the products' order; a
 * block's several rows for one product add up (a CATA term's row is 1 or 0, and a judge
 * who checked nothing for a sample has rows of other questions on its screen only).
 */
function completeBlocks(rows: LongResult[], products: string[], valueOf: (r: LongResult) => number): number[][] {
  const blocks = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (r.value === null) continue;
    const block = blocks.get(blockKey(r)) ?? new Map<string, number>();
    block.set(r.product, (block.get(r.product) ?? 0) + valueOf(r));
    blocks.set(blockKey(r), block);
  }
  return [...blocks.values()]
    .filter((block) => products.every((p) => block.has(p)))
    .map((block) => products.map((p) => block.get(p) as number));
}

function analyseRank(context: Context, where: Where, rows: LongResult[]): RankAnalysis {
  const products = context.servedProducts.filter((p) => rows.some((r) => r.product === p));
  const blocks = completeBlocks(rows, products, (r) => r.value as number);
  const ranks = blocks.map(midRanks);
  const rankSums = Object.fromEntries(
    products.map((p, column) => [p, ranks.reduce((sum, block) => sum + (block[column] as number), 0)]),
  );
  const lsd = blocks.length >= 2 && products.length >= 2 ? rankSumLsd(blocks.length, products.length) : null;
  const pairs = products.flatMap((first, i) =>
    products.slice(i + 1).map((second) => {
      const difference = (rankSums[first] as number) - (rankSums[second] as number);
      return { first, second, difference, significant: lsd !== null && Math.abs(difference) >= lsd };
    }),
  );
  const analysis: RankAnalysis = {
    ...where,
    kind: 'rank',
    rankSums,
    blocks: blocks.length,
    friedman: friedman(blocks),
    lsd,
    pairs,
  };
  if (isIncomplete(rows.filter((r) => r.value !== null))) analysis.durbin = durbin(incompleteBlocks(rows));
  return analysis;
}

/** Whether some judge answered about fewer of the products than the panel did: an incomplete block design. */
function isIncomplete(rows: LongResult[]): boolean {
  const products = new Set(rows.map((r) => r.product));
  const byJudge = new Map<string, Set<string>>();
  for (const r of rows) byJudge.set(r.judge, (byJudge.get(r.judge) ?? new Set()).add(r.product));
  return [...byJudge.values()].some((own) => own.size < products.size);
}

/** Each sitting's (judge × repetition) ranked products and their ranks. */
function incompleteBlocks(rows: LongResult[]): IncompleteBlock[] {
  const blocks = new Map<string, IncompleteBlock>();
  for (const r of rows) {
    if (r.value === null) continue;
    const block = blocks.get(blockKey(r)) ?? { products: [], values: [] };
    block.products.push(r.product);
    block.values.push(r.value);
    blocks.set(blockKey(r), block);
  }
  return [...blocks.values()];
}

function analyseScale(context: Context, where: Where, control: ScaleControl, rows: LongResult[]): ScaleAnalysis {
  const analysis = analyseScores(context, where, control, rows);
  if (control.ideal) {
    const ideals = context.ideals.filter((r) => r.page === where.page && r.attribute === where.control);
    analysis.ideal = idealFigures(rows, ideals, context.servedProducts);
  }
  return analysis;
}

/** A scale's figures from the products' scores. */
function analyseScores(context: Context, where: Where, control: ScaleControl, rows: LongResult[]): ScaleAnalysis {
  const answered = rows.filter((r) => r.value !== null);
  const perSample = isPerSample(context, where);
  const observations: Observation[] = answered.map((r) => ({
    value: r.value as number,
    factors: { product: r.product, judge: r.judge },
  }));
  const byProduct: ScaleAnalysis['byProduct'] = {};
  for (const product of perSample ? context.servedProducts : [NOT_PER_SAMPLE]) {
    const values = answered.filter((r) => !perSample || r.product === product).map((r) => r.value as number);
    const summary = descriptives(values);
    byProduct[product] =
      'insufficient' in summary ? summary : { ...summary, bins: binCounts(values, control.min, control.max) };
  }
  if (perSample && isIncomplete(answered)) return analyseIncompleteScale(where, control, context, answered, byProduct);
  const anova: ReturnType<typeof productJudgeAnova> = perSample
    ? productJudgeAnova(observations)
    : { insufficient: 'not asked per sample' };
  const analysis: ScaleAnalysis = {
    ...where,
    kind: 'scale',
    byProduct,
    anova: 'insufficient' in anova ? anova : anova.table,
  };
  if (!('insufficient' in anova)) {
    analysis.productTest = anova.product;
    const means = Object.entries(byProduct).flatMap(([group, d]) => ('insufficient' in d ? [] : [{ group, ...d }]));
    const tukey = tukeyHsd(means, anova.product.errorMeanSq, anova.product.errorDf);
    analysis.tukey = tukey;
    const differ = (a: string, b: string) =>
      tukey.some((c) => ((c.first === a && c.second === b) || (c.first === b && c.second === a)) && c.pValue < ALPHA);
    for (const [group, letters] of Object.entries(letterGroups(means, differ))) {
      const entry = byProduct[group];
      if (entry && !('insufficient' in entry)) entry.group = letters;
    }
    if (anova.product.errorTerm === 'product:judge') analysis.panel = panelPerformance(observations, ALPHA);
  }
  if (control.justRight) analysis.jar = jarByProduct(context, answered, (control.min + control.max) / 2);
  return analysis;
}

/**
 * A scale on which judges scored only some of the products: the intra-block ANOVA (judge
 * first), the adjusted means beside the raw ones, and Tukey's comparisons and letter
 * groups on the adjusted means.
 */
function analyseIncompleteScale(
  where: Where,
  control: ScaleControl,
  context: Context,
  answered: LongResult[],
  byProduct: ScaleAnalysis['byProduct'],
): ScaleAnalysis {
  const anova = intraBlockAnova(
    answered.map((r) => ({ value: r.value as number, factors: { product: r.product, judge: r.judge } })),
  );
  const analysis: ScaleAnalysis = {
    ...where,
    kind: 'scale',
    byProduct,
    anova: 'insufficient' in anova ? anova : anova.table,
  };
  if (!('insufficient' in anova)) {
    analysis.productTest = anova.product;
    analysis.tukey = anova.tukey.map(({ first, second, difference, pValue }) => ({
      first,
      second,
      difference,
      pValue,
    }));
    const means: { group: string; mean: number }[] = [];
    for (const [product, adjustedMean] of Object.entries(anova.adjustedMeans)) {
      const entry = byProduct[product];
      if (!entry || 'insufficient' in entry) continue;
      entry.adjustedMean = adjustedMean;
      means.push({ group: product, mean: adjustedMean });
    }
    const differ = (a: string, b: string) =>
      anova.tukey.some(
        (c) => ((c.first === a && c.second === b) || (c.first === b && c.second === a)) && c.pValue < ALPHA,
      );
    for (const [group, letters] of Object.entries(letterGroups(means, differ))) {
      const entry = byProduct[group];
      if (entry && !('insufficient' in entry)) entry.group = letters;
    }
  }
  if (control.justRight) analysis.jar = jarByProduct(context, answered, (control.min + control.max) / 2);
  return analysis;
}

/** Each product's JAR levels, with penalties when the leader named the liking question. */
function jarByProduct(
  context: Context,
  answered: LongResult[],
  centre: number,
): Record<string, JarPenalty | Insufficient> {
  const liking = new Map<string, number>();
  if (context.likingControl !== undefined) {
    for (const r of context.results) {
      if (r.attribute === context.likingControl && r.value !== null)
        liking.set(`${blockKey(r)}\u0000${r.product}`, r.value);
    }
  }
  return Object.fromEntries(
    context.servedProducts.map((product) => [
      product,
      jarPenalty(
        answered
          .filter((r) => r.product === product)
          .map((r) => ({ jar: r.value as number, liking: liking.get(`${blockKey(r)}\u0000${product}`) ?? null })),
        centre,
      ),
    ]),
  );
}

function analyseChoices(
  context: Context,
  where: Where,
  control: MultipleChoiceControl | SingleChoiceControl,
  rows: LongResult[],
): ChoiceAnalysis {
  const perSample = isPerSample(context, where);
  const products = perSample ? context.servedProducts : [NOT_PER_SAMPLE];
  const chosen = (r: LongResult, choice: string): boolean =>
    control.kind === 'multiple' ? r.attribute === `${control.id}.${choice}` && r.value === 1 : r.text === choice;
  const counts = Object.fromEntries(
    products.map((product) => [
      product,
      Object.fromEntries(
        control.choices.map((choice) => [
          choice.id,
          rows.filter((r) => (perSample ? r.product === product : true) && chosen(r, choice.id)).length,
        ]),
      ),
    ]),
  );
  const analysis: ChoiceAnalysis = { ...where, kind: control.kind, counts };
  if (control.kind === 'multiple' && perSample) {
    // Every answer on the page's screens tells that the judge saw the sample, checked terms or not.
    const screens = context.results.filter((r) => r.page === where.page && r.product !== '');
    analysis.cochranQ = Object.fromEntries(
      control.choices.map((choice) => {
        const checked = (r: LongResult) => (r.attribute === `${control.id}.${choice.id}` && r.value === 1 ? 1 : 0);
        return [choice.id, cochranQ(completeBlocks(screens, products, checked))];
      }),
    );
    if (control.rate !== undefined) analysis.rata = rataFigures(control, rows, products, context.results);
  }
  return analysis;
}
