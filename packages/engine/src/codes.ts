import type { Questionnaire } from './definition.ts';
import { cupsToCode } from './discrimination.ts';
import { seededRandom, shuffle, textHash, type Random } from './random.ts';

export const BLINDING_CODE_MIN = 100;
export const BLINDING_CODE_MAX = 999;
/** How many distinct 3-digit codes exist: the most samples a publication with generated codes can serve. */
export const BLINDING_CODE_COUNT = BLINDING_CODE_MAX - BLINDING_CODE_MIN + 1;

/**
 * Random 3-digit blinding codes, all different, so that no code hints at an order or
 * a quality.
 */
export function generateBlindingCodes(count: number, random: Random): string[] {
  if (!Number.isInteger(count) || count < 0 || count > BLINDING_CODE_COUNT) {
    throw new RangeError(`can make 0 to ${BLINDING_CODE_COUNT} distinct 3-digit codes, not ${count}`);
  }
  const all = Array.from({ length: BLINDING_CODE_COUNT }, (_, i) => String(BLINDING_CODE_MIN + i));
  return shuffle(all, random).slice(0, count);
}

/**
 * The key of a served sample in a publication's code table. Each repetition codes its
 * samples afresh, so a replicate cannot be recognised by its code, and the second and
 * third cups of a product in a discrimination test have codes of their own: `A`, `A.2`,
 * `A#2`, `A.2#2`, `A.3`.
 */
export function sampleCodeKey(productId: string, repetition = 1, occurrence = 1): string {
  return `${productId}${occurrence > 1 ? `.${occurrence}` : ''}${repetition > 1 ? `#${repetition}` : ''}`;
}

/** Every sample code a publication needs: each product in each repetition, and further cups of discrimination tests. */
export function sampleCodeKeys(definition: Questionnaire, repetitions: number): string[] {
  const cupsOfProduct = new Map<string, number>();
  for (const page of definition.pages) {
    for (const control of page.controls) {
      if (control.kind !== 'discrimination') continue;
      for (const cup of cupsToCode(control)) {
        cupsOfProduct.set(cup.productId, Math.max(cupsOfProduct.get(cup.productId) ?? 1, cup.occurrence));
      }
    }
  }
  const keys: string[] = [];
  for (let repetition = 1; repetition <= repetitions; repetition++) {
    for (const product of definition.products) {
      for (let cup = 1; cup <= (cupsOfProduct.get(product.id) ?? 1); cup++) {
        keys.push(sampleCodeKey(product.id, repetition, cup));
      }
    }
  }
  return keys;
}

/**
 * Why generated codes cannot serve a publication of the definition, or null when they can:
 * every product of every repetition, and each further cup of a discrimination test, needs
 * a 3-digit code of its own. A sample code file (codes of up to 8 characters) has no such limit.
 */
export function codeShortage(definition: Questionnaire, repetitions: number): string | null {
  const needed = sampleCodeKeys(definition, repetitions).length;
  if (needed <= BLINDING_CODE_COUNT) return null;
  return (
    `${needed} samples need a code (products × repetitions × cups) but there are only ` +
    `${BLINDING_CODE_COUNT} three-digit codes: serve fewer products or repetitions, or publish with a sample code file`
  );
}

/** Random codes for every sample of a publication, unique within it. */
export function generateSampleCodes(
  definition: Questionnaire,
  repetitions: number,
  random: Random,
): Record<string, string> {
  const keys = sampleCodeKeys(definition, repetitions);
  const codes = generateBlindingCodes(keys.length, random);
  return Object.fromEntries(keys.map((key, index) => [key, codes[index] as string]));
}

/** What a code table key stands for: the inverse of sampleCodeKey. */
export function parseSampleCodeKey(key: string): { productId: string; repetition: number; occurrence: number } {
  const match = /^(.+?)(?:\.(\d))?(?:#(\d+))?$/.exec(key);
  if (!match) throw new RangeError(`"${key}" is not a sample code key`);
  return {
    productId: match[1] as string,
    occurrence: match[2] ? Number(match[2]) : 1,
    repetition: match[3] ? Number(match[3]) : 1,
  };
}

/**
 * A judge's own codes under codes per judge: the publication's code table keys (`keys`,
 * in any order) each with a 3-digit code of this judge's, all different, drawn from the
 * publication's secret and the judge's rank alone, so the run, the serving plan, the
 * exports and a judge's download all find the same codes without storing them. The 900
 * codes are shuffled once per span of judges and dealt out in turn: within a span no code
 * is given to two judges (the first 900 ÷ keys judges share none), so a code a judge tells
 * another names nothing on the other's tray; a new span reshuffles.
 */
export function judgeSampleCodes(keys: readonly string[], secret: string, judgeRank: number): Record<string, string> {
  if (!Number.isInteger(judgeRank) || judgeRank < 0)
    throw new RangeError(`a judge rank is 0 or more, not ${judgeRank}`);
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return {};
  const judgesPerSpan = Math.floor(BLINDING_CODE_COUNT / sorted.length);
  if (judgesPerSpan === 0) {
    throw new RangeError(
      `${sorted.length} samples need a code but there are only ${BLINDING_CODE_COUNT} three-digit codes`,
    );
  }
  const span = Math.floor(judgeRank / judgesPerSpan);
  const dealt = generateBlindingCodes(BLINDING_CODE_COUNT, seededRandom(textHash(`${secret}:${span}`)));
  const first = (judgeRank % judgesPerSpan) * sorted.length;
  return Object.fromEntries(sorted.map((key, index) => [key, dealt[first + index] as string]));
}
