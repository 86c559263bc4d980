import { pValueStatement, pValueText } from '@palate/engine';
import type { PowerReached } from '../discrimination-power.ts';
import type { Conclusion } from './conclusions.ts';
import type { ReportTexts } from './texts/en.ts';

/** How the report writes numbers, lists and p-values in its language. */
export function reportFormat(language: string) {
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const decimals = (digits: number) =>
    new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const one = decimals(1);
  const two = decimals(2);
  return {
    list: (items: string[]) => list.format(items),
    /** A figure to two decimals (the report is read, not computed from: the workbook keeps them unrounded). */
    figure: (value: number) => two.format(value),
    percent: (share: number) => one.format(share * 100),
    /** A number as the language writes it, with the decimals it has (α = 0.05). */
    number: (value: number) => new Intl.NumberFormat(language).format(value),
    /** An estimate that may be infinite (null), as the console shows it. */
    estimate: (value: number | null) => (value === null ? '∞' : two.format(value)),
    /** A p-value in a sentence, as every result writes it: "p < 0.001" or "p = 0.042". */
    p: (pValue: number) => pValueStatement(pValue, language),
    /** A p-value in a table's p column: "< 0.001" or "0.042". */
    pValue: (pValue: number) => pValueText(pValue, language),
    date: (epochMs: number) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(epochMs),
  };
}
export type ReportFormat = ReturnType<typeof reportFormat>;

/** A forced-choice test's power with the answers received and, with a target of judges, with those planned. */
export function powerSentence(power: PowerReached, texts: ReportTexts, format: ReportFormat): string {
  const planned = power.planned && { answers: power.planned.answers, power: format.percent(power.planned.power) };
  return texts.powerReached(
    format.percent(power.reached),
    format.number(Math.round(power.pd * 100)),
    format.number(power.alpha),
    planned,
  );
}

/** A conclusion in words: products by name, the question by its label. */
export function conclusionSentence(
  conclusion: Conclusion,
  texts: ReportTexts,
  format: ReportFormat,
  names: {
    product: (id: string) => string;
    term: (id: string) => string;
    question: string;
    /** A JAR scale's own words for a side ("Too sweet"), its point next to "just about right". */
    jarSide?: (level: 'tooLittle' | 'tooMuch') => string;
  },
): string {
  const products = (ids: string[]) => format.list(ids.map(names.product));
  switch (conclusion.kind) {
    case 'notEnough':
      return texts.notEnoughData;
    case 'higherThan':
    case 'lowerThan':
      return texts[conclusion.kind](
        names.product(conclusion.product),
        products(conclusion.others),
        names.question,
        format.p(conclusion.pValue),
      );
    case 'productEffect':
      return texts.productEffect(format.p(conclusion.pValue));
    case 'noDifference':
      return texts.noDifference(format.p(conclusion.pValue));
    case 'discrimination':
      return (conclusion.differs ? texts.discriminationDiffers : texts.discriminationSame)(
        conclusion.correct,
        conclusion.n,
        conclusion.needed,
        format.p(conclusion.pValue),
      );
    case 'aNotA':
      return (conclusion.differs ? texts.aNotADiffers : texts.aNotASame)(
        format.p(conclusion.pValue),
        conclusion.dPrime === null ? null : format.figure(conclusion.dPrime),
      );
    case 'sameDifferent':
      return texts.sameDifferentEstimates(format.estimate(conclusion.tau), format.estimate(conclusion.delta));
    case 'preferred':
      return texts.preferredTo(
        names.product(conclusion.product),
        names.product(conclusion.other),
        format.p(conclusion.pValue),
      );
    case 'noPreference':
      return texts.noPreferenceShown(format.p(conclusion.pValue));
    case 'moreIntense':
      return texts.moreIntense(
        names.product(conclusion.product),
        names.product(conclusion.other),
        format.p(conclusion.pValue),
      );
    case 'pairsDiffer':
      return texts.pairsDiffer(format.p(conclusion.pValue), format.figure(conclusion.dPrime));
    case 'rankedFirst':
      return texts.rankedFirst(
        names.product(conclusion.product),
        products(conclusion.others),
        format.p(conclusion.pValue),
      );
    case 'ranksAlike':
      return texts.ranksAlike(format.p(conclusion.pValue));
    case 'termsDiffer':
      return texts.termsDiffer(format.list(conclusion.terms.map((term) => `“${names.term(term)}”`)));
    case 'termsAlike':
      return texts.termsAlike;
    case 'jarOff':
      return texts.jarOff(
        names.product(conclusion.product),
        `${format.percent(conclusion.proportion)} %`,
        names.jarSide?.(conclusion.level) ?? texts[conclusion.level],
        conclusion.meanDrop === null ? null : format.figure(conclusion.meanDrop),
      );
  }
}
