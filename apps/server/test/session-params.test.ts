import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageView } from '@palate/protocol';
import { importDefinition, publishQuestionnaire, type PublishOptions } from '../src/publishing/publishing.service.ts';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';
import { CLI } from './cli-runner.ts';
import { TWO_SETS } from './fixtures.ts';
import { childEnvironment } from './server-process.ts';

const OPEN: PublishOptions = { name: 'Test', anonymous: true, targetJudges: null, expiresAt: null, tray: null };

describeEachDatabase('the session parameters of a judge address (n, m, M)', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  async function publishTwoSets(options: Partial<PublishOptions> = {}) {
    const id = await importDefinition(test.database.db, TWO_SETS, api.now);
    return publishQuestionnaire(test.database.db, id, { ...OPEN, ...options }, api.now);
  }

  async function servedCodes(tk: string, se: string, first: PageView): Promise<string[]> {
    const codes: string[] = [];
    let page: PageView | null = first;
    while (page) {
      codes.push(page.sample!.code);
      const answers = [{ controlId: 'c', text: 'noted' }];
      const post = { tk, se, postId: randomUUID(), position: page.position, answers, moving: 'next' as const };
      const step: { page: PageView | null } = await api.ok('run/post', post);
      page = step.page;
    }
    return codes;
  }

  async function newRun(block: string): Promise<{ tk: string; se: string }> {
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block });
    return { tk, se };
  }

  it('n serves the set named by the address at the first start, and a set the questionnaire lacks is refused', async () => {
    const { publicationId, codes } = await publishTwoSets();
    const { tk, se } = await newRun(publicationId);
    const first = (await api.ok('run/start', { tk, se, pres: { set: 2 } })).page;
    expect(first.count).toBe(2);
    // A later start with another set changes nothing: the run keeps its products.
    expect((await api.ok('run/start', { tk, se, pres: { set: 1 } })).page.sample).toEqual(first.sample);
    expect((await servedCodes(tk, se, first)).sort()).toEqual([codes.C, codes.D].sort());

    const other = await newRun(publicationId);
    const refused = await api.call('run/start', { ...other, pres: { set: 3 } });
    expect(refused.errorType).toBe(90422);
    expect(refused.errorData).toEqual({ set: 3 });
  });

  it('m and M ask for a tray number within their bounds when the publication asks none, and it fixes the order', async () => {
    const { publicationId } = await publishTwoSets();
    const { tk, se } = await newRun(publicationId);
    const prompt = { min: 10, max: 20 };
    expect((await api.call('run/start', { tk, se, pres: { prompt } })).errorType).toBe(3402);
    expect((await api.call('run/start', { tk, se, pres: { prompt, tray: 9 } })).errorType).toBe(3403);
    expect((await api.call('run/start', { tk, se, pres: { prompt, tray: 21 } })).errorType).toBe(3404);
    expect((await api.ok('run/start', { tk, se, pres: { prompt, tray: 12, set: 1 } })).page.count).toBe(2);
    const row = await test.database.db
      .selectFrom('judge_session')
      .select(['tray', 'design_rank'])
      .where('id', '=', se)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tray: 12, design_rank: 2 });
    // Resumed, the run has its tray: it is not asked again.
    expect((await api.ok('run/start', { tk, se, pres: { prompt } })).page.position).toBe(0);
  });

  it("keeps the publication's own tray prompt over the address's", async () => {
    const { publicationId } = await publishTwoSets({ tray: { min: 1, max: 4, unique: false } });
    const { tk, se } = await newRun(publicationId);
    const answer = await api.call('run/start', { tk, se, pres: { prompt: { min: 10, max: 20 }, tray: 12 } });
    expect(answer.errorType).toBe(3404);
    expect(answer.errorData).toEqual({ min: 1, max: 4 });
  });

  it("gives no first screen with run/reqStart's start while a tray number is due", async () => {
    const { publicationId } = await publishTwoSets({ tray: { min: 1, max: 4, unique: false } });
    const tk = await api.newJudge();
    const started = await api.ok('run/reqStart', { tk, block: publicationId, start: true });
    expect(started.pres.tray).toEqual({ min: 1, max: 4 });
    expect(started.page).toBeUndefined();
  });

  it('refuses an address whose lowest tray number is above its highest', async () => {
    const { publicationId } = await publishTwoSets();
    const { tk, se } = await newRun(publicationId);
    const refused = await api.call('run/start', { tk, se, pres: { prompt: { min: 5, max: 2 }, tray: 3 } });
    expect(refused.errorType).toBe(90422);
  });
});

describe("the command line's tray options", () => {
  it('documents --tray-unique as a setting of its own, not as the confirm parameter c1', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [CLI, '--help'], { env: childEnvironment() });
    const trayUnique = stdout.slice(stdout.indexOf('--tray-unique'), stdout.indexOf('--offline'));
    expect(trayUnique).toMatch(/one judge only/);
    expect(trayUnique).not.toMatch(/\(parameter c1\)/);
    expect(trayUnique).toMatch(/c1 asks the judge to type the number twice/);
  });
});
