/**
 * The x in [low, high] with f(x) = target for an increasing f, by bisection to the last
 * bit (the exact root that R's uniroot(…, tol = 1e-14) finds).
 */
export function invert(f: (x: number) => number, target: number, low: number, high: number): number {
  let lo = low;
  let hi = high;
  for (let iteration = 0; iteration < 200 && hi - lo > 1e-14; iteration++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
