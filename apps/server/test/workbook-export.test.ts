import { describe, expect, it } from 'vitest';
import type { PublicationAnalysis } from '../src/results/publication-analysis.service.ts';
import { analysisWorkbook } from '../src/results/workbook-export.ts';
import { P_VALUE_FORMAT } from '../src/results/workbook-p-values.ts';
import { openWorkbook } from './fixtures.ts';

describe('the analysis workbook', () => {
  it('names its sheets within the 31 characters a spreadsheet allows, each once', async () => {
    const page = 'aVeryLongPageIdentifierForTheSensoryTest';
    const analysis: PublicationAnalysis = {
      publication: 'P',
      excludedJudges: [],
      repetition: null,
      set: null,
      judges: 0,
      targetJudges: null,
      likingQuestion: null,
      questions: [
        { page, control: 'remarks', kind: 'comment', n: 0 },
        { page, control: 'remarks2', kind: 'comment', n: 0 },
        { page: 'answers', control: 'x', kind: 'text', n: 2 },
      ],
      discriminationOverall: [],
      maps: [],
      panelDiagnostics: [],
      panelSummary: [],
      products: [],
    };
    const workbook = await openWorkbook(await analysisWorkbook([], analysis));
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual([
      'Answers',
      'aVeryLongPageIdentifierForTheSe',
      'aVeryLongPageIdentifierForThe~2',
      'answers.x',
    ]);
    const text = workbook.getWorksheet('answers.x')!;
    expect(text.getRow(5).values).toEqual([undefined, 'answers', 2]);
  });

  it('writes each p-value "< 0.001" or to three decimals, keeping its value, and a category scale bar by point', async () => {
    const analysis: PublicationAnalysis = {
      publication: 'P',
      excludedJudges: [],
      repetition: null,
      set: null,
      judges: 3,
      targetJudges: null,
      likingQuestion: null,
      questions: [
        {
          page: 'final',
          control: 'rank',
          kind: 'rank',
          rankSums: { A: 3, B: 6 },
          blocks: 3,
          friedman: { statistic: 3, df: 1, pValue: 0.0000123 },
          lsd: null,
          pairs: [],
        },
        {
          page: 'taste',
          control: 'liking',
          kind: 'scale',
          byProduct: {
            A: { mean: 7, sd: 1, n: 3, bins: [0, 0, 0, 0, 0, 1, 1, 1, 0] },
            B: { mean: 3, sd: 1, n: 3, bins: [0, 1, 1, 1, 0, 0, 0, 0, 0] },
          },
          anova: [{ term: 'product', df: 1, sumSq: 24, meanSq: 24, F: 36, pValue: 0.0267 }],
          tukey: [{ first: 'A', second: 'B', difference: 4, pValue: 0.0004 }],
        },
      ],
      discriminationOverall: [],
      maps: [],
      panelDiagnostics: [],
      panelSummary: [],
      products: [],
    };
    const workbook = await openWorkbook(await analysisWorkbook([], analysis));
    const cellsOf = (sheet: string) =>
      workbook
        .getWorksheet(sheet)!
        .getRows(1, 40)!
        .flatMap((row) => (row.values as unknown[]).map((value, column) => ({ value, cell: row.getCell(column) })));
    const formatted = (sheet: string) =>
      cellsOf(sheet)
        .filter(({ cell }) => cell.numFmt === P_VALUE_FORMAT)
        .map(({ value }) => value);
    expect(formatted('final.rank')).toEqual([0.0000123]);
    expect(formatted('taste.liking')).toEqual([0.0267, 0.0004]);
    const header = cellsOf('taste.liking').map(({ value }) => value);
    expect(header).toContain('bin 9');
    expect(header).not.toContain('bin 10');
  });
});
