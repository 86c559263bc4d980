import type { ExternalPreferenceMap } from '../maps-analysis.ts';
import {
  BODY,
  addConclusion,
  addNote,
  bodyCell,
  chartStyle,
  contentSlide,
  headCell,
  pagedTableOptions,
  type ReportContext,
} from './report-deck.ts';

/**
 * Wold's rule of thumb: an attribute with a VIP of 1 or more matters more than the average one
 * (up to rounding: attributes that matter equally have VIPs of 1 computed as 0.999…).
 */
const IMPORTANT_VIP = 1 - 1e-9;
/** As the console draws them: the important attributes dark, the others light. */
const IMPORTANT_COLOUR = '1F5F99';
const OTHER_COLOUR = 'B9CDE0';
const CHART = { x: BODY.x, y: BODY.y, w: 7.6, h: BODY.h };
const TABLE = { x: BODY.x + 7.8, y: BODY.y, w: BODY.w - 7.8, h: BODY.h };

/**
 * The drivers of liking beside the external preference map (docs/analysis.md): each
 * attribute of the linked profile, by its label in the report's language, its PLS
 * coefficient as a bar (right when more of it raises liking), dark when its VIP is 1 or
 * more, sorted from the most positive; the coefficients and VIPs in a table beside.
 * `attributeLabel` names the profile's attributes (the linked publication's questionnaire).
 */
export function addDriversSlide(
  context: ReportContext,
  map: ExternalPreferenceMap,
  attributeLabel: (control: string) => string,
): void {
  const { texts, format, labels } = context;
  const words = texts.drivers;
  const slide = contentSlide(context, words.title(labels.questionOfControl(map.control)));
  const { drivers } = map;
  // A PLS the data cannot fit (liking that no attribute covaries with) gives no figures to draw.
  const fitted = !('insufficient' in drivers) && Object.values(drivers.coefficients).every(Number.isFinite);
  if (!fitted) return addNote(context, slide, texts.notEnoughData);
  const rows = Object.entries(drivers.coefficients)
    .map(([attribute, coefficient]) => ({
      attribute: attributeLabel(attribute),
      coefficient,
      vip: drivers.vip[attribute] ?? 0,
    }))
    .sort((a, b) => b.coefficient - a.coefficient);
  // Symmetric about 0, so that a bar's side (raising or lowering liking) reads at a glance, in
  // round steps: 1, 2 or 5 times a power of ten, the longest bar and its figure in four of them.
  const longest = Math.max(...rows.map((row) => Math.abs(row.coefficient)), Number.EPSILON) * 1.1;
  const magnitude = 10 ** Math.floor(Math.log10(longest / 4));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((size) => size * 4 >= longest) ?? longest;
  const reach = Math.ceil(longest / step) * step;
  const colours = rows.map((row) => (row.vip >= IMPORTANT_VIP ? IMPORTANT_COLOUR : OTHER_COLOUR));
  slide.addChart(
    context.pptx.ChartType.bar,
    // Bars run top to bottom in the table's order: PowerPoint draws a bar chart's first category at the bottom.
    [
      {
        name: words.coefficient,
        labels: rows.map((row) => row.attribute).reverse(),
        values: rows.map((row) => row.coefficient).reverse(),
      },
    ],
    {
      ...chartStyle(context),
      ...CHART,
      barDir: 'bar',
      chartColors: [...colours].reverse(),
      invertedColors: [...colours].reverse(),
      catAxisLabelPos: 'low',
      valAxisMinVal: -reach,
      valAxisMaxVal: reach,
      valAxisMajorUnit: step,
      valAxisLabelFormatCode: '0.0##',
      showValue: true,
      dataLabelFormatCode: '0.000',
      showLegend: false,
      showValAxisTitle: true,
      valAxisTitle: words.coefficient,
      valAxisTitleFontSize: 11,
    },
  );
  slide.addTable(
    [
      [
        headCell(texts.panelDiagnostics.attribute),
        headCell(words.coefficient),
        headCell(words.vip),
        headCell(words.importance),
      ],
      ...rows.map((row) => [
        bodyCell(row.attribute),
        bodyCell(format.number(row.coefficient)),
        bodyCell(format.figure(row.vip)),
        bodyCell(row.vip >= IMPORTANT_VIP ? words.important : words.other),
      ]),
    ],
    pagedTableOptions(context, [1.4, 1.1, 0.7, 1.33], TABLE, 10),
  );
  addConclusion(context, slide, [
    words.fit(drivers.components, format.percent(drivers.explainedLiking.at(-1) ?? 0)),
    ...(drivers.excluded.length > 0 ? [words.excluded(format.list(drivers.excluded.map(attributeLabel)))] : []),
  ]);
}
