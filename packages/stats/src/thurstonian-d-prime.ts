import type { Insufficient } from './insufficient.ts';
import { invert } from './invert.ts';
import { GUESSING, proportionCorrect, proportionCorrectSlope, type DiscriminationMethod } from './psychometric.ts';

export interface DPrime {
  dPrime: number;
  /** By the delta method: √(pc(1−pc)/n) / pc′(d′); null at d′ = 0, where sensR gives none either. */
  dPrimeSE: number | null;
}

const LARGEST_D_PRIME = 15;

/**
 * Thurstonian d′ from the proportion correct, by inverting the method's psychometric
 * function (as sensR's rescale / discrim): 0 when pc is at or below guessing; no finite
 * value when every answer is correct.
 */
export function thurstonianDPrime(method: DiscriminationMethod, correct: number, n: number): DPrime | Insufficient {
  if (n === 0) return { insufficient: 'no answers' };
  const pc = correct / n;
  if (pc <= GUESSING[method]) return { dPrime: 0, dPrimeSE: null };
  if (pc === 1) return { insufficient: 'every answer correct: d′ has no finite estimate' };
  const dPrime = dPrimeOfProportionCorrect(method, pc);
  const standardErrorPc = Math.sqrt((pc * (1 - pc)) / n);
  return { dPrime, dPrimeSE: standardErrorPc / proportionCorrectSlope(method, dPrime) };
}

/** The d′ at which the method's psychometric function reaches pc, for guessing < pc < 1, to the last bit. */
export function dPrimeOfProportionCorrect(method: DiscriminationMethod, pc: number): number {
  return invert((d) => proportionCorrect(method, d), pc, 0, LARGEST_D_PRIME);
}
