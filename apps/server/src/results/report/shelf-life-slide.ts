import { CHART_BASE_COLOURS } from '@palate/engine';
import { rejectionCurve, type LifeDistribution, type ShelfLifeModel } from '@palate/stats';
import type { ShelfLifeAnalysis } from '../shelf-life-analysis.ts';
import { addConclusion, addNote, addTable, BODY, chartStyle, contentSlide, type ReportContext } from './report-deck.ts';

const MODELS: readonly LifeDistribution[] = ['weibull', 'lognormal'];
/** The models' colours, the console's (its chart's first and fourth), as PowerPoint takes them. */
const COLOURS: Record<LifeDistribution, string> = {
  weibull: CHART_BASE_COLOURS[0].slice(1),
  lognormal: CHART_BASE_COLOURS[3].slice(1),
};
/** Points of each curve: a line chart's categories are its days, evenly spaced. */
const STEPS = 60;
/** The chart beside the tables. */
const CHART = { x: BODY.x, y: BODY.y, w: 7.3, h: BODY.h };
const TABLES = { x: CHART.x + CHART.w + 0.3, w: BODY.w - CHART.w - 0.3 };

/**
 * A shelf-life study's slide, as the console's results show it: the share of consumers
 * rejecting the product against storage time by both survival models, the storage times by
 * which 25 % and 50 % reject with their 95 % intervals, how the consumers were censored,
 * and in words the times of the better-fitting model (the higher log-likelihood: both have
 * two parameters).
 */
export function addShelfLifeSlide(context: ReportContext, shelfLife: ShelfLifeAnalysis, storageTimes: number[]): void {
  const { texts, format } = context;
  const words = texts.shelfLife;
  const slide = contentSlide(context, words.title);
  if ('insufficient' in shelfLife) {
    addNote(context, slide, texts.notEnoughData);
    return;
  }
  const fitted = MODELS.flatMap((model) => {
    const fit = shelfLife.models[model];
    return 'insufficient' in fit ? [] : [{ model, fit }];
  });
  const timeOf = (fit: ShelfLifeModel, share: '25' | '50') =>
    words.timeWithInterval(
      format.figure(fit.rejection[share].time),
      format.figure(fit.rejection[share].lower),
      format.figure(fit.rejection[share].upper),
    );
  if (fitted.length === 0) {
    addNote(context, slide, texts.notEnoughData, CHART);
  } else {
    const longest = Math.max(...storageTimes, ...fitted.map(({ fit }) => fit.rejection['50'].time));
    const until = longest * 1.1;
    slide.addChart(
      context.pptx.ChartType.line,
      fitted.map(({ model, fit }) => {
        const curve = rejectionCurve(model, fit, until, STEPS);
        return {
          name: words[model],
          labels: curve.map((point) => format.number(Math.round(point.days))),
          values: curve.map((point) => point.percent),
        };
      }),
      {
        ...chartStyle(context),
        ...CHART,
        chartColors: fitted.map(({ model }) => COLOURS[model]),
        lineDataSymbol: 'none',
        lineSize: 2,
        valAxisMinVal: 0,
        valAxisMaxVal: 100,
        valGridLine: { color: 'D9D9D9', size: 0.5 },
        catAxisLabelFrequency: String(STEPS / 6),
        showLegend: true,
        legendPos: 'b',
        showCatAxisTitle: true,
        catAxisTitle: words.days,
        showValAxisTitle: true,
        valAxisTitle: words.rejecting,
        catAxisTitleFontSize: 11,
        valAxisTitleFontSize: 11,
      },
    );
  }
  addTable(
    context,
    slide,
    [words.model, words.share25, words.share50],
    MODELS.map((model) => {
      const fit = shelfLife.models[model];
      return 'insufficient' in fit
        ? [words[model], texts.notEnoughData, '']
        : [words[model], timeOf(fit, '25'), timeOf(fit, '50')];
    }),
    { ...TABLES, y: BODY.y, colW: [1.13, 1.8, 1.8] },
  );
  addTable(
    context,
    slide,
    [words.consumers, words.count],
    [
      [words.inModels, shelfLife.consumers],
      [words.leftCensored, shelfLife.censoring.left],
      [words.intervalCensored, shelfLife.censoring.interval],
      [words.rightCensored, shelfLife.censoring.right],
      [words.rejectedFresh, shelfLife.rejectedFresh],
      [words.nonMonotone, shelfLife.nonMonotone],
    ],
    { ...TABLES, y: BODY.y + 1.9, colW: [3.53, 1.2] },
  );
  const better = fitted.toSorted((a, b) => b.fit.logLik - a.fit.logLik)[0];
  addConclusion(
    context,
    slide,
    better ? [words.conclusion(words[better.model], timeOf(better.fit, '25'), timeOf(better.fit, '50'))] : [],
  );
}
