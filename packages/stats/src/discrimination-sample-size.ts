import { qnorm } from './distributions.ts';
import { checkPlanned, discrimPower, type PlannedDiscrimination } from './discrimination-power.ts';
import { GUESSING, type DiscriminationMethod } from './psychometric.ts';

/** Beyond this many judges sensR gives the normal approximation instead of the exact search. */
const LARGEST_EXACT = 1e5;

/**
 * The number of judges a forced-choice test needs for `power` (the target, in (0, 1)), as
 * sensR's discrimSS(pdA, pd0, power, alpha, pGuess, test, statistic = "exact"): the first n
 * above the lower normal bound whose exact power exceeds the target (sensR's pdSS), or the
 * continuity-corrected normal approximation when that is above 100 000 judges.
 * Throws a RangeError on arguments sensR refuses.
 */
export function discrimSampleSize(method: DiscriminationMethod, power: number, planned: PlannedDiscrimination): number {
  const { pd, pd0 = 0, alpha = 0.05, test = 'difference' } = planned;
  checkPlanned(pd, pd0, alpha);
  if (!(power > 0 && power < 1)) throw new RangeError('power must be between 0 and 1, both excluded');
  if (test === 'difference' && pd <= pd0) throw new RangeError('pd must be above pd0 for a difference test');
  if (test === 'similarity' && pd >= pd0) throw new RangeError('pd must be below pd0 for a similarity test');
  if (power <= 0.5 || alpha >= 0.5) {
    throw new RangeError('the sample size needs a power above 0.5 and alpha below 0.5 (as sensR)');
  }
  const guessing = GUESSING[method];
  const pc0 = guessing + pd0 * (1 - guessing);
  const pcA = guessing + pd * (1 - guessing);
  const approximate = (type: NormalBound) => normalSampleSize(pc0, pcA, power, alpha, test, type);
  const normal = approximate('continuity');
  if (normal > LARGEST_EXACT) return normal;
  const powerOf = (n: number) => discrimPower(method, n, { pd, pd0, alpha, test });
  const lower = approximate('lower');
  const upper = approximate('upper');
  if (powerOf(lower) >= power) throw new RangeError('unable to determine a lower bound on the number of judges');
  if (powerOf(upper) <= power) throw new RangeError('unable to determine an upper bound on the number of judges');
  let n = lower + 1;
  while (n < upper && powerOf(n) <= power) n++;
  return n;
}

type NormalBound = 'continuity' | 'lower' | 'upper';

/**
 * sensR's normalSS: the normal approximation of the power as a quadratic in √n,
 * a n + b √n + c = 0 with a = pc0 − pcA, b = z(1−α) √(pc0(1−pc0)) − z(1−power) √(pcA(1−pcA)),
 * so n = round(((−b − √(b² − 4ac)) / 2a)²),
 * at least 1; c is ½ (continuity), or sensR's lower and upper bounds' constants. A similarity
 * test is framed as a difference test with (pc0, pcA) and (α, 1 − power) swapped.
 */
function normalSampleSize(
  pc0: number,
  pcA: number,
  power: number,
  alpha: number,
  test: 'difference' | 'similarity',
  type: NormalBound,
): number {
  const [null0, alternative, level, target] =
    test === 'similarity' ? [pcA, pc0, 1 - power, 1 - alpha] : [pc0, pcA, alpha, power];
  const adjust = (p: number) => (p >= 0.01 ? -1 : -1 - Math.ceil(-Math.log10(p * 100)));
  const c = type === 'continuity' ? 0.5 : type === 'lower' ? adjust(level) : 1 - adjust(1 - target);
  const a = null0 - alternative;
  const b =
    qnorm(1 - level) * Math.sqrt(null0 * (1 - null0)) - qnorm(1 - target) * Math.sqrt(alternative * (1 - alternative));
  const x = (-b - Math.sqrt(Math.max(0, b * b - 4 * a * c))) / (2 * a);
  return Math.max(1, Math.round(x * x));
}
