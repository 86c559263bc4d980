import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { longResults } from '../src/results/results.service.ts';
import { scaleAnswers } from './api.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const DAY = 24 * 3600_000;

describeEachDatabase('closing, reopening and deleting a publication from the console', (engine) => {
  let world: DemoApi;
  let leader: string;
  let demo: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    demo = world.seed.publicationId;
  });
  afterEach(async () => {
    await world.close();
  });

  const overview = async () => (await world.api.ok('pub/list', { tk: leader })).pubs.find((pub) => pub.id === demo)!;
  const startFails = async () => {
    const judge = await world.api.newJudge();
    return (await world.api.call('run/reqStart', { tk: judge, block: demo })).errorType;
  };

  it('closes a publication to new judges, lets one under way finish, and reopens it', async () => {
    const underWay = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk: underWay, block: demo });
    await world.api.ok('run/start', { tk: underWay, se });
    expect(await overview()).toMatchObject({ status: 'open', expires: null, started: 1, answers: 0 });

    world.api.advance(1000);
    await world.api.ok('pub/close', { tk: leader, id: demo });
    expect(await overview()).toMatchObject({ status: 'closed', expires: world.api.now });
    expect(await startFails()).toBe(ErrorCode.questionnaireExpired);
    await world.api.answerToEnd(underWay, se, scaleAnswers);
    expect((await overview()).finished).toBe(1);
    expect((await world.api.call('pub/close', { tk: leader, id: demo })).errorType).toBe(ErrorCode.invalidRequest);

    world.api.advance(1000);
    const past = await world.api.call('pub/expiry', { tk: leader, id: demo, expires: world.api.now - 1 });
    expect(past).toMatchObject({ errorType: ErrorCode.invalidRequest, errorData: { reason: expect.any(String) } });
    await world.api.ok('pub/expiry', { tk: leader, id: demo, expires: world.api.now + 7 * DAY });
    expect(await overview()).toMatchObject({ status: 'open', expires: world.api.now + 7 * DAY });
    expect(await startFails()).toBe(0);
    world.api.advance(1000);
    await world.api.ok('pub/expiry', { tk: leader, id: demo, expires: null });
    expect((await overview()).expires).toBeNull();

    const admin = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
    const { entries } = await world.api.ok('acc/audit', { tk: admin, action: 'publication.' });
    expect(entries.map((entry) => entry.action)).toEqual([
      'publication.expiry',
      'publication.reopen',
      'publication.close',
    ]);
  });

  it('keeps a publication away from judges until it opens, while its leaders may simulate it', async () => {
    const questionnaireId = (await findPublication(world.test.database.db, demo))!.questionnaire_id;
    const opens = world.api.now + DAY;
    const later = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId,
      name: 'Tomorrow',
      anonymous: true,
      opens,
      expires: opens - 1,
    });
    expect(later).toMatchObject({ errorType: ErrorCode.invalidRequest, errorData: { reason: expect.any(String) } });
    const { id } = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId,
      name: 'Tomorrow',
      anonymous: true,
      opens,
    });
    const listed = async () => (await world.api.ok('pub/list', { tk: leader })).pubs.find((pub) => pub.id === id)!;
    expect(await listed()).toMatchObject({ status: 'scheduled', opens });

    const judge = await world.api.newJudge();
    const seen = async () => (await world.api.ok('term/publication', { tk: judge })).pubs.map((pub) => pub.pubId);
    expect(await seen()).not.toContain(id);
    expect((await world.api.call('run/reqStart', { tk: judge, block: id })).errorType).not.toBe(0);
    const preview = { judge: 1, mandatoryAnswers: false, discardPrevious: false };
    expect((await world.api.call('run/reqStart', { tk: leader, block: id, preview })).errorType).toBe(0);
    const early = await world.api.call('pub/expiry', { tk: leader, id, expires: opens - 1 });
    expect(early.errorType).toBe(ErrorCode.invalidRequest);

    world.api.advance(DAY);
    // A day later both sign in anew.
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    const nextDay = await world.api.newJudge();
    expect(await listed()).toMatchObject({ status: 'open' });
    expect((await world.api.ok('term/publication', { tk: nextDay })).pubs.map((pub) => pub.pubId)).toContain(id);
    expect((await world.api.call('run/reqStart', { tk: nextDay, block: id })).errorType).toBe(0);
  });

  it('deletes the judges’ data only with the count of answers the leader confirmed', async () => {
    for (let judge = 0; judge < 2; judge++) await world.api.answerEveryScreen(await world.api.newJudge(), demo);
    const { answers } = await overview();
    expect(answers).toBeGreaterThan(0);
    expect((await longResults(world.test.database.db)).length).toBeGreaterThan(0);

    const tooFew = await world.api.call('pub/delete', { tk: leader, id: demo, answers: answers - 1 });
    expect(tooFew).toMatchObject({ errorType: ErrorCode.invalidRequest, errorData: { answers } });
    expect((await overview()).status).toBe('open');

    world.api.advance(1000);
    expect((await world.api.ok('pub/delete', { tk: leader, id: demo, answers })).answers).toBe(answers);
    expect(await overview()).toMatchObject({ status: 'deleted', answers: 0, started: 0, deletes: world.api.now });
    expect(await longResults(world.test.database.db)).toEqual([]);
    expect(await startFails()).not.toBe(0);
    for (const [path, body] of [
      ['pub/close', { id: demo }],
      ['pub/expiry', { id: demo, expires: null }],
      ['pub/delete', { id: demo, answers: 0 }],
    ] as const) {
      expect((await world.api.call(path, { tk: leader, ...body })).errorType, path).toBe(ErrorCode.invalidRequest);
    }
  });

  it('refuses judges, leaders of another account and bad bodies, changing nothing', async () => {
    const judge = await world.api.newJudge();
    const other = newId();
    await insertAccount(world.test.database.db, { id: other, code: 'other', name: 'Other', created_at: world.api.now });
    const stranger = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], accountId: other })
    ).tk;
    const calls = [
      ['pub/close', { id: demo }],
      ['pub/expiry', { id: demo, expires: world.api.now + DAY }],
      ['pub/delete', { id: demo, answers: 0 }],
    ] as const;
    for (const [path, body] of calls) {
      expect((await world.api.call(path, { tk: judge, ...body })).errorType, path).toBe(ErrorCode.notEnoughRights);
      expect((await world.api.call(path, { tk: stranger, ...body })).errorType, path).toBe(ErrorCode.invalidRequest);
    }
    const negative = await world.api.call('pub/delete', { tk: leader, id: demo, answers: -1 });
    expect(negative).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorMsg: expect.stringContaining('answers'),
    });
    const textual = await world.api.call('pub/expiry', { tk: leader, id: demo, expires: 'tomorrow' });
    expect(textual).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorMsg: expect.stringContaining('expires'),
    });
    expect(await overview()).toMatchObject({ status: 'open', expires: null, deletes: null });
  });
});
