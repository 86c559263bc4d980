import { z } from 'zod';

/**
 * The figures of a publication's analysis about judges who answered more than once
 * (docs/analysis.md): the beta-binomial model of a replicated forced-choice test, and the
 * panel diagnostics of a profile with repetitions. Each figure the data cannot give is
 * `{ insufficient }` instead.
 */
const insufficient = z.object({ insufficient: z.string() });

/**
 * sensR's betabin(cbind(correct, total), method, corrected = TRUE) over each judge's answers:
 * μ (the panel's mean proportion of distinguishers), γ (how much judges differ), pc, pd and d′
 * with their standard errors (null on a bound), and the likelihood-ratio tests of γ against
 * the pooled binomial (over-dispersion) and of the model against guessing (association).
 */
export const betaBinomial = z.union([
  insufficient,
  z.object({
    mu: z.number(),
    gamma: z.number(),
    pc: z.number(),
    pd: z.number(),
    dPrime: z.number(),
    pValueOverdispersion: z.number(),
    pValueAssociation: z.number(),
    muSE: z.number().nullable(),
    gammaSE: z.number().nullable(),
    pcSE: z.number().nullable(),
    pdSE: z.number().nullable(),
    dPrimeSE: z.number().nullable(),
  }),
]);
export type BetaBinomialView = z.infer<typeof betaBinomial>;

/**
 * Tucker-1 of one attribute (FactoMineR's PCA(X, scale.unit = FALSE) of the judges' centred
 * product means): eigenvalues, the products' common scores and each judge's correlation
 * loadings, by export label; judges without every product or with equal means left out.
 */
const tucker1 = z.union([
  insufficient,
  z.object({
    eigenvalues: z.array(z.number()),
    percentages: z.array(z.number()),
    products: z.record(z.string(), z.array(z.number())),
    judges: z.record(z.string(), z.array(z.number())),
    judgesLeftOut: z.array(z.string()),
  }),
]);
export type Tucker1View = z.infer<typeof tucker1>;

/**
 * The eggshell plot of one attribute: the products in the consensus order (Tucker-1's first
 * component, rising with the panel's mean) and each judge's cumulative ranks along it minus
 * the consensus's own (0: the judge ranks as the panel).
 */
const eggshell = z.union([
  insufficient,
  z.object({ consensusOrder: z.array(z.string()), judges: z.record(z.string(), z.array(z.number())) }),
]);
export type EggshellView = z.infer<typeof eggshell>;

/** A judge's one-way ANOVA on product: its degrees of freedom and the 5 % critical F. */
const judgeAnova = z.object({ df: z.number(), residualDf: z.number(), fCritical: z.number() });
export type JudgeAnovaView = z.infer<typeof judgeAnova>;

/**
 * A judge's Manhattan plot: per attribute the share of its variance explained by the judge's
 * own PCA components 1 … k, cumulated (FactoMineR's var$cos2); null for an attribute the judge
 * never varied.
 */
const manhattan = z.record(z.string(), z.array(z.number()).nullable());
export type ManhattanView = z.infer<typeof manhattan>;

const mamTest = z.object({
  df: z.number(),
  sumSq: z.number(),
  meanSq: z.number(),
  F: z.number(),
  pValue: z.number(),
  errorDf: z.number(),
});

/**
 * The mixed assessor model of one attribute (Brockhoff, Schlich & Skovgaard 2015; SensMixed):
 * each judge's scaling coefficient β (the slope of their product means on the panel's: below 1
 * they compress the scale, above 1 stretch it) with its test of β = 1, by judge label (judges
 * with fewer than three products left out), and the model's ANOVA: judges against the
 * interaction, products corrected for scale use and scaling differences against the
 * disagreement, the disagreement against the error.
 */
const scaleUse = z.union([
  insufficient,
  z.object({
    judges: z.record(z.string(), z.object({ beta: z.number(), F: z.number(), pValue: z.number() })),
    judge: mamTest,
    product: mamTest,
    scaling: mamTest,
    disagreement: mamTest,
    error: z.object({ df: z.number(), sumSq: z.number(), meanSq: z.number() }),
  }),
]);
export type ScaleUseView = z.infer<typeof scaleUse>;

/**
 * One page scored per sample with repetitions: each attribute's (scale control's) Tucker-1,
 * eggshell plot, judges' ANOVA degrees of freedom (by judge label) and mixed assessor model
 * (scale use), and each judge's Manhattan plot over the page's attributes (judges the PCA cannot take left out).
 */
export const panelDiagnostics = z.object({
  page: z.string(),
  tucker1: z.record(z.string(), tucker1),
  eggshell: z.record(z.string(), eggshell),
  judgeAnova: z.record(z.string(), z.record(z.string(), judgeAnova)),
  manhattan: z.record(z.string(), manhattan),
  scaleUse: z.record(z.string(), scaleUse),
});
export type PanelDiagnosticsView = z.infer<typeof panelDiagnostics>;

/** A judge's attributes where they fail (discrimination, repeatability, agreement, scaling), the most failing judges first. */
export const judgeSummary = z.object({
  judge: z.string(),
  failures: z.array(
    z.object({
      page: z.string(),
      control: z.string(),
      fails: z.array(z.enum(['discrimination', 'repeatability', 'agreement', 'scaling'])),
    }),
  ),
});
export type JudgeSummaryView = z.infer<typeof judgeSummary>;
