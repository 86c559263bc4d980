/** A source of uniform numbers in [0, 1). Injected so designs and codes are testable. */
export type Random = () => number;

export function randomInt(random: Random, minInclusive: number, maxInclusive: number): number {
  return minInclusive + Math.floor(random() * (maxInclusive - minInclusive + 1));
}

/** Fisher–Yates; returns a new array. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
