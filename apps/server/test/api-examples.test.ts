import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl, type PublicationAnalysisView } from '@palate/protocol';
import { answerFor } from './example-answers.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';
import { freePort, killHard, startServer, type ServerProcess } from './server-process.ts';

const DOCS = resolve(import.meta.dirname, '../../../docs');
const PYTHON_EXAMPLE = join(DOCS, 'examples/fetch_results.py');
const R_EXAMPLE = join(DOCS, 'examples/fetch_results.R');
const run = promisify(execFile);

/** Whether a program runs here; `check` are its arguments for a quick trial. */
function runs(program: string, check: string[]): boolean {
  try {
    execFileSync(program, check, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// CI has python3 (the docs' example must run there); elsewhere a machine without it says so and skips.
const python = runs('python3', ['--version']);
if (!python && process.env.CI === 'true') throw new Error('python3 is needed to check docs/examples/fetch_results.py');
if (!python) console.warn('Skipping the Python example of docs/api.md: python3 is not installed.');
// CI installs base R only: the R example (httr2) runs where httr2 is installed.
const rWithHttr2 = runs('Rscript', ['-e', 'quit(status = !requireNamespace("httr2", quietly = TRUE))']);
if (!rWithHttr2) console.warn('Skipping the R example of docs/api.md: Rscript with httr2 is not installed.');

describe('docs/api.md', () => {
  const doc = readFileSync(join(DOCS, 'api.md'), 'utf8');
  /** The first code block of a language under a section's heading. */
  const block = (heading: string, language: string) =>
    new RegExp(`^## ${heading}\\n[\\s\\S]*?\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'm').exec(doc)?.[1];

  it('shows the examples exactly as they are in docs/examples', () => {
    expect(block('Python', 'python')).toBe(readFileSync(PYTHON_EXAMPLE, 'utf8'));
    expect(block('R', 'r')).toBe(readFileSync(R_EXAMPLE, 'utf8'));
  });
});

/**
 * The scripts of docs/examples against a real server process, with a token made as a leader
 * makes one: what they print and the files they write are what the console would download.
 */
describeEachDatabase('the API examples of docs/api.md against a real server', (engine) => {
  let world: DemoApi;
  let server: ServerProcess;
  let token: string;
  let folder: string;
  let expectedLong: { fileName: string; content: string };
  let analysis: PublicationAnalysisView;

  beforeAll(async () => {
    world = await startDemoApi(engine);
    // Three judges: no scale mean falls half-way between two hundredths, which printf and JavaScript round apart.
    for (let judge = 0; judge < 3; judge++) {
      await world.api.answerEveryScreen(await world.api.newJudge(), world.seed.publicationId, (page) =>
        page.controls.flatMap((control) => answerFor(control, page, judge) ?? []),
      );
    }
    const { db } = world.test.database;
    const leader = await signedInMember(db, world.api.now, { roles: ['user'] });
    const id = world.seed.publicationId;
    expectedLong = await world.api.ok('pub/export', { tk: leader.tk, id, format: 'long' });
    analysis = (await world.api.ok('pub/analysis', { tk: leader.tk, id })).analysis;

    server = await startServer(world.test.location, await freePort());
    // The server process runs on the real clock, the suite's API on its own.
    const signedIn = await signedInMember(db, Date.now(), { roles: ['user'] });
    const response = await fetch(server.url + callUrl('acc/tokens/create'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tk: signedIn.tk,
        name: 'Example scripts',
        scope: 'read-results',
        expires: Date.now() + 86_400_000,
      }),
    });
    ({ token } = (await response.json()) as { token: string });
    folder = mkdtempSync(join(tmpdir(), 'palate-api-examples-'));
  });
  afterAll(async () => {
    await killHard(server);
    await world.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function example(program: string, script: string, ...args: string[]): Promise<string> {
    // Each run writes its own files: none left by the one before.
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder);
    const { stdout } = await run(program, [script, ...args], {
      cwd: folder,
      env: { ...process.env, PALATE_URL: server.url, PALATE_TOKEN: token },
    });
    return stdout;
  }

  /** What either script prints for the publication: the files, the answers, each scale's means. */
  function expectedPrint(): string {
    const rows = expectedLong.content.trim().split('\n').length - 1;
    const judges = analysis.judges;
    const analysisFile = expectedLong.fileName.replace(/-long\.csv$/, '-analysis.json');
    const means = analysis.questions.flatMap((question) =>
      question.kind === 'scale'
        ? [
            `${question.control}: ` +
              Object.entries(question.byProduct)
                .flatMap(([product, figures]) => ('mean' in figures ? [`${product}=${figures.mean.toFixed(2)}`] : []))
                .join(' '),
          ]
        : [],
    );
    return [
      `wrote ${expectedLong.fileName}`,
      `${rows} answers from ${judges} judges`,
      `wrote ${analysisFile}`,
      ...means,
      '',
    ].join('\n');
  }

  function expectWrittenFiles(): void {
    expect(readFileSync(join(folder, expectedLong.fileName), 'utf8')).toBe(expectedLong.content);
    const analysisFile = join(folder, expectedLong.fileName.replace(/-long\.csv$/, '-analysis.json'));
    expect((JSON.parse(readFileSync(analysisFile, 'utf8')) as PublicationAnalysisView).judges).toBe(3);
  }

  it.skipIf(!python)('in Python, lists the publications and fetches one’s long CSV and analysis', async () => {
    const listed = await example('python3', PYTHON_EXAMPLE);
    expect(listed).toContain(`${world.seed.publicationId}\topen\t3\t`);
    expect(analysis.judges).toBe(3);
    expect(await example('python3', PYTHON_EXAMPLE, world.seed.publicationId)).toBe(expectedPrint());
    expectWrittenFiles();
  });

  it.skipIf(!rWithHttr2)('in R, lists the publications and fetches one’s long CSV and analysis', async () => {
    expect(await example('Rscript', R_EXAMPLE)).toContain(`${world.seed.publicationId}\topen\t3\t`);
    expect(await example('Rscript', R_EXAMPLE, world.seed.publicationId)).toBe(expectedPrint());
    expectWrittenFiles();
  });
});
