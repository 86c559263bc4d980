/** What labels a run's judge: their name when named, their rank, and whether a leader simulated the run. */
export interface JudgeOfRun {
  previewed_by: string | null;
  judge_rank: number;
  display_name: string | null;
}

/** A named judge by name; others J001, J002… in the order they started; a leader's simulations S001, S002…. */
export function judgeLabel(row: JudgeOfRun): string {
  if (row.previewed_by !== null) return `S${String(-row.judge_rank).padStart(3, '0')}`;
  return row.display_name || `J${String(row.judge_rank + 1).padStart(3, '0')}`;
}
