import { fUpperTail, type JudgePerformance } from '@palate/stats';
import type { PanelDiagnostics } from './panel-diagnostics.ts';
import type { QuestionAnalysis } from './question-analysis.ts';

/** A scale's panel performance among the analysis' questions, absent without an ANOVA of judges. */
export function panelPerformanceOf(questions: readonly QuestionAnalysis[]) {
  return (page: string, control: string): JudgePerformance[] | undefined => {
    const question = questions.find((q) => q.page === page && q.control === control);
    return question?.kind === 'scale' ? question.panel : undefined;
  };
}

/** The level of every test the summary applies. */
const ALPHA = 0.05;
/** Below this correlation loading on the consensus (Tucker-1's first component), a judge does not agree. */
const AGREEMENT_LOADING = 0.5;

export type PanelFailure = 'discrimination' | 'repeatability' | 'agreement' | 'scaling';

/** A judge's attributes where they fail, and why: the panel summary's row. */
export interface JudgeSummary {
  judge: string;
  failures: { page: string; control: string; fails: PanelFailure[] }[];
}

/**
 * The panel summary of a publication (docs/analysis.md): for each judge, the attributes of
 * the panel diagnostics where they fail, the judges failing on most attributes first (then
 * for most reasons, then by label).
 * - discrimination: their one-way ANOVA's p ≥ 0.05 (the scale's panel performance);
 * - repeatability: their mean square error is larger than the rest of the panel's pooled, by
 *   the one-sided variance-ratio test F = MSE_j / MSE_others on (df_j, Σ df_others) at 5 %:
 *   the judges far up on the p*MSE plot;
 * - agreement: their Tucker-1 correlation loading on the first component below 0.5 (or
 *   negative), the component oriented so that the panel's loadings sum to a positive number;
 * - scaling: their scaling coefficient β of the mixed assessor model differs from 1 (the
 *   panel's average use of the scale) at 5 %, by the MAM-CAP table's individual scaling test
 *   (Peltier et al. 2014): the judge compresses (β < 1) or stretches (β > 1) the scale.
 * `performanceOf` gives the scale's panel performance (absent without an ANOVA of judges).
 */
export function panelSummary(
  diagnostics: readonly PanelDiagnostics[],
  performanceOf: (page: string, control: string) => readonly JudgePerformance[] | undefined,
): JudgeSummary[] {
  const summaries = new Map<string, JudgeSummary>();
  const summaryOf = (judge: string) => {
    const summary = summaries.get(judge) ?? { judge, failures: [] };
    summaries.set(judge, summary);
    return summary;
  };
  for (const { page, tucker1, judgeAnova, scaleUse } of diagnostics) {
    for (const [control, consensus] of Object.entries(tucker1)) {
      const fails = new Map<string, Set<PanelFailure>>();
      const flag = (judge: string, failure: PanelFailure) =>
        fails.set(judge, (fails.get(judge) ?? new Set()).add(failure));
      const performance = performanceOf(page, control) ?? [];
      const anova = judgeAnova[control] ?? {};
      for (const judge of performance) {
        summaryOf(judge.judge);
        if (judge.fails.includes('discrimination')) flag(judge.judge, 'discrimination');
      }
      for (const judge of worseRepeatability(performance, anova)) flag(judge, 'repeatability');
      if (!('insufficient' in consensus)) {
        const loadings = Object.entries(consensus.judges).map(([judge, [first = 0]]) => [judge, first] as const);
        const sign = loadings.reduce((sum, [, first]) => sum + first, 0) < 0 ? -1 : 1;
        for (const [judge, first] of loadings) {
          summaryOf(judge);
          if (sign * first < AGREEMENT_LOADING) flag(judge, 'agreement');
        }
      }
      const model = scaleUse[control];
      if (model && !('insufficient' in model)) {
        for (const [judge, { pValue }] of Object.entries(model.judges)) if (pValue < ALPHA) flag(judge, 'scaling');
      }
      for (const [judge, failures] of fails) {
        summaryOf(judge).failures.push({
          page,
          control,
          fails: (['discrimination', 'repeatability', 'agreement', 'scaling'] as const).filter((f) => failures.has(f)),
        });
      }
    }
  }
  const reasons = (summary: JudgeSummary) => summary.failures.reduce((sum, f) => sum + f.fails.length, 0);
  return [...summaries.values()].sort(
    (a, b) =>
      b.failures.length - a.failures.length ||
      reasons(b) - reasons(a) ||
      (a.judge < b.judge ? -1 : a.judge > b.judge ? 1 : 0),
  );
}

/** The judges whose MSE is significantly larger than the other judges' pooled (one-sided F test). */
function worseRepeatability(
  performance: readonly JudgePerformance[],
  anova: Readonly<Record<string, { residualDf: number }>>,
): string[] {
  const judges = performance.flatMap((judge) => {
    const df = anova[judge.judge]?.residualDf;
    return typeof judge.repeatability === 'number' && df !== undefined
      ? [{ judge: judge.judge, mse: judge.repeatability ** 2, df }]
      : [];
  });
  return judges.flatMap(({ judge, mse, df }) => {
    const rest = judges.filter((other) => other.judge !== judge);
    const othersDf = rest.reduce((sum, other) => sum + other.df, 0);
    if (othersDf < 1 || mse === 0) return [];
    const others = rest.reduce((sum, other) => sum + other.mse * other.df, 0) / othersDf;
    if (others === 0) return [judge];
    return fUpperTail(mse / others, df, othersDf) < ALPHA ? [judge] : [];
  });
}
