import { isInsufficient, type DiscriminationTest } from '@palate/stats';
import type {
  ANotAFigures,
  DegreeOfDifferenceFigures,
  PreferenceFigures,
  SameDifferentFigures,
  TwoAcFigures,
} from '../discrimination-analysis.ts';
import type { PublicationAnalysis } from '../publication-analysis.service.ts';
import type { QuestionAnalysis } from '../question-analysis.ts';
import type { ScaleAnalysis } from '../scale-analysis.ts';
import type { AttributeTimelineAnalysis } from '../temporal-analysis.ts';
import { conclusionsOf, discriminationConclusion, type DiscriminationFiguresOf } from './conclusions.ts';
import { addJarSlide } from './jar-slide.ts';
import { conclusionSentence, powerSentence } from './report-sentences.ts';
import {
  BODY,
  addConclusion,
  addNote,
  addTable,
  chartStyle,
  contentSlide,
  type ReportContext,
  type Slide,
} from './report-deck.ts';

/** The chart beside a table of figures, or alone. */
const CHART_BESIDE_TABLE = { x: BODY.x, y: BODY.y, w: 8.1, h: BODY.h };
const TABLE_BESIDE_CHART = { x: 8.9, y: BODY.y, w: 3.93, colW: [1.5, 0.68, 1.05, 0.7] };

/**
 * The slides of one analysed question: its chart (a native chart the client can restyle)
 * and the conclusion in words; more than one slide where the kind has more to show (the JAR
 * penalties, a curve per product).
 */
export function addQuestionSlides(context: ReportContext, question: QuestionAnalysis): void {
  const { labels, texts, format } = context;
  const title = labels.question(question.page, question.control);
  const sentences = [
    ...conclusionsOf(question).map((conclusion) =>
      conclusionSentence(conclusion, texts, format, {
        product: labels.product,
        term: (term) => labels.choice(question.page, question.control, term),
        question: title,
      }),
    ),
    ...powerOf(question, context),
  ];
  const slide = contentSlide(context, title);
  const chart = chartStyle(context);
  const { pptx } = context;
  switch (question.kind) {
    case 'discrimination':
      addDiscriminationFigures(context, slide, question);
      break;
    case 'scale':
      addMeansChart(context, slide, question);
      break;
    case 'rank': {
      const products = Object.keys(question.rankSums);
      slide.addChart(
        pptx.ChartType.bar,
        [
          {
            name: texts.rankSum,
            labels: products.map(labels.product),
            values: products.map((p) => question.rankSums[p] ?? 0),
          },
        ],
        {
          ...chart,
          ...BODY,
          barDir: 'col',
          chartColors: [context.branding.colour],
          showValue: true,
          showTitle: true,
          title: texts.rankSum,
        },
      );
      break;
    }
    case 'multiple':
    case 'single': {
      const products = Object.keys(question.counts);
      const terms = Object.keys(Object.values(question.counts)[0] ?? {});
      if (terms.length === 0) break;
      slide.addChart(
        pptx.ChartType.bar,
        products.map((product) => ({
          name: labels.product(product),
          labels: terms.map((term) => labels.choice(question.page, question.control, term)),
          values: terms.map((term) => question.counts[product]?.[term] ?? 0),
        })),
        {
          ...chart,
          ...BODY,
          barDir: 'bar',
          barGrouping: 'clustered',
          chartColors: products.map(labels.colour),
          showLegend: products.length > 1,
          legendPos: 'r',
          showTitle: true,
          title: texts.timesChecked,
        },
      );
      break;
    }
    case 'picture': {
      const products = Object.keys(question.byProduct);
      slide.addChart(
        pptx.ChartType.bar,
        [
          {
            name: texts.marksPerEvaluation,
            labels: products.map(labels.product),
            values: products.map((p) => question.byProduct[p]?.meanMarks ?? 0),
          },
        ],
        {
          ...chart,
          ...BODY,
          barDir: 'col',
          chartColors: [context.branding.colour],
          showValue: true,
          dataLabelFormatCode: '0.00',
          showTitle: true,
          title: texts.marksPerEvaluation,
        },
      );
      break;
    }
    case 'ti': {
      const products = Object.keys(question.byProduct);
      const means = products.map((p) => question.byProduct[p]?.means.imax);
      slide.addChart(
        pptx.ChartType.bar,
        [
          {
            name: texts.maxIntensity,
            labels: products.map(labels.product),
            values: means.map((m) => (m === undefined || isInsufficient(m) ? 0 : m.mean)),
          },
        ],
        {
          ...chart,
          ...BODY,
          barDir: 'col',
          chartColors: [context.branding.colour],
          showValue: true,
          dataLabelFormatCode: '0.00',
          showTitle: true,
          title: texts.maxIntensity,
        },
      );
      break;
    }
    case 'tds':
    case 'tcata':
      addCurveSlides(context, slide, question, title);
      addConclusion(context, slide, sentences);
      return;
    case 'text':
    case 'comment':
      addNote(context, slide, texts.writtenAnswers(question.n));
      return;
  }
  if (slideHasNoChart(question)) addNote(context, slide, texts.notEnoughData);
  addConclusion(context, slide, sentences);
  if (question.kind === 'scale' && question.jar) addJarSlide(context, question, title);
}

/**
 * A discrimination test pooled over the pages that ask it (the same method and products):
 * its chart and conclusion, as for one question.
 */
export function addPooledDiscriminationSlide(
  context: ReportContext,
  pooled: PublicationAnalysis['discriminationOverall'][number],
): void {
  const slide = contentSlide(
    context,
    context.texts.pooled(context.texts.methods[pooled.method], pooled.controls.length),
  );
  if (isInsufficient(pooled)) addNote(context, slide, context.texts.notEnoughData);
  else addDiscriminationFigures(context, slide, pooled);
  const conclusion = discriminationConclusion(pooled);
  addConclusion(context, slide, [
    conclusionSentence(conclusion, context.texts, context.format, {
      product: context.labels.product,
      term: (t) => t,
      question: '',
    }),
    ...powerOf(pooled, context),
  ]);
}

/** The power sentence of a forced-choice test, or none for other figures. */
function powerOf(
  figures: QuestionAnalysis | PublicationAnalysis['discriminationOverall'][number],
  context: ReportContext,
): string[] {
  if (!('power' in figures) || figures.power === undefined) return [];
  return [powerSentence(figures.power, context.texts, context.format)];
}

/** The chart of any discrimination or preference method; nothing where the figures are insufficient. */
function addDiscriminationFigures(context: ReportContext, slide: Slide, figures: DiscriminationFiguresOf): void {
  if (isInsufficient(figures)) return;
  if ('sameDifferent' in figures) addSameDifferentChart(context, slide, figures.sameDifferent);
  else if ('aNotA' in figures) addANotAChart(context, slide, figures.aNotA);
  else if ('preference' in figures) addPreferenceChart(context, slide, figures.preference);
  else if ('twoAc' in figures) addTwoAcChart(context, slide, figures.twoAc);
  else if ('degreeOfDifference' in figures) addDegreeOfDifferenceChart(context, slide, figures.degreeOfDifference);
  else addDiscriminationChart(context, slide, figures);
}

/** A 2 × 2 table of answers as clustered bars: a group per row of samples served, a bar per answer. */
function addTwoByTwoChart(
  context: ReportContext,
  slide: Slide,
  rows: [string, string],
  answers: [string, string],
  cells: [[number, number], [number, number]],
): void {
  slide.addChart(
    context.pptx.ChartType.bar,
    answers.map((answer, column) => ({ name: answer, labels: rows, values: cells.map((row) => row[column]) })),
    {
      ...chartStyle(context),
      ...BODY,
      barDir: 'col',
      barGrouping: 'clustered',
      chartColors: [context.branding.colour, 'A5A5A5'],
      showValue: true,
      showLegend: true,
      legendPos: 'b',
      valAxisMinVal: 0,
    },
  );
}

/** A-not-A: "A" and "not A" answers to the A and the not-A samples. */
function addANotAChart(context: ReportContext, slide: Slide, counts: ANotAFigures['aNotA']): void {
  const { texts } = context;
  addTwoByTwoChart(
    context,
    slide,
    [texts.samplesA, texts.samplesNotA],
    [texts.answeredA, texts.answeredNotA],
    [
      [counts.hits, counts.a - counts.hits],
      [counts.falseAlarms, counts.notA - counts.falseAlarms],
    ],
  );
}

/** Same-different: "same" and "different" answers to the same and the different pairs. */
function addSameDifferentChart(
  context: ReportContext,
  slide: Slide,
  counts: SameDifferentFigures['sameDifferent'],
): void {
  const { texts } = context;
  addTwoByTwoChart(
    context,
    slide,
    [texts.samePairs, texts.differentPairs],
    [texts.answeredSame, texts.answeredDifferent],
    [
      [counts.sameSame, counts.diffSame],
      [counts.sameDiff, counts.diffDiff],
    ],
  );
}

/** Paired preference: the judges who preferred each product, and those with no preference. */
function addPreferenceChart(context: ReportContext, slide: Slide, preference: PreferenceFigures['preference']): void {
  const { labels, texts } = context;
  const [first, second] = preference.products;
  slide.addChart(
    context.pptx.ChartType.bar,
    [
      {
        name: texts.judges(preference.first + preference.second + preference.noPreference),
        labels: [labels.product(first), labels.product(second), texts.noPreference],
        values: [preference.first, preference.second, preference.noPreference],
      },
    ],
    {
      ...chartStyle(context),
      ...BODY,
      barDir: 'bar',
      chartColors: [labels.colour(first), labels.colour(second), 'A5A5A5'],
      showValue: true,
      valAxisMinVal: 0,
    },
  );
}

/** 2-AC: the answers judging each product the more intense, and "no difference". */
function addTwoAcChart(context: ReportContext, slide: Slide, twoAc: TwoAcFigures['twoAc']): void {
  const { labels, texts } = context;
  const [first, second] = twoAc.products;
  slide.addChart(
    context.pptx.ChartType.bar,
    [
      {
        name: texts.judges(twoAc.preferA + twoAc.noDifference + twoAc.preferB),
        labels: [
          texts.moreIntenseAnswer(labels.product(first)),
          texts.noDifferenceAnswer,
          texts.moreIntenseAnswer(labels.product(second)),
        ],
        values: [twoAc.preferA, twoAc.noDifference, twoAc.preferB],
      },
    ],
    {
      ...chartStyle(context),
      ...BODY,
      barDir: 'bar',
      chartColors: [labels.colour(first), 'A5A5A5', labels.colour(second)],
      showValue: true,
      valAxisMinVal: 0,
    },
  );
}

/** Degree of difference: the same and the different pairs' answers on each point of the scale, as clustered bars. */
function addDegreeOfDifferenceChart(
  context: ReportContext,
  slide: Slide,
  counts: DegreeOfDifferenceFigures['degreeOfDifference'],
): void {
  const { texts } = context;
  const points = counts.same.map((_, index) => String(index + 1));
  slide.addChart(
    context.pptx.ChartType.bar,
    [
      { name: texts.samePairs, labels: points, values: counts.same },
      { name: texts.differentPairs, labels: points, values: counts.different },
    ],
    {
      ...chartStyle(context),
      ...BODY,
      barDir: 'col',
      barGrouping: 'clustered',
      chartColors: ['A5A5A5', context.branding.colour],
      showValue: true,
      showLegend: true,
      legendPos: 'b',
      catAxisTitle: texts.scalePoint,
      showCatAxisTitle: true,
      valAxisMinVal: 0,
    },
  );
}

/** The correct answers beside the numbers needed at each level (ISO 4120). */
function addDiscriminationChart(context: ReportContext, slide: Slide, test: DiscriminationTest): void {
  const { texts } = context;
  const levels = (['0.05', '0.01', '0.001'] as const).filter((a) => test.criticalCorrect[a] !== null);
  slide.addChart(
    context.pptx.ChartType.bar,
    [
      {
        name: texts.correct,
        labels: [texts.correct, ...levels.map((alpha) => texts.needed(alpha))],
        values: [test.correct, ...levels.map((alpha) => test.criticalCorrect[alpha] ?? 0)],
      },
    ],
    {
      ...chartStyle(context),
      ...BODY,
      barDir: 'col',
      chartColors: [context.branding.colour],
      showValue: true,
      valAxisMinVal: 0,
      valAxisMaxVal: test.n,
      // The axis counts judges: whole numbers, about ten steps at most.
      valAxisMajorUnit: Math.max(1, Math.ceil(test.n / 10)),
      valAxisLabelFormatCode: '0',
    },
  );
}

/** Kinds whose figures may all be missing, leaving the slide without its chart. */
function slideHasNoChart(question: QuestionAnalysis): boolean {
  if (question.kind === 'discrimination') return isInsufficient(question);
  if (question.kind === 'scale') return Object.values(question.byProduct).every(isInsufficient);
  if (question.kind === 'multiple' || question.kind === 'single')
    return Object.keys(Object.values(question.counts)[0] ?? {}).length === 0;
  return false;
}

/** Means per product on the scale's range, and beside them mean, standard error and Tukey group. */
function addMeansChart(context: ReportContext, slide: Slide, question: ScaleAnalysis): void {
  const { labels, texts, format } = context;
  const figures = Object.entries(question.byProduct).flatMap(([product, d]) =>
    isInsufficient(d) ? [] : [{ product, d }],
  );
  if (figures.length === 0) return;
  const control = labels.controlOf(question.page, question.control);
  const range = control?.kind === 'scale' ? { min: control.min, max: control.max } : undefined;
  const mean = (d: (typeof figures)[number]['d']) => d.adjustedMean ?? d.mean;
  slide.addChart(
    context.pptx.ChartType.bar,
    [
      {
        name: texts.mean,
        labels: figures.map(({ product, d }) =>
          d.group ? `${labels.product(product)} (${d.group})` : labels.product(product),
        ),
        values: figures.map(({ d }) => mean(d)),
      },
    ],
    {
      ...chartStyle(context),
      ...CHART_BESIDE_TABLE,
      barDir: 'col',
      chartColors: figures.map(({ product }) => labels.colour(product)),
      // One colour per product, as in the console's charts.
      barGapWidthPct: 60,
      showValue: true,
      dataLabelFormatCode: '0.00',
      ...(range ? { valAxisMinVal: Math.min(range.min, 0), valAxisMaxVal: range.max } : {}),
    },
  );
  addTable(
    context,
    slide,
    [texts.product, texts.mean, texts.standardError, texts.group],
    figures.map(({ product, d }) => [
      labels.product(product),
      format.figure(mean(d)),
      d.sd === null ? '–' : format.figure(d.sd / Math.sqrt(d.n)),
      d.group ?? '',
    ]),
    TABLE_BESIDE_CHART,
  );
  slide.addText(texts.meansNote, {
    x: TABLE_BESIDE_CHART.x,
    y: BODY.y + BODY.h - 0.6,
    w: TABLE_BESIDE_CHART.w,
    h: 0.6,
    fontSize: 10,
    color: '555555',
    fontFace: context.font,
  });
}

/** TDS and TCATA: a line chart of the curves of each product, the first on the question's slide. */
function addCurveSlides(
  context: ReportContext,
  first: Slide,
  question: AttributeTimelineAnalysis,
  title: string,
): void {
  const { labels, texts, format } = context;
  Object.entries(question.byProduct).forEach(([product, curves], index) => {
    const slide = index === 0 ? first : contentSlide(context, title);
    const caption =
      question.kind === 'tds' ? texts.dominance(labels.product(product)) : texts.citation(labels.product(product));
    if (isInsufficient(curves)) {
      addNote(context, slide, `${caption}: ${texts.notEnoughData}`);
      return;
    }
    const times = curves.times.map((time) => format.figure(time));
    slide.addChart(
      context.pptx.ChartType.line,
      curves.curves.map((curve) => ({
        name: labels.choice(question.page, question.control, curve.attribute),
        labels: times,
        values: curve.proportions,
      })),
      {
        ...chartStyle(context),
        ...BODY,
        lineDataSymbol: 'none',
        lineSize: 2,
        showLegend: true,
        legendPos: 'r',
        valAxisMinVal: 0,
        valAxisMaxVal: 1,
        catAxisLabelFrequency: String(Math.max(1, Math.round(times.length / 10))),
        showTitle: true,
        title: caption,
      },
    );
  });
}
