/**
 * Ticks for an axis that counts judges or answers, from 0 to `max`: whole numbers only, in
 * steps of 1, 2, 5, 10, 20, 50… so that there are at most `most` + 1 of them.
 */
export function wholeTicks(max: number, most = 10): number[] {
  const top = Math.max(0, Math.floor(max));
  let step = 1;
  for (let scale = 1; Math.ceil(top / step) > most; scale *= 10) {
    step =
      [1, 2, 5].map((factor) => factor * scale).find((candidate) => Math.ceil(top / candidate) <= most) ?? 10 * scale;
  }
  return Array.from({ length: Math.floor(top / step) + 1 }, (_, index) => index * step);
}
