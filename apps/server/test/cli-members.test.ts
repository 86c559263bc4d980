import { afterEach, beforeEach, expect, it } from 'vitest';
import { ApiClient } from './api.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';
import { palate as runPalate } from './cli.ts';

describeEachDatabase('the command line administers accounts and users', (engine) => {
  let test: TestDatabase;

  beforeEach(async () => {
    test = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await test.drop();
  });

  const palate = (...args: string[]) => runPalate(engine, test.location, ...args);

  it('creates an account and a leader with a password printed once, sets roles, issues a key and unlocks', async () => {
    expect(await palate('create-account', '--code', 'lab', '--name', 'Sensory lab')).toBe('Account "lab" created.\n');
    const created = await palate('create-user', '--account', 'lab', '--login', 'Ana', '--roles', 'user,admin');
    const password = created.match(/Password \(shown once\): (\S+)/)?.[1];
    expect(password).toBeDefined();

    const api = await ApiClient.start(test.database);
    try {
      const login = await api.call('members/connect', { l: 'ana', p: password!, acc: 'lab' });
      expect(login.acc?.items[0]?.roles).toEqual([{ n: 'user' }, { n: 'admin' }]);

      expect(await palate('set-roles', '--account', 'lab', '--login', 'ANA', '--roles', 'user')).toContain('user');
      const again = await api.call('members/connect', { l: 'ana', p: password!, acc: 'lab' });
      expect((await api.ok('roles', { tk: again.tk! })).roles).toEqual([{ n: 'user' }]);

      for (let i = 0; i < 3; i++) await api.call('members/connect', { l: 'ana', p: 'wrong', acc: 'lab' });
      expect((await api.call('members/connect', { l: 'ana', p: password!, acc: 'lab' })).errorType).toBe(1003);
      expect(await palate('unlock', '--account', 'lab', '--login', 'ana')).toBe('"ana" unlocked.\n');
      expect((await api.call('members/connect', { l: 'ana', p: password!, acc: 'lab' })).errorType).toBe(0);

      const keyLine = await palate('issue-reset-key', '--account', 'lab', '--login', 'ana');
      const updateKey = keyLine.match(/single use\): (\S+)/)?.[1];
      expect(keyLine).toContain('valid 24 h');
      await api.ok('members/updatePass', { l: 'ana', acc: 'lab', updateKey: updateKey!, new: 'Reset#2026' });
      expect((await api.call('members/connect', { l: 'ana', p: 'Reset#2026', acc: 'lab' })).errorType).toBe(0);
    } finally {
      await api.close();
    }
  });

  it('refuses a bad account code, an unknown role and a duplicate login, with a message and exit code 1', async () => {
    await expect(palate('create-account', '--code', 'a/b', '--name', 'x')).rejects.toMatchObject({
      code: 1,
      stderr: 'Characters not allowed: "/"\n',
    });
    await palate('create-account', '--code', 'lab', '--name', 'Lab');
    await expect(palate('create-user', '--account', 'lab', '--login', 'bo', '--roles', 'chef')).rejects.toMatchObject({
      code: 1,
      stderr: 'Unknown role(s): chef (use user, admin or debug).\n',
    });
    await palate('create-user', '--account', 'lab', '--login', 'bo');
    await expect(palate('create-user', '--account', 'lab', '--login', ' BO ')).rejects.toMatchObject({ code: 1 });
  });
  it('changes one login setting (facilitator) and keeps the others; refuses a setting out of range', async () => {
    await palate('create-account', '--code', 'lab', '--name', 'Lab', '--settings', '{"loginTries":5}');
    await palate('create-user', '--account', 'lab', '--login', 'jo', '--type', 'j');
    const printed = await palate('set-settings', '--account', 'lab', '--settings', '{"facilitator":true}');
    expect(printed).toContain('"loginTries":5');
    expect(printed).toContain('"facilitator":true');
    await expect(palate('set-settings', '--account', 'lab', '--settings', '{"loginTries":0}')).rejects.toMatchObject({
      code: 1,
    });
  });
});
