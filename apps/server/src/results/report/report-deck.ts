import pptxgen from 'pptxgenjs';
import type { ReportTexts } from './texts/en.ts';
import type { ReportFormat } from './report-sentences.ts';
import type { ReportLabels } from './report-labels.ts';

/**
 * pptxgenjs's types describe its CommonJS build (the class under `default`), while Node and
 * Vite load its ES module build, whose default export is the class itself.
 */
type PptxGenJS = pptxgen.default;
const PptxGenJS = pptxgen as unknown as typeof pptxgen.default;
export type Slide = pptxgen.default.Slide;
export type ChartOptions = pptxgen.default.IChartOpts;
export type TableCell = pptxgen.default.TableCell;
export type TableOptions = pptxgen.default.TableProps;

/** The lab's branding on the title slide and in the slide master (the account's settings). */
export interface Branding {
  /** Without '#'. */
  colour: string;
  /** The account's logo as pptxgenjs takes it ("image/png;base64,…"). */
  logo?: string;
}

/** What every slide builder needs: the deck, its words, numbers and names in the report's language. */
export interface ReportContext {
  pptx: PptxGenJS;
  texts: ReportTexts;
  format: ReportFormat;
  labels: ReportLabels;
  font: string;
  branding: Branding;
}

/** The slide master of every slide but the title's. */
export const CONTENT_MASTER = 'PALATE_CONTENT';
export const TITLE_MASTER = 'PALATE_TITLE';

/** The wide layout, in inches. */
export const SLIDE = { width: 13.333, height: 7.5 };
/** Where a content slide's body goes, under its title and above its conclusion. */
export const BODY = { x: 0.5, y: 1.25, w: 12.33, h: 4.75 };
export const CONCLUSION = { x: 0.5, y: 6.1, w: 12.33, h: 0.95 };

/**
 * Fonts that PowerPoint has on every system for the language's script (LibreOffice
 * substitutes its own): CJK text set in a Latin font falls back glyph by glyph.
 */
const FONTS: Record<string, string> = { ja: 'Yu Gothic', zh: 'Microsoft YaHei' };

export function newDeck(language: string, branding: Branding, title: string): { pptx: PptxGenJS; font: string } {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = title;
  pptx.company = 'Palate';
  const font = FONTS[language] ?? 'Arial';
  pptx.theme = { headFontFace: font, bodyFontFace: font };
  const logo = branding.logo
    ? [
        {
          image: {
            data: branding.logo,
            x: SLIDE.width - 1.9,
            y: 0.2,
            w: 1.5,
            h: 0.75,
            sizing: { type: 'contain' as const, w: 1.5, h: 0.75 },
          },
        },
      ]
    : [];
  pptx.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: 'FFFFFF' },
    objects: [{ rect: { x: 0, y: 0, w: SLIDE.width, h: 0.12, fill: { color: branding.colour } } }, ...logo],
    slideNumber: {
      x: SLIDE.width - 1,
      y: SLIDE.height - 0.45,
      w: 0.6,
      h: 0.3,
      fontSize: 10,
      color: '666666',
      fontFace: font,
    },
  });
  pptx.defineSlideMaster({
    title: TITLE_MASTER,
    background: { color: 'FFFFFF' },
    objects: [{ rect: { x: 0, y: 0, w: SLIDE.width, h: 4.2, fill: { color: branding.colour } } }],
  });
  return { pptx, font };
}

/** A content slide with its title (and the logo and colour from the master). */
export function contentSlide(context: ReportContext, title: string): Slide {
  const slide = context.pptx.addSlide({ masterName: CONTENT_MASTER });
  slide.addText(title, {
    x: 0.5,
    y: 0.3,
    w: context.branding.logo ? SLIDE.width - 2.6 : 12.33,
    h: 0.8,
    fontSize: 24,
    bold: true,
    color: '1A1A1A',
    fontFace: context.font,
    fit: 'shrink',
    valign: 'middle',
  });
  return slide;
}

/** The conclusion in words under a slide's chart. */
export function addConclusion(context: ReportContext, slide: Slide, sentences: string[]): void {
  if (sentences.length === 0) return;
  slide.addText(sentences.join(' '), {
    ...CONCLUSION,
    fontSize: 16,
    color: '1A1A1A',
    fontFace: context.font,
    fill: { color: 'F2F2F2' },
    valign: 'middle',
    fit: 'shrink',
  });
}

/** A note in place of a chart the data cannot give. */
export function addNote(context: ReportContext, slide: Slide, text: string, place = BODY): void {
  slide.addText(text, {
    ...place,
    fontSize: 18,
    color: '444444',
    fontFace: context.font,
    align: 'center',
    valign: 'middle',
  });
}

/** Chart options every chart shares: the report's font, readable sizes. */
export function chartStyle(context: ReportContext): ChartOptions {
  return {
    catAxisLabelFontFace: context.font,
    valAxisLabelFontFace: context.font,
    legendFontFace: context.font,
    dataLabelFontFace: context.font,
    titleFontFace: context.font,
    catAxisLabelFontSize: 12,
    valAxisLabelFontSize: 11,
    legendFontSize: 11,
    dataLabelFontSize: 10,
  };
}

/** A table's header cell and body cell, as every table of the report draws them. */
export const headCell = (text: string): TableCell => ({ text, options: { bold: true, fill: { color: 'E7E6E6' } } });
export const bodyCell = (text: string | number): TableCell => ({ text: String(text) });

/** A table's cells in the report's font: a header row, then the rows. */
export function addTable(
  context: ReportContext,
  slide: Slide,
  header: string[],
  rows: (string | number)[][],
  place: { x: number; y: number; w: number; colW?: number[] },
): void {
  slide.addTable([header.map(headCell), ...rows.map((row) => row.map(bodyCell))], {
    ...place,
    fontFace: context.font,
    fontSize: 11,
    border: { type: 'solid', pt: 0.5, color: 'BFBFBF' },
    valign: 'middle',
  });
}

/**
 * Options of a table whose rows are carried over to further slides when they do not fit (its
 * header repeated), in the report's font; `place` (the body by default) is where it starts on
 * each slide and, by its height, where it stops.
 */
export function pagedTableOptions(
  context: ReportContext,
  widths: number[],
  place: { x: number; y: number; w: number; h: number } = BODY,
  fontSize = 11,
): TableOptions {
  return {
    x: place.x,
    y: place.y,
    w: place.w,
    // Where a slide's rows stop: the slide's bottom margin in inches (top, right, bottom, left).
    slideMargin: [0.5, 0.5, SLIDE.height - place.y - place.h, 0.5],
    colW: widths,
    fontFace: context.font,
    fontSize,
    border: { type: 'solid', pt: 0.5, color: 'BFBFBF' },
    valign: 'middle',
    autoPage: true,
    autoPageRepeatHeader: true,
    autoPageSlideStartY: place.y,
    newSlideStartY: place.y,
  } as TableOptions;
}

export interface Point {
  label: string;
  x: number;
  y: number;
}
export interface PointSeries {
  name: string;
  colour: string;
  points: Point[];
}

/**
 * A native scatter chart of labelled points, its axes titled: every series shares the one
 * list of x values that PowerPoint's scatter charts have, and leaves the others' places
 * empty. `options` adds to or overrides the chart's (axes' bounds, the plot area's layout).
 */
export function addScatter(
  context: ReportContext,
  slide: Slide,
  series: PointSeries[],
  place: { x: number; y: number; w: number; h: number },
  axisTitles: [string, string],
  options: ChartOptions = {},
): void {
  const all = series.flatMap((s) => s.points);
  let offset = 0;
  const data = [
    { name: 'X', values: all.map((p) => p.x) },
    ...series.map((s) => {
      const before = offset;
      offset += s.points.length;
      // Empty places are nulls, which pptxgenjs writes as empty cells (its types want numbers).
      const values = all.map((_, i) => (i >= before && i < offset ? (all[i]?.y ?? null) : null)) as number[];
      const labels = all.map((_, i) => (i >= before && i < offset ? (all[i]?.label ?? '') : ''));
      return { name: s.name, values, labels };
    }),
  ];
  slide.addChart(context.pptx.ChartType.scatter, data, {
    ...chartStyle(context),
    ...place,
    lineSize: 0,
    lineDataSymbolSize: 9,
    chartColors: series.map((s) => s.colour),
    showLabel: true,
    dataLabelFormatScatter: 'custom',
    dataLabelPosition: 't',
    showLegend: series.length > 1,
    legendPos: 'b',
    showCatAxisTitle: true,
    catAxisTitle: axisTitles[0],
    showValAxisTitle: true,
    valAxisTitle: axisTitles[1],
    catAxisTitleFontSize: 11,
    valAxisTitleFontSize: 11,
    ...options,
  });
}
