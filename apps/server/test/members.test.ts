import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULES } from '@palate/protocol';
import { createAccount, createUser, requireAccount, resetKeyFor, unlock } from '../src/accounts/admin.service.ts';
import type { Account } from '../src/accounts/members.repository.ts';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startApi, type TestDatabase } from './harness.ts';

const PASSWORD = 'Tasty#2026';
const NEW_PASSWORD = 'Salty&2027';
const MINUTE = 60_000;

describeEachDatabase('members: login, lock-out, passwords, tokens and roles', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;
  let lab: Account;

  beforeEach(async () => {
    ({ test, api, close } = await startApi(engine));
    lab = await createAccount(test.database.db, { code: 'lab', name: 'Sensory lab' }, api.now);
    await createUser(
      test.database.db,
      lab,
      { login: 'Ana', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      api.now,
    );
    await createUser(test.database.db, lab, { login: 'judge7', type: 'j', roles: [], password: PASSWORD }, api.now);
  });
  afterEach(async () => {
    await close();
  });

  const login = (l: string, p: string, acc = 'lab') => api.call('members/connect', { l, p, acc, ua: 'vitest' });

  async function tokenOf(l: string, acc = 'lab'): Promise<string> {
    const answer = await login(l, PASSWORD, acc);
    if (!answer.tk) throw new Error(`no token for ${l}: ${JSON.stringify(answer)}`);
    return answer.tk;
  }

  it('logs a leader in with a token, its life, the account and the roles', async () => {
    const answer = await login('Ana', PASSWORD);
    expect(answer.errorType).toBe(0);
    expect(answer.tk).toMatch(/^[\w-]{43}$/);
    expect(answer.tkl).toBe(600);
    expect(answer.acc?.items).toEqual([
      { acc: 'lab', name: 'Sensory lab', guid: lab.id, roles: [{ n: 'user' }, { n: 'admin' }], type: 'u' },
    ]);
    expect(answer.user).toEqual({ name: 'Ana', login: 'Ana' });
  });

  it('gives a named judge the judge role and type j', async () => {
    const answer = await login('judge7', PASSWORD);
    expect(answer.acc?.items[0]).toMatchObject({ type: 'j', roles: [{ n: 'judge' }] });
  });

  it('stores the password as scrypt, never as the password itself', async () => {
    const row = await test.database.db
      .selectFrom('member')
      .select('password_hash')
      .where('login_key', '=', 'ana')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]{86}$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('answers a wrong password with 50201 and the tries left, then locks with 1003', async () => {
    expect(await login('Ana', 'wrong')).toMatchObject({ errorType: 50201, errorData: { rc: 2 } });
    expect(await login('Ana', 'wrong')).toMatchObject({ errorType: 50201, errorData: { rc: 1 } });
    expect(await login('Ana', 'wrong')).toMatchObject({ errorType: 50201, errorData: { rc: 0, nld: 900, ld: 900 } });
    // Locked: even the right password is refused until the lock runs out.
    expect(await login('Ana', PASSWORD)).toMatchObject({ errorType: 1003, errorData: { nld: 900, ld: 900 } });
    api.advance(10 * MINUTE);
    expect(await login('Ana', PASSWORD)).toMatchObject({ errorType: 1003, errorData: { nld: 300, ld: 900 } });
    api.advance(5 * MINUTE);
    expect((await login('Ana', PASSWORD)).errorType).toBe(0);
    // A success starts the count again.
    expect(await login('Ana', 'wrong')).toMatchObject({ errorType: 50201, errorData: { rc: 2 } });
  });

  it('holds the lock across changes of case and spaces in the user name', async () => {
    await login('Ana', 'wrong');
    await login(' ANA ', 'wrong');
    expect(await login('a n a', 'wrong')).toMatchObject({ errorType: 50201, errorData: { rc: 0 } });
    for (const variant of ['ana', 'ANA', ' Ana', 'A na']) {
      expect((await login(variant, PASSWORD)).errorType).toBe(1003);
    }
  });

  it('answers an unknown user exactly like a wrong password, and locks it the same way', async () => {
    const unknown = await login('nobody', 'wrong');
    const wrong = await login('Ana', 'wrong');
    expect(unknown).toEqual({ ...wrong, errorData: { rc: 2 } });
    expect(await login('Nobody', 'x')).toMatchObject({ errorType: 50201, errorData: { rc: 1 } });
    expect(await login('nobody', 'x', 'no-such-account')).toMatchObject({ errorType: 50201, errorData: { rc: 2 } });
  });

  it('uses the account’s own number of tries and lock duration', async () => {
    const strict = await createAccount(
      test.database.db,
      { code: 'strict', name: 'Strict', settings: { loginTries: 1, lockSeconds: 60 } },
      api.now,
    );
    await createUser(test.database.db, strict, { login: 'bo', type: 'u', roles: [], password: PASSWORD }, api.now);
    expect(await login('bo', 'wrong', 'strict')).toMatchObject({ errorType: 50201, errorData: { rc: 0, ld: 60 } });
    expect(await login('bo', PASSWORD, 'strict')).toMatchObject({ errorType: 1003, errorData: { ld: 60 } });
  });

  it('lets the command line unlock a user', async () => {
    for (let i = 0; i < 3; i++) await login('Ana', 'wrong');
    expect(await unlock(test.database.db, lab, ' ANA')).toBe(true);
    expect((await login('Ana', PASSWORD)).errorType).toBe(0);
  });

  it('answers an empty user name with 50320', async () => {
    expect((await login('  ', PASSWORD)).errorType).toBe(50320);
  });

  it('keeps one device per user: a new login ends the previous token with 1101', async () => {
    const first = await tokenOf('Ana');
    api.advance(MINUTE);
    const second = await tokenOf('ana');
    expect((await api.call('roles', { tk: first })).errorType).toBe(1101);
    expect((await api.call('roles', { tk: second })).errorType).toBe(0);
    const { conn } = await api.ok('member/connections', { tk: second });
    expect(conn.items.map((item) => item.st)).toEqual(['active', 'replaced']);
  });

  it('checks a token, renews it on updTk, and ends it on disconnect', async () => {
    const tk = await tokenOf('Ana');
    expect(await api.call('members/check', { tk })).toMatchObject({ errorType: 0, tk, tkl: 600 });
    const renewed = await api.call('members/check', { tk, updTk: true });
    expect(renewed.tk).toBeDefined();
    expect(renewed.tk).not.toBe(tk);
    expect((await api.call('members/check', { tk })).errorType).toBe(1101);
    await api.ok('members/disconnect', { tk: renewed.tk! });
    expect((await api.call('members/check', { tk: renewed.tk! })).errorType).toBe(1101);
    api.advance(MINUTE);
    const { conn } = await api.ok('member/connections', { tk: await tokenOf('Ana') });
    expect(conn.items[1]).toMatchObject({ st: 'ended', s: api.now - MINUTE, e: api.now - MINUTE, ua: 'vitest' });
  });

  it('records last activity and expiry of a connection, with the filters last, from and to', async () => {
    const start = api.now;
    const tk = await tokenOf('Ana');
    api.advance(2 * MINUTE);
    await api.ok('roles', { tk });
    api.advance(11 * MINUTE);
    expect((await api.call('roles', { tk })).errorType).toBe(1100);
    // A named member's time-out is not renewed: they log in again.
    expect((await api.call('members/check', { tk, updTk: true })).errorType).toBe(1101);
    api.advance(MINUTE);
    const fresh = await tokenOf('Ana');
    const { conn } = await api.ok('member/connections', { tk: fresh });
    expect(conn.items[1]).toMatchObject({ st: 'expired', s: start, l: start + 2 * MINUTE, e: start + 10 * MINUTE });
    const filtered = async (filters: object) =>
      (await api.ok('member/connections', { tk: fresh, filters })).conn.items.map((item) => item.s);
    expect(await filtered({ last: 1 })).toEqual([api.now]);
    expect(await filtered({ from: start + 1 })).toEqual([api.now]);
    expect(await filtered({ to: start + 1 })).toEqual([start]);
  });

  it('shows a connection whose token ran out unused as expired, before and after the next login', async () => {
    const start = api.now;
    const ana = await tokenOf('Ana');
    const anaId = (await api.ok('member/profile', { tk: ana })).profile.id;
    await createUser(test.database.db, lab, { login: 'Bea', type: 'u', roles: ['admin'], password: PASSWORD }, api.now);
    api.advance(11 * MINUTE);
    const bea = await tokenOf('Bea');
    const seen = async (tk: string) =>
      (await api.ok('member/connections', { tk, id: anaId })).conn.items.map((item) => [item.st, item.e]);
    expect(await seen(bea)).toEqual([['expired', start + 10 * MINUTE]]);
    const fresh = await tokenOf('Ana');
    expect(await seen(fresh)).toEqual([
      ['active', null],
      ['expired', start + 10 * MINUTE],
    ]);
  });

  it('lists the caller’s roles and grants or refuses permissions', async () => {
    const leader = await tokenOf('Ana');
    const judge = await tokenOf('judge7');
    expect((await api.ok('roles', { tk: judge })).roles).toEqual([{ n: 'judge' }]);
    expect((await api.ok('permission/request', { tk: leader, perm: 'admin' })).granted).toBe(true);
    expect((await api.ok('permission/request', { tk: leader, perm: 'leader' })).granted).toBe(true);
    expect((await api.call('permission/request', { tk: judge, perm: 'leader' })).errorType).toBe(50202);
    expect((await api.call('permission/request', { tk: leader, perm: 'debug' })).errorType).toBe(50202);
  });

  it('adds the debug role to leaders only where the account allows debug', async () => {
    const debugLab = await createAccount(
      test.database.db,
      { code: 'dbg', name: 'Debug lab', settings: { debugAllowed: true } },
      api.now,
    );
    await createUser(
      test.database.db,
      debugLab,
      { login: 'dev', type: 'u', roles: ['user'], password: PASSWORD },
      api.now,
    );
    const answer = await login('dev', PASSWORD, 'dbg');
    expect(answer.acc?.items[0]?.roles).toEqual([{ n: 'user' }, { n: 'debug' }]);
  });

  it('refuses a leader call to a judge’s token with 50202', async () => {
    const judge = await tokenOf('judge7');
    expect((await api.call('members/resetKey', { tk: judge, l: 'Ana' })).errorType).toBe(50202);
    const anonymous = await api.newJudge();
    expect((await api.call('members/resetKey', { tk: anonymous, l: 'Ana' })).errorType).toBe(50202);
  });

  it('refuses another account’s token for that account’s members', async () => {
    const other = await createAccount(test.database.db, { code: 'other', name: 'Other lab' }, api.now);
    await createUser(
      test.database.db,
      other,
      { login: 'Zoe', type: 'u', roles: ['admin'], password: PASSWORD },
      api.now,
    );
    const zoe = await tokenOf('Zoe', 'other');
    const ana = await tokenOf('Ana');
    const anaId = (await api.ok('member/profile', { tk: ana })).profile.id;
    expect((await api.call('member/connections', { tk: zoe, id: anaId })).errorType).toBe(50202);
    expect((await api.call('member/connections', { tk: ana, id: anaId })).errorType).toBe(0);
    // Zoe's admin call cannot reach Ana either: she is looked up in Zoe's account only.
    expect((await api.call('members/resetKey', { tk: zoe, l: 'Ana' })).errorType).toBe(50201);
  });

  it('forces a new password when it has expired (1004), then logs in with the new one', async () => {
    await createUser(
      test.database.db,
      lab,
      { login: 'newbie', type: 'u', roles: ['user'], password: PASSWORD, mustChange: true },
      api.now,
    );
    expect((await login('newbie', PASSWORD)).errorType).toBe(1004);
    await api.ok('members/updatePass', {
      l: 'newbie',
      acc: 'lab',
      old: PASSWORD,
      new: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect((await login('newbie', PASSWORD)).errorType).toBe(50201);
    expect((await login('newbie', NEW_PASSWORD)).errorType).toBe(0);
  });

  it('answers each password field error with its code', async () => {
    const change = (body: Record<string, unknown>) =>
      api.call('members/updatePass', { l: 'Ana', acc: 'lab', old: PASSWORD, new: NEW_PASSWORD, ...body });
    expect((await change({ new: '' })).errorType).toBe(50301);
    expect((await change({ confirm: '' })).errorType).toBe(50302);
    expect((await change({ old: '' })).errorType).toBe(50303);
    expect((await change({ old: undefined, updateKey: ' - ' })).errorType).toBe(50304);
    expect(await change({ new: 'short', confirm: 'short' })).toMatchObject({
      errorType: 50305,
      errorData: { rules: DEFAULT_PASSWORD_RULES, issues: ['min', 'upper', 'digit', 'special'] },
    });
    expect((await change({ confirm: 'Other&2027' })).errorType).toBe(50306);
    expect(await change({ old: 'wrong' })).toMatchObject({ errorType: 50307, errorData: { rc: 2 } });
    expect(await change({ old: undefined, updateKey: 'AAAA-BBBB-CCCC-DDDD' })).toMatchObject({
      errorType: 50308,
      errorData: { rc: 1 },
    });
    expect((await change({ l: '' })).errorType).toBe(50320);
    // Wrong old passwords and keys count towards the same lock as logins.
    expect((await login('Ana', 'wrong')).errorData).toEqual({ rc: 0, nld: 900, ld: 900 });
    expect((await change({})).errorType).toBe(1003);
  });

  it('sends server-only rules back with 1206 so that the client can show them', async () => {
    const rules = {
      msg: { min: 10, max: 40, case: false, num: false, specials: '' },
      exp: '[a-z]+(-[a-z]+)+',
      clientCheck: false,
      text: 'Words joined by hyphens',
      passStrength: 0,
    };
    const words = await createAccount(
      test.database.db,
      { code: 'words', name: 'Words', settings: { passwordRules: { u: rules } } },
      api.now,
    );
    await createUser(test.database.db, words, { login: 'wo', type: 'u', roles: [], password: PASSWORD }, api.now);
    expect((await api.ok('pass/rules', { userType: 'u', acc: 'words' })).rules).toEqual(rules);
    expect((await api.ok('pass/rules', { userType: 'j', acc: 'words' })).rules).toEqual(DEFAULT_PASSWORD_RULES);
    // A form that names the member (expired or reset mode), or sends its token, gets the rules its type is checked by.
    expect((await api.ok('pass/rules', { userType: 'j', acc: 'words', l: 'WO' })).rules).toEqual(rules);
    const wordsToken = await tokenOf('wo', 'words');
    expect((await api.ok('pass/rules', { userType: 'p', tk: wordsToken })).rules).toEqual(rules);
    const change = (password: string) =>
      api.call('members/updatePass', { l: 'wo', acc: 'words', old: PASSWORD, new: password });
    expect(await change(NEW_PASSWORD)).toMatchObject({ errorType: 1206, errorData: { rules, issues: ['exp'] } });
    expect((await change('plum-pear-fig')).errorType).toBe(0);
  });

  it('changes the password of a logged-in member by token, keeping that device only', async () => {
    const tk = await tokenOf('Ana');
    await api.ok('members/updatePass', { tk, old: PASSWORD, new: NEW_PASSWORD });
    expect((await api.call('roles', { tk })).errorType).toBe(0);
    expect((await login('Ana', NEW_PASSWORD)).errorType).toBe(0);
    expect((await api.call('roles', { tk })).errorType).toBe(1101);
  });

  it('resets a password with a key an admin issued: single use, expiring, stored hashed', async () => {
    const admin = await tokenOf('Ana');
    const { updateKey, hours } = await api.ok('members/resetKey', { tk: admin, l: 'JUDGE7' });
    expect(updateKey).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(hours).toBe(24);
    const keys = await test.database.db.selectFrom('reset_key').select('key_hash').execute();
    expect(keys.map((key) => key.key_hash)).not.toContain(updateKey.replaceAll('-', ''));
    const reset = (key: string) =>
      api.call('members/updatePass', { l: 'judge7', acc: 'lab', updateKey: key, new: NEW_PASSWORD });
    expect((await reset(updateKey.toLowerCase().replaceAll('-', ' '))).errorType).toBe(0);
    expect((await login('judge7', NEW_PASSWORD)).errorType).toBe(0);
    expect((await reset(updateKey)).errorType).toBe(50308);

    const late = await resetKeyFor(test.database.db, await requireAccount(test.database.db, 'lab'), 'judge7', api.now);
    api.advance(25 * 3_600_000);
    expect((await reset(late.updateKey)).errorType).toBe(50308);
  });

  it('lets a reset key lift a lock-out', async () => {
    for (let i = 0; i < 3; i++) await login('Ana', 'wrong');
    const { updateKey } = await resetKeyFor(test.database.db, lab, 'ana', api.now);
    await api.ok('members/updatePass', { l: 'Ana', acc: 'lab', updateKey, new: NEW_PASSWORD });
    expect((await login('Ana', NEW_PASSWORD)).errorType).toBe(0);
  });

  it('refuses a key issued for someone else', async () => {
    const { updateKey } = await resetKeyFor(test.database.db, lab, 'judge7', api.now);
    const answer = await api.call('members/updatePass', { l: 'Ana', acc: 'lab', updateKey, new: NEW_PASSWORD });
    expect(answer.errorType).toBe(50308);
  });

  it('describes the login screen of an account', async () => {
    api.advance(MINUTE);
    const panel = await createAccount(
      test.database.db,
      { code: 'panel', name: 'Panel', settings: { userInput: 'radio', confirm: true } },
      api.now,
    );
    await createUser(test.database.db, panel, { login: 'Bea', type: 'j', roles: [], password: PASSWORD }, api.now);
    await createUser(test.database.db, panel, { login: 'Al', type: 'j', roles: [], password: PASSWORD }, api.now);
    await createUser(test.database.db, panel, { login: 'Boss', type: 'u', roles: [], password: PASSWORD }, api.now);
    expect((await api.ok('members/loginForm', { acc: 'panel' })).form).toEqual({
      accountRequired: false,
      userInput: 'radio',
      users: ['Al', 'Bea'],
      confirm: true,
      password: true,
      resetKeyHours: 24,
    });
    expect((await api.ok('members/loginForm', {})).form).toMatchObject({
      accountRequired: true,
      userInput: 'text',
      users: [],
    });
  });

  it('lets named judges in by name alone where the account asks no password, but never a leader', async () => {
    const booth = await createAccount(
      test.database.db,
      { code: 'booth', name: 'Booth', settings: { password: false, userInput: 'select' } },
      api.now,
    );
    await createUser(test.database.db, booth, { login: 'Al', type: 'j', roles: [], password: PASSWORD }, api.now);
    await createUser(
      test.database.db,
      booth,
      { login: 'Boss', type: 'u', roles: ['user'], password: PASSWORD },
      api.now,
    );
    expect((await api.ok('members/loginForm', { acc: 'booth' })).form).toMatchObject({
      password: false,
      users: ['Al'],
    });
    expect((await login('Al', '', 'booth')).errorType).toBe(0);
    expect((await login('Boss', '', 'booth')).errorType).toBe(50201);
    expect((await login('Nobody', '', 'booth')).errorType).toBe(50201);
  });

  it('shows the caller’s profile and questionnaire participations', async () => {
    const tk = await tokenOf('judge7');
    const { profile, participations } = await api.ok('member/profile', { tk });
    expect(profile).toMatchObject({
      login: 'judge7',
      type: 'j',
      roles: [{ n: 'judge' }],
      acc: { code: 'lab', name: 'Sensory lab', guid: lab.id },
      passwordExpiresAt: null,
    });
    expect(participations).toEqual([]);
  });
});
