/**
 * What a publication's target number of judges does to its design: the judges whose orders
 * complete the design (`judgesPerBlock`: a Williams square's rows, an incomplete design's
 * blocks, turned with the discrimination tests' serving sequences; pub/design gives it) are
 * served every row once; a target that is not a multiple of it serves some rows more often
 * than others.
 */
export type TargetBalance =
  /** Any number of judges is balanced (a random or fixed order, no test to turn). */
  | { kind: 'any' }
  /** No target yet: the numbers that complete the design. */
  | { kind: 'open'; judgesPerBlock: number; multiples: number[] }
  /** The target completes the design `times` times. */
  | { kind: 'complete'; judgesPerBlock: number; target: number; times: number }
  /** Fewer judges than the design has rows: the rows `unserved` are served to nobody. */
  | { kind: 'short'; judgesPerBlock: number; target: number; unserved: Range }
  /** Judges `repeating` are served again the design's first rows, `rows`; `below` and `above` complete it. */
  | {
      kind: 'repeats';
      judgesPerBlock: number;
      target: number;
      repeating: Range;
      rows: Range;
      below: number;
      above: number;
    };

/** From one number to another, both included (1-based, as a leader counts judges and rows). */
export interface Range {
  from: number;
  to: number;
}

/** How many multiples to suggest when no target is set. */
const MULTIPLES_SHOWN = 3;

export function targetBalance(judgesPerBlock: number, target: number | null): TargetBalance {
  if (judgesPerBlock <= 1) return { kind: 'any' };
  if (target === null) {
    const multiples = Array.from({ length: MULTIPLES_SHOWN }, (_, index) => judgesPerBlock * (index + 1));
    return { kind: 'open', judgesPerBlock, multiples };
  }
  const extra = target % judgesPerBlock;
  const times = (target - extra) / judgesPerBlock;
  if (extra === 0) return { kind: 'complete', judgesPerBlock, target, times };
  if (times === 0) return { kind: 'short', judgesPerBlock, target, unserved: { from: target + 1, to: judgesPerBlock } };
  return {
    kind: 'repeats',
    judgesPerBlock,
    target,
    repeating: { from: target - extra + 1, to: target },
    rows: { from: 1, to: extra },
    below: target - extra,
    above: target - extra + judgesPerBlock,
  };
}

/** A range as a leader reads it: "5–6", or "5" alone. */
export function rangeText({ from, to }: Range): string {
  return from === to ? String(from) : `${from}–${to}`;
}
