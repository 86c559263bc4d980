import type { Questionnaire } from '@palate/engine';
import { shelfLife, type Insufficient, type ShelfLife, type StorageAnswer } from '@palate/stats';
import type { LongResult } from './long-result.ts';

export type ShelfLifeAnalysis = (ShelfLife & { control: string }) | Insufficient;

/**
 * A shelf-life study's survival analysis (Hough): each judge is a consumer whose answers to
 * the rejection question, one per storage time served (the product's `storageTime`), are
 * censored into a rejection time, and Weibull and log-normal models are fitted to them
 * (the stats' shelfLife). A judge's answers of every repetition and sitting are theirs
 * together.
 */
export function analyseShelfLife(
  definition: Questionnaire,
  study: NonNullable<Questionnaire['shelfLife']>,
  results: LongResult[],
): ShelfLifeAnalysis {
  const page = definition.pages.find((p) => p.controls.some((c) => c.id === study.control));
  const storageTimes = new Map(definition.products.map((product) => [product.id, product.storageTime]));
  const consumers = new Map<string, StorageAnswer[]>();
  for (const row of results) {
    const time = storageTimes.get(row.product);
    if (row.page !== page?.id || row.attribute !== study.control || row.text === null || time === undefined) continue;
    const answers = consumers.get(row.judge) ?? [];
    answers.push({ time, rejected: row.text === study.reject });
    consumers.set(row.judge, answers);
  }
  const figures = shelfLife([...consumers.values()]);
  return 'insufficient' in figures ? figures : { control: study.control, ...figures };
}
