import { describe, expect, it } from 'vitest';
import type { DiscriminationTest } from '@palate/stats';
import type { QuestionAnalysis } from '../src/results/question-analysis.ts';
import type { ScaleAnalysis } from '../src/results/scale-analysis.ts';
import { conclusionsOf, discriminationConclusion } from '../src/results/report/conclusions.ts';
import { conclusionSentence, powerSentence, reportFormat } from '../src/results/report/report-sentences.ts';
import { reportTexts } from '../src/results/report/report-texts.ts';

const where = { page: 'taste', control: 'sweet' };
const figures = (mean: number) => ({ mean, sd: 1, n: 12, bins: [0, 0, 0, 0, 0] });

function scale(pValue: number, tukey: ScaleAnalysis['tukey'], jar?: ScaleAnalysis['jar']): ScaleAnalysis {
  return {
    ...where,
    kind: 'scale',
    byProduct: { A: figures(4), B: figures(7.5), C: figures(4.2) },
    anova: [],
    productTest: { F: 9, df1: 2, df2: 22, pValue, errorTerm: 'Residuals', errorMeanSq: 1, errorDf: 22 },
    tukey,
    ...(jar ? { jar } : {}),
  };
}

function triangle(correct: number): DiscriminationTest {
  return {
    method: 'triangle',
    n: 24,
    correct,
    proportion: correct / 24,
    pValue: correct >= 13 ? 0.008 : 0.3,
    dPrime: 1,
    dPrimeSE: 0.3,
    criticalCorrect: { '0.05': 13, '0.01': 15, '0.001': 17 },
    similarity: { pd: 0.2, upperLimit: 0.4, confidence: 0.95 },
  };
}

const en = reportTexts('en');
const names = { product: (id: string) => `Juice ${id}`, term: (id: string) => id, question: 'Sweetness' };

describe('the conclusions of a report', () => {
  it('a significant scale: the highest product against those it differs from, bounded by the weakest difference', () => {
    const question = scale(0.001, [
      { first: 'B', second: 'A', difference: 3.5, pValue: 0.004 },
      { first: 'B', second: 'C', difference: 3.3, pValue: 0.006 },
      { first: 'A', second: 'C', difference: -0.2, pValue: 0.9 },
    ]);
    const [conclusion] = conclusionsOf(question);
    expect(conclusion).toEqual({ kind: 'higherThan', product: 'B', others: ['C', 'A'], pValue: 0.006 });
    expect(conclusionSentence(conclusion!, en, reportFormat('en'), names)).toBe(
      'Juice B scores higher than Juice C and Juice A on “Sweetness” (Tukey, p = 0.006).',
    );
  });

  it('a significant product effect that no pair carries', () => {
    const [conclusion] = conclusionsOf(scale(0.04, [{ first: 'B', second: 'A', difference: 1, pValue: 0.07 }]));
    expect(conclusion).toEqual({ kind: 'productEffect', pValue: 0.04 });
  });

  it('a non-significant scale, with the JAR level most judges find off', () => {
    const level = (proportion: number) => ({ proportion, meanDrop: null, weightedPenalty: null });
    const jar = {
      A: { tooLittle: level(0.1), justRight: level(0.6), tooMuch: level(0.3) },
      B: { tooLittle: level(0.45), justRight: level(0.45), tooMuch: level(0.1) },
    };
    const conclusions = conclusionsOf(scale(0.4, [], jar));
    expect(conclusions).toEqual([
      { kind: 'noDifference', pValue: 0.4 },
      { kind: 'jarOff', product: 'B', level: 'tooLittle', proportion: 0.45, meanDrop: null },
    ]);
    expect(conclusionSentence(conclusions[0]!, en, reportFormat('en'), names)).toBe(
      'No difference between the products is shown (p = 0.400).',
    );
    expect(conclusionSentence(conclusions[1]!, en, reportFormat('en'), names)).toBe(
      '45.0 % of the judges find Juice B “Too little”.',
    );
  });

  it('a JAR level in the scale’s own words, with the drop in liking when a liking question gives it', () => {
    const level = (proportion: number, meanDrop: number | null) => ({
      proportion,
      meanDrop,
      weightedPenalty: meanDrop === null ? null : meanDrop * proportion,
    });
    const jar = { A: { tooLittle: level(0.1, 0.5), justRight: level(0.55, null), tooMuch: level(0.35, 1.62) } };
    const [, conclusion] = conclusionsOf(scale(0.4, [], jar));
    expect(conclusion).toEqual({ kind: 'jarOff', product: 'A', level: 'tooMuch', proportion: 0.35, meanDrop: 1.62 });
    const side = (words: string) => () => words;
    expect(conclusionSentence(conclusion!, en, reportFormat('en'), { ...names, jarSide: side('Too sweet') })).toBe(
      '35.0 % of the judges find Juice A “Too sweet”; they like it 1.62 points less than those who find it just about right.',
    );
    for (const language of ['en', 'fr', 'ja', 'de', 'zh', 'es', 'pt'] as const) {
      const words = { ...names, jarSide: side('ZZ') };
      const sentence = conclusionSentence(conclusion!, reportTexts(language), reportFormat(language), words);
      expect(sentence).toContain('ZZ');
      expect(sentence).toContain(reportFormat(language).figure(1.62));
      expect(sentence).not.toMatch(/undefined|strong|fort|stark|fuerte|forte|強すぎ|太强/);
    }
  });

  it('sets a forced-choice test’s power reached against the answers planned, in the seven languages', () => {
    const power = { pd: 0.3, alpha: 0.05, reached: 0.2134, planned: { judges: 24, answers: 24, power: 0.7812 } };
    expect(powerSentence(power, en, reportFormat('en'))).toBe(
      'Power reached with these answers: 21.3 % to detect 30 % of distinguishers at α = 0.05; 78.1 % with the 24 answers planned.',
    );
    expect(powerSentence({ ...power, planned: null }, en, reportFormat('en'))).toBe(
      'Power reached with these answers: 21.3 % to detect 30 % of distinguishers at α = 0.05.',
    );
    for (const language of ['fr', 'ja', 'de', 'zh', 'es', 'pt'] as const) {
      const sentence = powerSentence(power, reportTexts(language), reportFormat(language));
      expect(sentence).toContain(reportFormat(language).percent(0.7812));
      expect(sentence).not.toContain('undefined');
    }
  });

  it('never writes a p-value as "0.00" nor "p = < 0.001"', () => {
    const [conclusion] = conclusionsOf(scale(0.00001, []));
    expect(conclusion).toEqual({ kind: 'productEffect', pValue: 0.00001 });
    for (const language of ['en', 'fr', 'ja', 'de', 'zh', 'es', 'pt'] as const) {
      const sentence = conclusionSentence(conclusion!, reportTexts(language), reportFormat(language), names);
      expect(sentence).toMatch(/p < 0[.,]001/);
      expect(sentence).not.toMatch(/0[.,]00(?!1)|= </);
    }
  });

  it('a discrimination test above and below the critical number', () => {
    const above = discriminationConclusion(triangle(14));
    expect(above).toMatchObject({ kind: 'discrimination', differs: true, correct: 14, needed: 13 });
    expect(conclusionSentence(above, en, reportFormat('en'), names)).toBe(
      '14 of 24 judges answered correctly, at least the 13 needed: the samples differ (p = 0.008).',
    );
    const below = discriminationConclusion(triangle(10));
    expect(below).toMatchObject({ kind: 'discrimination', differs: false, correct: 10, needed: 13 });
    expect(conclusionSentence(below, reportTexts('ja'), reportFormat('ja'), names)).toBe(
      '24 名中 10 名が正解し、必要な 13 名に届きません：差は認められません（p = 0.300）。',
    );
  });

  it('not enough data: a test without answers, a scale without a product test, a rank without complete blocks', () => {
    expect(discriminationConclusion({ insufficient: 'no answers' })).toEqual({ kind: 'notEnough' });
    const noTest: QuestionAnalysis = {
      ...scale(0.5, []),
      productTest: undefined,
      anova: { insufficient: 'single judge' },
    };
    expect(conclusionsOf(noTest)).toEqual([{ kind: 'notEnough' }]);
    const rank: QuestionAnalysis = {
      ...where,
      kind: 'rank',
      rankSums: {},
      blocks: 0,
      friedman: { insufficient: 'fewer than two complete judges' },
      lsd: null,
      pairs: [],
    };
    expect(conclusionsOf(rank)).toEqual([{ kind: 'notEnough' }]);
    expect(conclusionSentence({ kind: 'notEnough' }, reportTexts('fr'), reportFormat('fr'), names)).toBe(
      'Pas assez de données pour conclure.',
    );
  });

  it('CATA terms that differ by Cochran’s Q, and none', () => {
    const cata = (pSour: number): QuestionAnalysis => ({
      ...where,
      kind: 'multiple',
      counts: { A: { sour: 9, sweet: 3 }, B: { sour: 2, sweet: 4 } },
      cochranQ: { sour: { statistic: 7, df: 1, pValue: pSour }, sweet: { statistic: 0.2, df: 1, pValue: 0.6 } },
    });
    expect(conclusionsOf(cata(0.01))).toEqual([{ kind: 'termsDiffer', terms: ['sour'] }]);
    expect(conclusionsOf(cata(0.2))).toEqual([{ kind: 'termsAlike' }]);
  });

  it('an A-not-A test: told apart at 5 % with d′, or not shown; not enough without both kinds of sample', () => {
    const aNotA = (pValue: number, dPrime: number | null): QuestionAnalysis => ({
      ...where,
      kind: 'discrimination',
      method: 'aNotA',
      aNotA: { hits: 15, a: 20, falseAlarms: 5, notA: 20, estimates: { dPrime, dPrimeSE: 0.4, pValue } },
    });
    const [told] = conclusionsOf(aNotA(0.002, 1.35));
    expect(told).toEqual({ kind: 'aNotA', differs: true, pValue: 0.002, dPrime: 1.35 });
    expect(conclusionSentence(told!, en, reportFormat('en'), names)).toBe(
      'The judges tell A from not-A (Fisher, p = 0.002, d′ = 1.35).',
    );
    const [notTold] = conclusionsOf(aNotA(0.3, null));
    expect(notTold).toEqual({ kind: 'aNotA', differs: false, pValue: 0.3, dPrime: null });
    expect(conclusionSentence(notTold!, reportTexts('fr'), reportFormat('fr'), names)).toBe(
      'Les juges ne distinguent pas A de non-A : aucune différence n’est mise en évidence (Fisher, p = 0,300).',
    );
    const missing: QuestionAnalysis = {
      ...where,
      kind: 'discrimination',
      method: 'aNotA',
      aNotA: { hits: 3, a: 5, falseAlarms: 0, notA: 0, estimates: { insufficient: 'no not-A samples' } },
    };
    expect(conclusionsOf(missing)).toEqual([{ kind: 'notEnough' }]);
  });

  it('a same-different test: τ and δ, described without a test', () => {
    const question: QuestionAnalysis = {
      ...where,
      kind: 'discrimination',
      method: 'sameDifferent',
      sameDifferent: { sameSame: 8, diffSame: 4, sameDiff: 5, diffDiff: 9, estimates: { tau: 1.2, delta: null } },
    };
    const [conclusion] = conclusionsOf(question);
    expect(conclusion).toEqual({ kind: 'sameDifferent', tau: 1.2, delta: null });
    expect(conclusionSentence(conclusion!, en, reportFormat('en'), names)).toBe(
      'Criterion τ = 1.20, sensory difference δ = ∞. These are descriptive estimates: no significance test is made for the same-different test.',
    );
  });

  it('a paired preference: the product preferred at 5 %, or none shown; not enough without preferences', () => {
    const preference = (first: number, second: number, pValue: number): QuestionAnalysis => ({
      ...where,
      kind: 'discrimination',
      method: 'pairedPreference',
      preference: {
        products: ['A', 'B'],
        first,
        second,
        noPreference: 3,
        test: { n: first + second, proportionFirst: first / (first + second), pValue },
      },
    });
    const [preferred] = conclusionsOf(preference(5, 20, 0.004));
    expect(preferred).toEqual({ kind: 'preferred', product: 'B', other: 'A', pValue: 0.004 });
    expect(conclusionSentence(preferred!, en, reportFormat('en'), names)).toBe(
      'Juice B is preferred to Juice A (two-sided binomial, p = 0.004).',
    );
    const [none] = conclusionsOf(preference(12, 10, 0.83));
    expect(none).toEqual({ kind: 'noPreference', pValue: 0.83 });
    expect(conclusionSentence(none!, en, reportFormat('en'), names)).toBe(
      'No preference between the products is shown (two-sided binomial, p = 0.830).',
    );
    const empty: QuestionAnalysis = {
      ...where,
      kind: 'discrimination',
      method: 'pairedPreference',
      preference: {
        products: ['A', 'B'],
        first: 0,
        second: 0,
        noPreference: 4,
        test: { insufficient: 'no preference expressed' },
      },
    };
    expect(conclusionsOf(empty)).toEqual([{ kind: 'notEnough' }]);
  });

  it('every new conclusion has its sentence in the seven languages', () => {
    const conclusions = [
      { kind: 'aNotA', differs: true, pValue: 0.01, dPrime: 1 },
      { kind: 'aNotA', differs: false, pValue: 0.4, dPrime: null },
      { kind: 'sameDifferent', tau: 1, delta: 0.5 },
      { kind: 'preferred', product: 'A', other: 'B', pValue: 0.02 },
      { kind: 'noPreference', pValue: 0.5 },
    ] as const;
    for (const language of ['en', 'fr', 'ja', 'de', 'zh', 'es', 'pt'] as const) {
      for (const conclusion of conclusions) {
        const sentence = conclusionSentence(conclusion, reportTexts(language), reportFormat(language), names);
        expect(sentence.length).toBeGreaterThan(10);
        expect(sentence).not.toContain('undefined');
      }
      expect(reportTexts(language).methods.pairedPreference).toBeTruthy();
    }
  });
});
