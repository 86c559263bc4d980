import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, customAssetPaths } from '@palate/protocol';
import { findAccountByCode } from '../src/accounts/members.repository.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

describeEachDatabase("the console's account administration", (engine) => {
  let world: DemoApi;
  let serverAdmin: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    serverAdmin = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  /** A new account, made later than the first one (the first is the server's own). */
  async function createLab(code: string, name: string, settings = {}): Promise<void> {
    world.api.advance(1000);
    await world.api.ok('acc/create', { tk: serverAdmin, code, name, settings });
  }

  async function adminOf(code: string): Promise<string> {
    const account = await findAccountByCode(world.test.database.db, code);
    return (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'], accountId: account!.id })
    ).tk;
  }

  it("edits its own account's name and login settings, keeping the others", async () => {
    const before = await world.api.ok('acc/get', { tk: serverAdmin });
    expect(before).toMatchObject({ code: 'demo', serverAdmin: true, custom: { css: '', js: '' } });
    const { settings } = await world.api.ok('acc/settings', {
      tk: serverAdmin,
      name: 'Sensory lab',
      settings: { loginTries: 5, facilitator: true },
    });
    expect(settings).toEqual({ ...before.settings, loginTries: 5, facilitator: true });
    expect(await world.api.ok('acc/get', { tk: serverAdmin })).toMatchObject({ name: 'Sensory lab', settings });
    const wrong = await world.api.call('acc/settings', { tk: serverAdmin, settings: { loginTries: 0 } });
    expect(wrong.errorType).toBe(ErrorCode.invalidRequest);
  });

  it('serves the stylesheet and script saved from the console at the address the judges’ app loads', async () => {
    const { stylesheet, script } = customAssetPaths('demo');
    await world.api.ok('acc/custom', { tk: serverAdmin, kind: 'css', content: ':root { --pl-accent: #7b1fa2; }' });
    await world.api.ok('acc/custom', { tk: serverAdmin, kind: 'js', content: 'console.log("lab");' });
    const css = await world.api.app.inject({ method: 'GET', url: stylesheet });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['content-security-policy']).toContain("script-src 'self'");
    expect(css.body).toBe(':root { --pl-accent: #7b1fa2; }');
    expect((await world.api.app.inject({ method: 'GET', url: script })).headers['content-type']).toContain(
      'javascript',
    );
    expect((await world.api.ok('acc/get', { tk: serverAdmin })).custom).toEqual({
      css: ':root { --pl-accent: #7b1fa2; }',
      js: 'console.log("lab");',
    });
    await world.api.ok('acc/custom', { tk: serverAdmin, kind: 'css', content: '' });
    expect((await world.api.app.inject({ method: 'GET', url: stylesheet })).statusCode).toBe(404);
  });

  it('creates accounts and sets their licence, past which a booth is refused with 11170', async () => {
    await createLab('lab2', 'Second lab', { loginTries: 4 });
    const refused = await world.api.call('acc/create', { tk: serverAdmin, code: 'lab2', name: 'Again' });
    expect(refused).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorData: { reason: expect.stringContaining('exists') },
    });
    const badCode = await world.api.call('acc/create', { tk: serverAdmin, code: 'lab 3', name: 'Spaced' });
    expect(badCode.errorData).toMatchObject({ reason: expect.stringContaining('Characters not allowed') });

    await world.api.ok('acc/licence', { tk: serverAdmin, code: 'lab2', maxDevices: 1 });
    const labAdmin = await adminOf('lab2');
    await world.api.ok('term/connect', { tk: labAdmin, name: 'Booth A' });
    const second = await world.api.call('term/connect', { tk: labAdmin, name: 'Booth B' });
    expect(second).toMatchObject({ errorType: ErrorCode.licenseLimitsDevices, errorData: { max: 1 } });

    const { accounts } = await world.api.ok('acc/list', { tk: serverAdmin });
    expect(accounts.find((account) => account.code === 'lab2')).toMatchObject({
      name: 'Second lab',
      licence: { own: 1, maxDevices: 1, devicesInUse: 1 },
    });
    const lab = await world.api.ok('acc/get', { tk: serverAdmin, code: 'lab2' });
    expect(lab).toMatchObject({ code: 'lab2', settings: { loginTries: 4 } });

    await world.api.ok('acc/licence', { tk: serverAdmin, code: 'lab2', maxDevices: null });
    expect((await world.api.call('term/connect', { tk: labAdmin, name: 'Booth B' })).errorType).toBe(0);
  });

  it("keeps another account's administrator to their own account", async () => {
    await createLab('lab2', 'Second lab');
    const labAdmin = await adminOf('lab2');
    expect(await world.api.ok('acc/get', { tk: labAdmin })).toMatchObject({ code: 'lab2', serverAdmin: false });
    await world.api.ok('acc/settings', { tk: labAdmin, settings: { resetKeyHours: 12 } });
    for (const [path, body] of [
      ['acc/list', {}],
      ['acc/create', { code: 'lab3', name: 'Third' }],
      ['acc/licence', { code: 'lab2', maxDevices: 50 }],
      ['acc/get', { code: 'demo' }],
      ['acc/settings', { code: 'demo', settings: { loginTries: 9 } }],
      ['acc/custom', { code: 'demo', kind: 'js', content: 'alert(1)' }],
    ] as const) {
      expect((await world.api.call(path, { tk: labAdmin, ...body })).errorType, path).toBe(ErrorCode.notEnoughRights);
    }
    const leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    expect((await world.api.call('acc/get', { tk: leader })).errorType).toBe(ErrorCode.notEnoughRights);
    expect((await world.api.call('acc/get', { tk: serverAdmin, code: 'nope' })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
  });

  it("sets a member's password, typed or generated, and must-change expires it", async () => {
    const { id } = await world.api.ok('member/admin/create', { tk: serverAdmin, type: 'j', login: 'pat' });
    expect(
      (await world.api.ok('member/admin/password', { tk: serverAdmin, id, password: 'Pat#2026x' })).password,
    ).toBeNull();
    expect((await world.api.call('members/connect', { l: 'pat', p: 'Pat#2026x' })).errorType).toBe(0);
    world.api.advance(1000);
    const generated = await world.api.ok('member/admin/password', { tk: serverAdmin, id, mustChange: true });
    expect(generated.password).toMatch(/.{8,}/);
    expect((await world.api.call('members/connect', { l: 'pat', p: generated.password! })).errorType).toBe(
      ErrorCode.passwordExpired,
    );
    const leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    expect((await world.api.call('member/admin/password', { tk: leader, id })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );

    const { entries } = await world.api.ok('acc/audit', { tk: serverAdmin, action: 'member.password' });
    expect(entries.map((entry) => entry.detail)).toEqual([
      { mustChange: true, generated: true },
      { mustChange: false, generated: false },
    ]);
  });
});
