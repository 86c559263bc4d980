import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { williamsSquare } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import { longResults } from '../src/results/results.service.ts';
import type { ApiClient } from './api.ts';
import { publishDemoAgain } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';
import type { DemoSeed } from '../src/seed/demo.ts';

/** The answers a judge gives on a demo screen: liking 7, intensities 2.5 / 5 / 7.5. */
function answersFor(page: PageView) {
  return page.controls
    .filter((control) => control.kind === 'scale')
    .map((control, index) => ({
      controlId: control.id,
      value: control.style === 'category' ? 7 : 2.5 * (index + 1),
    }));
}

describeEachDatabase('a judge answers the demo', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let seed: DemoSeed;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, seed, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  async function startDemo(tk: string): Promise<{ se: string; page: PageView }> {
    const { se } = await api.ok('run/reqStart', { tk, block: seed.publicationId });
    const { page } = await api.ok('run/start', { tk, se });
    return { se, page };
  }

  async function postNext(tk: string, se: string, page: PageView) {
    return api.ok('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: page.position,
      answers: answersFor(page),
      moving: 'next',
    });
  }

  it('lists the demo, serves every screen with blinding codes only, and stores every answer', async () => {
    const tk = await api.newJudge();
    const { pubs } = await api.ok('term/publication', { tk });
    expect(pubs).toHaveLength(1);
    expect(pubs[0]!.items[0]).toMatchObject({ id: seed.publicationId, status: 'pending', nr: 0, nb: 7 });

    const { se, page: firstPage } = await startDemo(tk);
    let page = firstPage;
    expect(page).toMatchObject({ position: 0, count: 7, sample: null, key: 'welcome' });

    const seen: { key: string; code: string | undefined }[] = [];
    const served: string[] = [];
    let finished = false;
    while (!finished) {
      seen.push({ key: page.key, code: page.sample?.code });
      served.push(JSON.stringify(page));
      const step = await postNext(tk, se, page);
      finished = step.finished;
      if (step.page) page = step.page;
    }

    // Monadic sequential: liking then intensities for one sample, then the next sample.
    const perSample = seen.slice(1);
    expect(perSample.map((s) => s.key.split('@')[0])).toEqual([
      'liking',
      'profile',
      'liking',
      'profile',
      'liking',
      'profile',
    ]);
    const codes = [perSample[0]!.code, perSample[2]!.code, perSample[4]!.code];
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[1-9]\d\d$/);
    // Blind: nothing the judge's client receives names a product.
    for (const json of served) expect(json).not.toMatch(/juice_|Freshly|Pasteurised|concentrate/i);

    const listed = await api.ok('term/publication', { tk });
    expect(listed.pubs[0]!.items[0]).toMatchObject({ status: 'finished', nr: 7, nb: 7 });

    const results = await longResults(test.database.db, seed.publicationId);
    expect(results).toHaveLength(3 * 4);
    expect(results.filter((r) => r.attribute === 'overall_liking').map((r) => r.value)).toEqual([7, 7, 7]);
    expect(results.filter((r) => r.attribute === 'bitterness').map((r) => r.value)).toEqual([7.5, 7.5, 7.5]);
    expect(new Set(results.map((r) => r.sampleCode))).toEqual(new Set(codes));
    expect(new Set(results.map((r) => r.judge))).toEqual(new Set(['J001']));
  });

  it("gives a new judge's list with the token when members/add asks for it, as term/publication does", async () => {
    const added = await api.call('members/add', { type: 'j', list: true });
    const { pubs, updateCode, pub, nav, identPubs } = await api.ok('term/publication', { tk: added.tk ?? '' });
    expect(added.list).toEqual({ pubs, updateCode, pub, nav, identPubs });
    expect(added.list?.pubs[0]?.items[0]).toMatchObject({ id: seed.publicationId });
    expect((await api.ok('members/add', { type: 'j' })).list).toBeUndefined();
  });

  it("starts the run with run/reqStart's start, its first screen in the same answer, and resumes it there", async () => {
    const tk = await api.newJudge();
    const started = await api.ok('run/reqStart', { tk, block: seed.publicationId, start: true });
    expect(started.page).toMatchObject({ position: 0, count: 7, key: 'welcome' });
    const { page } = await api.ok('run/start', { tk, se: started.se });
    expect(page).toEqual(started.page);
    const moved = await postNext(tk, started.se, page);
    const resumed = await api.ok('run/reqStart', { tk, block: seed.publicationId, start: true });
    expect(resumed).toMatchObject({ se: started.se, pres: { resumed: true } });
    expect(resumed.page).toEqual(moved.page);
    expect((await api.ok('run/reqStart', { tk, block: seed.publicationId })).page).toBeUndefined();
  });

  it('gives successive judges the rows of a Williams square', async () => {
    const square = williamsSquare(3);
    const orders: string[][] = [];
    for (let judge = 0; judge < square.length; judge++) {
      const tk = await api.newJudge();
      const { se, page: firstPage } = await startDemo(tk);
      let page = firstPage;
      const codes: string[] = [];
      for (;;) {
        if (page.key.startsWith('liking@')) codes.push(page.sample!.code);
        const step = await postNext(tk, se, page);
        if (step.finished) break;
        page = step.page!;
      }
      orders.push(codes);
    }
    // Codes are fixed per product in a publication, so the code orders must follow the square.
    const codeOf = new Map<number, string>();
    orders.forEach((codes, judge) =>
      square[judge]!.forEach((product, position) => codeOf.set(product, codes[position]!)),
    );
    expect(orders).toEqual(square.map((row) => row.map((product) => codeOf.get(product))));
    expect(new Set(orders.map((o) => o.join())).size).toBe(6);
  });

  it('refuses an invalid screen and stores nothing from it', async () => {
    const tk = await api.newJudge();
    const { se, page: firstPage } = await startDemo(tk);
    let page = firstPage;
    page = (await postNext(tk, se, page)).page!;
    expect(page.key).toMatch(/^liking@/);

    const missing = await api.call('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: page.position,
      answers: [],
      moving: 'next',
    });
    expect(missing.errorType).toBe(52000);
    expect(missing.errorData).toMatchObject({ issues: [{ controlId: 'overall_liking', rule: 'required' }] });

    const outOfRange = await api.call('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: page.position,
      answers: [{ controlId: 'overall_liking', value: 10 }],
      moving: 'next',
    });
    expect(outOfRange.errorType).toBe(52000);
    expect(outOfRange.errorData).toMatchObject({ issues: [{ rule: 'range', params: { min: 1, max: 9 } }] });

    const offStep = await api.call('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: page.position,
      answers: [{ controlId: 'overall_liking', value: 4.5 }],
      moving: 'next',
    });
    expect(offStep.errorData).toMatchObject({ issues: [{ rule: 'step' }] });

    expect(await longResults(test.database.db)).toEqual([]);
    const again = await api.ok('run/start', { tk, se });
    expect(again.page.position).toBe(page.position);
  });

  it('stores a resent post once, and answers a post from a stale tab with 3310', async () => {
    const tk = await api.newJudge();
    const { se, page: firstPage } = await startDemo(tk);
    let page = firstPage;
    page = (await postNext(tk, se, page)).page!;

    const body = {
      tk,
      se,
      postId: randomUUID(),
      position: page.position,
      answers: answersFor(page),
      moving: 'next' as const,
    };
    const first = await api.ok('run/post', body);
    const resent = await api.ok('run/post', body);
    expect(resent.page?.position).toBe(first.page?.position);
    expect(resent.page?.position).toBe(page.position + 1);
    expect(await longResults(test.database.db)).toHaveLength(1);

    // A second tab still showing the liking screen posts it with a new id.
    const stale = await api.call('run/post', { ...body, postId: randomUUID() });
    expect(stale.errorType).toBe(3310);
    expect(await longResults(test.database.db)).toHaveLength(1);
  });

  // On PostgreSQL the posts arriving together share one statement (db/statement-batch.ts), on SQLite one commit.
  it('stores the posts of several judges arriving together, each with its own next screen, a resend among them once', async () => {
    // Started one after another, so that they are J001 to J004.
    const runs: { tk: string; se: string; liking: PageView }[] = [];
    for (let judge = 0; judge < 4; judge++) {
      const tk = await api.newJudge();
      const { se, page } = await startDemo(tk);
      runs.push({ tk, se, liking: (await postNext(tk, se, page)).page! });
    }
    const [moving, returning, staying, resending] = runs as [
      (typeof runs)[0],
      (typeof runs)[0],
      (typeof runs)[0],
      (typeof runs)[0],
    ];
    const liking = (value: number) => [{ controlId: 'overall_liking', value }];
    const post = (run: (typeof runs)[0], value: number, moving: 'next' | 'stay', postId = randomUUID()) =>
      api.ok('run/post', {
        tk: run.tk,
        se: run.se,
        postId,
        position: run.liking.position,
        answers: liking(value),
        moving,
      });
    // One judge comes back to the liking screen with the next one answered already.
    const profile = (await post(returning, 6, 'next')).page!;
    await postNext(returning.tk, returning.se, profile);
    await api.ok('run/moveTo', { tk: returning.tk, se: returning.se, dest: returning.liking.position });
    const resentId = randomUUID();
    await post(resending, 4, 'stay', resentId);

    const [moved, returned, stayed, resent] = await Promise.all([
      post(moving, 7, 'next'),
      post(returning, 3, 'next'),
      post(staying, 5, 'stay'),
      post(resending, 4, 'stay', resentId),
    ]);
    expect(moved.page).toMatchObject({ position: moving.liking.position + 1, answers: [] });
    const byControl = (answers: { controlId: string }[]) =>
      [...answers].sort((a, b) => a.controlId.localeCompare(b.controlId));
    expect(byControl(returned.page!.answers)).toEqual(byControl(answersFor(profile)));
    expect(stayed.page).toMatchObject({ position: staying.liking.position, answers: liking(5) });
    expect(resent.page).toMatchObject({ position: resending.liking.position, answers: liking(4) });
    const likings = (await longResults(test.database.db)).filter((result) => result.attribute === 'overall_liking');
    expect(likings.map((result) => [result.judge, result.value])).toEqual([
      ['J001', 7],
      ['J002', 3],
      ['J003', 5],
      ['J004', 4],
    ]);
  });

  it('moves back and to reached screens only (3350 otherwise), keeping what was answered', async () => {
    const tk = await api.newJudge();
    const { se, page: firstPage } = await startDemo(tk);
    let page = firstPage;
    expect((await api.call('run/prevPage', { tk, se })).errorType).toBe(3350);
    expect((await api.call('run/moveTo', { tk, se, dest: 3 })).errorType).toBe(3350);

    page = (await postNext(tk, se, page)).page!;
    const liking = page;
    page = (await postNext(tk, se, page)).page!;
    const back = await api.ok('run/prevPage', { tk, se });
    expect(back.page.key).toBe(liking.key);
    expect(back.page.answers).toEqual([{ controlId: 'overall_liking', value: 7 }]);
    expect((await api.ok('run/moveTo', { tk, se, dest: 2 })).page.position).toBe(2);
    expect((await api.call('run/moveTo', { tk, se, dest: 3 })).errorType).toBe(3350);
  });

  it('keeps each judge to their own session and lets a judge resume it', async () => {
    const alice = await api.newJudge();
    const bob = await api.newJudge();
    const { se } = await startDemo(alice);
    expect((await api.call('run/start', { tk: bob, se })).errorType).toBe(3301);
    expect(
      (await api.call('run/post', { tk: bob, se, postId: randomUUID(), position: 0, answers: [], moving: 'next' }))
        .errorType,
    ).toBe(3301);
    const resumed = await api.ok('run/reqStart', { tk: alice, block: seed.publicationId });
    expect(resumed).toMatchObject({ se, pres: { resumed: true } });
  });

  it('shows a publication full once its target is reached, and refuses the next judge with 3405', async () => {
    const full = await publishDemoAgain(test.database.db, seed, { target: 1 });
    const first = await api.newJudge();
    await api.ok('run/reqStart', { tk: first, block: full });
    const second = await api.newJudge();
    const { pubs } = await api.ok('term/publication', { tk: second });
    expect(pubs.find((p) => p.pubId === full)!.items[0]!.status).toBe('full');
    expect((await api.call('run/reqStart', { tk: second, block: full })).errorType).toBe(3405);
  });

  it('refuses an expired publication with 3203 and hides identified-only ones from anonymous judges', async () => {
    const expired = await publishDemoAgain(test.database.db, seed, { expiresAt: api.now - 1000 });
    const closed = await publishDemoAgain(test.database.db, seed, { anonymous: false });
    const tk = await api.newJudge();
    const { pubs } = await api.ok('term/publication', { tk });
    expect(pubs.find((p) => p.pubId === expired)!.items[0]!.status).toBe('expired');
    expect(pubs.some((p) => p.pubId === closed)).toBe(false);
    expect((await api.call('run/reqStart', { tk, block: expired })).errorType).toBe(3203);
    expect((await api.call('run/reqStart', { tk, block: closed })).errorType).toBe(52001);
  });

  it('answers an unknown token with 1101 and an expired one with 1100, refreshing a live one', async () => {
    expect((await api.call('term/publication', { tk: 'x'.repeat(43) })).errorType).toBe(1101);
    const tk = await api.newJudge();
    const fresh = await api.call('members/check', { tk });
    expect(fresh).toMatchObject({ errorType: 0, tk, tkl: 3600 });
    api.advance(3000 * 1000);
    const extended = await api.call('members/check', { tk });
    expect(extended.tkl).toBe(3600);
    api.advance(3601 * 1000);
    expect((await api.call('members/check', { tk })).errorType).toBe(1100);
    // Past the renewal grace (300 s by default) the token is gone.
    api.advance(300 * 1000);
    expect((await api.call('members/check', { tk })).errorType).toBe(1100);
    expect((await api.call('members/check', { tk })).errorType).toBe(1101);
  });

  it("renews an anonymous judge's expired token through members/check with updTk, within the grace only", async () => {
    const tk = await api.newJudge();
    api.advance(3601 * 1000);
    expect((await api.call('term/publication', { tk })).errorType).toBe(1100);
    const renewed = await api.call('members/check', { tk, updTk: true });
    expect(renewed).toMatchObject({ errorType: 0, tkl: 3600 });
    expect(renewed.tk).not.toBe(tk);
    expect((await api.call('term/publication', { tk: renewed.tk! })).errorType).toBe(0);
    expect((await api.call('term/publication', { tk })).errorType).toBe(1101);

    const late = await api.newJudge();
    api.advance(3901 * 1000);
    expect((await api.call('members/check', { tk: late, updTk: true })).errorType).toBe(1100);
    expect((await api.call('members/check', { tk: late, updTk: true })).errorType).toBe(1101);
  });

  it('ends a token with members/disconnect', async () => {
    const tk = await api.newJudge();
    expect((await api.call('members/disconnect', { tk })).errorType).toBe(0);
    expect((await api.call('term/publication', { tk })).errorType).toBe(1101);
  });
});
