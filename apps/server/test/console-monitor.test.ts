import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, type PageView } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');

describeEachDatabase('the live session monitor and its actions', (engine) => {
  let world: DemoApi;
  let leader: string;
  let publication: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
    const text = readFileSync(join(EXAMPLES, 'descriptive-profile.yaml'), 'utf8');
    const questionnaireId = (await world.api.ok('quest/import', { tk: leader, text })).id!;
    publication = (
      await world.api.ok('pub/create', {
        tk: leader,
        questionnaireId,
        name: 'Cheese profile',
        anonymous: true,
        target: 4,
      })
    ).id;
  });
  afterEach(async () => {
    await world.close();
  });

  /** Posts the screen the judge is on and moves to the next. */
  async function answerOne(tk: string, se: string, page: PageView): Promise<PageView | null> {
    const answers = page.controls.flatMap((c) => (c.kind === 'scale' ? [{ controlId: c.id, value: 5 }] : []));
    return (
      await world.api.ok('run/post', { tk, se, postId: randomUUID(), position: page.position, moving: 'next', answers })
    ).page;
  }

  it("shows each judge's screen, booth or link, idle time and flag, and the booths' calls", async () => {
    const booth = (await world.api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
    const atBooth = await world.api.newJudge();
    await world.api.ok('term/session', { tk: atBooth, term: booth.token, block: publication });
    const first = await world.api.ok('run/reqStart', { tk: atBooth, block: publication });
    const { page } = await world.api.ok('run/start', { tk: atBooth, se: first.se });
    await answerOne(atBooth, first.se, page!);

    const { code } = await world.api.ok('pub/link/create', { tk: leader, id: publication });
    const visitor = (await world.api.call('link/check', { link: code })).tk!;
    await world.api.answerEveryScreen(visitor, publication);

    const monitor = await world.api.ok('pub/monitor', { tk: leader, id: publication });
    expect(monitor).toMatchObject({
      name: 'Cheese profile',
      target: 4,
      started: 2,
      finished: 1,
      stuckAfterSeconds: 300,
    });
    const [boothJudge, linkJudge] = monitor.judges;
    expect(boothJudge).toMatchObject({
      label: 'J001',
      identified: false,
      via: 'booth',
      booth: 'Booth 1',
      position: 1,
      repetition: 1,
      status: 'inProgress',
      idleSeconds: 0,
      stuck: false,
    });
    expect(linkJudge).toMatchObject({ label: 'J002', via: 'link', status: 'finished', booth: null });
    expect(linkJudge!.position).toBe(linkJudge!.screens - 1);
    expect(boothJudge!.screens).toBe(linkJudge!.screens);
    expect(monitor.booths).toEqual([
      { id: booth.id, name: 'Booth 1', connected: true, judge: '', here: true, callAt: null },
    ]);

    world.api.advance(301_000);
    const later = await world.api.ok('pub/monitor', { tk: leader, id: publication });
    expect(later.judges[0]).toMatchObject({ idleSeconds: 301, stuck: true });
    expect(later.judges[1]).toMatchObject({ idleSeconds: 0, stuck: false });
    const patient = await world.api.ok('pub/monitor', { tk: leader, id: publication, stuckAfterSeconds: 600 });
    expect(patient.judges[0]!.stuck).toBe(false);

    await world.api.ok('term/session', { tk: atBooth, term: booth.token, call: true });
    expect((await world.api.ok('pub/monitor', { tk: leader, id: publication })).booths[0]!.callAt).toBe(world.api.now);
  });

  it('answers a call, releases a booth, restarts and ends runs, and the audit log keeps each', async () => {
    const booth = (await world.api.ok('term/connect', { tk: leader, name: 'Booth 2' })).term;
    const judge = await world.api.newJudge();
    await world.api.ok('term/session', { tk: judge, term: booth.token, block: publication });
    const { se } = await world.api.ok('run/reqStart', { tk: judge, block: publication });
    const { page } = await world.api.ok('run/start', { tk: judge, se });
    await answerOne(judge, se, page!);
    await world.api.ok('term/session', { tk: judge, term: booth.token, call: true });
    const finisher = await world.api.newJudge();
    await world.api.answerEveryScreen(finisher, publication);
    const { judges } = await world.api.ok('pub/monitor', { tk: leader, id: publication });
    const [onBooth, done] = judges;

    // A leader's actions, a second apart.
    await world.api.ok('term/call/answer', { tk: leader, term: booth.id });
    world.api.advance(1000);
    await world.api.ok('pub/booth/release', { tk: leader, term: booth.id });
    world.api.advance(1000);
    await world.api.ok('pub/run/restart', { tk: leader, id: publication, run: done!.run, position: 2 });
    world.api.advance(1000);
    await world.api.ok('pub/run/end', { tk: leader, id: publication, run: onBooth!.run });

    const after = await world.api.ok('pub/monitor', { tk: leader, id: publication });
    expect(after.booths[0]).toMatchObject({ judge: null, here: false, callAt: null });
    expect(after.judges.map((j) => [j.status, j.position])).toEqual([
      ['finished', 1],
      ['inProgress', 2],
    ]);
    // The judge sent back carries on from that screen, their answers kept.
    const resumed = await world.api.ok('run/start', { tk: finisher, se: done!.run });
    expect(resumed.page).toMatchObject({ position: 2 });
    expect(resumed.page!.answers.length).toBeGreaterThan(0);
    // The run ended by the leader takes no more answers.
    expect((await world.api.call('run/start', { tk: judge, se })).errorType).not.toBe(0);

    // The set-up's import and publication are logged too; these are the monitor's.
    const entries = (await world.api.ok('acc/audit', { tk: leader })).entries.filter((entry) =>
      /^(run|booth)\./.test(entry.action),
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'run.end',
      'run.restart',
      'booth.release',
      'booth.callAnswered',
    ]);
    expect(entries[0]).toMatchObject({ target: 'Cheese profile · J001', detail: { run: onBooth!.run, position: 1 } });
    expect(entries[1]).toMatchObject({ detail: { position: 2 } });
    expect(entries[2]).toMatchObject({ target: 'Booth 2' });
    expect(entries.map((entry) => world.api.now - entry.at)).toEqual([0, 1000, 2000, 3000]);
    expect(entries.every((entry) => entry.actorName !== '')).toBe(true);
    const runsOnly = await world.api.ok('acc/audit', { tk: leader, action: 'run.' });
    expect(runsOnly.entries.map((entry) => entry.action)).toEqual(['run.end', 'run.restart']);
    expect((await world.api.ok('acc/audit', { tk: leader, since: world.api.now + 1 })).entries).toEqual([]);
  });

  it('refuses judges, plain leaders for the log, other accounts, unknown runs and screens past the end', async () => {
    const judge = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk: judge, block: publication });
    const booth = (await world.api.ok('term/connect', { tk: leader, name: 'Booth 3' })).term;
    const plain = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    expect((await world.api.call('acc/audit', { tk: plain })).errorType).toBe(ErrorCode.notEnoughRights);
    expect((await world.api.call('pub/monitor', { tk: judge, id: publication })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );

    const other = newId();
    await insertAccount(world.test.database.db, {
      id: other,
      code: 'other',
      name: 'Other',
      created_at: world.api.now + 1,
    });
    const stranger = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'], accountId: other })
    ).tk;
    for (const [path, body] of [
      ['pub/monitor', { id: publication }],
      ['pub/run/end', { id: publication, run: se }],
      ['pub/run/restart', { id: publication, run: se, position: 0 }],
    ] as const) {
      expect((await world.api.call(path, { tk: stranger, ...body })).errorType, path).toBe(ErrorCode.invalidRequest);
    }
    expect((await world.api.call('pub/booth/release', { tk: stranger, term: booth.id })).errorType).toBe(
      ErrorCode.wrongTerminalToken,
    );
    expect((await world.api.ok('acc/audit', { tk: stranger })).entries).toEqual([]);

    expect((await world.api.call('pub/run/end', { tk: leader, id: publication, run: 'nope' })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
    const past = await world.api.call('pub/run/restart', { tk: leader, id: publication, run: se, position: 999 });
    expect(past).toMatchObject({ errorType: ErrorCode.invalidRequest, errorData: { screens: expect.any(Number) } });
    expect((await world.api.call('pub/monitor', { tk: leader, id: publication, stuckAfterSeconds: 1 })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
    // Nothing refused was logged: only the set-up's import and publication are.
    const logged = (await world.api.ok('acc/audit', { tk: leader })).entries.map((entry) => entry.action);
    expect(logged.sort()).toEqual(['publication.create', 'questionnaire.import']);
  });
});
