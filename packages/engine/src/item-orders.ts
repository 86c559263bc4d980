import type { Control, Page, Questionnaire } from './definition.ts';
import { williamsSquare } from './design.ts';
import { randomInt, seededRandom, shuffle, textHash, type Random } from './random.ts';
import type { JudgePlan, PageInstance } from './sequence.ts';

// Randomised orders of a page's controls and of a choice list's choices, balanced across
// judges as labs balance attribute and CATA orders (MacFie et al. 1989): the rows of a
// Williams square over the items that move, taken judge after judge, rather than
// independent shuffles, so each item takes each place equally often (±1) over any number
// of judges. Its own module, loaded only where a questionnaire randomises.

/**
 * A list's items in the order of one row of its design: the items marked fixed stay in
 * their places, the others fill the remaining places in the order of the Williams square's
 * row (`row` modulo the square's rows). Which item each symbol of the square stands for is
 * drawn once from `listSeed`, as products are assigned to a presentation design's symbols.
 */
export function balancedOrder<T>(
  items: readonly T[],
  isFixed: (item: T) => boolean,
  listSeed: number,
  row: number,
): T[] {
  if (!Number.isInteger(row) || row < 0) throw new RangeError(`a design row is a whole number from 0, got ${row}`);
  const places = items.flatMap((item, index) => (isFixed(item) ? [] : [index]));
  if (places.length < 2) return [...items];
  const symbols = shuffle(
    places.map((index) => items[index] as T),
    seededRandom(listSeed),
  );
  const square = williamsSquare(places.length);
  const symbolsInRow = square[row % square.length] as number[];
  const ordered = [...items];
  places.forEach((index, place) => {
    ordered[index] = symbols[symbolsInRow[place] as number] as T;
  });
  return ordered;
}

/**
 * Where a screen stands in a judge's run, for the order of its lists: the judge's design
 * row (their rank in the publication), the repetition (from 1), the sample's place in the
 * judge's order of that repetition (null on a screen without a sample), and how many
 * samples and repetitions each judge is served.
 */
export interface OrderPlace {
  judgeRank: number;
  repetition: number;
  repetitions: number;
  sampleIndex: number | null;
  samplesPerRepetition: number;
}

/**
 * The design row a list takes on a screen. Per judge (the default), the judge's rank, so a
 * judge keeps their order on every sample and repetition. Per sample, each screen of a
 * sample takes the next row after the judge's previous sample, counting through the
 * judges' samples one judge after another: the (judge, sample) pairs of any number of
 * judges then run through the square's rows in turn, so they are balanced as the judges
 * are. A screen without a sample (a page answered once, an ideal screen) takes the judge's row.
 */
export function orderRow(orderPer: 'judge' | 'sample' | undefined, place: OrderPlace): number {
  if (orderPer !== 'sample' || place.sampleIndex === null) return place.judgeRank;
  const occasion = place.judgeRank * place.repetitions + (place.repetition - 1);
  return occasion * place.samplesPerRepetition + place.sampleIndex;
}

/**
 * A publication's seed for its random orders, drawn once when it is published (from the
 * injected random source, as its products' symbols are) and kept with it: every order of
 * its lists follows from it, so a judge's screens are the same at each visit and offline.
 */
export function drawOrderSeed(random: Random): number {
  return randomInt(random, 0, 0xffffffff);
}

/** A list's own seed in a publication: the publication's seed mixed with the list's name. */
export function listSeed(publicationSeed: number, listName: string): number {
  return (textHash(listName) ^ Math.imul(publicationSeed >>> 0, 0x9e3779b1)) >>> 0;
}

/** The orders of a screen's lists that a definition randomises, as ids; null where it keeps the order written. */
export interface ScreenOrders {
  controls: string[] | null;
  /** The choice ids of each single or multiple choice in random order, by control id. */
  choices: Record<string, string[]>;
}

/**
 * The orders of a page's controls and choices on one screen of a judge's run, from the
 * publication's seed (a number drawn once when it is published). Give the page as defined,
 * with all its controls, also for an ideal screen: the ideal scales then keep the places
 * they have on the judge's sample screens.
 */
export function screenOrders(
  page: Pick<Page, 'id' | 'order' | 'orderPer' | 'controls'>,
  place: OrderPlace,
  publicationSeed: number,
): ScreenOrders {
  const controls =
    page.order === 'random'
      ? balancedOrder(
          page.controls,
          (control) => control.fixed === true,
          listSeed(publicationSeed, page.id),
          orderRow(page.orderPer, place),
        ).map((control) => control.id)
      : null;
  const choices: Record<string, string[]> = {};
  for (const control of page.controls) {
    if ((control.kind !== 'single' && control.kind !== 'multiple') || control.order !== 'random') continue;
    choices[control.id] = balancedOrder(
      control.choices,
      (choice) => choice.fixed === true,
      listSeed(publicationSeed, `${page.id}/${control.id}`),
      orderRow(control.orderPer, place),
    ).map((choice) => choice.id);
  }
  return { controls, choices };
}

/** A screen's place for its orders, from the judge's plan (their rank and orders by repetition). */
export function orderPlaceOf(
  definition: Pick<Questionnaire, 'products'>,
  instance: PageInstance,
  plan: Pick<JudgePlan, 'judgeRank' | 'orders'>,
): OrderPlace {
  const order = plan.orders[instance.repetition - 1] ?? [];
  const productIndex = definition.products.findIndex((product) => product.id === instance.productId);
  const sampleIndex = instance.productId === null ? -1 : order.indexOf(productIndex);
  return {
    judgeRank: plan.judgeRank,
    repetition: instance.repetition,
    repetitions: plan.orders.length,
    sampleIndex: sampleIndex === -1 ? null : sampleIndex,
    samplesPerRepetition: order.length,
  };
}

/** A page with its controls and choices in a screen's orders (ids the orders do not list keep their places after). */
export function orderedPage<P extends Pick<Page, 'controls'>>(page: P, orders: ScreenOrders): P {
  const controls = orders.controls === null ? page.controls : inOrder(page.controls, orders.controls);
  return {
    ...page,
    controls: controls.map((control): Control => {
      const choiceOrder = orders.choices[control.id];
      if (choiceOrder === undefined || (control.kind !== 'single' && control.kind !== 'multiple')) return control;
      return { ...control, choices: inOrder(control.choices, choiceOrder) };
    }),
  };
}

function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const rank = (item: T) => {
    const index = ids.indexOf(item.id);
    return index === -1 ? ids.length : index;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}
