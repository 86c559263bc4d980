import type { TcataControl, TdsControl, TemporalControl, TimeIntensityControl } from './definition.ts';
import { seededRandom, shuffle, textHash } from './random.ts';

// Kept apart from definition.ts, which holds the schemas: the judges' first screens load
// this module without the schema library.
export const TEMPORAL_KINDS = ['tds', 'tcata', 'ti'] as const;
export type TemporalKind = (typeof TEMPORAL_KINDS)[number];

export function isTemporalKind(kind: string): kind is TemporalKind {
  return (TEMPORAL_KINDS as readonly string[]).includes(kind);
}

/** One attribute's stretch of a TDS or TCATA recording, in milliseconds from the start. */
export interface AttributeInterval {
  attribute: string;
  start: number;
  end: number;
}

/** One time-intensity reading: milliseconds from the start, and the intensity then. */
export interface IntensityPoint {
  time: number;
  value: number;
}

/**
 * A temporal control's recording, sent in one post when the judge leaves the screen.
 * Times are whole milliseconds from the start, read from the browser's monotonic clock.
 */
export interface TemporalRecording {
  /** The control's definition as the judge's client had it (`temporalFingerprint`). */
  fingerprint: string;
  /** From the start to the stop. */
  duration: number;
  /** TDS and TCATA. */
  intervals?: AttributeInterval[];
  /** Time-intensity. */
  points?: IntensityPoint[];
}

/** The most a recording may hold: a TDS judge changing their mind every 0.6 s for 10 minutes. */
export const MAX_INTERVALS = 1000;
/** 10 minutes at 20 readings a second, and the reading at the start. */
export const MAX_POINTS = 600 * 20 + 1;

export type TemporalFault = 'timeline' | 'minDuration';

/**
 * What a recording means depends on these fields only: a label reworded keeps the data
 * comparable, an attribute, a duration or a scale changed does not. The string is short
 * and stable (FNV-1a over the fields in a fixed order), not a secret.
 */
export function temporalFingerprint(control: TemporalControl): string {
  const meaning: unknown[] = [control.kind, control.duration, control.minDuration ?? null, control.startDelay];
  meaning.push(control.atTimeLimit, control.start);
  if (control.kind === 'ti') meaning.push(control.min, control.max, control.rate);
  else meaning.push(control.attributes.map((a) => a.id));
  return fnv1a(JSON.stringify(meaning));
}

function fnv1a(text: string): string {
  return textHash(text).toString(16).padStart(8, '0');
}

/** The spec's "temporal function changed" codes, one per kind, and 9053 when the start became or stopped being synchronised. */
const CHANGED_CODE: Record<TemporalKind, number> = { tds: 9050, tcata: 9051, ti: 9052 };
export const SYNCHRONISATION_CHANGED = 9053;

/**
 * The error code when a recording was made under another definition of its control
 * (changed between the judge's download or start and the post), else undefined.
 */
export function temporalChange(control: TemporalControl, recording: TemporalRecording): number | undefined {
  if (recording.fingerprint === temporalFingerprint(control)) return undefined;
  const otherStart = { ...control, start: control.start === 'judge' ? 'synchronised' : 'judge' } as TemporalControl;
  return recording.fingerprint === temporalFingerprint(otherStart)
    ? SYNCHRONISATION_CHANGED
    : CHANGED_CODE[control.kind];
}

/**
 * A judge's order of a TDS or TCATA control's attributes: as written, or drawn once per
 * judge and control, so that the same judge sees the same order on every sample (a list
 * that moves between samples makes judges hunt for the attribute and lose time).
 */
export function attributeOrder(control: TdsControl | TcataControl, judgeRank: number): string[] {
  const ids = control.attributes.map((a) => a.id);
  if (control.order === 'fixed') return ids;
  return shuffle(ids, seededRandom(textHash(control.id) ^ Math.imul(judgeRank, 0x9e3779b1)));
}

/** Whether the judge recorded anything: a start and stop with no dominant attribute or reading says nothing. */
export function isEmptyRecording(control: TemporalControl, recording: TemporalRecording): boolean {
  if (recording.duration <= 0) return true;
  if (control.kind === 'tds') return (recording.intervals ?? []).length === 0;
  if (control.kind === 'ti') return (recording.points ?? []).length === 0;
  return false;
}

/**
 * Checks a recording against its control: the right series for the kind, whole
 * milliseconds inside the recording, TDS intervals in order and never overlapping (one
 * attribute dominates at a time), TCATA intervals of one attribute never overlapping,
 * time-intensity readings in order and on the scale, and a duration within the limits.
 */
export function validateRecording(control: TemporalControl, recording: TemporalRecording): TemporalFault | undefined {
  const limit = control.duration * 1000;
  if (!isWholeTime(recording.duration) || recording.duration > limit) return 'timeline';
  const timeline =
    control.kind === 'ti'
      ? recording.intervals === undefined && validPoints(control, recording.points, recording.duration)
      : recording.points === undefined && validIntervals(control, recording.intervals, recording.duration);
  if (!timeline) return 'timeline';
  // The last reading of a recording cut by the time limit is at the limit itself.
  if (control.minDuration !== undefined && recording.duration < control.minDuration * 1000) return 'minDuration';
  return undefined;
}

function isWholeTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function validIntervals(
  control: TdsControl | TcataControl,
  intervals: readonly AttributeInterval[] | undefined,
  duration: number,
): boolean {
  if (!Array.isArray(intervals) || intervals.length > MAX_INTERVALS) return false;
  const attributes = new Set(control.attributes.map((a) => a.id));
  const lastEnd = new Map<string, number>();
  let previousStart = 0;
  let previousEnd = 0;
  for (const interval of intervals) {
    const { attribute, start, end } = interval;
    if (!attributes.has(attribute) || !isWholeTime(start) || !isWholeTime(end)) return false;
    if (start >= end || end > duration || start < previousStart) return false;
    // TDS: one dominant attribute at a time, so each stretch begins where the last one ended or later.
    if (control.kind === 'tds' && start < previousEnd) return false;
    // TCATA: an attribute is checked or not, so its own stretches never overlap.
    if (start < (lastEnd.get(attribute) ?? 0)) return false;
    lastEnd.set(attribute, end);
    previousStart = start;
    previousEnd = end;
  }
  return true;
}

function validPoints(
  control: TimeIntensityControl,
  points: readonly IntensityPoint[] | undefined,
  duration: number,
): boolean {
  if (!Array.isArray(points) || points.length > MAX_POINTS) return false;
  let previous = -1;
  for (const { time, value } of points) {
    if (!isWholeTime(time) || time <= previous || time > duration) return false;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < control.min || value > control.max)
      return false;
    previous = time;
  }
  return true;
}
