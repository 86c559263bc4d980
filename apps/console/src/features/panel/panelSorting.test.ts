import { describe, expect, it } from 'vitest';
import type { PanelJudgeView } from '@palate/protocol';
import { comparePanelJudges } from './panelSorting.ts';

const judge = (name: string, repeatability: number | null): PanelJudgeView => ({
  id: name,
  login: name.toLowerCase(),
  name,
  publications: 1,
  lastAnswered: null,
  medianPValue: null,
  repeatability,
  agreement: null,
  correctShare: null,
});

describe("the panel screen's order", () => {
  const judges = [judge('Chiara', 2), judge('Alice', null), judge('Bruno', 1), judge('Dai', 2)];
  const names = (column: 'name' | 'repeatability', descending: boolean) =>
    [...judges].sort(comparePanelJudges({ column, descending }, 'en')).map((j) => j.name);

  it('sorts by a figure up or down, a judge without it last, ties by name', () => {
    expect(names('repeatability', false)).toEqual(['Bruno', 'Chiara', 'Dai', 'Alice']);
    expect(names('repeatability', true)).toEqual(['Chiara', 'Dai', 'Bruno', 'Alice']);
    expect(names('name', true)).toEqual(['Dai', 'Chiara', 'Bruno', 'Alice']);
  });
});
