/**
 * The candidate closest to a mistyped word, if one is close enough to be what was meant:
 * within a third of the word's length in edits (at least one), letter case ignored. On a
 * tie, the first candidate wins.
 */
export function nearestWord(word: string, candidates: readonly string[]): string | undefined {
  const allowed = Math.max(1, Math.floor(word.length / 3));
  let nearest: string | undefined;
  let nearestDistance = allowed + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < nearestDistance) {
      nearest = candidate;
      nearestDistance = distance;
    }
  }
  return nearest;
}

/**
 * Edits (insertion, deletion, substitution, or swap of two neighbours) from one word to the
 * other: the optimal string alignment distance, so that `mandatroy` is one edit from `mandatory`.
 */
function editDistance(from: string, to: string): number {
  // rows[i][j]: edits from the first i letters of `from` to the first j of `to`.
  const rows: number[][] = [Array.from({ length: to.length + 1 }, (_, j) => j)];
  const cell = (i: number, j: number) => rows[i]?.[j] ?? Infinity;
  for (let i = 1; i <= from.length; i++) {
    const row = [i];
    rows.push(row);
    for (let j = 1; j <= to.length; j++) {
      const substitution = from[i - 1] === to[j - 1] ? 0 : 1;
      const swap = i > 1 && j > 1 && from[i - 1] === to[j - 2] && from[i - 2] === to[j - 1];
      row.push(
        Math.min(
          cell(i - 1, j) + 1,
          cell(i, j - 1) + 1,
          cell(i - 1, j - 1) + substitution,
          swap ? cell(i - 2, j - 2) + 1 : Infinity,
        ),
      );
    }
  }
  return cell(from.length, to.length);
}
