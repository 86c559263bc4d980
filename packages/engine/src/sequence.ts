import type { Page, Questionnaire } from './definition.ts';

/** One screen as a judge meets it: a page, for one sample when the page repeats per sample. */
export interface PageInstance {
  /** Stable within a judge's run; keys the stored answers. */
  key: string;
  pageId: string;
  productId: string | null;
}

/**
 * The screens of a run. Consecutive per-sample pages form one loop served sample by
 * sample in the judge's presentation order (monadic sequential: every question about a
 * sample before the next sample), as a lab serves its trays.
 */
export function buildPageSequence(definition: Questionnaire, order: readonly number[]): PageInstance[] {
  const productsInOrder = order.map((index) => {
    const product = definition.products[index];
    if (!product) throw new RangeError(`presentation order names sample ${index}, which does not exist`);
    return product;
  });
  const sequence: PageInstance[] = [];
  let loop: Page[] = [];
  const closeLoop = (): void => {
    for (const product of productsInOrder) {
      for (const page of loop)
        sequence.push({ key: `${page.id}@${product.id}`, pageId: page.id, productId: product.id });
    }
    loop = [];
  };
  for (const page of definition.pages) {
    if (page.perSample) {
      loop.push(page);
    } else {
      closeLoop();
      sequence.push({ key: page.id, pageId: page.id, productId: null });
    }
  }
  closeLoop();
  return sequence;
}

export function pageOf(definition: Questionnaire, instance: PageInstance): Page {
  const page = definition.pages.find((p) => p.id === instance.pageId);
  if (!page) throw new Error(`page "${instance.pageId}" is not in questionnaire "${definition.name}"`);
  return page;
}

export type Move = { kind: 'next' } | { kind: 'prev' } | { kind: 'to'; position: number };
export type MoveResult = { kind: 'page'; position: number } | { kind: 'end' } | { kind: 'none' };

/** Where a move leads from a position; `none` when there is nowhere to go (error 3350). */
export function resolveMove(position: number, pageCount: number, move: Move): MoveResult {
  switch (move.kind) {
    case 'next':
      return position + 1 < pageCount ? { kind: 'page', position: position + 1 } : { kind: 'end' };
    case 'prev':
      return position > 0 ? { kind: 'page', position: position - 1 } : { kind: 'none' };
    case 'to':
      return Number.isInteger(move.position) && move.position >= 0 && move.position < pageCount
        ? { kind: 'page', position: move.position }
        : { kind: 'none' };
  }
}
