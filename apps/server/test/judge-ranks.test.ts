import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { findSession } from '../src/judging/runs.repository.ts';
import { balanceNote } from '../src/results/balance.service.ts';
import { ordersForRow } from '../src/publishing/design.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import type { ApiClient } from './api.ts';
import { exampleDefinition } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

const triangle = exampleDefinition('triangle-test.yaml');

const MINUTE = 60_000;

describeEachDatabase('judge ranks and the balance of the design', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  async function publish(reassignIdleMinutes?: number, targetJudges: number | null = null) {
    const id = await importDefinition(test.database.db, triangle, api.now);
    const options = { name: 'Triangle', anonymous: true, targetJudges, expiresAt: null, tray: null };
    const { publicationId } = await publishQuestionnaire(
      test.database.db,
      id,
      reassignIdleMinutes === undefined ? options : { ...options, reassignIdleMinutes },
      api.now,
    );
    return publicationId;
  }

  async function start(publicationId: string) {
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
    return { tk, se };
  }

  async function rankOf(sessionId: string) {
    return (await findSession(test.database.db, sessionId))?.judge_rank;
  }

  it('gives the rank of a judge who never answered to the next judge who starts; the silent one starts afresh later', async () => {
    const publicationId = await publish(30);
    const silent = await start(publicationId);
    expect(await rankOf(silent.se)).toBe(0);
    api.advance(31 * MINUTE);
    const next = await start(publicationId);
    expect(await rankOf(next.se)).toBe(0);
    // The silent run, with nothing stored, is given up: no screen of it can change under its judge.
    expect(await findSession(test.database.db, silent.se)).toBeUndefined();
    const stale = await api.call('run/start', { tk: silent.tk, se: silent.se });
    expect(stale.errorType).toBe(ErrorCode.noSession);
    // Back from the list, the silent judge is the next judge, with that rank's orders.
    const { se } = await api.ok('run/reqStart', { tk: silent.tk, block: publicationId });
    expect(await rankOf(se)).toBe(1);
    const publication = await findPublication(test.database.db, publicationId);
    const back = await findSession(test.database.db, se);
    expect(JSON.parse(back?.presentation_order ?? '')).toEqual(ordersForRow(triangle, publication!, 1));
    await api.answerDiscrimination(silent.tk, se);
    expect((await findSession(test.database.db, se))?.status).toBe('finished');
  });

  it('keeps the rank of a judge who answered something, who started recently, or when the setting is off', async () => {
    const publicationId = await publish(30);
    const drafting = await start(publicationId);
    const { page } = await api.ok('run/start', { tk: drafting.tk, se: drafting.se });
    await api.ok('run/post', {
      ...drafting,
      postId: randomUUID(),
      position: page.position,
      moving: 'stay',
      answers: [],
    });
    api.advance(31 * MINUTE);
    const recent = await start(publicationId);
    api.advance(10 * MINUTE);
    const next = await start(publicationId);
    expect([await rankOf(drafting.se), await rankOf(recent.se), await rankOf(next.se)]).toEqual([0, 1, 2]);

    const withoutSetting = await publish();
    const silent = await start(withoutSetting);
    api.advance(600 * MINUTE);
    expect(await rankOf((await start(withoutSetting)).se)).toBe(1);
    expect(await rankOf(silent.se)).toBe(0);
  });

  it('tells the leader how many judges complete the next block of six triangles, and who dropped out', async () => {
    const publicationId = await publish();
    const publication = await findPublication(test.database.db, publicationId);
    expect(await balanceNote(test.database.db, publication!)).toEqual({
      balanced: true,
      text: 'balanced over blocks of 6 judges; no judge yet',
    });
    for (let judge = 0; judge < 4; judge++) {
      const { tk, se } = await start(publicationId);
      await api.answerDiscrimination(tk, se);
    }
    await start(publicationId);
    expect(await balanceNote(test.database.db, publication!)).toEqual({
      balanced: false,
      text:
        'not balanced: blocks of 6 judges, 0 complete; 2 more judges complete block 1; started without finishing: rank 5' +
        ' (publish with --reassign-idle MINUTES to give a silent judge’s rank to the next judge who starts)',
    });
  });

  it('gives thirty judges who start at once thirty distinct ranks, and no more than the target', async () => {
    const open = await publish();
    const judges = await Promise.all(Array.from({ length: 30 }, () => api.newJudge()));
    const starts = await Promise.all(judges.map((tk) => api.call('run/reqStart', { tk, block: open })));
    expect(starts.map((reply) => reply.errorType)).toEqual(judges.map(() => 0));
    const ranks = await Promise.all(starts.map((reply) => rankOf((reply as { se: string }).se)));
    expect([...ranks].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 30 }, (_, rank) => rank));

    const limited = await publish(undefined, 25);
    const replies = await Promise.all(judges.map((tk) => api.call('run/reqStart', { tk, block: limited })));
    const codes = replies.map((reply) => reply.errorType);
    expect(codes.filter((code) => code === 0)).toHaveLength(25);
    expect(codes.filter((code) => code === ErrorCode.noMoreJudgesAvailable)).toHaveLength(5);
  });
});
