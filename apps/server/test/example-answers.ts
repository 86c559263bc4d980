import {
  cupsPicked,
  discriminationWords,
  temporalFingerprint,
  type Answer,
  type Control,
  type TemporalRecording,
} from '@palate/engine';
import type { PageView } from '@palate/protocol';

/** A valid answer that varies with the judge and the screen, so that no statistic is degenerate. */
export function answerFor(control: Control, page: PageView, judge: number): Answer | null {
  const turn = judge + page.position;
  switch (control.kind) {
    case 'info':
    case 'comment':
      return null;
    case 'scale': {
      if (control.style === 'category') {
        const points = Math.round((control.max - control.min) / (control.step ?? 1)) + 1;
        return { controlId: control.id, value: control.min + (turn % points) * (control.step ?? 1) };
      }
      const share = ((judge * 7 + page.position * 3) % 11) / 10;
      return {
        controlId: control.id,
        value: Math.round((control.min + share * (control.max - control.min)) * 10) / 10,
      };
    }
    case 'text':
      return { controlId: control.id, text: control.format === 'free' ? 'fine' : String(turn % 9) };
    case 'single':
      return { controlId: control.id, choices: [control.choices[turn % control.choices.length]!.id] };
    case 'multiple': {
      const term = control.choices[turn % control.choices.length]!.id;
      return {
        controlId: control.id,
        choices: [term],
        ...(control.rate !== undefined && { ratings: { [term]: 1 + (turn % control.rate) } }),
      };
    }
    case 'napping': {
      const codes = page.served[control.id]!;
      return {
        controlId: control.id,
        positions: Object.fromEntries(
          codes.map((code, i) => [code, [((i + judge) * 7) % control.width, ((i * 3 + judge) * 5) % control.height]]),
        ),
        ...(control.words && { words: { [codes[turn % codes.length]!]: ['sweet'] } }),
      };
    }
    case 'sorting': {
      // Two groups: the judge's first sample (after a turn) alone, the others together.
      const codes = page.served[control.id]!;
      const alone = codes[turn % codes.length]!;
      const groups = [[alone], codes.filter((code) => code !== alone)];
      return { controlId: control.id, groups, ...(control.words && { words: [['odd'], []] }) };
    }
    case 'rank': {
      const codes = page.served[control.id]!;
      return {
        controlId: control.id,
        ranks: Object.fromEntries(codes.map((code, i) => [code, ((i + judge) % codes.length) + 1])),
      };
    }
    case 'discrimination': {
      const words = discriminationWords(control);
      if (cupsPicked(control.method) === 0) return { controlId: control.id, choices: [words[turn % words.length]!] };
      const codes = page.served[control.id]!;
      const picked = Array.from({ length: cupsPicked(control.method) }, (_, i) => codes[(turn + i) % codes.length]!);
      return { controlId: control.id, choices: picked };
    }
    case 'picture':
      return { controlId: control.id, marks: [{ x: (turn % 10) / 10, y: 0.5 }] };
    case 'tds':
    case 'tcata':
    case 'ti':
      return { controlId: control.id, recording: recordingFor(control, page, turn) };
  }
}

/**
 * A plausible recording as long as the control allows: TDS changes its dominant attribute
 * every few seconds in the judge's order, TCATA checks two of them a while, time-intensity
 * rises to a peak that depends on the turn and fades.
 */
function recordingFor(control: Extract<Control, { kind: 'tds' | 'tcata' | 'ti' }>, page: PageView, turn: number) {
  const duration = Math.max(control.minDuration ?? 0, Math.min(control.duration, 20)) * 1000;
  const recording: TemporalRecording = { fingerprint: temporalFingerprint(control), duration };
  if (control.kind === 'ti') {
    const step = 1000 / control.rate;
    const peak = control.min + (((turn % 5) + 5) / 10) * (control.max - control.min);
    recording.points = Array.from({ length: Math.floor(duration / step) + 1 }, (_, i) => {
      const time = Math.round(i * step);
      const rise = Math.min(1, time / 4000) * Math.max(0, 1 - Math.max(0, time - 8000) / (duration - 8000));
      return { time, value: Math.round((control.min + rise * (peak - control.min)) * 100) / 100 };
    });
    return recording;
  }
  const order = page.served[control.id]!;
  const stretch = 3000 + (turn % 3) * 1000;
  const starts = Array.from({ length: Math.floor((duration - 1000) / stretch) }, (_, i) => 1000 + i * stretch);
  recording.intervals =
    control.kind === 'tds'
      ? starts.map((start, i) => ({
          attribute: order[(i + turn) % order.length]!,
          start,
          end: Math.min(duration, start + stretch),
        }))
      : [
          { attribute: order[turn % order.length]!, start: 500, end: duration - 2000 },
          { attribute: order[(turn + 1) % order.length]!, start: 2000, end: 6000 },
        ];
  return recording;
}

/** Every answer of a screen for the judge numbered `judge`, as answerFor gives them. */
export function answersOfJudge(judge: number) {
  return (page: PageView): Answer[] => page.controls.flatMap((control) => answerFor(control, page, judge) ?? []);
}
