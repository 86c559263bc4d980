import type { PageInstance } from './sequence.ts';

/** Where a judge stands in one repetition of a run: screens answered and screens in it. */
export interface RepetitionProgress {
  rep: number;
  nr: number;
  nb: number;
}

/**
 * How a run is organised, as the list shows it: `s` then the number of repetitions
 * (servings), `r` then the number of blocks, e.g. `s3r1`.
 */
export function organisationCode(repCount: number, blockCount: number): string {
  return `s${repCount}r${blockCount}`;
}

/**
 * Progress per repetition of a run whose judge has answered `answered` screens of the
 * sequence, and the repetition they are in: the first not finished, or the last once
 * everything is answered.
 */
export function repetitionProgress(
  sequence: readonly PageInstance[],
  answered: number,
): { rep: number; items: RepetitionProgress[] } {
  const items: RepetitionProgress[] = [];
  sequence.forEach((page, index) => {
    let item = items.find((candidate) => candidate.rep === page.repetition);
    if (!item) {
      item = { rep: page.repetition, nr: 0, nb: 0 };
      items.push(item);
    }
    item.nb += 1;
    if (index < answered) item.nr += 1;
  });
  const current = items.find((item) => item.nr < item.nb) ?? items.at(-1);
  return { rep: current?.rep ?? 1, items };
}
