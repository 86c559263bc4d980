import { pnorm } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';
import { minimiseWithinBounds, standardErrors, type SecondOrder } from './minimise-within-bounds.ts';
import { GUESSING, proportionCorrectSlope, type DiscriminationMethod } from './psychometric.ts';
import { dPrimeOfProportionCorrect } from './thurstonian-d-prime.ts';
import { xLogY } from './x-log-y.ts';

/** One judge's answers over the repetitions of a discrimination test. */
export interface JudgeCounts {
  correct: number;
  total: number;
}

export interface BetaBinomial {
  /** The mean of the judges' probabilities: of discriminating (corrected model) or of a correct answer. */
  mu: number;
  /** The over-dispersion, 1 / (α + β + 1): 0 when judges do not differ, 1 when each always or never answers right. */
  gamma: number;
  pc: number;
  pd: number;
  dPrime: number;
  /** The likelihood-ratio test of the beta-binomial against the pooled binomial, χ²(1). */
  pValueOverdispersion: number;
  /** The likelihood-ratio test of the beta-binomial against guessing, χ²(2). */
  pValueAssociation: number;
  /** Standard errors from the observed information; null when an estimate lies on a bound of its range, as sensR. */
  muSE: number | null;
  gammaSE: number | null;
  pcSE: number | null;
  pdSE: number | null;
  dPrimeSE: number | null;
}

/** sensR's ranges for μ and γ (γ from 1e-3 in the chance-corrected model). */
const BOUND = 1e-6;
const CORRECTED_GAMMA_FLOOR = 1e-3;
/** sensR's start (μ, γ), and more starting γ (0 meaning γ's floor). */
const START = [0.5, 0.5];
const GAMMA_STARTS = [0, 0.1, 0.3, 0.7, 0.9];

/**
 * The beta-binomial model of a replicated forced-choice test, as sensR's
 * betabin(cbind(correct, total), method, corrected) and its summary (Brockhoff 2003, "The
 * statistical power of replications in difference tests"; Ennis & Bi 1998). Each judge has
 * their own probability p ~ Beta(μ(1−γ)/γ, (1−μ)(1−γ)/γ); in the chance-corrected model
 * (the default) p is the probability of discriminating and a judge answers right with
 * p₀ + (1 − p₀) p, so that μ = pd; otherwise p is the probability of a correct answer and
 * μ = pc. The likelihood is maximised within sensR's bounds, solved to rounding (sensR's
 * L-BFGS-B stops early), and d′ is the exact root of the psychometric function at pc. The
 * p-values are sensR's likelihood-ratio tests, with the pooled binomial (one proportion) and
 * guessing as the smaller models. Counts are integers with 0 ≤ correct ≤ total; at least
 * three judges with answers.
 */
export function betaBinomial(
  method: DiscriminationMethod,
  judges: readonly JudgeCounts[],
  options: { corrected?: boolean } = {},
): BetaBinomial | Insufficient {
  const corrected = options.corrected ?? true;
  const answered = judges.filter((judge) => judge.total > 0);
  if (answered.length < 3) return { insufficient: 'fewer than three judges with answers' };
  const guessing = GUESSING[method];
  const lower = [BOUND, corrected ? CORRECTED_GAMMA_FLOOR : BOUND];
  const upper = [1 - BOUND, 1 - BOUND];
  const objective = ([mu, gamma]: readonly number[]) =>
    negativeLogLikelihood(answered, corrected ? guessing : null, mu as number, gamma as number);
  const correct = answered.reduce((sum, judge) => sum + judge.correct, 0);
  const total = answered.reduce((sum, judge) => sum + judge.total, 0);
  const pooled = correct / total;
  // The likelihood can have two maxima, one on γ's floor and one inside (sensR's L-BFGS-B,
  // from (½, ½) only, may stop in the lesser): the search also starts from a grid of γ,
  // with μ at the pooled proportion's.
  const muStart = Math.min(0.9, Math.max(0.1, corrected ? (pooled - guessing) / (1 - guessing) : pooled));
  const fit = [START, ...GAMMA_STARTS.map((gamma) => [muStart, Math.max(gamma, lower[1] as number)])]
    .map((start) => minimiseWithinBounds(objective, start, lower, upper))
    .reduce((best, candidate) => (candidate.value < best.value ? candidate : best));
  const [mu, gamma] = fit.x as [number, number];
  const logLikelihood = -fit.value;

  const binomialLogLikelihood = (p: number) => xLogY(correct, p) + xLogY(total - correct, 1 - p);
  const overdispersion = 2 * (logLikelihood - binomialLogLikelihood(pooled));
  const association = 2 * (logLikelihood - binomialLogLikelihood(guessing));

  const pc = corrected ? guessing + (1 - guessing) * mu : Math.max(mu, guessing);
  const dPrime = pc > guessing ? dPrimeOfProportionCorrect(method, pc) : 0;
  const errors = fit.atBound.some(Boolean) ? null : standardErrors(fit.hessian);
  const muSE = errors?.[0] ?? null;
  const pcSE = muSE === null || (!corrected && mu < guessing) ? null : corrected ? muSE * (1 - guessing) : muSE;
  const slope = proportionCorrectSlope(method, dPrime);
  return {
    mu,
    gamma,
    pc,
    pd: corrected ? mu : (pc - guessing) / (1 - guessing),
    dPrime,
    // χ²(1) and χ²(2) upper tails in closed form, exact far into the tail.
    pValueOverdispersion: overdispersion > 0 ? 2 * pnorm(-Math.sqrt(overdispersion)) : 1,
    pValueAssociation: association > 0 ? Math.exp(-association / 2) : 1,
    muSE,
    gammaSE: errors?.[1] ?? null,
    pcSE,
    pdSE: pcSE === null ? null : pcSE / (1 - guessing),
    dPrimeSE: pcSE === null || slope <= 0 ? null : pcSE / slope,
  };
}

/**
 * −Σ log P(correctⱼ | μ, γ) without the binomial coefficients C(totalⱼ, correctⱼ), which the
 * likelihood-ratio tests cancel, with its gradient and Hessian in (μ, γ). With θ = γ / (1 − γ),
 * E[pⁱ (1 − p)ᵐ] = Πₖ₍ᵢ₎(μ + kθ) Πₖ₍ₘ₎(1 − μ + kθ) / Πₖ₍ᵢ₊ₘ₎(1 + kθ) (products over k = 0, 1, …
 * below the count), the ratio of beta functions of sensR's likelihood as finite products, whose
 * derivatives are sums of reciprocals. In the chance-corrected model a judge's
 * P = Σᵢ C(x, i) p₀^(x−i) (1 − p₀)^(i+m) E[pⁱ (1 − p)ᵐ] (x correct, m wrong, i of the correct
 * answers discriminated); otherwise P = E[pˣ (1 − p)ᵐ].
 */
function negativeLogLikelihood(
  judges: readonly JudgeCounts[],
  guessing: number | null,
  mu: number,
  gamma: number,
): SecondOrder {
  const theta = gamma / (1 - gamma);
  const sum: Term = { value: 0, g: [0, 0], h: [0, 0, 0] };
  for (const judge of judges) add(sum, judgeLogLikelihood(judge, guessing, mu, theta), 1);
  // From θ to γ: dθ/dγ = 1/(1 − γ)², d²θ/dγ² = 2/(1 − γ)³.
  const dTheta = 1 / (1 - gamma) ** 2;
  const d2Theta = 2 / (1 - gamma) ** 3;
  const [gMu, gTheta] = sum.g;
  const [hMuMu, hMuTheta, hThetaTheta] = sum.h;
  return {
    value: -sum.value,
    gradient: [-gMu, -gTheta * dTheta],
    hessian: [
      [-hMuMu, -hMuTheta * dTheta],
      [-hMuTheta * dTheta, -(hThetaTheta * dTheta ** 2 + gTheta * d2Theta)],
    ],
  };
}

/** A log-likelihood term with its gradient (μ, θ) and Hessian [μμ, μθ, θθ]. */
interface Term {
  value: number;
  g: [number, number];
  h: [number, number, number];
}

function add(into: Term, term: Term, sign: number): void {
  into.value += sign * term.value;
  for (let k = 0; k < 2; k++) into.g[k] = (into.g[k] as number) + sign * (term.g[k] as number);
  for (let k = 0; k < 3; k++) into.h[k] = (into.h[k] as number) + sign * (term.h[k] as number);
}

/** log(c + a μ + k θ) with its derivatives, a = ±1 or 0 (the sign of μ in the factor). */
function logFactor(c: number, a: number, k: number, mu: number, theta: number): Term {
  const v = c + a * mu + k * theta;
  return { value: Math.log(v), g: [a / v, k / v], h: [-(a * a) / v ** 2, -(a * k) / v ** 2, -(k * k) / v ** 2] };
}

function judgeLogLikelihood(judge: JudgeCounts, guessing: number | null, mu: number, theta: number): Term {
  const x = judge.correct;
  const m = judge.total - judge.correct;
  // log E[pⁱ (1 − p)ᵐ], from i = 0 upwards.
  const moment: Term = { value: 0, g: [0, 0], h: [0, 0, 0] };
  for (let k = 0; k < m; k++) {
    add(moment, logFactor(1, -1, k, mu, theta), 1);
    add(moment, logFactor(1, 0, k, mu, theta), -1);
  }
  const terms: Term[] = [];
  let logChoose = 0;
  for (let i = 0; i <= x; i++) {
    if (guessing !== null) {
      const weight = logChoose + (x - i) * Math.log(guessing) + (i + m) * Math.log(1 - guessing);
      terms.push({ value: moment.value + weight, g: [...moment.g], h: [...moment.h] });
      logChoose += Math.log((x - i) / (i + 1));
    } else if (i === x) terms.push({ value: moment.value, g: [...moment.g], h: [...moment.h] });
    add(moment, logFactor(0, 1, i, mu, theta), 1);
    add(moment, logFactor(1, 0, i + m, mu, theta), -1);
  }
  return logSumExp(terms);
}

/** log Σ exp(tᵢ) with its gradient Σ πᵢ ∇tᵢ and Hessian Σ πᵢ (∇²tᵢ + ∇tᵢ∇tᵢᵀ) − ∇∇ᵀ, πᵢ ∝ exp(tᵢ). */
function logSumExp(terms: readonly Term[]): Term {
  const largest = Math.max(...terms.map((t) => t.value));
  const weights = terms.map((t) => Math.exp(t.value - largest));
  const total = weights.reduce((a, b) => a + b, 0);
  const result: Term = { value: largest + Math.log(total), g: [0, 0], h: [0, 0, 0] };
  terms.forEach((t, index) => {
    const w = (weights[index] as number) / total;
    const [g0, g1] = t.g;
    result.g[0] += w * g0;
    result.g[1] += w * g1;
    result.h[0] += w * (t.h[0] + g0 * g0);
    result.h[1] += w * (t.h[1] + g0 * g1);
    result.h[2] += w * (t.h[2] + g1 * g1);
  });
  const [g0, g1] = result.g;
  result.h[0] -= g0 * g0;
  result.h[1] -= g0 * g1;
  result.h[2] -= g1 * g1;
  return result;
}
