import { betaBinomial, type BetaBinomial, type DiscriminationMethod, type Insufficient } from '@palate/stats';
import type { LongResult } from './long-result.ts';

/**
 * The beta-binomial model of a forced-choice test some judge answered more than once
 * (repetitions, or the same test on several pages pooled), from each judge's correct and
 * total answers, as sensR's betabin(…, corrected = TRUE); undefined when every judge
 * answered once, where the judges' spread cannot be told from chance and the pooled
 * binomial is the whole story.
 */
export function replicatedDiscrimination(
  method: DiscriminationMethod,
  answered: readonly LongResult[],
): BetaBinomial | Insufficient | undefined {
  const byJudge = new Map<string, { correct: number; total: number }>();
  for (const row of answered) {
    const counts = byJudge.get(row.judge) ?? { correct: 0, total: 0 };
    counts.total += 1;
    if (row.value === 1) counts.correct += 1;
    byJudge.set(row.judge, counts);
  }
  const judges = [...byJudge.values()];
  if (!judges.some((judge) => judge.total > 1)) return undefined;
  return betaBinomial(method, judges);
}
