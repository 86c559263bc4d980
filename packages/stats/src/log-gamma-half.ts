/**
 * ln Γ(n/2) for a positive integer n, as a finite sum: ln (k − 1)! for n = 2k, and
 * ln(√π ∏ᵢ₌₁ᵏ (i − ½)) for n = 2k + 1. Degrees of freedom and sample sizes are integers,
 * and this needs no approximation of Γ.
 */
export function logGammaHalf(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a positive integer');
  let sum = 0;
  if (n % 2 === 0) {
    for (let i = 2; i < n / 2; i++) sum += Math.log(i);
    return sum;
  }
  for (let i = 1; i <= (n - 1) / 2; i++) sum += Math.log(i - 0.5);
  return sum + 0.5 * Math.log(Math.PI);
}
