import type { Questionnaire } from '@palate/engine';
import { SLIDE, TITLE_MASTER, contentSlide, type ReportContext } from './report-deck.ts';

export interface ReportFacts {
  publicationName: string;
  /** First and last answer (epoch ms); null when nobody answered. */
  answered: { from: number; to: number } | null;
  judges: number;
  repetitions: number;
  samplesPerJudge: number | null;
  repetitionShown: number | null;
  setShown: number | null;
  /** Judges the panel leaders left out of every analysis, and those left out of this report only. */
  leftOutForGood: string[];
  leftOutHere: string[];
}

/** The title slide: the questionnaire, the publication, the dates and the panel, on the lab's colour and logo. */
export function addTitleSlide(context: ReportContext, facts: ReportFacts, now: number): void {
  const { texts, format, font, branding } = context;
  const slide = context.pptx.addSlide({ masterName: TITLE_MASTER });
  slide.addText(context.labels.title, {
    x: 0.7,
    y: 1.3,
    w: SLIDE.width - 1.4,
    h: 1.6,
    fontSize: 36,
    bold: true,
    color: 'FFFFFF',
    fontFace: font,
    fit: 'shrink',
    valign: 'bottom',
  });
  slide.addText(texts.publication(facts.publicationName), {
    x: 0.7,
    y: 3.0,
    w: SLIDE.width - 1.4,
    h: 0.7,
    fontSize: 20,
    color: 'FFFFFF',
    fontFace: font,
  });
  const period = facts.answered
    ? texts.answeredBetween(format.date(facts.answered.from), format.date(facts.answered.to))
    : texts.noAnswersYet;
  slide.addText(
    [period, texts.judges(facts.judges), texts.reportOf(format.date(now))].map((text) => ({
      text,
      options: { breakLine: true },
    })),
    { x: 0.7, y: 4.6, w: 8, h: 1.8, fontSize: 18, color: '333333', fontFace: font, valign: 'top', paraSpaceAfter: 6 },
  );
  if (branding.logo) {
    slide.addImage({
      data: branding.logo,
      x: SLIDE.width - 3.7,
      y: 4.6,
      w: 3,
      h: 2,
      sizing: { type: 'contain', w: 3, h: 2 },
    });
  }
}

/** The method: products by name (never their codes), the design and serving order, repetitions, the panel. */
export function addMethodSlide(context: ReportContext, questionnaire: Questionnaire, facts: ReportFacts): void {
  const { texts, format, font } = context;
  const slide = contentSlide(context, texts.method);
  const design = [
    texts.design[questionnaire.design],
    ...(facts.samplesPerJudge === null
      ? []
      : [texts.incompleteBlocks(facts.samplesPerJudge, questionnaire.products.length)]),
    texts.repetitions(facts.repetitions),
    ...(facts.repetitionShown === null ? [] : [texts.repetitionShown(facts.repetitionShown)]),
    ...(facts.setShown === null ? [] : [texts.setShown(facts.setShown)]),
  ];
  const panel = [
    texts.judges(facts.judges),
    ...(facts.leftOutForGood.length > 0 ? [texts.leftOutForGood(format.list(facts.leftOutForGood))] : []),
    ...(facts.leftOutHere.length > 0 ? [texts.leftOutHere(format.list(facts.leftOutHere))] : []),
    ...(facts.leftOutForGood.length + facts.leftOutHere.length === 0 ? [texts.noneLeftOut] : []),
  ];
  const heading = (text: string) => ({
    text,
    options: { bold: true, fontSize: 18, breakLine: true, paraSpaceBefore: 10 },
  });
  const bullet = (text: string) => ({ text, options: { bullet: true, fontSize: 16, breakLine: true } });
  slide.addText(
    [
      heading(texts.products),
      bullet(format.list(questionnaire.products.map((product) => product.name))),
      heading(texts.designHeading),
      ...design.map(bullet),
      heading(texts.panel),
      ...panel.map(bullet),
    ],
    { x: 0.5, y: 1.25, w: 12.33, h: 5.6, fontFace: font, color: '1A1A1A', valign: 'top', fit: 'shrink' },
  );
}
