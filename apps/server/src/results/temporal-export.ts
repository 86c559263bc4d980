import type { Questionnaire, TemporalControl } from '@palate/engine';
import { csv, type LongResult } from './results.service.ts';

type Recorded = LongResult & { recording: NonNullable<LongResult['recording']> };

const seconds = (ms: number) => Math.round(ms) / 1000;

function recorded(results: LongResult[]): Recorded[] {
  return results.filter((r): r is Recorded => r.recording !== undefined);
}

const FACTORS = ['publication', 'judge', 'repetition', 'sample_code', 'product', 'control'];
const factorsOf = (r: LongResult) => [r.publication, r.judge, r.repetition, r.sampleCode, r.product, r.attribute];

/** TDS and TCATA in long format: one row per attribute interval, times in seconds from the start. */
export function intervalsCsv(results: LongResult[]): string {
  return csv([
    [...FACTORS, 'attribute', 'start', 'end', 'duration'],
    ...recorded(results).flatMap((r) =>
      (r.recording.intervals ?? []).map((i) => [
        ...factorsOf(r),
        i.attribute,
        seconds(i.start),
        seconds(i.end),
        seconds(r.recording.duration),
      ]),
    ),
  ]);
}

/** Time-intensity in long format: one row per reading, time in seconds from the start. */
export function readingsCsv(results: LongResult[]): string {
  return csv([
    [...FACTORS, 'time', 'value'],
    ...recorded(results).flatMap((r) =>
      (r.recording.points ?? []).map((p) => [...factorsOf(r), seconds(p.time), p.value]),
    ),
  ]);
}

/** The TDS and TCATA controls of a questionnaire, in its order. */
export function attributeTimelineControls(definition: Questionnaire): TemporalControl[] {
  return definition.pages.flatMap((page) =>
    page.controls.filter((c): c is TemporalControl => c.kind === 'tds' || c.kind === 'tcata'),
  );
}

/**
 * One TDS or TCATA control in the layout of the R package tempR's data sets (ojtds,
 * ojtcata): `cons`, `samp`, `samp_pos` (the sample's place in the judge's serving order,
 * counted across repetitions), `attribute`, then one column per second from 0
 * (`time_0s`, `time_1s`, …) holding 1 where the attribute was dominant (TDS) or checked
 * (TCATA) at that instant, else 0; through the longest evaluation.
 */
export function temprCsv(results: LongResult[], control: TemporalControl): string {
  if (control.kind === 'ti') throw new Error('tempR reads TDS and TCATA only');
  const rows = recorded(results).filter((r) => r.attribute === control.id);
  const longest = Math.max(0, ...rows.map((r) => r.recording.duration));
  const times = Array.from({ length: Math.floor(longest / 1000) + 1 }, (_, second) => second);
  const positions = new Map<string, number>();
  const lines: (string | number)[][] = [['cons', 'samp', 'samp_pos', 'attribute', ...times.map((s) => `time_${s}s`)]];
  for (const row of rows) {
    const position = (positions.get(row.judge) ?? 0) + 1;
    positions.set(row.judge, position);
    for (const { id } of control.attributes) {
      const intervals = (row.recording.intervals ?? []).filter((i) => i.attribute === id);
      const at = (second: number) => (intervals.some((i) => i.start <= second * 1000 && second * 1000 < i.end) ? 1 : 0);
      lines.push([row.judge, row.product, position, id, ...times.map(at)]);
    }
  }
  return csv(lines);
}
