import { describe, expect, it } from 'vitest';
import type { PublicationAnalysis } from '../src/results/publication-analysis.service.ts';
import { analysisWorkbook } from '../src/results/workbook-export.ts';
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
      questions: [
        { page, control: 'remarks', kind: 'comment', n: 0 },
        { page, control: 'remarks2', kind: 'comment', n: 0 },
        { page: 'answers', control: 'x', kind: 'text', n: 2 },
      ],
      discriminationOverall: [],
      maps: [],
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
});
