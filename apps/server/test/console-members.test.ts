import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

describeEachDatabase("the console's members administration", (engine) => {
  let world: DemoApi;
  let admin: string;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    const db = world.test.database.db;
    admin = (await signedInMember(db, world.api.now, { roles: ['user', 'admin'], login: 'ada' })).tk;
    leader = (await signedInMember(db, world.api.now, { roles: ['user'], login: 'leo' })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  const signIn = (l: string, p: string) => world.api.call('members/connect', { l, p });

  it('creates a named judge with a generated password shown once, who signs in; lists and searches members', async () => {
    const created = await world.api.ok('member/admin/create', {
      tk: leader,
      type: 'j',
      login: 'Judge.One ',
      name: 'Jeanne Un',
      language: 'fr',
    });
    expect(created.password).toMatch(/.{8,}/);
    expect((await signIn('judge.one', created.password!)).errorType).toBe(0);

    const typed = await world.api.ok('member/admin/create', {
      tk: admin,
      type: 'u',
      login: 'lucie',
      roles: ['user'],
      password: 'Typed#Pass1',
    });
    expect(typed.password).toBeNull();
    expect((await signIn('lucie', 'Typed#Pass1')).errorType).toBe(0);

    const { members } = await world.api.ok('member/admin/list', { tk: leader, search: 'jeanne' });
    expect(members).toEqual([
      expect.objectContaining({
        id: created.id,
        login: 'Judge.One',
        name: 'Jeanne Un',
        type: 'j',
        roles: [],
        language: 'fr',
        deactivated: null,
        locked: false,
      }),
    ]);
    expect(members[0]!.lastSeen).not.toBeNull();
    const users = await world.api.ok('member/admin/list', { tk: leader, type: 'u' });
    expect(users.members.map((member) => member.login)).toEqual(expect.arrayContaining(['ada', 'leo', 'lucie']));
    expect(users.members.every((member) => member.type === 'u')).toBe(true);

    const twice = await world.api.call('member/admin/create', { tk: leader, type: 'j', login: 'judge.ONE' });
    expect(twice).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorData: { reason: expect.stringContaining('already exists') },
    });
  });

  it('lets only an administrator manage users and roles', async () => {
    expect((await world.api.call('member/admin/create', { tk: leader, type: 'u', login: 'x' })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
    const { id } = await world.api.ok('member/admin/create', {
      tk: admin,
      type: 'u',
      login: 'max',
      password: 'Max#2026',
    });
    expect((await world.api.call('member/admin/roles', { tk: leader, id, roles: ['admin'] })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
    await world.api.ok('member/admin/roles', { tk: admin, id, roles: ['user', 'admin'] });
    const max = (await world.api.ok('member/admin/list', { tk: admin, search: 'max' })).members[0]!;
    expect(max.roles).toEqual(['user', 'admin']);
    expect((await world.api.call('member/admin/deactivate', { tk: leader, id, deactivated: true })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
  });

  it('deactivates a member, whose token and login stop working, and activates them again', async () => {
    const { id, password } = await world.api.ok('member/admin/create', { tk: leader, type: 'j', login: 'dora' });
    const session = (await signIn('dora', password!)).tk!;
    await world.api.ok('member/admin/deactivate', { tk: leader, id, deactivated: true });
    expect((await world.api.call('member/profile', { tk: session })).errorType).toBe(ErrorCode.tokenNotFound);
    expect((await signIn('dora', password!)).errorType).toBe(ErrorCode.wrongIdentifierOrPassword);
    const listed = (await world.api.ok('member/admin/list', { tk: leader, search: 'dora' })).members[0]!;
    expect(listed.deactivated).toBe(world.api.now);
    await world.api.ok('member/admin/deactivate', { tk: leader, id, deactivated: false });
    expect((await signIn('dora', password!)).errorType).toBe(0);
  });

  it('unlocks a judge locked out after wrong passwords, and shows their participations', async () => {
    const { id, password } = await world.api.ok('member/admin/create', { tk: leader, type: 'j', login: 'lou' });
    let locked = false;
    for (let attempt = 0; attempt < 10 && !locked; attempt++) {
      locked = (await signIn('lou', 'wrong')).errorType === ErrorCode.loginLocked;
    }
    expect(locked || (await signIn('lou', 'wrong')).errorType === ErrorCode.loginLocked).toBe(true);
    expect((await world.api.ok('member/admin/list', { tk: leader, search: 'lou' })).members[0]!.locked).toBe(true);
    expect(await world.api.ok('member/admin/unlock', { tk: leader, id })).toMatchObject({ unlocked: true });
    const tk = (await signIn('lou', password!)).tk!;
    expect(await world.api.ok('member/admin/unlock', { tk: leader, id })).toMatchObject({ unlocked: false });

    await world.api.answerEveryScreen(tk, world.seed.publicationId);
    const { participations } = await world.api.ok('member/admin/participations', { tk: leader, id });
    expect(participations).toEqual([expect.objectContaining({ pubId: world.seed.publicationId, status: 'finished' })]);
  });

  it('imports judges from a CSV, all or nothing, with faults by line', async () => {
    const faulty = 'login,name,language\nann,Ann,en\n,Nobody,fr\nbob,Bob,xx\nANN,Ann again,de\nleo,Leo,en\n';
    const checked = await world.api.ok('member/admin/import', { tk: leader, text: faulty });
    expect(checked).toMatchObject({
      created: [],
      faults: [
        { line: 3, message: 'The login is empty.' },
        { line: 4, message: expect.stringContaining('Unknown language "xx"') },
        { line: 5, message: '"ANN" is already on line 2.' },
        { line: 6, message: '"leo" already exists in this account.' },
      ],
    });
    expect((await world.api.ok('member/admin/list', { tk: leader, search: 'ann' })).members).toEqual([]);

    const good = 'ann;Ann Martin;en\r\nbob;Bob Durand;fr\r\ncarl;;de\r\n';
    expect((await world.api.ok('member/admin/import', { tk: leader, text: good, checkOnly: true })).faults).toEqual([]);
    const imported = await world.api.ok('member/admin/import', { tk: leader, text: good });
    expect(imported.faults).toEqual([]);
    expect(imported.created.map((judge) => judge.login)).toEqual(['ann', 'bob', 'carl']);
    expect((await signIn('bob', imported.created[1]!.password)).errorType).toBe(0);
    const bob = (await world.api.ok('member/admin/list', { tk: leader, search: 'bob' })).members[0]!;
    expect(bob).toMatchObject({ name: 'Bob Durand', language: 'fr', type: 'j' });
  });

  it('keeps every change in the audit log, without passwords or keys', async () => {
    const { id } = await world.api.ok('member/admin/create', {
      tk: admin,
      type: 'u',
      login: 'zoe',
      password: 'Zoe#2026x',
    });
    world.api.advance(1000);
    await world.api.ok('member/admin/roles', { tk: admin, id, roles: ['user', 'debug'] });
    world.api.advance(1000);
    await world.api.ok('members/resetKey', { tk: admin, l: 'zoe' });
    world.api.advance(1000);
    await world.api.ok('member/admin/deactivate', { tk: admin, id, deactivated: true });
    world.api.advance(1000);
    await world.api.ok('member/admin/import', { tk: admin, text: 'eve,Eve,en\n' });
    const { entries } = await world.api.ok('acc/audit', { tk: admin, action: 'member.' });
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['member.import', 'eve'],
      ['member.deactivate', 'zoe'],
      ['member.resetKey', 'zoe'],
      ['member.roles', 'zoe'],
      ['member.create', 'zoe'],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Zoe#2026x|updateKey/);
  });

  it('refuses judges, members of another account, and bad bodies', async () => {
    const judge = await world.api.newJudge();
    const { id } = await world.api.ok('member/admin/create', { tk: leader, type: 'j', login: 'tom' });
    for (const [path, body] of [
      ['member/admin/list', {}],
      ['member/admin/create', { type: 'j', login: 'x' }],
      ['member/admin/deactivate', { id, deactivated: true }],
      ['member/admin/unlock', { id }],
      ['member/admin/import', { text: 'a,b,en' }],
      ['member/admin/participations', { id }],
    ] as const) {
      expect((await world.api.call(path, { tk: judge, ...body })).errorType, path).toBe(ErrorCode.notEnoughRights);
    }
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
      ['member/admin/deactivate', { id, deactivated: true }],
      ['member/admin/unlock', { id }],
      ['member/admin/participations', { id }],
      ['member/admin/roles', { id, roles: ['user'] }],
    ] as const) {
      expect((await world.api.call(path, { tk: stranger, ...body })).errorType, path).toBe(ErrorCode.invalidRequest);
    }
    expect((await world.api.ok('member/admin/list', { tk: stranger })).members.map((m) => m.login)).not.toContain(
      'tom',
    );
    for (const body of [
      { type: 'x', login: 'a' },
      { type: 'j', login: '   ' },
      { type: 'u', login: 'a', roles: ['owner'] },
      { type: 'j', login: 'a', language: 'xx' },
    ]) {
      expect((await world.api.call('member/admin/create', { tk: admin, ...body } as never)).errorType).toBe(
        ErrorCode.invalidRequest,
      );
    }
  });
});
