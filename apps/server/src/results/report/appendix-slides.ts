import { isInsufficient } from '@palate/stats';
import type { QuestionAnalysis } from '../question-analysis.ts';
import type { ScaleAnalysis } from '../scale-analysis.ts';
import { BODY, bodyCell, contentSlide, headCell, pagedTableOptions, type ReportContext } from './report-deck.ts';

const ALPHA = 0.05;

/** The test of a question in a few words, and its p-value ('–' where the kind has none). */
function testSummary(context: ReportContext, question: QuestionAnalysis): [string, string] {
  const { texts, format, labels } = context;
  switch (question.kind) {
    case 'discrimination': {
      const method = texts.methods[question.method];
      if (isInsufficient(question)) return [`${method}: ${texts.notEnoughData}`, '–'];
      if ('sameDifferent' in question) {
        const { estimates } = question.sameDifferent;
        if (isInsufficient(estimates)) return [`${method}: ${texts.notEnoughData}`, '–'];
        return [`${method}: ${texts.tauDelta(format.estimate(estimates.tau), format.estimate(estimates.delta))}`, '–'];
      }
      if ('aNotA' in question) {
        const { hits, a, falseAlarms, notA, estimates } = question.aNotA;
        const counts = `${method}: ${texts.aNotAOf(hits, a, falseAlarms, notA)}`;
        return isInsufficient(estimates) ? [counts, '–'] : [counts, format.pValue(estimates.pValue)];
      }
      if ('preference' in question) {
        const { products, first, second, noPreference, test } = question.preference;
        const counts = `${method}: ${format.list([
          `${labels.product(products[0])} ${first}`,
          `${labels.product(products[1])} ${second}`,
          `${texts.noPreference} ${noPreference}`,
        ])}`;
        return isInsufficient(test) ? [counts, '–'] : [counts, format.pValue(test.pValue)];
      }
      if ('twoAc' in question) {
        const { products, preferA, noDifference, preferB, estimates } = question.twoAc;
        const counts = `${method}: ${format.list([
          `${texts.moreIntenseAnswer(labels.product(products[0]))} ${preferA}`,
          `${texts.noDifferenceAnswer} ${noDifference}`,
          `${texts.moreIntenseAnswer(labels.product(products[1]))} ${preferB}`,
        ])}`;
        return isInsufficient(estimates) ? [counts, '–'] : [counts, format.pValue(estimates.pValue)];
      }
      if ('degreeOfDifference' in question) {
        const { estimates } = question.degreeOfDifference;
        if (isInsufficient(estimates)) return [`${method}: ${texts.notEnoughData}`, '–'];
        return [`${method}: d′ = ${format.estimate(estimates.dPrime)}`, format.pValue(estimates.pValue)];
      }
      return [
        `${method}: ${texts.correctOf(question.correct, question.n, question.criticalCorrect['0.05'])}`,
        format.pValue(question.pValue),
      ];
    }
    case 'scale':
      if (!question.productTest) return [texts.notEnoughData, '–'];
      return [
        texts.anovaTest(format.figure(question.productTest.F), question.productTest.df1, question.productTest.df2),
        format.pValue(question.productTest.pValue),
      ];
    case 'rank': {
      const durbin = question.durbin;
      const test = durbin ?? question.friedman;
      if (isInsufficient(test)) return [texts.notEnoughData, '–'];
      const words = durbin ? texts.durbinTest : texts.friedmanTest;
      return [words(format.figure(test.statistic), test.df), format.pValue(test.pValue)];
    }
    case 'multiple': {
      if (!question.cochranQ) return ['–', '–'];
      const tests = Object.values(question.cochranQ);
      const differing = tests.filter((q) => !isInsufficient(q) && q.pValue < ALPHA).length;
      return [texts.cochranTest(differing, tests.length), '–'];
    }
    default:
      return ['–', '–'];
  }
}

/** The appendix: every question's test in a table, then the scales' means per product. */
export function addAppendixSlides(context: ReportContext, questions: QuestionAnalysis[], products: string[]): void {
  const { texts, labels, format } = context;
  const tests = contentSlide(context, texts.appendix);
  tests.addTable(
    [
      [headCell(texts.question), headCell(texts.test), headCell(texts.pValue)],
      ...questions.map((question) => {
        const [test, p] = testSummary(context, question);
        return [bodyCell(labels.question(question.page, question.control)), bodyCell(test), bodyCell(p)];
      }),
    ],
    pagedTableOptions(context, [5.5, 5.63, 1.2]),
  );
  const scales = questions.filter((q): q is ScaleAnalysis => q.kind === 'scale');
  if (scales.length === 0 || products.length === 0) return;
  // Products as columns while they fit across a slide; a wide study keeps its first ones.
  const shown = products.slice(0, 8);
  const questionWidth = 4;
  const productWidth = (BODY.w - questionWidth) / shown.length;
  const means = contentSlide(context, `${texts.appendix}: ${texts.means}`);
  means.addTable(
    [
      [headCell(texts.question), ...shown.map((product) => headCell(labels.product(product)))],
      ...scales.map((question) => [
        bodyCell(labels.question(question.page, question.control)),
        ...shown.map((product) => {
          const d = question.byProduct[product];
          if (!d || isInsufficient(d)) return bodyCell('–');
          return bodyCell(`${format.figure(d.adjustedMean ?? d.mean)}${d.group ? ` ${d.group}` : ''}`);
        }),
      ]),
    ],
    pagedTableOptions(context, [questionWidth, ...shown.map(() => productWidth)]),
  );
}
