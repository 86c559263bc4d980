/**
 * ∫ f(z) dz from `lower` to +∞ for the Thurstonian models' integrands, which are smooth and
 * carry a standard normal density φ(z), negligible (< 1e-22) beyond 10: composite 20-point
 * Gauss–Legendre on [lower, 10] in 40 panels, which agrees with R's integrate() to far
 * better than the 1e-9 the models need. Integrate over the whole line with lower = −10.
 */
const UPPER = 10;
const PANELS = 40;
const { nodes, weights } = gaussLegendre(20);

export function integrateNormalWeighted(integrand: (z: number) => number, lower: number): number {
  const width = (UPPER - lower) / PANELS;
  let sum = 0;
  for (let panel = 0; panel < PANELS; panel++) {
    const centre = lower + (panel + 0.5) * width;
    for (let i = 0; i < nodes.length; i++) {
      sum += (weights[i] as number) * integrand(centre + (nodes[i] as number) * (width / 2));
    }
  }
  return (sum * width) / 2;
}

/** Nodes and weights on [−1, 1]: roots of the Legendre polynomial by Newton's method. */
export function gaussLegendre(order: number): { nodes: number[]; weights: number[] } {
  const nodes: number[] = [];
  const weights: number[] = [];
  for (let i = 1; i <= order; i++) {
    let x = Math.cos((Math.PI * (i - 0.25)) / (order + 0.5));
    let derivative = 0;
    for (let iteration = 0; iteration < 100; iteration++) {
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= order; k++) [p0, p1] = [p1, ((2 * k - 1) * x * p1 - (k - 1) * p0) / k];
      derivative = (order * (x * p1 - p0)) / (x * x - 1);
      const step = p1 / derivative;
      x -= step;
      if (Math.abs(step) < 1e-16) break;
    }
    nodes.push(x);
    weights.push(2 / ((1 - x * x) * derivative * derivative));
  }
  return { nodes, weights };
}
