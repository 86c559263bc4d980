import { isInsufficient } from '@palate/stats';
import type { MapAnalysis } from '../maps-analysis.ts';
import { isNappingMap } from '../rapid-maps.ts';
import {
  BODY,
  addConclusion,
  addNote,
  addScatter,
  chartStyle,
  contentSlide,
  type Point,
  type PointSeries,
  type ReportContext,
} from './report-deck.ts';

const LEFT_HALF = { x: BODY.x, y: BODY.y, w: 6.05, h: BODY.h };
const RIGHT_HALF = { x: BODY.x + 6.28, y: BODY.y, w: 6.05, h: BODY.h };

/** The second series of a map (attributes, terms), apart from the products' colour. */
const OTHER_POINTS = 'D55E00';

/** Coordinates on dimensions 1 and 2, named. */
function pointsOf(coordinates: Record<string, number[]>, name: (id: string) => string): Point[] {
  return Object.entries(coordinates).map(([id, c]) => ({ label: name(id), x: c[0] ?? 0, y: c[1] ?? 0 }));
}

/** The axes' titles of a map's first two dimensions, with the share of variance each holds. */
function dimensionTitles(context: ReportContext, percentages: number[]): [string, string] {
  const title = (index: number) =>
    context.texts.dimension(index + 1, context.format.percent((percentages[index] ?? 0) / 100));
  return [title(0), title(1)];
}

/** The maps of the publication: each on a slide of its own, as scatter or bar charts. */
export function addMapSlides(context: ReportContext, map: MapAnalysis): void {
  const { labels, texts, format } = context;
  const productSeries = (coordinates: Record<string, number[]>): PointSeries => ({
    name: texts.productsLegend,
    colour: context.branding.colour,
    points: pointsOf(coordinates, labels.product),
  });
  switch (map.method) {
    case 'pca': {
      const slide = contentSlide(context, texts.maps.pca(labels.pageName(map.page)));
      if (isInsufficient(map)) return addNote(context, slide, texts.mapNotEnough);
      addScatter(context, slide, [productSeries(map.products)], LEFT_HALF, dimensionTitles(context, map.percentages));
      const attributes = pointsOf(map.variables, (control) => labels.question(map.page, control));
      addScatter(
        context,
        slide,
        [{ name: texts.attributesLegend, colour: OTHER_POINTS, points: attributes }],
        RIGHT_HALF,
        dimensionTitles(context, map.percentages),
      );
      return;
    }
    case 'ca': {
      const slide = contentSlide(context, texts.maps.ca(labels.question(map.page, map.control)));
      if (isInsufficient(map)) return addNote(context, slide, texts.mapNotEnough);
      const terms = pointsOf(map.terms, (term) => labels.choice(map.page, map.control, term));
      addScatter(
        context,
        slide,
        [productSeries(map.products), { name: texts.termsLegend, colour: OTHER_POINTS, points: terms }],
        BODY,
        dimensionTitles(context, map.percentages),
      );
      return;
    }
    case 'internalPreference': {
      const slide = contentSlide(context, texts.maps.internalPreference(labels.questionOfControl(map.control)));
      if (isInsufficient(map)) return addNote(context, slide, texts.mapNotEnough);
      addScatter(context, slide, [productSeries(map.products)], LEFT_HALF, dimensionTitles(context, map.percentages));
      const consumers = pointsOf(map.judges, () => '');
      addScatter(
        context,
        slide,
        [{ name: texts.consumersLegend, colour: '888888', points: consumers }],
        RIGHT_HALF,
        dimensionTitles(context, map.percentages),
      );
      return;
    }
    case 'clusters': {
      const slide = contentSlide(context, texts.maps.clusters(labels.questionOfControl(map.control)));
      if (isInsufficient(map)) return addNote(context, slide, texts.segmentsNone(map.minimumSize));
      const segments = map.segments[String(map.suggested)] ?? [];
      const products = Object.keys(segments[0]?.means ?? {});
      slide.addChart(
        context.pptx.ChartType.bar,
        segments.map((segment, index) => ({
          name: texts.segment(index + 1, segment.size),
          labels: products.map(labels.product),
          values: products.map((product) => segment.means[product] ?? 0),
        })),
        {
          ...chartStyle(context),
          ...BODY,
          barDir: 'col',
          barGrouping: 'clustered',
          showLegend: true,
          legendPos: 'b',
          showTitle: true,
          title: texts.mean,
        },
      );
      addConclusion(context, slide, [
        texts.segmentsSuggested(
          map.suggested,
          format.percent(map.betweenShare[String(map.suggested)] ?? 0),
          map.minimumSize,
        ),
      ]);
      return;
    }
    case 'externalPreference': {
      const slide = contentSlide(context, texts.maps.externalPreference(labels.questionOfControl(map.control)));
      if (isInsufficient(map)) return addNote(context, slide, texts.mapNotEnough);
      addScatter(context, slide, [productSeries(map.products)], BODY, dimensionTitles(context, []));
      const surface = map.models.quadratic;
      if (!isInsufficient(surface)) {
        const best = Math.max(...surface.above.flat());
        addConclusion(context, slide, [texts.preferenceNote(format.percent(best / 100))]);
      }
      return;
    }
    case 'mca': {
      const slide = contentSlide(context, texts.maps.sorting(labels.question(map.page, map.control)));
      if (isInsufficient(map)) return addNote(context, slide, texts.mapNotEnough);
      return addScatter(context, slide, [productSeries(map.products)], BODY, dimensionTitles(context, map.percentages));
    }
    case 'mfa': {
      if (isNappingMap(map)) {
        const slide = contentSlide(context, texts.maps.napping(labels.question(map.page, map.control)));
        if (isInsufficient(map)) return addNote(context, slide, texts.mapNotEnough);
        return addScatter(
          context,
          slide,
          [productSeries(map.products)],
          BODY,
          dimensionTitles(context, map.percentages),
        );
      }
      const slide = contentSlide(context, texts.maps.mfa);
      if (isInsufficient(map)) return addNote(context, slide, texts.mapNotEnough);
      addScatter(context, slide, [productSeries(map.products)], LEFT_HALF, dimensionTitles(context, map.percentages));
      const variables = pointsOf(map.variables, (key) => {
        const [page = '', control = ''] = key.split('.');
        return labels.question(page, control);
      });
      addScatter(
        context,
        slide,
        [{ name: texts.attributesLegend, colour: OTHER_POINTS, points: variables }],
        RIGHT_HALF,
        dimensionTitles(context, map.percentages),
      );
      return;
    }
  }
}
