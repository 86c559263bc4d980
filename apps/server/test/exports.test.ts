import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import { longResults, toCsv, toWideCsv, type LongResult } from '../src/results/results.service.ts';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

/** R reads the exports as a statistician would; CI must have it (r-base-core), elsewhere its absence skips. */
const rscriptProblem = (() => {
  const probe = spawnSync('Rscript', ['--version'], { encoding: 'utf8' });
  return probe.error ? probe.error.message : undefined;
})();
if (rscriptProblem) {
  if (process.env.CI === 'true') throw new Error(`Rscript is required when CI=true: ${rscriptProblem}`);
  console.warn(`Skipping the exports read back with R: Rscript is not available (${rscriptProblem}).`);
}

const FOUR_PRODUCTS = questionnaire.parse({
  name: 'four-juices',
  title: 'Four juices',
  design: 'williams',
  products: ['apple', 'pear', 'grape', 'peach'].map((id) => ({ id, name: id })),
  pages: [
    {
      id: 'rate',
      perSample: true,
      controls: [{ kind: 'scale', id: 'sweet', label: 'Sweetness', style: 'line', min: 0, max: 10 }],
    },
  ],
});

/** A lab's own codes, with the leading zeros its labels carry. */
const CODE_FILE = 'product,code\napple,007\npear,010\ngrape,099\npeach,100\n';

describeEachDatabase('exports of several publications', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;
  let folder: string;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
    folder = mkdtempSync(join(tmpdir(), 'palate-export-'));
  });
  afterEach(async () => {
    await close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Two publications of four products, six judges each, every judge numbered from J001 in their publication. */
  async function twoPanels(): Promise<LongResult[]> {
    const questionnaireId = await importDefinition(test.database.db, FOUR_PRODUCTS, api.now);
    for (const name of ['Monday', 'Tuesday']) {
      const { publicationId } = await publishQuestionnaire(
        test.database.db,
        questionnaireId,
        {
          name,
          anonymous: true,
          targetJudges: null,
          expiresAt: null,
          tray: null,
          codeFile: new TextEncoder().encode(CODE_FILE),
        },
        api.now,
      );
      for (let judge = 0; judge < 6; judge++) await api.answerEveryScreen(await api.newJudge(), publicationId);
    }
    return (await longResults(test.database.db)).filter((row) => row.attribute === 'sweet');
  }

  it('keeps the judges of two publications apart in the wide export: no judge, product and repetition twice', async () => {
    const lines = toWideCsv(await twoPanels())
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('publication,judge,product,repetition,sample_code,sweet');
    const keys = lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','));
    expect(keys).toHaveLength(48);
    expect(new Set(keys).size).toBe(48);
  });

  it.skipIf(rscriptProblem !== undefined)(
    'reads back with R as docs/questionnaire-format.md shows: 12 judges, 48 rows, codes with their leading zeros',
    async () => {
      const results = await twoPanels();
      writeFileSync(join(folder, 'wide.csv'), toWideCsv(results));
      writeFileSync(join(folder, 'long.csv'), toCsv(results));
      const script = `
        wide <- read.csv("wide.csv", stringsAsFactors = TRUE, colClasses = c(sample_code = "character"))
        wide$judge <- interaction(wide$publication, wide$judge, drop = TRUE)
        long <- read.csv("long.csv", stringsAsFactors = TRUE, colClasses = c(sample_code = "character"))
        long$judge <- interaction(long$publication, long$judge, drop = TRUE)
        cat(nlevels(wide$judge), nrow(wide), nrow(unique(wide[, c("judge", "product", "repetition")])),
            nlevels(long$judge), sort(unique(wide$sample_code)), "\\n")
      `;
      const run = spawnSync('Rscript', ['--vanilla', '-e', script], { cwd: folder, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('12 48 48 12 007 010 099 100');
    },
  );
});

describe('CSV cells a spreadsheet opens', () => {
  const row = (text: string): LongResult => ({
    publication: 'p',
    page: 'notes',
    judge: 'J001',
    repetition: 1,
    sampleCode: '',
    product: '',
    position: null,
    attribute: 'note',
    value: null,
    text,
    kind: 'text',
  });
  const textCell = (text: string) =>
    toCsv([row(text)])
      .split('\r\n')[1]
      ?.replace('p,J001,1,,,note,,', '')
      // The position and the rapid methods' cells, empty for a note about no sample; then shown (1) and the empty places and status.
      .replace(/,{6},1,{3}$/, '');

  it('keeps numbers as numbers, signed or not', () => {
    for (const number of ['-2', '+3.5', '1e-3', '42']) expect(textCell(number)).toBe(number);
    expect(textCell('-0,5')).toBe('"-0,5"');
  });

  it('guards what a spreadsheet would run as a formula', () => {
    expect(textCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(textCell('-2+3')).toBe("'-2+3");
    expect(textCell('+cmd')).toBe("'+cmd");
    expect(textCell('@now')).toBe("'@now");
  });
});
