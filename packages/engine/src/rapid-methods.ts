import type { MultipleChoiceControl, NappingControl, SortingControl } from './definition.ts';

/**
 * The rules of the rapid methods' answers (napping, sorting, RATA), each fault a stable rule
 * name of answers.ts with its params. The answer's shape is checked before (answers.ts).
 */
export type RapidFault =
  | { rule: 'nappingUnknownSample'; params: { code: string } }
  | { rule: 'nappingOutside'; params: { code: string; width: number; height: number } }
  | { rule: 'nappingUnplaced'; params: { code: string } }
  | { rule: 'unknownCode'; params: { code: string } }
  | { rule: 'sortingTwice'; params: { code: string } }
  | { rule: 'sortingUngrouped'; params: { code: string } }
  | { rule: 'sortingGroupCount'; params: { min: number; max: number } }
  | { rule: 'sortingWords'; params: { groups: number } }
  | { rule: 'rataUnchecked'; params: { term: string } }
  | { rule: 'rataOutOfRange'; params: { term: string; min: number; max: number } }
  | { rule: 'rataUnrated'; params: { term: string } };

/** The words a judge may give a napping's sample or a sorting's group: at most 20, each at most 60 characters. */
export const MAX_WORDS = 20;
export const MAX_WORD_LENGTH = 60;

/** A napping position: across from the sheet's left edge, up from its bottom edge, in sheet units. */
export type SheetPosition = [x: number, y: number];

/**
 * Napping: every sample served placed once, inside the sheet (its edges included); words,
 * when given, only for samples served.
 */
export function nappingFault(
  control: NappingControl,
  positions: Readonly<Record<string, SheetPosition>>,
  words: Readonly<Record<string, readonly string[]>> | undefined,
  served: readonly string[],
): RapidFault | undefined {
  const codes = new Set(served);
  const unknown = [...Object.keys(positions), ...Object.keys(words ?? {})].find((code) => !codes.has(code));
  if (unknown !== undefined) return { rule: 'nappingUnknownSample', params: { code: unknown } };
  const inside = (coordinate: number, length: number) =>
    Number.isFinite(coordinate) && coordinate >= 0 && coordinate <= length;
  const outside = Object.entries(positions).find(
    ([, [x, y]]) => !inside(x, control.width) || !inside(y, control.height),
  );
  if (outside) {
    return { rule: 'nappingOutside', params: { code: outside[0], width: control.width, height: control.height } };
  }
  const unplaced = served.find((code) => positions[code] === undefined);
  return unplaced === undefined ? undefined : { rule: 'nappingUnplaced', params: { code: unplaced } };
}

/**
 * Sorting: every sample served in exactly one group, at least two groups (one when
 * `singleGroup` allows it) and fewer than the samples, no empty group; words, when given,
 * one list per group.
 */
export function sortingFault(
  control: SortingControl,
  groups: readonly (readonly string[])[],
  words: readonly (readonly string[])[] | undefined,
  served: readonly string[],
): RapidFault | undefined {
  const codes = new Set(served);
  const sorted = groups.flat();
  const unknown = sorted.find((code) => !codes.has(code));
  if (unknown !== undefined) return { rule: 'unknownCode', params: { code: unknown } };
  const twice = sorted.find((code, index) => sorted.indexOf(code) !== index);
  if (twice !== undefined) return { rule: 'sortingTwice', params: { code: twice } };
  const ungrouped = served.find((code) => !sorted.includes(code));
  if (ungrouped !== undefined) return { rule: 'sortingUngrouped', params: { code: ungrouped } };
  const min = control.singleGroup ? 1 : 2;
  // Two samples cannot make two groups of fewer than all: the definition asks for three (definition.ts).
  const max = Math.max(served.length - 1, min);
  if (groups.length < min || groups.length > max || groups.some((group) => group.length === 0)) {
    return { rule: 'sortingGroupCount', params: { min, max } };
  }
  if (words !== undefined && words.length !== groups.length) {
    return { rule: 'sortingWords', params: { groups: groups.length } };
  }
  return undefined;
}

/** RATA: an intensity from 1 to `rate` for every term checked, and for no other. */
export function rataFault(
  control: MultipleChoiceControl & { rate: number },
  choices: readonly string[],
  ratings: Readonly<Record<string, number>>,
): RapidFault | undefined {
  const unchecked = Object.keys(ratings).find((term) => !choices.includes(term));
  if (unchecked !== undefined) return { rule: 'rataUnchecked', params: { term: unchecked } };
  const outOfRange = Object.entries(ratings).find(
    ([, intensity]) => !Number.isInteger(intensity) || intensity < 1 || intensity > control.rate,
  );
  if (outOfRange) return { rule: 'rataOutOfRange', params: { term: outOfRange[0], min: 1, max: control.rate } };
  const unrated = choices.find((term) => ratings[term] === undefined);
  return unrated === undefined ? undefined : { rule: 'rataUnrated', params: { term: unrated } };
}
