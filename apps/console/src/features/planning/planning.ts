import {
  aNotA,
  discrim,
  pairedPreference,
  sameDifferent,
  type ANotACounts,
  type SameDifferentCounts,
} from '@palate/stats';
import { FORCED_CHOICE_METHODS, type ForcedChoiceMethod, type Outcome } from '../../lib/testPlanning.ts';

/**
 * The calculator page's figures from counts, each by the very function `palate analyse` and
 * the command line's calculators use, computed in the browser (its planning is the shared
 * `lib/testPlanning.ts`).
 */
export const COUNTED_METHODS = [...FORCED_CHOICE_METHODS, 'sameDifferent', 'aNotA', 'pairedPreference'] as const;
export type CountedMethod = (typeof COUNTED_METHODS)[number];

export type Counts =
  | { method: ForcedChoiceMethod; correct: number; n: number }
  | ({ method: 'sameDifferent' } & SameDifferentCounts)
  | ({ method: 'aNotA' } & ANotACounts)
  | { method: 'pairedPreference'; first: number; second: number; noPreference: number };

/** The figures a report gives, by name; null where a figure is infinite or unknown. */
export type Figures = Record<string, number | null>;

/** A test's figures from its counts, as `palate analyse` gives them for collected answers. */
export function figuresFromCounts(counts: Counts): Outcome<Figures> {
  const values = Object.entries(counts).filter(([key]) => key !== 'method');
  const wrong = values.find(([, value]) => !Number.isInteger(value) || (value as number) < 0);
  if (wrong) return { refused: `${wrong[0]} must be a non-negative integer` };
  switch (counts.method) {
    case 'sameDifferent': {
      const result = sameDifferent(counts);
      return 'insufficient' in result ? { refused: result.insufficient } : { figures: { ...result } };
    }
    case 'aNotA': {
      if (counts.a === 0 || counts.notA === 0) return { refused: 'A and not-A samples must each be at least 1' };
      if (counts.hits > counts.a || counts.falseAlarms > counts.notA) {
        return { refused: '"A" answers cannot outnumber the samples they answer' };
      }
      return { figures: { ...aNotA(counts) } };
    }
    case 'pairedPreference': {
      const result = pairedPreference(counts.first, counts.second, counts.noPreference);
      if ('insufficient' in result) return { refused: result.insufficient };
      return { figures: { n: result.n, proportionFirst: result.proportionFirst, pValue: result.pValue } };
    }
    default:
      if (counts.n === 0) return { refused: 'n must be at least 1' };
      if (counts.correct > counts.n) return { refused: 'correct answers cannot exceed n' };
      return { figures: { ...discrim(counts.method, counts.correct, counts.n) } };
  }
}
