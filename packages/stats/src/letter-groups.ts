/**
 * Letter groups for a table of means: means sharing a letter do not differ significantly.
 * Means are taken from highest to lowest; each one opens a group with every lower mean it
 * does not differ from (contiguously), and a group already covered by an earlier one gets
 * no letter of its own (the "lines" display of agricolae and SAS).
 */
export function letterGroups(
  means: { group: string; mean: number }[],
  differ: (a: string, b: string) => boolean,
): Record<string, string> {
  const sorted = [...means].sort((a, b) => b.mean - a.mean);
  const letters: Record<string, string> = Object.fromEntries(sorted.map((m) => [m.group, '']));
  let lastEnd = -1;
  let letter = 0;
  sorted.forEach((top, start) => {
    let end = start;
    while (end + 1 < sorted.length && !differ(top.group, (sorted[end + 1] as { group: string }).group)) end++;
    if (end <= lastEnd) return;
    const name = letterName(letter++);
    for (let i = start; i <= end; i++) {
      const group = (sorted[i] as { group: string }).group;
      letters[group] += name;
    }
    lastEnd = end;
  });
  return letters;
}

/** a…z, then aa, ab… for very long product lists. */
function letterName(index: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  return index < alphabet.length
    ? (alphabet[index] as string)
    : letterName(Math.floor(index / alphabet.length) - 1) + alphabet[index % alphabet.length];
}
