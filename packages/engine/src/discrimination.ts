import type { DiscriminationControl, DiscriminationMethod } from './definition.ts';

/** A cup served in a discrimination test: a product, and which of its cups (1, 2 or 3) it is. */
export interface Cup {
  productId: string;
  occurrence: number;
}

export interface DiscriminationServing {
  /** Duo-trio's reference and A-not-A's familiarisation sample: shown as such rather than by a code. */
  reference: Cup | null;
  /** The coded cups, left to right. */
  cups: Cup[];
}

type Letter = 'A' | 'B';

/**
 * How a judge answers a method: by picking cups (`picks` of them, right when they are
 * the odd group of that size, the match of the reference or the stronger product, or
 * never for a preference or a 2-AC, whose `neither` word says that no cup is picked:
 * offered always, or when the test asks for it), by one of the method's words, stored as 1
 * for `storedAsOne` and 0 for the other, or by a point of the degree-of-difference scale.
 */
type MethodAnswer =
  | {
      picks: number;
      right: 'alike' | 'reference' | 'stronger' | null;
      neither?: { word: string; offered: 'always' | 'noPreference' };
    }
  | { words: readonly [string, string]; storedAsOne: string }
  | { rating: 'points' };

interface MethodRules {
  /**
   * The serving sequences, all of them, so that rotating through them judge after judge
   * balances which product is which and where each cup stands. A is the first product
   * (3-AFC: the stronger one), B the other.
   */
  sequences: Letter[][];
  /** Whether the first cup of a sequence is a reference shown as such rather than by a code. */
  reference: boolean;
  answer: MethodAnswer;
}

/** The judge's words of a same-different test: the two cups are the same product, or not. */
export const SAME = 'same';
export const DIFFERENT = 'different';
/** The judge's words of an A-not-A test. */
export const IS_A = 'A';
export const NOT_A = 'not-A';
/** A paired preference's "no preference": a hyphen keeps it apart from every sample code (letters and digits). */
export const NO_PREFERENCE = 'no-preference';
/** A 2-AC's "no difference", hyphenated for the same reason. */
export const NO_DIFFERENCE = 'no-difference';
/** The points of a degree-of-difference scale when its test does not say. */
export const DEFAULT_DIFFERENCE_POINTS = 4;

/**
 * One row per method. Triangle (ISO 4120: AAB ABA BAA ABB BAB BBA) and tetrad pick the odd
 * group (one cup, two alike); duo-trio lists the reference first; 3-AFC serves the stronger
 * once among two of the other; 2-out-of-5 serves every arrangement of two and three cups,
 * either product being the pair (20), hexad every arrangement of three and three (20);
 * same-different and degree of difference the four pairs AA BB AB BA; A-not-A the
 * familiarisation A, then A or B; paired preference and 2-AC the two orders AB BA.
 */
const METHODS: Record<DiscriminationMethod, MethodRules> = {
  triangle: { sequences: sequences('AAB ABA BAA ABB BAB BBA'), reference: false, answer: { picks: 1, right: 'alike' } },
  duoTrio: { sequences: sequences('AAB ABA BAB BBA'), reference: true, answer: { picks: 1, right: 'reference' } },
  twoAfc: { sequences: sequences('AB BA'), reference: false, answer: { picks: 1, right: 'stronger' } },
  tetrad: {
    sequences: sequences('AABB ABAB ABBA BAAB BABA BBAA'),
    reference: false,
    answer: { picks: 2, right: 'alike' },
  },
  threeAfc: { sequences: sequences('ABB BAB BBA'), reference: false, answer: { picks: 1, right: 'stronger' } },
  twoOutOfFive: {
    sequences: [...arrangements(2, 3), ...arrangements(3, 2)],
    reference: false,
    answer: { picks: 2, right: 'alike' },
  },
  hexad: { sequences: arrangements(3, 3), reference: false, answer: { picks: 3, right: 'alike' } },
  sameDifferent: {
    sequences: sequences('AA BB AB BA'),
    reference: false,
    answer: { words: [SAME, DIFFERENT], storedAsOne: DIFFERENT },
  },
  aNotA: { sequences: sequences('AA AB'), reference: true, answer: { words: [IS_A, NOT_A], storedAsOne: IS_A } },
  pairedPreference: {
    sequences: sequences('AB BA'),
    reference: false,
    answer: { picks: 1, right: null, neither: { word: NO_PREFERENCE, offered: 'noPreference' } },
  },
  twoAc: {
    sequences: sequences('AB BA'),
    reference: false,
    answer: { picks: 1, right: null, neither: { word: NO_DIFFERENCE, offered: 'always' } },
  },
  degreeOfDifference: { sequences: sequences('AA BB AB BA'), reference: false, answer: { rating: 'points' } },
};

function sequences(list: string): Letter[][] {
  return list.split(' ').map((sequence) => [...sequence] as Letter[]);
}

/** Every sequence of `a` A cups and `b` B cups, in alphabetical order. */
function arrangements(a: number, b: number): Letter[][] {
  if (a === 0 || b === 0) return [[...Array<Letter>(a).fill('A'), ...Array<Letter>(b).fill('B')]];
  return [
    ...arrangements(a - 1, b).map((rest): Letter[] => ['A', ...rest]),
    ...arrangements(a, b - 1).map((rest): Letter[] => ['B', ...rest]),
  ];
}

/**
 * How many codes the judge picks: the odd one, the match, the stronger, the group alike, the
 * preferred, the one more intense (2-AC); 0 when the judge answers in words or on a scale.
 */
export function cupsPicked(method: DiscriminationMethod): number {
  const answer = METHODS[method].answer;
  return 'picks' in answer ? answer.picks : 0;
}

/** The points of a degree-of-difference scale: 1 the two cups identical, the last very different. */
export function differencePoints(control: Pick<DiscriminationControl, 'points'>): number {
  return control.points ?? DEFAULT_DIFFERENCE_POINTS;
}

/**
 * The words a judge may answer with: same-different's and A-not-A's, a paired preference's
 * "no preference" when offered, a 2-AC's "no difference", a degree of difference's points
 * ("1" … "k"); none for the others.
 */
export function discriminationWords(
  control: Pick<DiscriminationControl, 'method' | 'noPreference' | 'points'>,
): readonly string[] {
  const answer = METHODS[control.method].answer;
  if ('words' in answer) return answer.words;
  if ('rating' in answer) return Array.from({ length: differencePoints(control) }, (_, point) => String(point + 1));
  if (answer.neither === undefined) return [];
  // The definition allows `noPreference` on a paired preference only.
  return answer.neither.offered === 'always' || control.noPreference === true ? [answer.neither.word] : [];
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
  return METHODS[method].sequences.length;
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

/** The products the letters stand for: A the first product (3-AFC: the stronger), B the other. */
function productsOfLetters(control: Pick<DiscriminationControl, 'method' | 'products' | 'stronger'>): [string, string] {
  const [first, second] = control.products;
  if (control.method !== 'threeAfc') return [first, second];
  return control.stronger === second ? [second, first] : [first, second];
}

/** The cups for the judge of the given rank, for one repetition (0 for the first), under the publication's rule. */
export function discriminationServing(
  control: Pick<DiscriminationControl, 'method' | 'products' | 'stronger'>,
  judgeRank: number,
  repetition = 0,
  repetitions = 1,
  rule: ServingRule = CURRENT_SERVING_RULE,
): DiscriminationServing {
  const { sequences, reference } = METHODS[control.method];
  const index = servingSequenceIndex(rule, sequences.length, judgeRank, repetition, repetitions);
  const [a, b] = productsOfLetters(control);
  const seen = { A: 0, B: 0 };
  const cups = (sequences[index] as Letter[]).map((letter): Cup => {
    seen[letter] += 1;
    return { productId: letter === 'A' ? a : b, occurrence: seen[letter] };
  });
  return reference ? { reference: cups[0] as Cup, cups: cups.slice(1) } : { reference: null, cups };
}

/** The cups of a control that need a code of their own: each product as many times as a sequence serves it. */
export function cupsToCode(control: Pick<DiscriminationControl, 'method' | 'products' | 'stronger'>): Cup[] {
  const [a, b] = productsOfLetters(control);
  const mostServed = (letter: Letter) =>
    Math.max(...METHODS[control.method].sequences.map((sequence) => sequence.filter((l) => l === letter).length));
  return [a, b].flatMap((productId, index) =>
    Array.from({ length: mostServed(index === 0 ? 'A' : 'B') }, (_, cup) => ({ productId, occurrence: cup + 1 })),
  );
}

/**
 * The number an answer is stored as, with the cups it is about:
 * - forced choice (triangle … hexad): 1 when right, 0 when wrong, about the cups picked;
 * - same-different: 1 for "different", 0 for "same", about the two cups served (their
 *   products tell a same pair from a different one: the 2 × 2 table);
 * - A-not-A: 1 for "A", 0 for "not A", about the cup served (A or not);
 * - paired preference: 1 or 2 for the first or second product of the test preferred, 0
 *   for no preference, about the cup picked;
 * - 2-AC: 1 or 2 for the first or second product of the test judged more intense, 0 for
 *   no difference, about the cup picked (the counts of sensR's twoAC);
 * - degree of difference: the point of the scale (1 identical … k very different, none
 *   without an answer), about the two cups served (a same or a different pair: sensR's dod).
 */
export function discriminationOutcome(
  control: Pick<DiscriminationControl, 'method' | 'products' | 'stronger'>,
  serving: DiscriminationServing,
  picked: readonly Cup[],
  words: readonly string[],
): { value: number | null; cups: readonly Cup[] } {
  const answer = METHODS[control.method].answer;
  if ('words' in answer) return { value: words[0] === answer.storedAsOne ? 1 : 0, cups: serving.cups };
  if ('rating' in answer) return { value: words[0] === undefined ? null : Number(words[0]), cups: serving.cups };
  if (answer.right === null) {
    const preferred = picked[0]?.productId;
    return { value: preferred === undefined ? 0 : control.products.indexOf(preferred) + 1, cups: picked };
  }
  return { value: isRightPick(control, answer.right, serving, picked) ? 1 : 0, cups: picked };
}

function isRightPick(
  control: Pick<DiscriminationControl, 'products' | 'stronger'>,
  right: 'alike' | 'reference' | 'stronger',
  serving: DiscriminationServing,
  picked: readonly Cup[],
): boolean {
  const products = new Set(picked.map((cup) => cup.productId));
  if (products.size !== 1) return false;
  const [product] = products;
  switch (right) {
    // The group alike is every cup of one product: the odd one of a triangle, the pair of a 2-out-of-5.
    case 'alike':
      return serving.cups.filter((cup) => cup.productId === product).length === picked.length;
    case 'reference':
      return product === serving.reference?.productId;
    case 'stronger':
      return product === control.stronger;
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
