import type { Page, Questionnaire } from './definition.ts';
import { sampleCodeKey } from './codes.ts';
import { discriminationServing, type ServingRule } from './discrimination.ts';
import { attributeOrder } from './temporal.ts';

/** One screen as a judge meets it: a page, for one sample when the page repeats per sample, in one repetition. */
export interface PageInstance {
  /** Stable within a judge's run; keys the stored answers, so each repetition has its own. */
  key: string;
  pageId: string;
  productId: string | null;
  /** 1 for the first serving, 2 for the replicate… */
  repetition: number;
  /** The screen asks for the judge's ideal product (no sample): the page's ideal scales only. */
  ideal?: true;
}

/** The key of a page's ideal screen: after the page's per-sample keys, where no product id can be (IDEAL_PRODUCT). */
function idealKey(pageId: string, suffix: string): string {
  return `${pageId}@ideal${suffix}`;
}

/** Whether a stored screen key is an ideal screen's (its answers are the ideal product's). */
export function isIdealScreenKey(key: string): boolean {
  return /@ideal(#\d+)?$/.test(key);
}

/** Whether a page asks for an ideal after its samples (at least one ideal scale). */
export function asksIdeal(page: Page): boolean {
  return page.controls.some((control) => control.kind === 'scale' && control.ideal === true);
}

/**
 * The screens of a run. Consecutive per-sample pages form one loop served sample by
 * sample in the judge's presentation order (monadic sequential: every question about a
 * sample before the next sample), as a lab serves its trays. With repetitions the whole
 * questionnaire is served again, each time in that repetition's order. After the last sample
 * of a loop, each of its pages with ideal scales gets one more screen: the judge's ideal.
 */
export function buildPageSequence(
  definition: Questionnaire,
  orders: readonly number[] | readonly (readonly number[])[],
): PageInstance[] {
  const perRepetition = isOneOrder(orders) ? [orders] : orders;
  return perRepetition.flatMap((order, index) => repetitionSequence(definition, order, index + 1));
}

function isOneOrder(orders: readonly number[] | readonly (readonly number[])[]): orders is readonly number[] {
  return orders.length === 0 || typeof orders[0] === 'number';
}

function repetitionSequence(definition: Questionnaire, order: readonly number[], repetition: number): PageInstance[] {
  const productsInOrder = order.map((index) => {
    const product = definition.products[index];
    if (!product) throw new RangeError(`presentation order names sample ${index}, which does not exist`);
    return product;
  });
  const suffix = repetition === 1 ? '' : `#${repetition}`;
  const sequence: PageInstance[] = [];
  let loop: Page[] = [];
  const closeLoop = (): void => {
    for (const product of productsInOrder) {
      for (const page of loop)
        sequence.push({ key: `${page.id}@${product.id}${suffix}`, pageId: page.id, productId: product.id, repetition });
    }
    for (const page of loop.filter(asksIdeal)) {
      sequence.push({ key: idealKey(page.id, suffix), pageId: page.id, productId: null, repetition, ideal: true });
    }
    loop = [];
  };
  for (const page of definition.pages) {
    if (page.perSample) {
      loop.push(page);
    } else {
      closeLoop();
      sequence.push({ key: `${page.id}${suffix}`, pageId: page.id, productId: null, repetition });
    }
  }
  closeLoop();
  return sequence;
}

/** Positions `start` (included) to `end` (excluded) of a run's sequence: the screens of one block. */
export interface BlockBounds {
  start: number;
  end: number;
}

/**
 * The screens of one repetition within a run's sequence, which serves the repetitions one
 * after the other: the block a judge answers in one sitting when each repetition is a
 * block of its own.
 */
export function repetitionBounds(sequence: readonly PageInstance[], repetition: number): BlockBounds {
  const start = sequence.findIndex((instance) => instance.repetition === repetition);
  if (start === -1) throw new RangeError(`the run has no repetition ${repetition}`);
  const after = sequence.findIndex((instance, index) => index > start && instance.repetition !== repetition);
  return { start, end: after === -1 ? sequence.length : after };
}

/** What a judge is served: their rank in the publication, their order in each repetition, and the publication's serving rule. */
export interface JudgePlan {
  judgeRank: number;
  orders: readonly (readonly number[])[];
  servingRule: ServingRule;
}

/**
 * What a screen offers, by control: the blinding codes of the samples to rank and of the
 * cups of a discrimination test; the attribute ids of a TDS or TCATA list in the judge's order.
 */
export interface ServedCodes {
  served: Record<string, string[]>;
  /** Duo-trio's reference and A-not-A's familiarisation cup: its code, by control. */
  references: Record<string, string>;
}

/**
 * The codes a screen offers to this judge, never the products: rank, napping and sorting
 * controls list every sample the judge is served in the repetition (their own K of an
 * incomplete block design), in their order; discrimination controls list the cups in
 * the judge's balanced serving sequence.
 */
export function servedCodes(
  definition: Questionnaire,
  instance: PageInstance,
  plan: JudgePlan,
  codes: Readonly<Record<string, string>>,
): ServedCodes {
  const codeOf = (productId: string, occurrence = 1): string =>
    codes[sampleCodeKey(productId, instance.repetition, occurrence)] ?? '???';
  const result: ServedCodes = { served: {}, references: {} };
  const order = plan.orders[instance.repetition - 1] ?? [];
  for (const control of pageOf(definition, instance).controls) {
    if (control.kind === 'rank' || control.kind === 'napping' || control.kind === 'sorting') {
      result.served[control.id] = order.map((index) => codeOf(definition.products[index]?.id ?? ''));
    } else if (control.kind === 'discrimination') {
      const serving = discriminationServing(
        control,
        plan.judgeRank,
        instance.repetition - 1,
        plan.orders.length,
        plan.servingRule,
      );
      result.served[control.id] = serving.cups.map((cup) => codeOf(cup.productId, cup.occurrence));
      if (serving.reference) {
        result.references[control.id] = codeOf(serving.reference.productId, serving.reference.occurrence);
      }
    } else if (control.kind === 'tds' || control.kind === 'tcata') {
      result.served[control.id] = attributeOrder(control, plan.judgeRank);
    }
  }
  return result;
}

/**
 * The page a screen shows: its definition's page, or on an ideal screen that page with its
 * ideal scales only. The server's page views, its validation of posts and uploads, and so the
 * downloads a judge answers offline, all read the screen from here.
 */
export function pageOf(definition: Questionnaire, instance: PageInstance): Page {
  const page = definition.pages.find((p) => p.id === instance.pageId);
  if (!page) throw new Error(`page "${instance.pageId}" is not in questionnaire "${definition.name}"`);
  if (!instance.ideal) return page;
  return { ...page, controls: page.controls.filter((control) => control.kind === 'scale' && control.ideal === true) };
}

export type Move = { kind: 'next' } | { kind: 'prev' } | { kind: 'to'; position: number };
export type MoveResult = { kind: 'page'; position: number } | { kind: 'end' } | { kind: 'none' };

/**
 * Where a move leads from a position; `none` when there is nowhere to go (error 3350).
 * `isShown` says which screens a condition skips (adaptive-run.ts's `runScreenStates`):
 * Next goes to the next screen shown, or ends when none is left; Previous to the last one
 * shown before; a screen skipped cannot be moved to.
 */
export function resolveMove(
  position: number,
  pageCount: number,
  move: Move,
  isShown: (position: number) => boolean = () => true,
): MoveResult {
  switch (move.kind) {
    case 'next':
      for (let next = position + 1; next < pageCount; next++)
        if (isShown(next)) return { kind: 'page', position: next };
      return { kind: 'end' };
    case 'prev':
      for (let previous = position - 1; previous >= 0; previous--) {
        if (isShown(previous)) return { kind: 'page', position: previous };
      }
      return { kind: 'none' };
    case 'to':
      return Number.isInteger(move.position) &&
        move.position >= 0 &&
        move.position < pageCount &&
        isShown(move.position)
        ? { kind: 'page', position: move.position }
        : { kind: 'none' };
  }
}
