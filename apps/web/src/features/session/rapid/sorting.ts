/** A judge's sorting as it is built: the groups (never empty) and, beside each, its words. */
export interface Sorting {
  groups: readonly (readonly string[])[];
  words: readonly (readonly string[])[];
}

/** Where a sample goes: a group by its index, a new group, or back among the samples not sorted. */
export type SortingTarget = number | 'new' | 'none';

/**
 * The sorting with `code` moved to `target`. A group left empty goes, with its words, so
 * that the answer never holds an empty group and the groups are numbered as the judge sees them.
 */
export function movedSample(sorting: Sorting, code: string, target: SortingTarget): Sorting {
  const groups = sorting.groups.map((group, index) => {
    const others = group.filter((member) => member !== code);
    return index === target ? [...others, code] : others;
  });
  const words = sorting.groups.map((_, index) => sorting.words[index] ?? []);
  if (target === 'new') {
    groups.push([code]);
    words.push([]);
  }
  const kept = groups.flatMap((group, index) => (group.length > 0 ? [index] : []));
  return { groups: kept.map((index) => groups[index] ?? []), words: kept.map((index) => words[index] ?? []) };
}

/** The group holding `code`, or 'none' while it is not sorted. */
export function groupOf(sorting: Sorting, code: string): number | 'none' {
  const index = sorting.groups.findIndex((group) => group.includes(code));
  return index < 0 ? 'none' : index;
}
