import { shuffle, type Random } from './random.ts';

export const BLINDING_CODE_MIN = 100;
export const BLINDING_CODE_MAX = 999;

/**
 * Random 3-digit blinding codes, all different, so that no code hints at an order or
 * a quality.
 */
export function generateBlindingCodes(count: number, random: Random): string[] {
  const available = BLINDING_CODE_MAX - BLINDING_CODE_MIN + 1;
  if (!Number.isInteger(count) || count < 0 || count > available) {
    throw new RangeError(`can make 0 to ${available} distinct 3-digit codes, not ${count}`);
  }
  const all = Array.from({ length: available }, (_, i) => String(BLINDING_CODE_MIN + i));
  return shuffle(all, random).slice(0, count);
}
