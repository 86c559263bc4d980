import { isInsufficient, type DiscriminationTest, type Insufficient } from '@palate/stats';
import type { ChoiceAnalysis } from '../choice-analysis.ts';
import type { QuestionAnalysis } from '../question-analysis.ts';
import type { RankAnalysis } from '../rank-analysis.ts';
import type { ScaleAnalysis } from '../scale-analysis.ts';
import type {
  ANotAFigures,
  DegreeOfDifferenceFigures,
  PreferenceFigures,
  SameDifferentFigures,
  TwoAcFigures,
} from '../discrimination-analysis.ts';

/** Significance level of every conclusion, as on the results page. */
const ALPHA = 0.05;
/** A JAR level is worth a sentence when at least this share of judges is on it (the usual 20 % of penalty analysis). */
const JAR_NOTABLE = 0.2;

/**
 * What the figures of a question say, as parts of a sentence: products by id, p-values
 * unrounded. `report-sentences.ts` puts them into words in the leader's language.
 */
export type Conclusion =
  | { kind: 'notEnough' }
  | { kind: 'higherThan' | 'lowerThan'; product: string; others: string[]; pValue: number }
  | { kind: 'productEffect'; pValue: number }
  | { kind: 'noDifference'; pValue: number }
  | { kind: 'discrimination'; differs: boolean; correct: number; n: number; needed: number; pValue: number }
  /** A-not-A: Fisher's one-sided p, and d′ where both proportions are strictly between 0 and 1. */
  | { kind: 'aNotA'; differs: boolean; pValue: number; dPrime: number | null }
  /** Same-different: τ and δ (null when infinite), descriptive only: no test. */
  | { kind: 'sameDifferent'; tau: number | null; delta: number | null }
  /** Paired preference, two-sided binomial: the product preferred to the other, or none shown. */
  | { kind: 'preferred'; product: string; other: string; pValue: number }
  | { kind: 'noPreference'; pValue: number }
  /** 2-AC, two-sided likelihood root: the product judged more intense than the other. */
  | { kind: 'moreIntense'; product: string; other: string; pValue: number }
  /** Degree of difference, one-sided likelihood root: the different pairs rated further apart than the same pairs. */
  | { kind: 'pairsDiffer'; pValue: number; dPrime: number }
  | { kind: 'rankedFirst'; product: string; others: string[]; pValue: number }
  | { kind: 'ranksAlike'; pValue: number }
  | { kind: 'termsDiffer'; terms: string[] }
  | { kind: 'termsAlike' }
  /** A JAR level that many judges are on, with their mean drop in liking (null without a liking question). */
  | { kind: 'jarOff'; product: string; level: 'tooLittle' | 'tooMuch'; proportion: number; meanDrop: number | null };

/** The conclusions of one analysed question: none for kinds that have no test (text, pictures, curves). */
export function conclusionsOf(question: QuestionAnalysis): Conclusion[] {
  switch (question.kind) {
    case 'discrimination':
      return [discriminationConclusion(question)];
    case 'scale':
      return scaleConclusions(question);
    case 'rank':
      return [rankConclusion(question)];
    case 'multiple':
      return question.cochranQ ? [cataConclusion(question.cochranQ)] : [];
    default:
      return [];
  }
}

/** The figures of any discrimination or preference method, of one question or pooled. */
export type DiscriminationFiguresOf =
  | DiscriminationTest
  | SameDifferentFigures
  | ANotAFigures
  | PreferenceFigures
  | TwoAcFigures
  | DegreeOfDifferenceFigures
  | Insufficient;

/**
 * What a discrimination or preference test says: forced choice above or below the number of
 * correct answers needed at 5 % (ISO 4120); A-not-A by Fisher's p; same-different by its
 * estimates alone; paired preference by its two-sided binomial p; 2-AC and degree of
 * difference by their likelihood-root p (sensR's twoAC two-sided, dod one-sided).
 */
export function discriminationConclusion(figures: DiscriminationFiguresOf): Conclusion {
  if (isInsufficient(figures)) return { kind: 'notEnough' };
  if ('sameDifferent' in figures) {
    const estimates = figures.sameDifferent.estimates;
    if (isInsufficient(estimates)) return { kind: 'notEnough' };
    return { kind: 'sameDifferent', tau: estimates.tau, delta: estimates.delta };
  }
  if ('aNotA' in figures) {
    const estimates = figures.aNotA.estimates;
    if (isInsufficient(estimates)) return { kind: 'notEnough' };
    return {
      kind: 'aNotA',
      differs: estimates.pValue < ALPHA,
      pValue: estimates.pValue,
      dPrime: estimates.dPrime,
    };
  }
  if ('preference' in figures) return preferenceConclusion(figures.preference);
  if ('twoAc' in figures) return twoAcConclusion(figures.twoAc);
  if ('degreeOfDifference' in figures) {
    const estimates = figures.degreeOfDifference.estimates;
    if (isInsufficient(estimates)) return { kind: 'notEnough' };
    if (estimates.pValue >= ALPHA) return { kind: 'noDifference', pValue: estimates.pValue };
    return { kind: 'pairsDiffer', pValue: estimates.pValue, dPrime: estimates.dPrime };
  }
  const needed = figures.criticalCorrect['0.05'];
  if (needed === null) return { kind: 'notEnough' };
  return {
    kind: 'discrimination',
    differs: figures.correct >= needed,
    correct: figures.correct,
    n: figures.n,
    needed,
    pValue: figures.pValue,
  };
}

function preferenceConclusion(preference: PreferenceFigures['preference']): Conclusion {
  const { test, products } = preference;
  if (isInsufficient(test)) return { kind: 'notEnough' };
  if (test.pValue >= ALPHA) return { kind: 'noPreference', pValue: test.pValue };
  const [first, second] = products;
  const [product, other] = test.proportionFirst > 0.5 ? [first, second] : [second, first];
  return { kind: 'preferred', product, other, pValue: test.pValue };
}

function twoAcConclusion(twoAc: TwoAcFigures['twoAc']): Conclusion {
  const { estimates, products, preferA, preferB } = twoAc;
  if (isInsufficient(estimates)) return { kind: 'notEnough' };
  if (estimates.pValue >= ALPHA) return { kind: 'noDifference', pValue: estimates.pValue };
  const [first, second] = products;
  const [product, other] = preferA > preferB ? [first, second] : [second, first];
  return { kind: 'moreIntense', product, other, pValue: estimates.pValue };
}

function scaleConclusions(question: ScaleAnalysis): Conclusion[] {
  const jar = jarConclusion(question.jar);
  const test = question.productTest;
  if (!test) return [{ kind: 'notEnough' }, ...jar];
  if (test.pValue >= ALPHA) return [{ kind: 'noDifference', pValue: test.pValue }, ...jar];
  const means = Object.entries(question.byProduct).flatMap(([product, d]) =>
    isInsufficient(d) ? [] : [{ product, mean: d.adjustedMean ?? d.mean }],
  );
  const ordered = means.sort((a, b) => b.mean - a.mean);
  const pairs = (question.tukey ?? []).filter((pair) => pair.pValue < ALPHA);
  for (const [end, kind] of [
    [ordered[0], 'higherThan'],
    [ordered.at(-1), 'lowerThan'],
  ] as const) {
    if (!end) continue;
    const against = pairs.filter((pair) => pair.first === end.product || pair.second === end.product);
    if (against.length === 0) continue;
    const others = ordered
      .map((m) => m.product)
      .filter((product) => against.some((pair) => pair.first === product || pair.second === product))
      .filter((product) => product !== end.product);
    // The weakest of the differences cited bounds the sentence's p.
    return [{ kind, product: end.product, others, pValue: Math.max(...against.map((p) => p.pValue)) }, ...jar];
  }
  return [{ kind: 'productEffect', pValue: test.pValue }, ...jar];
}

/** The product and side of the just-about-right scale that most judges find off, when enough do. */
function jarConclusion(jar: ScaleAnalysis['jar']): Conclusion[] {
  let worst: Extract<Conclusion, { kind: 'jarOff' }> | undefined;
  for (const [product, penalty] of Object.entries(jar ?? {})) {
    if (isInsufficient(penalty)) continue;
    for (const level of ['tooLittle', 'tooMuch'] as const) {
      const proportion = penalty[level].proportion;
      if (proportion >= JAR_NOTABLE && proportion > (worst?.proportion ?? 0)) {
        worst = { kind: 'jarOff', product, level, proportion, meanDrop: penalty[level].meanDrop };
      }
    }
  }
  return worst ? [worst] : [];
}

function rankConclusion(question: RankAnalysis): Conclusion {
  const test = question.durbin ?? question.friedman;
  if (isInsufficient(test)) return { kind: 'notEnough' };
  if (test.pValue >= ALPHA) return { kind: 'ranksAlike', pValue: test.pValue };
  const first = Object.entries(question.rankSums).sort((a, b) => a[1] - b[1])[0]?.[0];
  const others = question.pairs
    .filter((pair) => pair.significant && (pair.first === first || pair.second === first))
    .map((pair) => (pair.first === first ? pair.second : pair.first));
  if (first === undefined || others.length === 0) return { kind: 'productEffect', pValue: test.pValue };
  return { kind: 'rankedFirst', product: first, others, pValue: test.pValue };
}

function cataConclusion(cochranQ: NonNullable<ChoiceAnalysis['cochranQ']>): Conclusion {
  const tests = Object.entries(cochranQ).flatMap(([term, q]) => (isInsufficient(q) ? [] : [{ term, q }]));
  if (tests.length === 0) return { kind: 'notEnough' };
  const terms = tests.filter((test) => test.q.pValue < ALPHA).map((test) => test.term);
  return terms.length > 0 ? { kind: 'termsDiffer', terms } : { kind: 'termsAlike' };
}
