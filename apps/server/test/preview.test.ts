import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, type PageView } from '@palate/protocol';
import { longResults } from '../src/results/results.service.ts';
import type { DemoSeed } from '../src/seed/demo.ts';
import type { ApiClient } from './api.ts';
import { publishDemoAgain, signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

describeEachDatabase('a panel leader simulates a publication (preview)', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let seed: DemoSeed;
  let close: () => Promise<void>;
  let leader: { id: string; tk: string };

  beforeEach(async () => {
    ({ test, api, seed, close } = await startDemoApi(engine));
    leader = await signedInMember(test.database.db, api.now, { roles: ['user'] });
  });
  afterEach(async () => {
    await close();
  });

  async function simulate(judge: number, mandatoryAnswers = true, tk = leader.tk) {
    const { se } = await api.ok('run/reqStart', {
      tk,
      block: seed.publicationId,
      preview: { judge, mandatoryAnswers },
    });
    const { page } = await api.ok('run/start', { tk, se });
    return { se, page };
  }

  function post(se: string, page: PageView, answers: { controlId: string; value: number }[], tk = leader.tk) {
    return api.call('run/post', { tk, se, postId: randomUUID(), position: page.position, answers, moving: 'next' });
  }

  /** The blinding codes a run serves, screen after screen, answering every scale with 5. */
  async function codesServed(se: string, first: PageView, tk = leader.tk): Promise<string[]> {
    const codes: string[] = [];
    let page: PageView | null = first;
    while (page) {
      if (page.sample) codes.push(page.sample.code);
      const answers = page.controls
        .filter((control) => control.kind === 'scale')
        .map((control) => ({ controlId: control.id, value: 5 }));
      const step = await post(se, page, answers, tk);
      if (step.errorType !== 0) throw new Error(`${step.errorType} ${step.errorMsg}`);
      page = step.page ?? null;
    }
    return [...new Set(codes)];
  }

  it('serves the chosen judge’s order, marked as a simulation, and keeps it out of the panel', async () => {
    const { se, page } = await simulate(2);
    expect(page.preview).toEqual({ judge: 2, mandatoryAnswers: true });
    const simulated = await codesServed(se, page);

    // A real judge in the same design row (the second to start) gets the same order.
    await api.newJudge().then((tk) => api.answerEveryScreen(tk, seed.publicationId));
    const second = await api.newJudge();
    const { se: judgeSe } = await api.ok('run/reqStart', { tk: second, block: seed.publicationId });
    const { page: judgePage } = await api.ok('run/start', { tk: second, se: judgeSe });
    expect(judgePage.preview).toBeNull();
    expect(await codesServed(judgeSe, judgePage, second)).toEqual(simulated);

    // The simulation takes no judge's place: the list counts two starts, the export two judges.
    const { pubs } = await api.ok('term/publication', { tk: second });
    expect(pubs[0]!.items[0]!.jSessCounts.started).toBe(2);
    const judges = new Set((await longResults(test.database.db, seed.publicationId)).map((row) => row.judge));
    expect([...judges].sort()).toEqual(['J001', 'J002']);
    const withPreviews = await longResults(test.database.db, seed.publicationId, { includePreviews: true });
    expect(new Set(withPreviews.map((row) => row.judge))).toEqual(new Set(['J001', 'J002', 'S001']));
  });

  it('lets the leader move on without answering when forced answers are off, and only then', async () => {
    const forced = await simulate(1, true);
    const welcome = await post(forced.se, forced.page, []);
    expect(welcome.errorType).toBe(0);
    const refused = await post(forced.se, welcome.page!, []);
    expect(refused.errorType).toBe(ErrorCode.sessionPosting);

    const free = await simulate(1, false);
    expect(free.page.preview).toEqual({ judge: 1, mandatoryAnswers: false });
    let page: PageView | null = free.page;
    let finished = false;
    while (page) {
      const step = await post(free.se, page, []);
      expect(step.errorType).toBe(0);
      page = step.page ?? null;
      finished = step.finished ?? false;
    }
    expect(finished).toBe(true);
    // Values are still checked: a score off the scale is refused.
    const again = await simulate(1, false);
    const next = (await post(again.se, again.page, [])).page!;
    const scale = next.controls.find((control) => control.kind === 'scale')!;
    expect((await post(again.se, next, [{ controlId: scale.id, value: 1000 }])).errorType).toBe(
      ErrorCode.sessionPosting,
    );
  });

  it('saves the unfinished simulation before the next one, or discards it when asked', async () => {
    const first = await simulate(1);
    await post(first.se, first.page, []);
    expect(await api.ok('run/preview/save', { tk: leader.tk, id: seed.publicationId })).toMatchObject({ saved: 1 });
    // Saved: closed as it stood, its answers kept for the export's simulations.
    expect((await api.call('run/start', { tk: leader.tk, se: first.se })).errorType).toBe(ErrorCode.sessionInvalid);
    expect(await api.ok('run/preview/save', { tk: leader.tk, id: seed.publicationId })).toMatchObject({ saved: 0 });

    const second = await simulate(3);
    const answered = await post(second.se, second.page, []);
    const liking = answered.page!.controls.find((control) => control.kind === 'scale')!;
    await post(second.se, answered.page!, [{ controlId: liking.id, value: 6 }]);
    const { se } = await api.ok('run/reqStart', {
      tk: leader.tk,
      block: seed.publicationId,
      preview: { judge: 1, discardPrevious: true },
    });
    expect((await api.call('run/start', { tk: leader.tk, se: second.se })).errorType).toBe(ErrorCode.noSession);
    expect((await api.ok('run/start', { tk: leader.tk, se })).page.position).toBe(0);
    const kept = await longResults(test.database.db, seed.publicationId, { includePreviews: true });
    expect(kept.filter((row) => row.value === 6)).toEqual([]);

    const { pubs } = await api.ok('run/preview/publications', { tk: leader.tk });
    expect(pubs).toEqual([
      expect.objectContaining({ id: seed.publicationId, designRows: 6, repetitions: 1, simulations: 2 }),
    ]);
  });

  it('is for panel leaders of the publication’s account, on publications that exist', async () => {
    const judge = await api.newJudge();
    const byJudge = await api.call('run/reqStart', { tk: judge, block: seed.publicationId, preview: { judge: 1 } });
    expect(byJudge.errorType).toBe(ErrorCode.notEnoughRights);
    expect((await api.call('run/preview/publications', { tk: judge })).errorType).toBe(ErrorCode.notEnoughRights);
    const missing = await api.call('run/reqStart', { tk: leader.tk, block: 'nope', preview: { judge: 1 } });
    expect(missing.errorType).toBe(ErrorCode.simulationImpossible);

    // A simulation is not taken away to be answered offline, even where judges may.
    expect((await api.call('run/start', { tk: leader.tk, se: (await simulate(1)).se, offline: true })).errorType).toBe(
      ErrorCode.sessionLoading,
    );

    // Another leader cannot drive this leader's simulation.
    const { se } = await simulate(1);
    const other = await signedInMember(test.database.db, api.now, { roles: ['admin'] });
    expect((await api.call('run/start', { tk: other.tk, se })).errorType).toBe(ErrorCode.noSession);
  });

  it('never asks a simulation for a tray number and never takes a judge’s tray or place', async () => {
    const full = await publishDemoAgain(test.database.db, seed, { target: 1 });
    await test.database.db
      .updateTable('publication')
      .set({ tray_min: 1, tray_max: 12, tray_unique: 1 })
      .where('id', '=', full)
      .execute();
    const { se } = await api.ok('run/reqStart', { tk: leader.tk, block: full, preview: { judge: 4 } });
    expect((await api.ok('run/start', { tk: leader.tk, se })).page.preview?.judge).toBe(4);
    // The target of one judge is still open to a real judge after the simulation.
    const judge = await api.newJudge();
    const { se: judgeSe, pres } = await api.ok('run/reqStart', { tk: judge, block: full });
    expect(pres.tray).toEqual({ min: 1, max: 12 });
    expect((await api.ok('run/start', { tk: judge, se: judgeSe, pres: { tray: 4 } })).page.preview).toBeNull();
    const latecomer = await api.newJudge();
    expect((await api.call('run/reqStart', { tk: latecomer, block: full })).errorType).toBe(
      ErrorCode.noMoreJudgesAvailable,
    );
    // Simulations continue past the target: they are not judges.
    expect((await api.call('run/reqStart', { tk: leader.tk, block: full, preview: { judge: 1 } })).errorType).toBe(0);
  });
});
