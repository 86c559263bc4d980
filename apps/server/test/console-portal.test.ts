import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { findAccountByCode, insertAccount } from '../src/accounts/members.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

describeEachDatabase("the console's portal headers and footers", (engine) => {
  let world: DemoApi;
  let admin: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    admin = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  it("saves the account's and a booth's parts, which the judges' screens then get, and removes one", async () => {
    await world.api.ok('acc/portal/save', {
      tk: admin,
      scope: 'account',
      type: 'login',
      name: 'header',
      content: '<h2>Sensory lab</h2><script>alert(1)</script>',
      style: 'background: #fde',
    });
    const booth = (await world.api.ok('term/connect', { tk: admin, name: 'Booth 1' })).term;
    world.api.advance(1000);
    await world.api.ok('acc/portal/save', {
      tk: admin,
      scope: 'terminal',
      scopeId: booth.id,
      type: 'home',
      name: 'footer',
      content: '<p>Booth 1</p>',
      style: '',
    });
    const demo = await findAccountByCode(world.test.database.db, 'demo');
    expect((await world.api.ok('acc/portal/list', { tk: admin })).parts).toEqual([
      {
        scope: 'account',
        scopeId: demo!.id,
        type: 'login',
        name: 'header',
        content: '<h2>Sensory lab</h2><script>alert(1)</script>',
        style: 'background: #fde',
      },
      { scope: 'terminal', scopeId: booth.id, type: 'home', name: 'footer', content: '<p>Booth 1</p>', style: '' },
    ]);
    // The judges' login screen of the account gets its header (sanitised where it is shown).
    const login = await world.api.ok('portal/screen/get', { acc: { cd: 'demo' }, type: 'login' });
    expect(login.items[0]!.selectors.items).toEqual([
      { name: 'header', content: '<h2>Sensory lab</h2><script>alert(1)</script>', style: 'background: #fde' },
    ]);
    const atBooth = await world.api.ok('portal/screen/get', { term: booth.token, type: 'home' });
    expect(atBooth.items.map((item) => item.scope)).toEqual(['terminal']);

    // Saving again replaces; empty content removes.
    world.api.advance(1000);
    await world.api.ok('acc/portal/save', {
      tk: admin,
      scope: 'account',
      type: 'login',
      name: 'header',
      content: '<h2>Lab</h2>',
      style: '',
    });
    expect(
      (await world.api.ok('portal/screen/get', { acc: { cd: 'demo' }, type: 'login' })).items[0]!.selectors.items[0]!
        .content,
    ).toBe('<h2>Lab</h2>');
    world.api.advance(1000);
    await world.api.ok('acc/portal/save', {
      tk: admin,
      scope: 'account',
      type: 'login',
      name: 'header',
      content: ' ',
      style: '',
    });
    expect((await world.api.ok('portal/screen/get', { acc: { cd: 'demo' }, type: 'login' })).items).toEqual([]);

    const { entries } = await world.api.ok('acc/audit', { tk: admin, action: 'portal.' });
    expect(entries.map((entry) => [entry.target, entry.detail.removed])).toEqual([
      ['login header', true],
      ['login header', false],
      ['home footer', false],
      ['login header', false],
    ]);
  });

  it("refuses another account's booth, leaders who are no administrators, and bad parts", async () => {
    const other = newId();
    await insertAccount(world.test.database.db, {
      id: other,
      code: 'other',
      name: 'Other',
      created_at: world.api.now + 1,
    });
    const otherAdmin = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'], accountId: other })
    ).tk;
    const booth = (await world.api.ok('term/connect', { tk: admin, name: 'Booth 1' })).term;
    const foreign = await world.api.call('acc/portal/save', {
      tk: otherAdmin,
      scope: 'terminal',
      scopeId: booth.id,
      type: 'home',
      name: 'header',
      content: '<p>x</p>',
      style: '',
    });
    expect(foreign.errorType).toBe(ErrorCode.invalidRequest);
    expect((await world.api.ok('acc/portal/list', { tk: otherAdmin })).parts).toEqual([]);
    const leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    expect((await world.api.call('acc/portal/list', { tk: leader })).errorType).toBe(ErrorCode.notEnoughRights);
    for (const body of [
      { scope: 'account', type: 'list', name: 'header', content: '', style: '' },
      { scope: 'account', type: 'home', name: 'sidebar', content: '', style: '' },
      { scope: 'terminal', type: 'home', name: 'header', content: '<p>x</p>', style: '' },
    ]) {
      expect((await world.api.call('acc/portal/save', { tk: admin, ...body } as never)).errorType).toBe(
        ErrorCode.invalidRequest,
      );
    }
  });
});
