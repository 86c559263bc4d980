import type { LongResult } from './results.service.ts';
import type { QuestionContext } from './question-context.ts';
import { blockKey } from './sitting-blocks.ts';

/**
 * The overall liking the same judge gave the same sample in the same sitting (judge ×
 * repetition), read from the liking question the analysis is measured on; null without
 * one, or where the judge did not score it. JAR penalties and the CATA mean impact read it.
 */
export function likingOfSitting(context: QuestionContext): (r: LongResult) => number | null {
  const liking = new Map<string, number>();
  if (context.likingControl !== undefined) {
    for (const r of context.results) {
      if (r.attribute === context.likingControl && r.value !== null) liking.set(sittingKey(r), r.value);
    }
  }
  return (r) => liking.get(sittingKey(r)) ?? null;
}

function sittingKey(r: LongResult): string {
  return `${blockKey(r)}\u0000${r.product}`;
}
