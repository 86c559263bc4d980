import type { AttributeInterval, IntensityPoint, TemporalRecording } from '@palate/engine';

/**
 * A recording in the making. Times are read from the browser's monotonic clock
 * (performance.now: a clock the system cannot set back mid-recording) and kept as whole
 * milliseconds from the start, never past the control's time limit.
 */
export interface Recorder {
  /** TDS: the attribute dominant from now on (a tap on the one already dominant changes nothing). */
  dominate(attribute: string, now: number): void;
  /** TCATA: the attribute checked from now on, or unchecked. */
  toggle(attribute: string, now: number): void;
  /** Time-intensity: the reading now. */
  read(value: number, now: number): void;
  /** Which attributes apply now: the dominant one (TDS) or those checked (TCATA). */
  active(): ReadonlySet<string>;
  /** Ends the recording (at the limit at the latest) and gives it. */
  stop(now: number, fingerprint: string): TemporalRecording;
}

export function createRecorder(kind: 'tds' | 'tcata' | 'ti', start: number, limitMs: number): Recorder {
  const at = (now: number) => Math.min(limitMs, Math.max(0, Math.round(now - start)));
  const intervals: AttributeInterval[] = [];
  const open = new Map<string, number>();
  const points: IntensityPoint[] = [];

  function close(attribute: string, time: number) {
    const opened = open.get(attribute);
    open.delete(attribute);
    // A stretch shorter than a millisecond says nothing and would break the order rules.
    if (opened !== undefined && time > opened) intervals.push({ attribute, start: opened, end: time });
  }

  return {
    dominate(attribute, now) {
      if (open.has(attribute)) return;
      const time = at(now);
      for (const current of [...open.keys()]) close(current, time);
      open.set(attribute, time);
    },
    toggle(attribute, now) {
      const time = at(now);
      if (open.has(attribute)) close(attribute, time);
      else open.set(attribute, time);
    },
    read(value, now) {
      const time = at(now);
      const last = points.at(-1);
      if (last && time <= last.time) last.value = value;
      else points.push({ time, value });
    },
    active: () => new Set(open.keys()),
    stop(now, fingerprint) {
      const duration = at(now);
      for (const attribute of [...open.keys()]) close(attribute, duration);
      intervals.sort((a, b) => a.start - b.start);
      if (kind === 'ti') return { fingerprint, duration, points: [...points] };
      return { fingerprint, duration, intervals: [...intervals] };
    },
  };
}

/** The server's clock and the leader's synchronised start (run/synch/get); absent offline. */
export type SynchronisedClock = () => Promise<{ now: number; startsAt: number | null }>;

/**
 * A booth's reading of the server's clock: the server's time was read about halfway
 * through the call, so the shortest round trip gives the best offset (Cristian's method).
 */
export interface ClockSample {
  /** performance.now() when the call left and when its answer came. */
  sent: number;
  received: number;
  serverNow: number;
}

/** When a server instant falls on this booth's performance.now() clock, from the best sample. */
export function localInstant(serverInstant: number, samples: readonly ClockSample[]): number {
  const best = samples.reduce((a, b) => (b.received - b.sent < a.received - a.sent ? b : a));
  return (best.sent + best.received) / 2 + (serverInstant - best.serverNow);
}
