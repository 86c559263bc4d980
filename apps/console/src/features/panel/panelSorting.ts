import type { PanelJudgeView } from '@palate/protocol';

export type PanelColumn = 'name' | Exclude<keyof PanelJudgeView, 'id' | 'login' | 'name'>;
export interface Sorting {
  column: PanelColumn;
  descending: boolean;
}

/**
 * The panel screen's order: by the column chosen, up or down; a judge without that figure
 * comes last either way (nobody is picked for a figure they do not have), then by name.
 */
export function comparePanelJudges({ column, descending }: Sorting, language: string) {
  const names = new Intl.Collator(language);
  return (a: PanelJudgeView, b: PanelJudgeView): number => {
    const byName = names.compare(a.name, b.name);
    if (column === 'name') return descending ? -byName : byName;
    const [first, second] = [a[column], b[column]];
    if (first === null || second === null) return first === second ? byName : first === null ? 1 : -1;
    return (descending ? second - first : first - second) || byName;
  };
}
