import { discrimPower, type DiscriminationMethod } from '@palate/stats';

/**
 * The difference a forced-choice test's power is given for, the planning panel's defaults:
 * 30 % of distinguishers (a medium difference in ISO 4120's terms) at α = 0.05.
 */
export const POWER_PD = 0.3;
export const POWER_ALPHA = 0.05;

/**
 * What the answers received give against what was planned: the power of the test with the
 * answers received and, when the publication has a target of judges, with the answers that
 * target plans (each judge answering every repetition), as sensR's discrimPwr.
 */
export interface PowerReached {
  pd: number;
  alpha: number;
  reached: number;
  planned: { judges: number; answers: number; power: number } | null;
}

/** A test's power reached with its `n` answers, and with the `planned` answers of the target's judges. */
export function powerReached(
  method: DiscriminationMethod,
  n: number,
  planned: { judges: number; answers: number } | null,
): PowerReached {
  const power = (answers: number) => discrimPower(method, answers, { pd: POWER_PD, alpha: POWER_ALPHA });
  return {
    pd: POWER_PD,
    alpha: POWER_ALPHA,
    reached: power(n),
    planned: planned === null || planned.answers < 1 ? null : { ...planned, power: power(planned.answers) },
  };
}

/** The judges a publication plans (its target) and the answers each gives to one test. */
export interface Plan {
  judges: number;
  answersPerJudge: number;
}

/**
 * A forced-choice test's figures with their power reached (`tests`: the questions pooled
 * into them); any other figures as they are.
 */
export function withPower<T extends object>(figures: T, plan: Plan | null, tests = 1): T {
  if (!('correct' in figures && 'n' in figures && 'method' in figures)) return figures;
  const test = figures as T & { method: DiscriminationMethod; n: number };
  const planned = plan === null ? null : { judges: plan.judges, answers: plan.judges * plan.answersPerJudge * tests };
  return { ...test, power: powerReached(test.method, test.n, planned) };
}
