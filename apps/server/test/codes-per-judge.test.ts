import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, type PageView, type PlannedCupView } from '@palate/protocol';
import { findSession } from '../src/judging/runs.repository.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { answersOfJudge } from './example-answers.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';
import { childEnvironment } from './server-process.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const CLI = resolve(import.meta.dirname, '../src/cli.ts');

/** The long CSV's rows as records (the answers here hold no comma or quote). */
function csvRecords(text: string): Record<string, string>[] {
  const [header, ...lines] = text.trim().split('\r\n');
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [names[index]!, value])));
}

/** Every code a judge met on their screens: a sample's, a reference's, the cups or samples offered. */
function codesMet(pages: PageView[]): Set<string> {
  return new Set(
    pages.flatMap((page) => [
      ...(page.sample ? [page.sample.code] : []),
      ...Object.values(page.references),
      ...Object.values(page.served).flat(),
    ]),
  );
}

/** A plan row's cups as "code product" pairs, the kitchen's labels. */
function labelsOfRow(cups: PlannedCupView[], row: number): Set<string> {
  return new Set(cups.filter((cup) => cup.row === row).map((cup) => `${cup.code} ${cup.product}`));
}

describeEachDatabase('codes per judge', (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  async function publish(file: string, options: Record<string, unknown> = {}): Promise<string> {
    const text = readFileSync(join(EXAMPLES, file), 'utf8');
    const { id: questionnaireId } = await world.api.ok('quest/import', { tk: leader, text });
    const { id } = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId: questionnaireId!,
      name: file,
      anonymous: true,
      target: 4,
      offline: true,
      ...options,
    });
    return id;
  }

  /** A new judge answers the whole run: the screens they met and their row of the plan. */
  async function judgeWalks(block: string, judge: number): Promise<{ row: number; pages: PageView[] }> {
    const tk = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk, block });
    const pages: PageView[] = [];
    const answers = answersOfJudge(judge);
    await world.api.answerToEnd(tk, se, (page) => {
      pages.push(page);
      return answers(page);
    });
    const session = await findSession(world.test.database.db, se);
    return { row: (session!.design_rank ?? session!.judge_rank) + 1, pages };
  }

  async function longCsv(id: string): Promise<Record<string, string>[]> {
    return csvRecords((await world.api.ok('pub/export', { tk: leader, id, format: 'long' })).content);
  }

  it('codes each judge afresh: two judges taste one product under different codes, as the plan and the long CSV say', async () => {
    const block = await publish('consumer-test.yaml', { codesPerJudge: true });
    const listed = (await world.api.ok('pub/list', { tk: leader })).pubs.find((pub) => pub.id === block);
    expect(listed).toMatchObject({ codesPerJudge: true, judgesTitle: null });
    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: block });
    expect(plan.codesPerJudge).toBe(true);

    const walks = [await judgeWalks(block, 0), await judgeWalks(block, 1), await judgeWalks(block, 2)];
    expect(walks.map((walk) => walk.row)).toEqual([1, 2, 3]);
    const csv = await longCsv(block);
    for (const [index, { row, pages }] of walks.entries()) {
      const planned = labelsOfRow(plan.cups, row);
      // The kitchen labelled exactly the cups this judge met, and the export reads them back to the same products.
      expect(new Set([...planned].map((label) => label.split(' ')[0]))).toEqual(codesMet(pages));
      const exported = csv.filter((record) => record.judge === `J00${index + 1}` && record.sample_code !== '');
      expect(exported.length).toBeGreaterThan(0);
      expect(new Set(exported.map((record) => `${record.sample_code} ${record.product}`))).toEqual(planned);
    }
    // No code is shared between judges, so the same product never has the same code twice.
    const codesOf = (row: number) => new Set(plan.cups.filter((cup) => cup.row === row).map((cup) => cup.code));
    for (const [a, b] of [
      [1, 2],
      [1, 3],
      [2, 3],
    ] as const) {
      expect([...codesOf(a)].filter((code) => codesOf(b).has(code))).toEqual([]);
    }
    const fresh = (row: number) => plan.cups.find((cup) => cup.row === row && cup.product === 'fresh')!.code;
    expect(fresh(1)).not.toBe(fresh(2));
  });

  it('reads a triangle test answered under codes per judge: each judge who picks their odd cup is counted right', async () => {
    const block = await publish('triangle-test.yaml', { codesPerJudge: true });
    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: block });
    for (let judge = 0; judge < 3; judge++) {
      const tk = await world.api.newJudge();
      const { se } = await world.api.ok('run/reqStart', { tk, block });
      const row = (await findSession(world.test.database.db, se))!.judge_rank + 1;
      const productOf = new Map(plan.cups.filter((cup) => cup.row === row).map((cup) => [cup.code, cup.product]));
      await world.api.answerDiscrimination(tk, se, (cups) =>
        cups.find((code) => cups.filter((other) => productOf.get(other) === productOf.get(code)).length === 1),
      );
    }
    const answers = (await longCsv(block)).filter((record) => record.attribute === 'odd');
    expect(answers.map((record) => record.value)).toEqual(['1', '1', '1']);
    expect(new Set(answers.map((record) => record.sample_code)).size).toBe(3);
  });

  it('downloads a judge’s own codes for answering offline, and the upload is read back with them', async () => {
    const block = await publish('consumer-test.yaml', { codesPerJudge: true });
    await judgeWalks(block, 0);
    const tk = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk, block });
    const { offline } = await world.api.ok('run/start', { tk, se, offline: true });
    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: block });
    const planned = labelsOfRow(plan.cups, 2);
    expect(codesMet(offline!.pages)).toEqual(new Set([...planned].map((label) => label.split(' ')[0])));
    const answers = answersOfJudge(1);
    await world.api.ok('run/upload', {
      id: offline!.id,
      se,
      key: offline!.uploadKey,
      uploadId: randomUUID(),
      pages: offline!.pages.map((page) => ({ position: page.position, answers: answers(page) })),
      position: offline!.pages.at(-1)!.position,
      finished: true,
    });
    const exported = (await longCsv(block)).filter((record) => record.judge === 'J002' && record.sample_code !== '');
    expect(new Set(exported.map((record) => `${record.sample_code} ${record.product}`))).toEqual(planned);
  });

  it('keeps one code per sample for every judge by default, and refuses codes per judge with a sample code file', async () => {
    const block = await publish('consumer-test.yaml');
    expect((await world.api.ok('pub/list', { tk: leader })).pubs.find((pub) => pub.id === block)?.codesPerJudge).toBe(
      false,
    );
    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: block });
    expect(plan.codesPerJudge).toBe(false);
    const fresh = (row: number) => plan.cups.find((cup) => cup.row === row && cup.product === 'fresh')!.code;
    expect(fresh(1)).toBe(fresh(2));

    const codes = 'product,code\nfresh,101\nconcentrate,202\nlight,303\n';
    const refused = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId: (await world.api.ok('pub/list', { tk: leader })).pubs.find((pub) => pub.id === block)!
        .questionnaireId,
      name: 'Both',
      anonymous: true,
      codes,
      codesPerJudge: true,
    });
    expect(refused).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorData: { reason: expect.stringContaining('codes per judge') },
    });
  });

  it('shows each judge their results at the end under their own codes', async () => {
    const demo = await findPublication(world.test.database.db, world.seed.publicationId);
    const { id: block } = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId: demo!.questionnaire_id,
      name: 'Demo, codes per judge',
      anonymous: true,
      codesPerJudge: true,
    });
    const labels: Set<string>[] = [];
    for (let judge = 0; judge < 2; judge++) {
      const tk = await world.api.newJudge();
      const { se } = await world.api.ok('run/reqStart', { tk, block });
      const pages: PageView[] = [];
      const answers = answersOfJudge(judge);
      await world.api.answerToEnd(tk, se, (page) => {
        pages.push(page);
        return answers(page);
      });
      const { data } = await world.api.ok('run/renderFunc', { tk, se });
      const shown = new Set(data.samples.map((sample) => sample.sLab));
      expect(shown).toEqual(new Set(pages.flatMap((page) => (page.sample ? [page.sample.code] : []))));
      labels.push(shown);
    }
    expect([...labels[0]!].filter((code) => labels[1]!.has(code))).toEqual([]);
  });

  it('publishes with codes per judge and a title for judges from the command line, which lists no code for all', async () => {
    const env = childEnvironment();
    if (engine === 'postgres') env.DATABASE_URL = world.test.location;
    else {
      delete env.DATABASE_URL;
      env.DATA_DIR = dirname(world.test.location);
    }
    const args = ['--name', 'Client X', '--codes-per-judge', '--judges-title', 'Orange drinks'];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [CLI, 'publish', join(EXAMPLES, 'triangle-test.yaml'), ...args],
      { env },
    );
    const [id, codes] = stdout.split('\n');
    expect(codes).toBe('  codes per judge: see the serving plan');
    const stored = await findPublication(world.test.database.db, id!);
    expect(stored).toMatchObject({ name: 'Client X', judges_title: 'Orange drinks' });
    expect(stored?.judge_codes_secret).toMatch(/^[\w-]{40,}$/);
  });
});
