import { categoryCount } from '@palate/engine';
import { isInsufficient } from '@palate/stats';
import type { ScaleAnalysis } from '../scale-analysis.ts';
import { conclusionsOf } from './conclusions.ts';
import { BODY, addConclusion, addTable, chartStyle, contentSlide, type ReportContext } from './report-deck.ts';
import { conclusionSentence } from './report-sentences.ts';

const LEVELS = ['tooLittle', 'justRight', 'tooMuch'] as const;
const SIDES = ['tooLittle', 'tooMuch'] as const;
/** With penalties, the chart leaves the right of the slide to their table. */
const CHART_BESIDE_PENALTIES = { x: BODY.x, y: BODY.y, w: 6.9, h: BODY.h };
const PENALTY_TABLE = { x: 7.6, y: BODY.y, w: 5.23, colW: [1.35, 1.2, 0.78, 0.95, 0.95] };

/**
 * A just-about-right scale's slide: the levels per product (too little, just right, too much,
 * in percent of judges) and, with the liking question, the penalties beside them (the mean
 * drop in liking of each side and its weight); the conclusion in the scale's own words.
 */
export function addJarSlide(context: ReportContext, question: ScaleAnalysis, title: string): void {
  const { labels, texts, format } = context;
  const products = Object.entries(question.jar ?? {}).flatMap(([product, jar]) =>
    isInsufficient(jar) ? [] : [{ product, jar }],
  );
  if (products.length === 0) return;
  const side = jarSideWords(context, question);
  const penalties = products.flatMap(({ product, jar }) =>
    SIDES.flatMap((level) => {
      const { proportion, meanDrop, weightedPenalty } = jar[level];
      return meanDrop === null || weightedPenalty === null
        ? []
        : [
            [
              labels.product(product),
              side(level),
              format.percent(proportion),
              format.figure(meanDrop),
              format.figure(weightedPenalty),
            ],
          ];
    }),
  );
  const slide = contentSlide(context, `${title}: ${texts.justRight}`);
  slide.addChart(
    context.pptx.ChartType.bar,
    LEVELS.map((level) => ({
      name: level === 'justRight' ? texts.justRight : side(level),
      labels: products.map(({ product }) => labels.product(product)),
      values: products.map(({ jar }) => Math.round(jar[level].proportion * 1000) / 10),
    })),
    {
      ...chartStyle(context),
      ...(penalties.length > 0 ? CHART_BESIDE_PENALTIES : BODY),
      barDir: 'bar',
      barGrouping: 'stacked',
      chartColors: ['E69F00', '009E73', 'D55E00'],
      showValue: true,
      showLegend: true,
      legendPos: 'b',
      valAxisMaxVal: 100,
      showValAxisTitle: true,
      valAxisTitle: texts.shareOfJudges,
    },
  );
  if (penalties.length > 0) {
    addTable(
      context,
      slide,
      [texts.product, texts.jarSide, texts.shareOfJudges, texts.meanDrop, texts.weightedPenalty],
      penalties,
      PENALTY_TABLE,
    );
  }
  const jar = conclusionsOf({ ...question, productTest: undefined }).filter((c) => c.kind === 'jarOff');
  addConclusion(
    context,
    slide,
    jar.map((c) =>
      conclusionSentence(c, texts, format, {
        product: labels.product,
        term: (t) => t,
        question: title,
        jarSide: side,
      }),
    ),
  );
}

/**
 * A side of the scale in its own words: the point next to "just about right" ("Too sweet"
 * on a sweetness JAR), or the report's "Too little" and "Too much" where it has none.
 */
function jarSideWords(context: ReportContext, question: ScaleAnalysis): (level: 'tooLittle' | 'tooMuch') => string {
  const control = context.labels.controlOf(question.page, question.control);
  const centre = control?.kind === 'scale' ? (categoryCount(control) - 1) / 2 : undefined;
  return (level) => {
    const index = centre === undefined ? undefined : level === 'tooLittle' ? centre - 1 : centre + 1;
    const words = index === undefined ? undefined : context.labels.scalePoint(question.page, question.control, index);
    return words ?? context.texts[level];
  };
}
