import type { DiscriminationControl, DiscriminationMethod } from './definition.ts';

/** A cup served in a discrimination test: a product, and which of its cups (1 or 2) it is. */
export interface Cup {
  productId: string;
  occurrence: 1 | 2;
}

export interface DiscriminationServing {
  /** Duo-trio only: the reference, shown as such rather than by a code. */
  reference: Cup | null;
  /** The coded cups, left to right. */
  cups: Cup[];
}

type Letter = 'A' | 'B';

/**
 * The serving sequences of each method, all of them, so that rotating through them
 * judge after judge balances which product is the odd one and where each cup stands
 * (ISO 4120 triangle: AAB ABA BAA ABB BAB BBA). Duo-trio lists the reference first.
 */
const SEQUENCES: Record<DiscriminationMethod, Letter[][]> = {
  triangle: ['AAB', 'ABA', 'BAA', 'ABB', 'BAB', 'BBA'].map(letters),
  duoTrio: ['AAB', 'ABA', 'BAB', 'BBA'].map(letters),
  twoAfc: ['AB', 'BA'].map(letters),
  tetrad: ['AABB', 'ABAB', 'ABBA', 'BAAB', 'BABA', 'BBAA'].map(letters),
};

function letters(sequence: string): Letter[] {
  return [...sequence] as Letter[];
}

/** How many codes the judge picks: the odd one, the match, the stronger, or the two alike. */
export function cupsPicked(method: DiscriminationMethod): number {
  return method === 'tetrad' ? 2 : 1;
}

/**
 * Which rule picks a judge's serving sequence in each repetition. A publication keeps the
 * rule it was published with, so the orders of runs already served never change.
 * - 1 (publications made before rule 2): judge after judge and repetition after
 *   repetition walk through the sequences together, `(rank × repetitions + repetition)
 *   mod L`. Only the pooled repetitions are balanced; a repetition on its own may serve
 *   some sequences only.
 * - 2: `(rank + repetition) mod L`, as the Williams design rotates its rows. Every
 *   repetition on its own is balanced over any L consecutive judges, and a judge gets L
 *   different sequences in their first L repetitions; beyond L repetitions the turn
 *   starts again, so each judge gets every sequence ⌊R / L⌋ or ⌈R / L⌉ times.
 */
export type ServingRule = 1 | 2;

/** The rule given to publications made now. */
export const CURRENT_SERVING_RULE: ServingRule = 2;

/** How many serving sequences a method turns through: L judges make one balanced block. */
export function servingSequenceCount(method: DiscriminationMethod): number {
  return SEQUENCES[method].length;
}

/** Where in the method's sequences the judge of the given rank stands in a repetition (0 for the first). */
function servingSequenceIndex(
  rule: ServingRule,
  sequenceCount: number,
  judgeRank: number,
  repetition: number,
  repetitions: number,
): number {
  const step = rule === 1 ? judgeRank * repetitions + repetition : judgeRank + repetition;
  return step % sequenceCount;
}

/** The cups for the judge of the given rank, for one repetition (0 for the first), under the publication's rule. */
export function discriminationServing(
  control: Pick<DiscriminationControl, 'method' | 'products'>,
  judgeRank: number,
  repetition = 0,
  repetitions = 1,
  rule: ServingRule = CURRENT_SERVING_RULE,
): DiscriminationServing {
  const sequences = SEQUENCES[control.method];
  const index = servingSequenceIndex(rule, sequences.length, judgeRank, repetition, repetitions);
  const sequence = sequences[index] as Letter[];
  const seen = { A: 0, B: 0 };
  const cups = sequence.map((letter): Cup => {
    seen[letter] += 1;
    return { productId: control.products[letter === 'A' ? 0 : 1], occurrence: seen[letter] as 1 | 2 };
  });
  return control.method === 'duoTrio' ? { reference: cups[0] as Cup, cups: cups.slice(1) } : { reference: null, cups };
}

/** The cups of a control that need a code of their own: each product at most twice. */
export function cupsToCode(control: Pick<DiscriminationControl, 'method' | 'products'>): Cup[] {
  const twice = control.method === 'twoAfc' ? [] : ([2] as const);
  return control.products.flatMap((productId) =>
    [1 as const, ...twice].map((occurrence) => ({ productId, occurrence })),
  );
}

/** Whether the cups the judge picked are the right answer of the method. */
export function isCorrectPick(
  control: Pick<DiscriminationControl, 'method' | 'products' | 'stronger'>,
  serving: DiscriminationServing,
  picked: readonly Cup[],
): boolean {
  const products = picked.map((cup) => cup.productId);
  const counts = new Map<string, number>();
  for (const cup of serving.cups) counts.set(cup.productId, (counts.get(cup.productId) ?? 0) + 1);
  switch (control.method) {
    case 'triangle':
      return products.length === 1 && counts.get(products[0] as string) === 1;
    case 'duoTrio':
      return products.length === 1 && products[0] === serving.reference?.productId;
    case 'twoAfc':
      return products.length === 1 && products[0] === control.stronger;
    case 'tetrad':
      return products.length === 2 && products[0] === products[1];
  }
}

/**
 * A control as the judge's client may see it: a discrimination test names its products,
 * which the judge must not learn, so they become the neutral A and B (the cups carry
 * their codes, with no link back to A or B).
 */
export function blindControl<T extends { kind: string }>(control: T): T {
  if (control.kind !== 'discrimination') return control;
  const test = control as unknown as DiscriminationControl;
  const blinded: DiscriminationControl = {
    ...test,
    products: ['A', 'B'],
    ...(test.stronger === undefined ? {} : { stronger: 'A' }),
  };
  return blinded as unknown as T;
}
