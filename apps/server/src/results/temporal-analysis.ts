import type { TemporalControl, TemporalRecording } from '@palate/engine';
import {
  descriptives,
  tcataCurves,
  tdsCurves,
  timeIntensityParameters,
  type Descriptives,
  type Insufficient,
  type TcataCurves,
  type TdsCurves,
  type TimedEvaluation,
  type TimeIntensityParameters,
} from '@palate/stats';
import { NOT_PER_SAMPLE } from './question-context.ts';
import type { LongResult } from './results.service.ts';

/** TDS or TCATA: per product, the curves of its evaluations. */
export interface AttributeTimelineAnalysis {
  kind: 'tds' | 'tcata';
  page: string;
  control: string;
  byProduct: Record<string, TdsCurves | TcataCurves | Insufficient>;
}

export type TimeIntensityFigures = Record<keyof TimeIntensityParameters, number>;

/** Time-intensity: per product, each judge's curve parameters and their means. */
export interface TimeIntensityAnalysis {
  kind: 'ti';
  page: string;
  control: string;
  byProduct: Record<
    string,
    {
      judges: ({ judge: string; repetition: number } & (TimeIntensityFigures | Insufficient))[];
      means: Record<keyof TimeIntensityParameters, Descriptives | Insufficient>;
    }
  >;
}

const PARAMETERS = ['imax', 'tmax', 'area', 'duration', 'plateau'] as const;

/**
 * The temporal question's figures per product (`servedProducts`; null on a page not per
 * sample, whose figures are under "all"), from the recordings in the rows: times in
 * seconds, as the papers and tempR give them.
 */
export function analyseTemporal(
  where: { page: string; control: string },
  control: TemporalControl,
  rows: LongResult[],
  servedProducts: readonly string[] | null,
): AttributeTimelineAnalysis | TimeIntensityAnalysis {
  const products = servedProducts ?? [NOT_PER_SAMPLE];
  const recorded = rows.filter((r): r is LongResult & { recording: TemporalRecording } => r.recording !== undefined);
  const ofProduct = (product: string) => recorded.filter((r) => servedProducts === null || r.product === product);
  if (control.kind === 'ti') {
    const byProduct: TimeIntensityAnalysis['byProduct'] = {};
    for (const product of products) {
      const judges = ofProduct(product).map((row) => ({
        judge: row.judge,
        repetition: row.repetition,
        ...timeIntensityParameters(
          (row.recording.points ?? []).map((p) => ({ time: p.time / 1000, value: p.value })),
          control.min,
        ),
      }));
      const complete = judges.filter(
        (j): j is (typeof judges)[number] & TimeIntensityFigures => !('insufficient' in j),
      );
      const means = Object.fromEntries(
        PARAMETERS.map((name) => [name, descriptives(complete.map((j) => j[name]))]),
      ) as TimeIntensityAnalysis['byProduct'][string]['means'];
      byProduct[product] = { judges, means };
    }
    return { ...where, kind: 'ti', byProduct };
  }
  const attributes = control.attributes.map((a) => a.id);
  const byProduct: AttributeTimelineAnalysis['byProduct'] = {};
  for (const product of products) {
    const evaluations: TimedEvaluation[] = ofProduct(product).map(({ recording }) => ({
      duration: recording.duration / 1000,
      intervals: (recording.intervals ?? []).map((i) => ({
        attribute: i.attribute,
        start: i.start / 1000,
        end: i.end / 1000,
      })),
    }));
    byProduct[product] =
      control.kind === 'tds' ? tdsCurves(evaluations, attributes) : tcataCurves(evaluations, attributes);
  }
  return { ...where, kind: control.kind, byProduct };
}
