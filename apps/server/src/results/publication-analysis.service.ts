import { IDEAL_PRODUCT, type DiscriminationControl, type Questionnaire } from '@palate/engine';
import type { AnalysedProductView } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import { excludedJudges } from './analysis-exclusions.repository.ts';
import { findPublication } from '../publishing/publications.repository.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { analysedProducts } from '../publishing/products/product-library.service.ts';
import { discriminationFigures, poolingKey } from './discrimination-analysis.ts';
import { withPower, type Plan } from './discrimination-power.ts';
import { analyseMaps, type MapAnalysis, type MapSource } from './maps-analysis.ts';
import { likingQuestionOf, type LikingQuestion } from './liking-question.ts';
import { panelDiagnostics, type PanelDiagnostics } from './panel-diagnostics.ts';
import { panelPerformanceOf, panelSummary, type JudgeSummary } from './panel-summary.ts';
import { analyseControl, type DiscriminationFigures, type QuestionAnalysis } from './question-analysis.ts';
import type { QuestionContext, Where } from './question-context.ts';
import { longResults, type LongResult } from './results.service.ts';
import { analyseShelfLife, type ShelfLifeAnalysis } from './shelf-life-analysis.ts';

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
  /**
   * The overall liking question (a scale's control id) that JAR penalties, the preference
   * maps and the segments are measured on; without it, the questionnaire's plain one (liking-question.ts).
   */
  likingControl?: string;
  /** A profile publication of the same products that the liking is mapped onto (external preference map, MFA). */
  sensoryPublication?: string;
  /** Resamplings of the judges for the product maps' confidence ellipses. */
  resamplings?: number;
}

export interface PublicationAnalysis {
  publication: string;
  excludedJudges: string[];
  repetition: number | null;
  /** The product set analysed alone, or null for every judge. */
  set: number | null;
  judges: number;
  /** The products answered, in the definition's order, each with its library product and the batch it served. */
  products: AnalysedProductView[];
  /** The publication's target of judges, against which each forced-choice test's answers and power are set. */
  targetJudges: number | null;
  /** The liking question and why it is the one, or null when the questionnaire leaves it to the leader. */
  likingQuestion: LikingQuestion | null;
  questions: QuestionAnalysis[];
  /**
   * Discrimination tests of the same method and pair of products (and the same stronger
   * one, for 2-AFC) asked on several pages, pooled: one test over all their answers.
   */
  discriminationOverall: (DiscriminationFigures & { controls: Where[] })[];
  /** Product maps, CATA maps, preference maps, consumer segments, MFA, and the napping and sorting maps (maps-analysis.ts). */
  maps: MapAnalysis[];
  /** Per page scored per sample with repetitions, each attribute's Tucker-1, eggshell and judges' critical F (panel-diagnostics.ts). */
  panelDiagnostics: PanelDiagnostics[];
  /** Each judge's attributes of the panel diagnostics where they fail, the most failing first (panel-summary.ts). */
  panelSummary: JudgeSummary[];
  /** A shelf-life study: the rejection question's survival models (shelf-life-analysis.ts). */
  shelfLife?: ShelfLifeAnalysis;
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
  const likingQuestion = likingQuestionOf(definition, options.likingControl);
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
  const context: QuestionContext = {
    definition,
    results,
    ideals,
    servedProducts,
    likingControl: likingQuestion?.control,
  };
  // The answers planned are comparable to those received only when every judge's are analysed.
  const plan: Plan | null =
    publication.target_judges === null || options.set !== undefined
      ? null
      : {
          judges: publication.target_judges,
          answersPerJudge: options.repetition === undefined ? publication.repetitions : 1,
        };
  const questions = definition.pages.flatMap((page) =>
    page.controls.flatMap((control) => {
      if (control.kind === 'info') return [];
      const own = results.filter((r) => r.page === page.id && controlOf(r.attribute) === control.id);
      const figures = analyseControl(context, { page: page.id, control: control.id }, control, own);
      // Answers of controls that conditions hid are none (longResults leaves them out): n is of the judges shown it.
      return [withPower({ ...figures, judges: new Set(own.map((r) => r.judge)).size }, plan)];
    }),
  );
  const diagnostics = panelDiagnostics(definition, results, servedProducts);
  return {
    publication: publicationId,
    excludedJudges: [...excluded],
    repetition: options.repetition ?? null,
    set: options.set ?? null,
    judges: new Set(results.map((r) => r.judge)).size,
    products: await analysedProducts(
      db,
      publicationId,
      definition.products.filter((product) => servedProducts.includes(product.id)),
    ),
    targetJudges: publication.target_judges,
    likingQuestion,
    questions,
    discriminationOverall: pooledDiscrimination(definition, results).map((pooled) =>
      withPower(pooled, plan, pooled.controls.length),
    ),
    maps: analyseMaps(
      { publication: publicationId, definition, results, servedProducts },
      {
        likingControl: likingQuestion?.control,
        resamplings: options.resamplings,
        sensory:
          options.sensoryPublication === undefined ? undefined : await sensorySource(db, options.sensoryPublication),
      },
    ),
    panelDiagnostics: diagnostics,
    panelSummary: panelSummary(diagnostics, panelPerformanceOf(questions)),
    ...(definition.shelfLife === undefined
      ? {}
      : { shelfLife: analyseShelfLife(definition, definition.shelfLife, results) }),
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

/** The discrimination tests asked on several pages with the same pooling key, each group tested as one. */
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

/** A CATA row's attribute is `control.choice`. */
function controlOf(attribute: string): string {
  return attribute.split('.')[0] as string;
}
