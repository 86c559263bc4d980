import { significanceBound, type Conclusion } from './conclusions.ts';
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
    /** An estimate that may be infinite (null), as the console shows it. */
    estimate: (value: number | null) => (value === null ? '∞' : two.format(value)),
    /** "p < 0.01" under a usual level, else "p = 0.23". */
    p: (pValue: number) => {
      const bound = significanceBound(pValue);
      return bound === null ? `p = ${two.format(pValue)}` : `p < ${new Intl.NumberFormat(language).format(bound)}`;
    },
    date: (epochMs: number) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(epochMs),
  };
}
export type ReportFormat = ReturnType<typeof reportFormat>;

/** A conclusion in words: products by name, the question by its label. */
export function conclusionSentence(
  conclusion: Conclusion,
  texts: ReportTexts,
  format: ReportFormat,
  names: { product: (id: string) => string; term: (id: string) => string; question: string },
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
        conclusion.level,
      );
  }
}
