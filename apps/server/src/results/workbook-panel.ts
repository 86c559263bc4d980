import { isInsufficient, type JudgePerformance } from '@palate/stats';
import type { PanelDiagnostics } from './panel-diagnostics.ts';
import type { JudgeSummary } from './panel-summary.ts';

type Cell = string | number | null;

/**
 * The workbook's Panel sheet (a profile with repetitions): the panel summary, then per
 * attribute each judge's discrimination F with its p-value and 5 % critical F, their MSE (the
 * p*MSE plot's two figures are the p-value and the MSE), their scale use (the mixed assessor
 * model: each judge's β and its test, the model's table) and their Tucker-1 correlation
 * loadings, below the eigenvalues; after a page's attributes, each judge's Manhattan plot (a
 * row per component, a column per attribute). Empty without panel diagnostics.
 */
export function panelRows(
  diagnostics: readonly PanelDiagnostics[],
  summary: readonly JudgeSummary[],
  performanceOf: (page: string, control: string) => readonly JudgePerformance[] | undefined,
): Cell[][] {
  if (diagnostics.length === 0) return [];
  const rows: Cell[][] = [
    ['panel summary: attributes where each judge fails (docs/analysis.md)'],
    ['judge', 'attributes failed', 'where and why'],
    ...summary.map(({ judge, failures }): Cell[] => [
      judge,
      failures.length,
      failures.map((f) => `${f.page}.${f.control}: ${f.fails.join(', ')}`).join('; ') || null,
    ]),
  ];
  for (const { page, tucker1, judgeAnova, manhattan, scaleUse } of diagnostics) {
    for (const [control, consensus] of Object.entries(tucker1)) {
      rows.push([], [`${page}.${control}`]);
      const performance = performanceOf(page, control);
      if (performance !== undefined) {
        rows.push(['judge', 'F', 'p-value', 'critical F (5 %)', 'df', 'residual df', 'MSE']);
        for (const judge of performance) {
          const anova = judgeAnova[control]?.[judge.judge];
          const discrimination = isInsufficient(judge.discrimination) ? null : judge.discrimination;
          rows.push([
            judge.judge,
            discrimination?.F ?? null,
            discrimination?.pValue ?? null,
            anova?.fCritical ?? null,
            anova?.df ?? null,
            anova?.residualDf ?? null,
            typeof judge.repeatability === 'number' ? judge.repeatability ** 2 : null,
          ]);
        }
        rows.push([]);
      }
      const model = scaleUse[control];
      if (model !== undefined) rows.push(...scaleUseRows(model), []);
      if (isInsufficient(consensus)) {
        rows.push(['Tucker-1', 'not enough data', consensus.insufficient]);
        continue;
      }
      const dimensions = consensus.eigenvalues.map((_, k) => `dimension ${k + 1}`);
      rows.push(
        ['Tucker-1 (FactoMineR PCA of the judges’ centred product means)', ...dimensions],
        ['eigenvalue', ...consensus.eigenvalues],
        ['% of inertia', ...consensus.percentages],
        ['correlation loadings'],
        ...Object.entries(consensus.judges).map(([judge, loadings]): Cell[] => [judge, ...loadings]),
      );
      if (consensus.judgesLeftOut.length > 0) rows.push(['judges left out', consensus.judgesLeftOut.join(', ')]);
    }
    rows.push(...manhattanRows(page, Object.keys(tucker1), manhattan));
  }
  return rows;
}

/** An attribute's mixed assessor model: each judge's β with its test of β = 1, then the model's ANOVA. */
function scaleUseRows(model: PanelDiagnostics['scaleUse'][string]): Cell[][] {
  const title = 'scale use (mixed assessor model, as SensMixed)';
  if (isInsufficient(model)) return [[title, 'not enough data', model.insufficient]];
  const line = (source: string, test: (typeof model)['product']): Cell[] => [
    source,
    test.df,
    test.sumSq,
    test.meanSq,
    test.F,
    test.pValue,
  ];
  return [
    [title],
    ['judge', 'β (scaling coefficient)', 'F (β = 1)', 'p-value'],
    ...Object.entries(model.judges).map(([judge, { beta, F, pValue }]): Cell[] => [judge, beta, F, pValue]),
    ['source', 'df', 'sum of squares', 'mean square', 'F', 'p-value'],
    line('judges (against the interaction)', model.judge),
    line('products, corrected for scale use (against the disagreement)', model.product),
    line('scaling (against the disagreement)', model.scaling),
    line('disagreement (against the error)', model.disagreement),
    ['error', model.error.df, model.error.sumSq, model.error.meanSq],
  ];
}

/**
 * A page's Manhattan plots: per judge and component, each attribute's share of its variance
 * explained by the judge's components so far (empty: an attribute the judge never varied).
 */
function manhattanRows(page: string, controls: readonly string[], plots: PanelDiagnostics['manhattan']): Cell[][] {
  const judges = Object.entries(plots);
  if (judges.length === 0) return [];
  const rows: Cell[][] = [
    [],
    [
      `${page}: Manhattan plots (each judge’s PCA of their product means, cumulative share of each attribute’s variance)`,
    ],
    ['judge', 'component', ...controls],
  ];
  for (const [judge, plot] of judges) {
    const components = Math.max(0, ...Object.values(plot).map((cumulative) => cumulative?.length ?? 0));
    for (let k = 0; k < components; k++) {
      rows.push([judge, k + 1, ...controls.map((control) => plot[control]?.[k] ?? null)]);
    }
  }
  return rows;
}
