import { z } from 'zod';
import { DISCRIMINATION_METHODS } from '@palate/engine';
import { cataPairwise, meanImpact, twoSampleTest } from './consumer-analysis.ts';
import { dunnettFigures, shelfLifeFigures } from './quality-analysis.ts';
import { betaBinomial, judgeSummary, panelDiagnostics } from './panel-analysis.ts';
import { analysedProduct } from './products.ts';

/**
 * The analysis of a publication as the server computes it (`palate analyse`, docs/analysis.md),
 * for the console's results page. Figures are unrounded; where the data cannot give a figure,
 * `insufficient` says why instead.
 */
const insufficient = z.object({ insufficient: z.string() });
const orInsufficient = <T extends z.ZodType>(figures: T) => z.union([insufficient, figures]);

const descriptives = z.object({ mean: z.number(), sd: z.number().nullable(), n: z.number() });

export const anovaRow = z.object({
  term: z.string(),
  df: z.number(),
  sumSq: z.number(),
  meanSq: z.number(),
  F: z.number().nullable(),
  pValue: z.number().nullable(),
});
export type AnovaRowView = z.infer<typeof anovaRow>;

const testStatistic = z.object({ statistic: z.number(), df: z.number(), pValue: z.number() });

const discriminationTest = z.object({
  n: z.number(),
  correct: z.number(),
  proportion: z.number(),
  pValue: z.number(),
  dPrime: z.number().nullable(),
  dPrimeSE: z.number().nullable(),
  dPrimeNote: z.string().optional(),
  criticalCorrect: z.object({
    '0.05': z.number().nullable(),
    '0.01': z.number().nullable(),
    '0.001': z.number().nullable(),
  }),
  similarity: z.object({ pd: z.number(), upperLimit: z.number(), confidence: z.number() }),
});
export type DiscriminationTestView = z.infer<typeof discriminationTest>;

/** sensR's discrim estimates of a forced-choice test (packages/stats discrim.ts). */
const discrimEstimates = z.object({
  pc: z.number(),
  pcSE: z.number().nullable(),
  pd: z.number(),
  pdSE: z.number().nullable(),
  dPrime: z.number().nullable(),
  dPrimeSE: z.number().nullable(),
  pValue: z.number(),
});

/**
 * The power of a forced-choice test to detect `pd` distinguishers at `alpha` with the answers
 * received (`reached`) and with the answers the publication's target of judges plans.
 */
const powerReached = z.object({
  pd: z.number(),
  alpha: z.number(),
  reached: z.number(),
  planned: z.object({ judges: z.number(), answers: z.number(), power: z.number() }).nullable(),
});
export type PowerReachedView = z.infer<typeof powerReached>;

/** Triangle, duo-trio, 2-AFC, 3-AFC, tetrad, 2-out-of-5 and hexad; the beta-binomial when some judge answered twice. */
const forcedChoice = discriminationTest.extend({
  estimates: discrimEstimates,
  power: powerReached.optional(),
  betaBinomial: betaBinomial.optional(),
});
export type ForcedChoiceView = z.infer<typeof forcedChoice>;

/** The 2 × 2 table of a same-different test, with τ and δ as sensR's samediff. */
const sameDifferentFigures = z.object({
  sameDifferent: z.object({
    sameSame: z.number(),
    diffSame: z.number(),
    sameDiff: z.number(),
    diffDiff: z.number(),
    estimates: orInsufficient(z.object({ tau: z.number().nullable(), delta: z.number().nullable() })),
  }),
});
export type SameDifferentView = z.infer<typeof sameDifferentFigures>['sameDifferent'];

/** The 2 × 2 table of an A-not-A test, with d′, its standard error and p as sensR's AnotA. */
const aNotAFigures = z.object({
  aNotA: z.object({
    hits: z.number(),
    a: z.number(),
    falseAlarms: z.number(),
    notA: z.number(),
    estimates: orInsufficient(
      z.object({ dPrime: z.number().nullable(), dPrimeSE: z.number().nullable(), pValue: z.number() }),
    ),
  }),
});
export type ANotAView = z.infer<typeof aNotAFigures>['aNotA'];

/** A paired preference: the two products' counts, "no preference" apart, and the two-sided binomial test. */
const preferenceFigures = z.object({
  preference: z.object({
    products: z.tuple([z.string(), z.string()]),
    first: z.number(),
    second: z.number(),
    noPreference: z.number(),
    test: orInsufficient(z.object({ n: z.number(), proportionFirst: z.number(), pValue: z.number() })),
  }),
});
export type PreferenceView = z.infer<typeof preferenceFigures>['preference'];

/** A 2-AC test: the counts of each answer (A the test's first product) and sensR's twoAC. */
const twoAcFigures = z.object({
  twoAc: z.object({
    products: z.tuple([z.string(), z.string()]),
    preferA: z.number(),
    noDifference: z.number(),
    preferB: z.number(),
    estimates: orInsufficient(
      z.object({
        tau: z.number().nullable(),
        tauSE: z.number().nullable(),
        dPrime: z.number().nullable(),
        dPrimeSE: z.number().nullable(),
        pValue: z.number(),
      }),
    ),
  }),
});
export type TwoAcView = z.infer<typeof twoAcFigures>['twoAc'];

/** A degree-of-difference test: the same and the different pairs' counts per point of the scale, and sensR's dod. */
const degreeOfDifferenceFigures = z.object({
  degreeOfDifference: z.object({
    same: z.array(z.number()),
    different: z.array(z.number()),
    estimates: orInsufficient(
      z.object({ tau: z.array(z.number()), dPrime: z.number(), dPrimeSE: z.number().nullable(), pValue: z.number() }),
    ),
  }),
});
export type DegreeOfDifferenceView = z.infer<typeof degreeOfDifferenceFigures>['degreeOfDifference'];

const where = {
  page: z.string(),
  control: z.string(),
  /**
   * The judges whose answers the question's figures count: those who were shown it (a
   * condition may hide it from some, who are then neither counted nor missing) and answered it.
   */
  judges: z.number().int().min(0).optional(),
};
const discriminationFigures = {
  kind: z.literal('discrimination'),
  method: z.enum(DISCRIMINATION_METHODS),
};
/** Each method's figures, told apart by their own keys, with where they come from (a control, or the controls pooled). */
const discriminationWith = <T extends z.ZodRawShape>(place: T) =>
  z.union([
    z.object({ ...place, ...discriminationFigures, ...insufficient.shape }),
    z.object({ ...place, ...discriminationFigures, ...forcedChoice.shape }),
    z.object({ ...place, ...discriminationFigures, ...sameDifferentFigures.shape }),
    z.object({ ...place, ...discriminationFigures, ...aNotAFigures.shape }),
    z.object({ ...place, ...discriminationFigures, ...preferenceFigures.shape }),
    z.object({ ...place, ...discriminationFigures, ...twoAcFigures.shape }),
    z.object({ ...place, ...discriminationFigures, ...degreeOfDifferenceFigures.shape }),
  ]);
const discriminationAnalysis = discriminationWith(where);

const rankAnalysis = z.object({
  ...where,
  kind: z.literal('rank'),
  rankSums: z.record(z.string(), z.number()),
  blocks: z.number(),
  friedman: orInsufficient(testStatistic),
  /** Judges ranked only some products (incomplete blocks): Durbin's test instead of Friedman's. */
  durbin: orInsufficient(testStatistic).optional(),
  lsd: z.number().nullable(),
  pairs: z.array(z.object({ first: z.string(), second: z.string(), difference: z.number(), significant: z.boolean() })),
});

const jarLevel = z.object({
  proportion: z.number(),
  meanDrop: z.number().nullable(),
  weightedPenalty: z.number().nullable(),
  /** The drop's t-test (the "just about right" group against this level); null where the drop is. */
  test: orInsufficient(twoSampleTest).nullable().optional(),
});
export const jarPenalty = z.object({ tooLittle: jarLevel, justRight: jarLevel, tooMuch: jarLevel });

const judgePerformance = z.object({
  judge: z.string(),
  discrimination: orInsufficient(z.object({ F: z.number(), pValue: z.number() })),
  repeatability: z.union([z.number(), insufficient]),
  agreement: z.union([z.number(), insufficient]),
  fails: z.array(z.enum(['discrimination', 'agreement'])),
});
export type JudgePerformanceView = z.infer<typeof judgePerformance>;

const pairedTest = z.object({
  meanDifference: z.number(),
  t: z.number(),
  df: z.number(),
  pValue: z.number(),
  n: z.number(),
});

/** Ideal profile: each product's mean against the judges' mean ideal, with the paired t-test (product − own ideal). */
const idealFigures = orInsufficient(
  z.object({
    meanIdeal: z.number(),
    judges: z.number(),
    byProduct: z.record(
      z.string(),
      z.object({ mean: z.number(), difference: z.number(), test: orInsufficient(pairedTest) }),
    ),
  }),
);
export type IdealFiguresView = z.infer<typeof idealFigures>;

const productTest = z.object({
  F: z.number(),
  df1: z.number(),
  df2: z.number(),
  pValue: z.number(),
  errorTerm: z.enum(['product:judge', 'Residuals']),
  errorMeanSq: z.number(),
  errorDf: z.number(),
});

/** RATA: per term, each product's mean intensity (unchecked = 0) and frequency, and the term's two-way ANOVA. */
const rataFigures = z.record(
  z.string(),
  z.object({
    byProduct: z.record(z.string(), z.object({ mean: z.number(), frequency: z.number(), n: z.number() })),
    anova: z.union([insufficient, z.array(anovaRow)]),
    productTest: productTest.optional(),
  }),
);
export type RataFiguresView = z.infer<typeof rataFigures>;

const scaleAnalysis = z.object({
  ...where,
  kind: z.literal('scale'),
  byProduct: z.record(
    z.string(),
    orInsufficient(
      descriptives.extend({
        /** The answers' distribution: one count per point of a category scale, else 5 equal bins. */
        bins: z.array(z.number()),
        group: z.string().optional(),
        /** Judges scored only some products: the least-squares mean, adjusted for judges. */
        adjustedMean: z.number().optional(),
      }),
    ),
  ),
  anova: z.union([insufficient, z.array(anovaRow)]),
  productTest: productTest.optional(),
  tukey: z
    .array(z.object({ first: z.string(), second: z.string(), difference: z.number(), pValue: z.number() }))
    .optional(),
  panel: z.array(judgePerformance).optional(),
  jar: z.record(z.string(), orInsufficient(jarPenalty)).optional(),
  ideal: idealFigures.optional(),
  /** A difference-from-control test: each product against the blind control (quality-analysis.ts). */
  dunnett: orInsufficient(dunnettFigures).optional(),
});

const choiceAnalysis = z.object({
  ...where,
  kind: z.enum(['multiple', 'single']),
  counts: z.record(z.string(), z.record(z.string(), z.number())),
  cochranQ: z.record(z.string(), orInsufficient(testStatistic)).optional(),
  /** CATA: per term, the products compared two by two (McNemar exact, Bonferroni) with letters. */
  pairwise: z.record(z.string(), orInsufficient(cataPairwise)).optional(),
  /** CATA with a liking question: per term, liking where checked against where not. */
  meanImpact: z.record(z.string(), orInsufficient(meanImpact)).optional(),
  rata: rataFigures.optional(),
});

const textAnalysis = z.object({ ...where, kind: z.enum(['text', 'comment']), n: z.number() });

/** Napping and sorting: how many sittings (judge × repetition) answered; their maps are in `maps`. */
const sampleMapAnalysis = z.object({ ...where, kind: z.enum(['napping', 'sorting']), n: z.number() });

const pictureAnalysis = z.object({
  ...where,
  kind: z.literal('picture'),
  byProduct: z.record(
    z.string(),
    z.object({ evaluations: z.number(), marked: z.number(), marks: z.number(), meanMarks: z.number() }),
  ),
});

const attributeCurve = z.object({ attribute: z.string(), proportions: z.array(z.number()) });

/** TDS: dominance rates over standardised time (0 to 1); TCATA: citation proportions over seconds. */
const attributeTimelineAnalysis = z.object({
  ...where,
  kind: z.enum(['tds', 'tcata']),
  byProduct: z.record(
    z.string(),
    orInsufficient(
      z.object({
        times: z.array(z.number()),
        curves: z.array(attributeCurve),
        evaluations: z.number(),
        /** TDS only: the chance and significance levels (Pineau et al. 2009). */
        chance: z.number().optional(),
        significance: z.number().optional(),
      }),
    ),
  ),
});

const timeIntensityFigures = z.object({
  imax: z.number(),
  tmax: z.number(),
  area: z.number(),
  duration: z.number(),
  plateau: z.number(),
});

const timeIntensityAnalysis = z.object({
  ...where,
  kind: z.literal('ti'),
  byProduct: z.record(
    z.string(),
    z.object({
      judges: z.array(
        z.union([
          z.object({ judge: z.string(), repetition: z.number(), ...insufficient.shape }),
          z.object({ judge: z.string(), repetition: z.number(), ...timeIntensityFigures.shape }),
        ]),
      ),
      means: z.record(z.enum(['imax', 'tmax', 'area', 'duration', 'plateau']), orInsufficient(descriptives)),
    }),
  ),
});

export const questionAnalysis = z.union([
  discriminationAnalysis,
  rankAnalysis,
  scaleAnalysis,
  choiceAnalysis,
  textAnalysis,
  sampleMapAnalysis,
  pictureAnalysis,
  attributeTimelineAnalysis,
  timeIntensityAnalysis,
]);
export type QuestionAnalysisView = z.infer<typeof questionAnalysis>;

const coordinates = z.record(z.string(), z.array(z.number()));
const eigen = { eigenvalues: z.array(z.number()), percentages: z.array(z.number()) };
const point = z.tuple([z.number(), z.number()]);
const productTestFigures = z.object({ F: z.number(), df1: z.number(), df2: z.number(), pValue: z.number() });
const leftOut = { judgesLeftOut: z.number() };
/** Words given to products (napping's ultra-flash profiling, a sorting's groups): word → product → count. */
const wordCounts = z.record(z.string(), z.record(z.string(), z.number()));
/** A map, or the reason the data cannot give it, after the fields that say which map it is. */
const mapOf = <W extends z.ZodRawShape, F extends z.ZodRawShape>(where: W, figures: F) =>
  z.union([z.object({ ...where, ...insufficient.shape }), z.object({ ...where, ...figures })]);

const preferenceSurface = z.object({
  x: z.array(z.number()),
  y: z.array(z.number()),
  above: z.array(z.array(z.number())),
  consumers: z.number(),
});

/** Drivers of liking: PLS regression of the products' mean liking on the profile's attribute means (by attribute id). */
const likingDrivers = z.object({
  components: z.number(),
  coefficients: z.record(z.string(), z.number()),
  vip: z.record(z.string(), z.number()),
  explainedLiking: z.array(z.number()),
  excluded: z.array(z.string()),
});

/** The maps of a publication (docs/analysis.md): one shape per method, after FactoMineR's. */
export const mapAnalysis = z.union([
  mapOf(
    { method: z.literal('pca'), page: z.string() },
    {
      ...eigen,
      products: coordinates,
      variables: coordinates,
      ellipses: z.object({
        level: z.number(),
        resamplings: z.number(),
        byProduct: z.record(z.string(), z.array(point)),
      }),
    },
  ),
  mapOf(
    { method: z.literal('ca'), page: z.string(), control: z.string() },
    { ...eigen, products: coordinates, terms: coordinates, termsLeftOut: z.array(z.string()) },
  ),
  mapOf(
    { method: z.literal('internalPreference'), control: z.string() },
    { ...leftOut, ...eigen, products: coordinates, judges: coordinates },
  ),
  mapOf(
    /** `minimumSize`: the fewest consumers a segment offered holds (3, or a tenth of the consumers). */
    { method: z.literal('clusters'), control: z.string(), minimumSize: z.number() },
    {
      ...leftOut,
      partitions: z.record(z.string(), z.record(z.string(), z.number())),
      suggested: z.number(),
      segments: z.record(
        z.string(),
        z.array(
          z.object({
            size: z.number(),
            means: z.record(z.string(), z.number()),
            productTest: orInsufficient(productTestFigures),
          }),
        ),
      ),
      betweenShare: z.record(z.string(), z.number()),
      tree: z.object({
        merge: z.array(z.tuple([z.number(), z.number()])),
        height: z.array(z.number()),
        order: z.array(z.number()),
        labels: z.array(z.string()),
      }),
    },
  ),
  mapOf(
    {
      method: z.literal('externalPreference'),
      control: z.string(),
      sensoryPublication: z.string(),
      page: z.string(),
      drivers: orInsufficient(likingDrivers),
    },
    {
      ...leftOut,
      products: coordinates,
      models: z.object({
        vector: orInsufficient(preferenceSurface),
        circular: orInsufficient(preferenceSurface),
        quadratic: orInsufficient(preferenceSurface),
      }),
    },
  ),
  // Before the MFA of a study's groups, whose shape without `control` would also read a napping's reason.
  mapOf(
    { method: z.literal('mfa'), page: z.string(), control: z.string() },
    {
      sheet: z.object({ width: z.number(), height: z.number() }),
      ...eigen,
      products: coordinates,
      sheets: z.array(z.object({ judge: z.string(), repetition: z.number(), positions: z.record(z.string(), point) })),
      sheetsLeftOut: z.number(),
      words: wordCounts,
      wordCoordinates: coordinates,
    },
  ),
  mapOf(
    { method: z.literal('mca'), page: z.string(), control: z.string() },
    {
      ...eigen,
      products: coordinates,
      coOccurrence: z.object({ products: z.array(z.string()), counts: z.array(z.array(z.number())) }),
      sheets: z.number(),
      sheetsLeftOut: z.number(),
      words: wordCounts,
    },
  ),
  mapOf(
    { method: z.literal('mfa') },
    {
      groups: z.array(
        z.object({
          name: z.string(),
          kind: z.enum(['page', 'liking']),
          publication: z.string(),
          variables: z.number(),
        }),
      ),
      ...eigen,
      products: coordinates,
      variables: coordinates,
    },
  ),
]);
export type MapAnalysisView = z.infer<typeof mapAnalysis>;

export const publicationAnalysis = z.object({
  publication: z.string(),
  excludedJudges: z.array(z.string()),
  repetition: z.number().nullable(),
  set: z.number().nullable(),
  judges: z.number(),
  /** The products answered, in the definition's order, each with its library product and the batch it served. */
  products: z.array(analysedProduct),
  /** The publication's target of judges (null: none set), for the forced-choice tests' `power`. */
  targetJudges: z.number().nullable(),
  /**
   * The scale liking is measured on (JAR penalties, preference maps, segments) and why: the
   * leader named it, or the questionnaire's only 9-point hedonic scale, or its one scale named
   * overall liking; null when the questionnaire leaves the choice to the leader.
   */
  likingQuestion: z
    .object({ control: z.string(), chosenBecause: z.enum(['leader', 'onlyHedonic', 'overallLiking']) })
    .nullable(),
  questions: z.array(questionAnalysis),
  discriminationOverall: z.array(discriminationWith({ controls: z.array(z.object(where)) })),
  maps: z.array(mapAnalysis),
  /** A shelf-life study: the rejection question's survival models (quality-analysis.ts). */
  shelfLife: orInsufficient(shelfLifeFigures).optional(),
  /** Per page scored per sample with repetitions, each attribute's Tucker-1, eggshell and judges' ANOVA (panel-analysis.ts). */
  panelDiagnostics: z.array(panelDiagnostics),
  /** Each judge's attributes of the panel diagnostics where they fail, the most failing judges first. */
  panelSummary: z.array(judgeSummary),
});
export type PublicationAnalysisView = z.infer<typeof publicationAnalysis>;

/** The files a leader downloads from the results page: raw answers (CSV), the workbook, the analysis. */
/**
 * `temporal-intervals` (TDS and TCATA intervals) and `temporal-readings` (time-intensity
 * readings) in long CSV; `tempr`, one TDS or TCATA control (`control`, else the first)
 * in the layout of the R package tempR.
 */
export const resultsExportFormat = z.enum([
  'long',
  'wide',
  'xlsx',
  'analysis-json',
  'temporal-intervals',
  'temporal-readings',
  'tempr',
  /** The report a lab hands to its client, a PowerPoint deck in `language` (docs/reports.md). */
  'pptx',
]);
export type ResultsExportFormat = z.infer<typeof resultsExportFormat>;

/** What the results page is filtered by; the same options as `palate analyse`. */
export const analysisFilters = z.object({
  repetition: z.number().int().min(1).max(20).optional(),
  /** Only the judges served this product set (session parameter n). */
  set: z.number().int().min(1).max(900).optional(),
  /** Judges (by their export label) left out of this view only. */
  exclude: z.array(z.string().min(1).max(200)).max(1000).optional(),
  /**
   * The overall liking question (a scale's control id) that JAR penalties, the preference maps
   * and the segments are measured on; without it, the analysis' `likingQuestion`.
   */
  liking: z.string().min(1).max(64).optional(),
  /** A profile publication of the same products, for the external preference map and the MFA. */
  sensory: z.string().min(1).max(64).optional(),
  /** Resamplings of the judges for the product maps' confidence ellipses. */
  resamplings: z.number().int().min(10).max(2000).optional(),
});
