import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { errorText, type PageView } from '@palate/protocol';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startDemoApi } from './harness.ts';
import type { DemoSeed } from '../src/seed/demo.ts';

/** Complete answers for a demo screen: liking 7, intensities 2.5 / 5 / 7.5. */
function answersFor(page: PageView) {
  return page.controls
    .filter((control) => control.kind === 'scale')
    .map((control, index) => ({ controlId: control.id, value: control.style === 'category' ? 7 : 2.5 * (index + 1) }));
}

describeEachDatabase('the run moves as a client asks for them', (engine) => {
  let api: ApiClient;
  let seed: DemoSeed;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ api, seed, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  async function startDemo(tk: string): Promise<{ se: string; page: PageView }> {
    const { se } = await api.ok('run/reqStart', { tk, block: seed.publicationId });
    const { page } = await api.ok('run/start', { tk, se });
    return { se, page };
  }

  it('run/nextPage moves on from a fresh run at an info-only first screen', async () => {
    const tk = await api.newJudge();
    const { se, page } = await startDemo(tk);
    expect(page).toMatchObject({ position: 0, key: 'welcome' });
    const step = await api.ok('run/nextPage', { tk, se });
    expect(step).toMatchObject({ finished: false, page: { position: 1 } });
    // The run really stands there: a resume serves the second screen.
    expect((await api.ok('run/start', { tk, se })).page.position).toBe(1);
  });

  it('run/nextPage moves on after a run/post that stays, and refuses an incomplete screen with 52000', async () => {
    const tk = await api.newJudge();
    const { se } = await startDemo(tk);
    const liking = (await api.ok('run/nextPage', { tk, se })).page!;
    expect((await api.call('run/nextPage', { tk, se })).errorType).toBe(52000);
    await api.ok('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: liking.position,
      answers: answersFor(liking),
      moving: 'stay',
    });
    const step = await api.ok('run/nextPage', { tk, se });
    expect(step.page?.position).toBe(liking.position + 1);
  });

  it("a post that stays puts its answers in place of the screen's: changed, dropped, none twice", async () => {
    const tk = await api.newJudge();
    const { se } = await startDemo(tk);
    const liking = (await api.ok('run/nextPage', { tk, se })).page!;
    const { page: intensities } = await api.ok('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: liking.position,
      answers: answersFor(liking),
      moving: 'next',
    });
    if (!intensities) throw new Error('the demo ends after its liking screen');
    const all = answersFor(intensities);
    expect(all.length).toBeGreaterThan(1);
    const stay = (answers: typeof all, postId = randomUUID()) =>
      api.ok('run/post', { tk, se, postId, position: intensities.position, answers, moving: 'stay' });
    await stay(all);
    const [first] = all;
    const changed = [{ ...first!, value: 9 }];
    const postId = randomUUID();
    // The same post sent twice at once, as a client resending before its answer came.
    const [once, again] = await Promise.all([stay(changed, postId), stay(changed, postId)]);
    expect(once.page?.answers).toEqual([expect.objectContaining({ controlId: first!.controlId, value: 9 })]);
    expect(again.page?.position).toBe(intensities.position);
    const stored = (await api.ok('run/start', { tk, se })).page.answers;
    expect(stored).toEqual([expect.objectContaining({ controlId: first!.controlId, value: 9 })]);
    await stay([]);
    expect((await api.ok('run/start', { tk, se })).page.answers).toEqual([]);
  });

  it('run/prevPage, run/moveTo and run/nextPage walk back and forth over the screens reached', async () => {
    const tk = await api.newJudge();
    const { se } = await startDemo(tk);
    await api.ok('run/nextPage', { tk, se });
    expect((await api.ok('run/prevPage', { tk, se })).page.position).toBe(0);
    expect((await api.ok('run/moveTo', { tk, se, dest: 1 })).page.position).toBe(1);
    expect((await api.call('run/moveTo', { tk, se, dest: 2 })).errorType).toBe(3350);
    expect((await api.ok('run/prevPage', { tk, se })).page.position).toBe(0);
    expect((await api.ok('run/nextPage', { tk, se })).page?.position).toBe(1);
  });

  it('run/terminate refuses an incomplete run with its first incomplete screen, then ends a complete one', async () => {
    const tk = await api.newJudge();
    const { se } = await startDemo(tk);
    const refused = await api.call('run/terminate', { tk, se });
    expect(refused.errorType).toBe(52000);
    expect(refused.errorData).toMatchObject({ position: 1 });
    let page: PageView | null = (await api.ok('run/nextPage', { tk, se })).page;
    while (page) {
      await api.ok('run/post', { tk, se, postId: randomUUID(), position: page.position, answers: answersFor(page) });
      const step = await api.ok('run/nextPage', { tk, se });
      page = step.page;
      if (!page) expect(step.finished).toBe(true);
    }
    expect(await api.ok('run/terminate', { tk, se })).toMatchObject({ finished: true });
    expect((await api.call('run/post', { tk, se, postId: randomUUID(), position: 0, answers: [] })).errorType).toBe(
      52002,
    );
  });

  it('run/start without a session id, or with an empty one, answers 3301 (no session), not a malformed request', async () => {
    const tk = await api.newJudge();
    for (const body of [{ tk }, { tk, se: '' }]) {
      const answer = await api.call('run/start', body);
      expect(answer.errorType).toBe(3301);
      expect(answer.errorMsg).toBe(errorText(3301, 'en'));
    }
  });
});
