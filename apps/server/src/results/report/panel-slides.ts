import type { JudgePerformance } from '@palate/stats';
import type { PanelDiagnostics } from '../panel-diagnostics.ts';
import { panelPerformanceOf, panelSummary, type PanelFailure } from '../panel-summary.ts';
import type { QuestionAnalysis } from '../question-analysis.ts';
import {
  BODY,
  addConclusion,
  addNote,
  addScatter,
  bodyCell,
  chartStyle,
  contentSlide,
  headCell,
  pagedTableOptions,
  type PointSeries,
  type ReportContext,
  type Slide,
} from './report-deck.ts';

/** The level of the tests the diagnostics draw: a judge's discrimination, their scaling against 1. */
const ALPHA = 0.05;
/**
 * Up to this many attributes a page gets a p*MSE slide and a scale-use slide per attribute;
 * beyond, one p*MSE chart of every attribute and tables, so that the appendix stays readable.
 */
const SLIDES_PER_ATTRIBUTE = 6;
/** Attributes as columns of a judges' table while they fit across a slide; more go on further slides. */
const ATTRIBUTE_COLUMNS = 6;

/** The chart on the left of a figure's slide, its table on the right. */
const CHART = { x: BODY.x, y: BODY.y, w: 7.6, h: BODY.h };
const TABLE = { x: BODY.x + 7.8, y: BODY.y, w: BODY.w - 7.8, h: BODY.h };
/**
 * The p*MSE chart's plot area as shares of the chart (PowerPoint's manual inner layout), fixed
 * so that the 5 % line, a shape, falls on p = 0.05 of its axis.
 */
const PLOT_AREA = { x: 0.11, y: 0.05, w: 0.85, h: 0.8 };
/** The chart of every attribute's points takes the slide's width, its legend (the attributes) on the right. */
const PLOT_AREA_WITH_LEGEND = { x: 0.07, y: 0.05, w: 0.7, h: 0.8 };
const LINE_COLOUR = 'C5221F';

type Reading = 'compresses' | 'stretches' | 'reverses' | 'asPanel';
/** As the console colours them: a judge as the panel in grey, one who departs in colour. */
const READING_COLOURS: Record<Reading, string> = {
  asPanel: '9AA0A6',
  compresses: 'E8710A',
  stretches: '1A73E8',
  reverses: 'C5221F',
};
/** The attributes' colours on the p*MSE chart of every attribute (Okabe and Ito's, told apart by all). */
const ATTRIBUTE_COLOURS = ['0072B2', 'D55E00', '009E73', 'CC79A7', 'E69F00', '56B4E9', '000000', 'F0E442'];

interface PmsePoint {
  judge: string;
  pValue: number;
  mse: number;
}

/** The judges of a scale's panel performance with both a p-value of discrimination and an MSE. */
function pmsePoints(performance: readonly JudgePerformance[] | undefined): PmsePoint[] {
  return (performance ?? []).flatMap((judge) =>
    'insufficient' in judge.discrimination || typeof judge.repeatability !== 'number'
      ? []
      : [{ judge: judge.judge, pValue: judge.discrimination.pValue, mse: judge.repeatability ** 2 }],
  );
}

/** How a judge uses the scale: as the panel unless their β differs from 1 at 5 %. */
function readingOf({ beta, pValue }: { beta: number; pValue: number }): Reading {
  if (pValue >= ALPHA) return 'asPanel';
  return beta < 0 ? 'reverses' : beta < 1 ? 'compresses' : 'stretches';
}

/**
 * The panel's diagnostics in the appendix, per page scored with repetitions
 * (docs/analysis.md): the panel summary (judges × the attributes where they fail), each
 * judge's discrimination and repeatability (the p*MSE plot) and their scale use (the mixed
 * assessor model), each chart with its figures in a table.
 */
export function addPanelSlides(
  context: ReportContext,
  diagnostics: readonly PanelDiagnostics[],
  questions: readonly QuestionAnalysis[],
): void {
  const performanceOf = panelPerformanceOf(questions);
  for (const entry of diagnostics) {
    const attributes = Object.keys(entry.tucker1);
    addSummarySlides(context, entry, attributes, panelSummary([entry], performanceOf));
    const points = attributes.map((control) => pmsePoints(performanceOf(entry.page, control)));
    if (attributes.length <= SLIDES_PER_ATTRIBUTE) {
      attributes.forEach((control, index) => addPmseSlide(context, entry.page, control, points[index] ?? []));
      for (const control of attributes) addScaleUseSlide(context, entry, control);
    } else {
      addAllPmseSlides(context, entry.page, attributes, points);
      addAllScaleUseSlides(context, entry, attributes);
    }
  }
}

/**
 * A table of judges (rows) by attributes (columns), a few attributes per slide, the judges'
 * rows carried over to further slides when they do not fit; `first` is a column before the
 * attributes (the summary's count).
 */
function addJudgeTable(
  context: ReportContext,
  title: string,
  page: string,
  attributes: readonly string[],
  judges: readonly string[],
  value: (judge: string, control: string) => string,
  first?: { header: string; value: (judge: string) => string },
): Slide[] {
  const { labels } = context;
  const slides: Slide[] = [];
  for (let start = 0; start < attributes.length; start += ATTRIBUTE_COLUMNS) {
    const shown = attributes.slice(start, start + ATTRIBUTE_COLUMNS);
    const judgeWidth = 1.6;
    const firstWidth = first ? 1.6 : 0;
    const attributeWidth = (BODY.w - judgeWidth - firstWidth) / Math.max(shown.length, 1);
    const slide = contentSlide(context, title);
    slide.addTable(
      [
        [
          headCell(context.texts.panelDiagnostics.judge),
          ...(first ? [headCell(first.header)] : []),
          ...shown.map((control) => headCell(labels.question(page, control))),
        ],
        ...judges.map((judge) => [
          bodyCell(judge),
          ...(first ? [bodyCell(first.value(judge))] : []),
          ...shown.map((control) => bodyCell(value(judge, control))),
        ]),
      ],
      pagedTableOptions(
        context,
        [judgeWidth, ...(first ? [firstWidth] : []), ...shown.map(() => attributeWidth)],
        { ...BODY, h: BODY.h - 0.1 },
        10,
      ),
    );
    slides.push(slide);
  }
  return slides;
}

/** The panel summary of a page: each judge, the most failing first, and why they fail on each attribute. */
function addSummarySlides(
  context: ReportContext,
  entry: PanelDiagnostics,
  attributes: readonly string[],
  summary: ReturnType<typeof panelSummary>,
): void {
  const words = context.texts.panelDiagnostics;
  const failures = new Map(
    summary.map(({ judge, failures: own }) => [
      judge,
      new Map(own.map((failure) => [failure.control, failure.fails] as [string, PanelFailure[]])),
    ]),
  );
  const slides = addJudgeTable(
    context,
    words.summary(context.labels.pageName(entry.page)),
    entry.page,
    attributes,
    summary.map((judge) => judge.judge),
    (judge, control) => (failures.get(judge)?.get(control) ?? []).map((fail) => words.fails[fail]).join(', '),
    { header: words.attributesFailed, value: (judge) => String(failures.get(judge)?.size ?? 0) },
  );
  for (const slide of slides) addConclusion(context, slide, [words.summaryNote]);
}

/** A p*MSE chart: the judges named, p across from 0 to 1 and the MSE up, the 5 % line dashed. */
function addPmseChart(context: ReportContext, slide: Slide, series: PointSeries[]): void {
  const words = context.texts.panelDiagnostics;
  const top = Math.max(...series.flatMap((s) => s.points.map((point) => point.y)), 1e-9) * 1.15;
  const [place, area] = series.length > 1 ? [BODY, PLOT_AREA_WITH_LEGEND] : [CHART, PLOT_AREA];
  addScatter(context, slide, series, place, [words.pDiscrimination, words.mse], {
    catAxisMinVal: 0,
    catAxisMaxVal: 1,
    catAxisMajorUnit: 0.1,
    valAxisMinVal: 0,
    valAxisMaxVal: top,
    layout: area,
    legendPos: 'r',
  });
  const x = place.x + place.w * (area.x + area.w * ALPHA);
  const y = place.y + place.h * area.y;
  const h = place.h * area.h;
  slide.addShape(context.pptx.ShapeType.line, {
    x,
    y,
    w: 0,
    h,
    line: { color: LINE_COLOUR, width: 1.5, dashType: 'dash' },
  });
  slide.addText(`p = ${context.format.number(ALPHA)}`, {
    x: x + 0.05,
    y,
    w: 1.2,
    h: 0.3,
    fontSize: 10,
    color: LINE_COLOUR,
    fontFace: context.font,
  });
}

/** One attribute's p*MSE plot, its figures in a table beside it. */
function addPmseSlide(context: ReportContext, page: string, control: string, points: PmsePoint[]): void {
  const { texts, format, labels } = context;
  const words = texts.panelDiagnostics;
  const slide = contentSlide(context, words.pmse(labels.question(page, control)));
  if (points.length === 0) return addNote(context, slide, words.notEnough);
  const judges = points.map((point) => ({ label: point.judge, x: point.pValue, y: point.mse }));
  addPmseChart(context, slide, [{ name: words.judge, colour: context.branding.colour, points: judges }]);
  slide.addTable(
    [
      [headCell(words.judge), headCell(words.pDiscrimination), headCell(words.mse)],
      ...points.map((point) => [
        bodyCell(point.judge),
        bodyCell(format.pValue(point.pValue)),
        bodyCell(format.figure(point.mse)),
      ]),
    ],
    pagedTableOptions(context, [1.3, 1.6, 1.63], TABLE, 10),
  );
  addConclusion(context, slide, [words.pmseNote]);
}

/** Every attribute's p*MSE points on one chart (a colour per attribute), then their figures in a table. */
function addAllPmseSlides(
  context: ReportContext,
  page: string,
  attributes: readonly string[],
  points: PmsePoint[][],
): void {
  const { texts, format, labels } = context;
  const words = texts.panelDiagnostics;
  const title = words.pmse(labels.pageName(page));
  const slide = contentSlide(context, title);
  const series = attributes.map((control, index) => ({
    name: labels.question(page, control),
    colour: ATTRIBUTE_COLOURS[index % ATTRIBUTE_COLOURS.length] as string,
    points: (points[index] ?? []).map((point) => ({ label: point.judge, x: point.pValue, y: point.mse })),
  }));
  if (series.every((s) => s.points.length === 0)) return addNote(context, slide, words.notEnough);
  addPmseChart(context, slide, series);
  addConclusion(context, slide, [words.pmseNote]);
  const byJudge = new Map(
    attributes.map((control, index) => [control, new Map((points[index] ?? []).map((point) => [point.judge, point]))]),
  );
  const judges = [...new Set(points.flat().map((point) => point.judge))];
  addJudgeTable(context, title, page, attributes, judges, (judge, control) => {
    const point = byJudge.get(control)?.get(judge);
    return point ? words.pmseCell(format.pValue(point.pValue), format.figure(point.mse)) : '–';
  });
}

/** The sentences of an attribute's scale use: who compresses, stretches or reverses the scale, and the corrected product test. */
function scaleUseSentences(
  context: ReportContext,
  model: Exclude<PanelDiagnostics['scaleUse'][string], { insufficient: string }>,
): string[] {
  const { format } = context;
  const words = context.texts.panelDiagnostics;
  const judges = Object.entries(model.judges);
  const named = (reading: Reading) =>
    format.list(judges.filter(([, scaling]) => readingOf(scaling) === reading).map(([judge]) => judge));
  const departing = [
    ...(named('compresses') ? [words.compressing(named('compresses'))] : []),
    ...(named('stretches') ? [words.stretching(named('stretches'))] : []),
    ...(named('reverses') ? [words.reversing(named('reverses'))] : []),
  ];
  const { F, df, errorDf, pValue } = model.product;
  return [
    ...(departing.length > 0 ? departing : [words.noScalingDifference]),
    words.correctedProduct(format.figure(F), df, errorDf, format.p(pValue)),
  ];
}

/** One attribute's scale use: each judge's β as a bar from 1, coloured by how they use the scale, with the figures beside. */
function addScaleUseSlide(context: ReportContext, entry: PanelDiagnostics, control: string): void {
  const { texts, format, labels } = context;
  const words = texts.panelDiagnostics;
  const slide = contentSlide(context, words.scaleUse(labels.question(entry.page, control)));
  const model = entry.scaleUse[control];
  if (!model || 'insufficient' in model) return addNote(context, slide, words.notEnough);
  const judges = Object.entries(model.judges);
  const colours = judges.map(([, scaling]) => READING_COLOURS[readingOf(scaling)]);
  slide.addChart(
    context.pptx.ChartType.bar,
    [{ name: words.beta, labels: judges.map(([judge]) => judge), values: judges.map(([, { beta }]) => beta) }],
    {
      ...chartStyle(context),
      ...CHART,
      barDir: 'col',
      // A colour per judge: pptxgenjs colours a single series' bars one by one (and those below 0 too).
      chartColors: colours,
      invertedColors: colours,
      // The bars rise or fall from 1, the panel's own use of the scale: where the category axis
      // crosses the value axis (pptxgenjs writes its valAxisCrossesAt into the category axis).
      valAxisCrossesAt: 1,
      valAxisMinVal: Math.floor(Math.min(0, ...judges.map(([, { beta }]) => beta))),
      valAxisMaxVal: Math.ceil(Math.max(2, ...judges.map(([, { beta }]) => beta))),
      catAxisLabelPos: 'low',
      showValue: true,
      dataLabelFormatCode: '0.00',
      showLegend: false,
      showValAxisTitle: true,
      valAxisTitle: words.beta,
      valAxisTitleFontSize: 11,
    },
  );
  slide.addTable(
    [
      [headCell(words.judge), headCell('β'), headCell(texts.pValue), headCell(words.reading)],
      ...judges.map(([judge, scaling]) => [
        bodyCell(judge),
        bodyCell(format.figure(scaling.beta)),
        bodyCell(format.pValue(scaling.pValue)),
        bodyCell(words.readings[readingOf(scaling)]),
      ]),
    ],
    pagedTableOptions(context, [1.1, 0.9, 1.0, 1.53], TABLE, 10),
  );
  addConclusion(context, slide, scaleUseSentences(context, model));
}

/** Every attribute's scale use in tables: each judge's β (and how they use the scale), then the corrected product tests. */
function addAllScaleUseSlides(context: ReportContext, entry: PanelDiagnostics, attributes: readonly string[]): void {
  const { texts, format, labels } = context;
  const words = texts.panelDiagnostics;
  const title = words.scaleUse(labels.pageName(entry.page));
  const models = new Map(
    attributes.flatMap((control) => {
      const model = entry.scaleUse[control];
      return model && !('insufficient' in model) ? [[control, model] as const] : [];
    }),
  );
  const judges = [...new Set([...models.values()].flatMap((model) => Object.keys(model.judges)))];
  addJudgeTable(context, title, entry.page, attributes, judges, (judge, control) => {
    const scaling = models.get(control)?.judges[judge];
    if (!scaling) return '–';
    const reading = readingOf(scaling);
    return reading === 'asPanel'
      ? format.figure(scaling.beta)
      : `${format.figure(scaling.beta)} (${words.readings[reading]})`;
  });
  const tests = contentSlide(context, title);
  tests.addTable(
    [
      [headCell(words.attribute), headCell(words.correctedProductTest), headCell(texts.pValue)],
      ...attributes.map((control) => {
        const model = models.get(control);
        const test = model
          ? texts.anovaTest(format.figure(model.product.F), model.product.df, model.product.errorDf)
          : '–';
        return [
          bodyCell(labels.question(entry.page, control)),
          bodyCell(model ? test : words.notEnough),
          bodyCell(model ? format.pValue(model.product.pValue) : '–'),
        ];
      }),
    ],
    pagedTableOptions(context, [4.5, 6.33, 1.5]),
  );
}
