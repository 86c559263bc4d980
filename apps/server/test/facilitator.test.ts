import { afterEach, beforeEach, expect, it } from 'vitest';
import { changeSettings, createAccount, createUser } from '../src/accounts/admin.service.ts';
import type { Account } from '../src/accounts/members.repository.ts';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startApi, type TestDatabase } from './harness.ts';

const PASSWORD = 'Tasty#2026';
const LEADER_PASSWORD = 'Leader#2026';

describeEachDatabase('members: logins completed by a facilitator', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;
  let lab: Account;

  beforeEach(async () => {
    ({ test, api, close } = await startApi(engine));
    lab = await createAccount(test.database.db, { code: 'lab', name: 'Sensory lab' }, api.now);
    await changeSettings(test.database.db, lab, { facilitator: true });
    const db = test.database.db;
    await createUser(db, lab, { login: 'Lea', type: 'u', roles: ['user'], password: LEADER_PASSWORD }, api.now);
    await createUser(
      db,
      lab,
      { login: 'judge7', name: 'Judge Seven', type: 'j', roles: [], password: PASSWORD },
      api.now,
    );
    await createUser(db, lab, { login: 'judge8', type: 'j', roles: [], password: PASSWORD }, api.now);
  });
  afterEach(async () => {
    await close();
  });

  const login = (extra: { fl?: string; fp?: string } = {}, l = 'judge7', p = PASSWORD) =>
    api.call('members/connect', { l, p, acc: 'lab', ua: 'vitest', ...extra });

  it('proves the judge first, then asks for a facilitator instead of giving a token', async () => {
    const answer = await login();
    expect(answer.errorType).toBe(0);
    expect(answer.facilitator).toBe(true);
    expect(answer.tk).toBeUndefined();
    expect(answer.user).toEqual({ name: 'Judge Seven', login: 'judge7' });
    // A wrong judge password is refused before any facilitator is asked for.
    expect(await login({}, 'judge7', 'wrong')).toMatchObject({ errorType: 50201, errorData: { rc: 2 } });
  });

  it('gives the judge a token once a leader completes the login with their own password', async () => {
    const answer = await login({ fl: ' LEA ', fp: LEADER_PASSWORD });
    expect(answer.errorType).toBe(0);
    expect(answer.facilitator).toBeUndefined();
    expect(answer.tk).toMatch(/^[\w-]{43}$/);
    expect(answer.acc?.items[0]).toMatchObject({ type: 'j', roles: [{ n: 'judge' }] });
    // The token is the judge's, not the facilitator's.
    const roles = await api.call('roles', { tk: answer.tk ?? '' });
    expect(roles.roles).toEqual([{ n: 'judge' }]);
  });

  it("counts a wrong facilitator password towards the facilitator's own lock", async () => {
    expect(await login({ fl: 'Lea', fp: 'wrong' })).toMatchObject({ errorType: 50201, errorData: { rc: 2 } });
    expect(await login({ fl: 'lea', fp: 'wrong' })).toMatchObject({ errorType: 50201, errorData: { rc: 1 } });
    expect(await login({ fl: 'L E A', fp: 'wrong' })).toMatchObject({
      errorType: 50201,
      errorData: { rc: 0, nld: 900, ld: 900 },
    });
    expect(await login({ fl: 'Lea', fp: LEADER_PASSWORD })).toMatchObject({ errorType: 1003, errorData: { nld: 900 } });
    // The leader's own login is locked too, and the judge's is not.
    const own = await api.call('members/connect', { l: 'Lea', p: LEADER_PASSWORD, acc: 'lab' });
    expect(own.errorType).toBe(1003);
    expect((await login()).facilitator).toBe(true);
  });

  it('refuses a judge acting as facilitator with 50202 and no token', async () => {
    const answer = await login({ fl: 'judge8', fp: PASSWORD });
    expect(answer).toMatchObject({ errorType: 50202 });
    expect(answer.tk).toBeUndefined();
    // The judge cannot vouch for themselves either.
    expect((await login({ fl: 'judge7', fp: PASSWORD })).errorType).toBe(50202);
  });

  it('refuses a leader of another account like an unknown name', async () => {
    const other = await createAccount(test.database.db, { code: 'other', name: 'Other lab' }, api.now);
    await createUser(
      test.database.db,
      other,
      { login: 'Max', type: 'u', roles: ['admin'], password: PASSWORD },
      api.now,
    );
    expect(await login({ fl: 'Max', fp: PASSWORD })).toMatchObject({ errorType: 50201, errorData: { rc: 2 } });
  });

  it('leaves leaders and accounts without the setting alone', async () => {
    expect((await api.call('members/connect', { l: 'Lea', p: LEADER_PASSWORD, acc: 'lab' })).tk).toBeDefined();
    await changeSettings(test.database.db, lab, { facilitator: false });
    const answer = await login();
    expect(answer.facilitator).toBeUndefined();
    expect(answer.tk).toBeDefined();
  });
});
