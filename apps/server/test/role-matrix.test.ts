import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl, calls, ErrorCode, type CallPath } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

type Caller = 'no token' | 'anonymous judge' | 'named judge' | 'user' | 'admin' | 'user of another account';
const CALLERS: Caller[] = ['no token', 'anonymous judge', 'named judge', 'user', 'admin', 'user of another account'];
const TOKEN_ERRORS: number[] = [ErrorCode.tokenExpired, ErrorCode.tokenNotFound];

/**
 * Every call of the protocol (a new call is covered as soon as it is declared) made by every
 * kind of caller with a body holding nothing but the token: the role decides before the body,
 * so a refused caller never learns which fields the call needs.
 */
describeEachDatabase('the role matrix', (engine) => {
  let world: DemoApi;
  let otherAccount: string;

  beforeAll(async () => {
    world = await startDemoApi(engine);
    otherAccount = newId();
    await insertAccount(world.test.database.db, {
      id: otherAccount,
      code: 'other-lab',
      name: 'Other lab',
      // Made after the demo's, so the demo's stays the default account (the oldest).
      created_at: world.api.now + 1,
    });
  });
  afterAll(() => world.close());

  /** A fresh token per call, since some calls (members/disconnect, members/check) end the one they are given. */
  async function tokenOf(caller: Caller): Promise<string | undefined> {
    const { db } = world.test.database;
    const now = world.api.now;
    switch (caller) {
      case 'no token':
        return undefined;
      case 'anonymous judge':
        return world.api.newJudge();
      case 'named judge':
        return (await signedInMember(db, now, { type: 'j' })).tk;
      case 'user':
        return (await signedInMember(db, now, { roles: ['user'] })).tk;
      case 'admin':
        return (await signedInMember(db, now, { roles: ['admin'] })).tk;
      case 'user of another account':
        return (await signedInMember(db, now, { roles: ['user'], accountId: otherAccount })).tk;
    }
  }

  function expectation(path: CallPath, caller: Caller): (errorType: number) => void {
    const { access } = calls[path];
    if (access === 'none') return () => undefined;
    // A booth's call: no member token stands in for the terminal's.
    if (access === 'terminal') return (errorType) => expect(errorType).toBe(ErrorCode.wrongTerminalToken);
    if (caller === 'no token') return (errorType) => expect(errorType).toBe(ErrorCode.tokenNotFound);
    if (access === 'leader' && caller.endsWith('judge'))
      return (errorType) => expect(errorType).toBe(ErrorCode.notEnoughRights);
    if (access === 'admin' && caller !== 'admin')
      return (errorType) => expect(errorType).toBe(ErrorCode.notEnoughRights);
    if (access === 'admin')
      return (errorType) => expect([...TOKEN_ERRORS, ErrorCode.notEnoughRights]).not.toContain(errorType);
    if (access === 'leader')
      return (errorType) => expect([...TOKEN_ERRORS, ErrorCode.notEnoughRights]).not.toContain(errorType);
    return (errorType) => expect(TOKEN_ERRORS).not.toContain(errorType);
  }

  it('refuses by role before reading the body, for every call and every caller', async () => {
    const paths = Object.keys(calls) as CallPath[];
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const answers: number[] = [];
      for (const caller of CALLERS) {
        const tk = await tokenOf(caller);
        const response = await world.api.app.inject({
          method: 'POST',
          url: callUrl(path),
          payload: tk ? { tk } : {},
        });
        expect(response.statusCode, `${path} as ${caller}`).toBeLessThan(500);
        const { errorType, errorMsg } = response.json<{ errorType: number; errorMsg: string }>();
        expectation(path, caller)(errorType);
        if (errorType === ErrorCode.notEnoughRights || errorType === ErrorCode.tokenNotFound)
          expect(errorMsg, `${path} as ${caller} names no field`).not.toMatch(/“/);
        answers.push(errorType);
      }
      // A call open to anyone answers every caller alike: a token neither helps nor hurts.
      if (calls[path].access === 'none') expect(new Set(answers).size, path).toBe(1);
    }
  });

  it('names the missing field only to a caller whose role may make the call', async () => {
    const judge = await world.api.call('messages/add', { tk: (await tokenOf('named judge'))! });
    expect(judge.errorType).toBe(ErrorCode.notEnoughRights);
    const user = await world.api.call('messages/add', { tk: (await tokenOf('user'))! });
    expect(user).toMatchObject({ errorType: ErrorCode.invalidRequest, errorMsg: expect.stringContaining('text') });
    const booth = await world.api.call('term/wakeup', { tk: (await tokenOf('user'))!, ttk: 'x'.repeat(43) });
    expect(booth.errorType).toBe(ErrorCode.wrongTerminalToken);
  });

  it('refuses a leader of another account every resource of the first, named by its real id', async () => {
    const { db } = world.test.database;
    const now = world.api.now;
    const leader = await signedInMember(db, now, { roles: ['user'] });
    const namedJudge = await signedInMember(db, now, { type: 'j', login: 'judge-of-the-first-lab' });
    const block = world.seed.publicationId;
    const judge = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk: judge, block });
    const { page } = await world.api.ok('run/start', { tk: judge, se });
    const { term } = await world.api.ok('term/connect', { tk: leader.tk, name: 'Booth 1' });
    const { msg } = await world.api.ok('messages/add', {
      tk: leader.tk,
      text: 'Booth 1 is ready.',
      recipients: { users: [leader.id] },
    });
    const stranger = await tokenOf('user of another account');
    const refused: [CallPath, Record<string, unknown>][] = [
      ['run/reqStart', { block }],
      ['run/start', { se }],
      ['run/post', { se, postId: crypto.randomUUID(), position: page.position, answers: [], moving: 'stay' }],
      ['run/nextPage', { se }],
      ['run/prevPage', { se }],
      ['run/moveTo', { se, dest: 0 }],
      ['run/terminate', { se }],
      ['run/synch/get', { se }],
      ['run/renderFunc', { se }],
      ['run/preview/save', { id: block }],
      ['quests/jsess/check', { id: block }],
      ['term/connect', { term, name: 'Taken over' }],
      ['term/call/answer', { term }],
      ['message/status/set', { msg: msg.sid, status: 'read' }],
      ['members/resetKey', { l: 'judge-of-the-first-lab' }],
      ['member/connections', { id: namedJudge.id }],
      ['member/panel/record', { id: namedJudge.id }],
      ['member/admin/delete', { id: namedJudge.id }],
      ['pub/training', { id: block, training: true }],
    ];
    for (const [path, body] of refused) {
      const { errorType } = await world.api.call(path, { tk: stranger, ...body });
      expect(errorType, `${path} with the first account's ${Object.keys(body).join(', ')}`).not.toBe(0);
    }
    // Calls that list answer with the stranger's own account only.
    const firstAccountIds = [block, se, term, msg.sid, leader.id, namedJudge.id];
    for (const path of [
      'terms',
      'messages',
      'members/list',
      'run/preview/publications',
      'term/publication',
      'member/panel/list',
    ] as const) {
      const reply = JSON.stringify(await world.api.ok(path, { tk: stranger! }));
      for (const id of firstAccountIds) expect(reply, `${path} shows ${id}`).not.toContain(id);
    }
    // The first account's resources are untouched.
    expect((await world.api.ok('run/start', { tk: judge, se })).page.position).toBe(page.position);
  });
});
