import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { ApiClient } from './api.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';
import { childEnvironment } from './server-process.ts';

const CLI = resolve(import.meta.dirname, '../src/cli.ts');
const TRIANGLE = resolve(import.meta.dirname, '../../../examples/triangle-test.yaml');
const run = promisify(execFile);

/** 458 products and a triangle's two second cups, in two repetitions: 920 samples to code. */
const TOO_MANY_CODES = [
  'name: big',
  'title: Big',
  'repetitions: 2',
  'products:',
  ...Array.from({ length: 458 }, (_, i) => `  - { id: p${i}, name: Product ${i} }`),
  'pages:',
  '  - id: test',
  '    controls:',
  '      - { kind: discrimination, id: odd, label: Odd one, method: triangle, products: [p0, p1] }',
].join('\n');

describeEachDatabase('the command line shows the leader the design', (engine) => {
  let test: TestDatabase;
  let folder: string;

  beforeEach(async () => {
    test = await createTestDatabase(engine);
    folder = mkdtempSync(join(tmpdir(), 'palate-cli-'));
  });
  afterEach(async () => {
    await test.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  async function palate(...args: string[]): Promise<{ stdout: string; stderr: string }> {
    const env = childEnvironment();
    if (engine === 'postgres') env.DATABASE_URL = test.location;
    else {
      delete env.DATABASE_URL;
      env.DATA_DIR = dirname(test.location);
    }
    return run(process.execPath, [CLI, ...args], { env });
  }

  it('warns at check time of more samples than 3-digit codes, on the line at fault, and publish says why it refuses', async () => {
    const file = join(folder, 'big.yaml');
    writeFileSync(file, TOO_MANY_CODES);
    const checked = await palate('check', file);
    expect(checked.stderr).toMatch(/^big\.yaml:3:14: warning: repetitions: 920 samples need a code/);
    expect(checked.stdout).toContain('a valid questionnaire');
    await palate('create-account', '--code', 'lab', '--name', 'Lab');
    await expect(palate('publish', file, '--name', 'Big')).rejects.toMatchObject({
      stderr: expect.stringContaining('only 900 three-digit codes') as unknown,
    });
  });

  it('stores --reassign-idle, and says in the listing and the export how many judges complete the next block', async () => {
    await palate('create-account', '--code', 'lab', '--name', 'Lab');
    const published = await palate('publish', TRIANGLE, '--name', 'Triangle', '--reassign-idle', '30');
    const publicationId = published.stdout.split('\n')[0]!;
    expect((await findPublication(test.database.db, publicationId))?.reassign_idle_minutes).toBe(30);
    expect((await palate('publications')).stdout).toContain('  balanced over blocks of 6 judges; no judge yet\n');

    const api = await ApiClient.start(test.database);
    try {
      for (let judge = 0; judge < 2; judge++) {
        const tk = await api.newJudge();
        const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
        await api.answerDiscrimination(tk, se);
      }
    } finally {
      await api.close();
    }
    const notBalanced = 'not balanced: blocks of 6 judges, 0 complete; 4 more judges complete block 1';
    expect((await palate('publications')).stdout).toContain(`  ${notBalanced}\n`);
    const exported = await palate('export', '--publication', publicationId);
    expect(exported.stderr).toBe(`Triangle (${publicationId}): ${notBalanced}\n`);
    expect(exported.stdout.split('\r\n')[0]).toBe(
      'publication,judge,repetition,sample_code,product,attribute,value,text,position,x,y,group,words,intensity,shown,control_position,choice_position,run_status',
    );
  });

  it('tells the design of samplesPerJudge at check time, refuses K not below the products on its line, and publishes with --samples-per-judge', async () => {
    const definition = (samplesPerJudge: number) =>
      [
        'name: yoghurts',
        'title: Yoghurts',
        `samplesPerJudge: ${samplesPerJudge}`,
        'products:',
        ...['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => `  - { id: ${id}, name: Yoghurt ${id} }`),
        'pages:',
        '  - id: taste',
        '    perSample: true',
        '    controls:',
        '      - { kind: scale, id: liking, label: Liking, style: line, min: 0, max: 10 }',
      ].join('\n');
    const file = join(folder, 'yoghurts.yaml');
    writeFileSync(file, definition(3));
    const design =
      '3 of 7 products per judge: 7 blocks, each product in 3, λ = 1, exactly balanced (a BIBD); whole replicates every 7 judges';
    expect((await palate('check', file)).stdout).toContain(`Design: ${design}.\n`);

    writeFileSync(file, definition(7));
    await expect(palate('check', file)).rejects.toMatchObject({
      stderr: expect.stringMatching(
        /^yoghurts\.yaml:3:\d+: .*samplesPerJudge must be below the number of products \(7\)/m,
      ) as unknown,
    });

    writeFileSync(file, definition(3));
    await palate('create-account', '--code', 'lab', '--name', 'Lab');
    const published = await palate('publish', file, '--name', 'Yoghurts', '--samples-per-judge', '4');
    const publicationId = published.stdout.split('\n')[0]!;
    expect((await findPublication(test.database.db, publicationId))?.samples_per_judge).toBe(4);
    expect((await palate('publications')).stdout).toContain(
      '  4 of 7 products per judge: 7 blocks, each product in 4, λ = 2, exactly balanced (a BIBD); whole replicates every 7 judges; balanced over blocks of 7 judges; no judge yet\n',
    );
    await expect(palate('publish', file, '--name', 'Too many', '--samples-per-judge', '7')).rejects.toMatchObject({
      stderr: expect.stringContaining('samples per judge must be from 2 to 6') as unknown,
    });
  });
});
