import { isInsufficient, type BetaBinomial, type Insufficient } from '@palate/stats';

type Cell = string | number | null;

/**
 * A replicated forced-choice test's beta-binomial rows, below its pooled binomial figures
 * (each p-value named "p-value" so that the workbook formats it).
 */
export function betaBinomialRows(model: BetaBinomial | Insufficient): Cell[][] {
  const title: Cell[] = ['beta-binomial model (judges answered more than once; sensR betabin, corrected)'];
  if (isInsufficient(model)) return [[], title, ['not enough data', model.insufficient]];
  return [
    [],
    title,
    ['figure', 'estimate', 'standard error'],
    ['μ (mean proportion of distinguishers)', model.mu, model.muSE],
    ['γ (over-dispersion: how much judges differ)', model.gamma, model.gammaSE],
    ['pc', model.pc, model.pcSE],
    ['pd', model.pd, model.pdSE],
    ['d′', model.dPrime, model.dPrimeSE],
    ['p-value of over-dispersion (beta-binomial against the pooled binomial)', model.pValueOverdispersion],
    ['p-value of association (beta-binomial against guessing)', model.pValueAssociation],
  ];
}
