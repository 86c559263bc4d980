import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, LIST_PAGE_SIZE } from '@palate/protocol';
import { createUser } from '../src/accounts/admin.service.ts';
import { findDefaultAccount } from '../src/accounts/members.repository.ts';
import { findPublication, insertPublication } from '../src/publishing/publications.repository.ts';
import { newId } from '../src/security/tokens.ts';
import type { DemoSeed } from '../src/seed/demo.ts';
import { TEST_SETTINGS, type ApiClient } from './api.ts';
import { publishDemoAgain, signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

const PASSWORD = 'Tasty#2026';

describeEachDatabase('the list: navigation buttons, calls to the leader, identification and item fields', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let seed: DemoSeed;
  let close: () => Promise<void>;
  let leader: string;

  beforeEach(async () => {
    ({ test, api, seed, close } = await startDemoApi(engine, { ...TEST_SETTINGS, terminalTimeoutSeconds: 3600 }));
    const account = (await findDefaultAccount(test.database.db))!;
    await createUser(
      test.database.db,
      account,
      { login: 'lea', type: 'u', roles: ['user'], password: PASSWORD },
      api.now,
    );
    await createUser(test.database.db, account, { login: 'ana', type: 'j', roles: [], password: PASSWORD }, api.now);
    leader = (await api.call('members/connect', { l: 'lea', p: PASSWORD })).tk!;
  });
  afterEach(async () => {
    await close();
  });

  async function publishAgain(changes: { repetitions?: number; needId?: boolean }): Promise<string> {
    const demo = await findPublication(test.database.db, seed.publicationId);
    const id = newId();
    await insertPublication(test.database.db, {
      ...demo!,
      id,
      name: changes.needId ? 'Named panel (internal)' : 'Again',
      judges_title: changes.needId ? 'Named panel' : null,
      repetitions: changes.repetitions ?? demo!.repetitions,
      need_id: changes.needId ? 1 : 0,
      anonymous: changes.needId ? 0 : 1,
    });
    return id;
  }

  it('gives a judge on their own device home and refresh, and paging once the list is longer than a page', async () => {
    const judge = await api.newJudge();
    const { nav, identPubs } = await api.ok('term/publication', { tk: judge });
    const off = { visible: false, enabled: false, working: false };
    const on = { visible: true, enabled: true, working: false };
    expect(nav).toEqual({ prev: off, next: off, goto: off, call: off, ident: off, home: on, refresh: on });
    expect(identPubs).toEqual([]);

    for (let i = 0; i < LIST_PAGE_SIZE; i++) await publishDemoAgain(test.database.db, seed, {});
    const paged = (await api.ok('term/publication', { tk: judge })).nav;
    expect([paged.prev, paged.next, paged.goto]).toEqual([on, on, on]);
  });

  it("follows the account's leaders: a button hidden, or shown but not to be pressed, on top of the list's own rules", async () => {
    const admin = (await signedInMember(test.database.db, api.now, { roles: ['user', 'admin'] })).tk;
    const { settings } = await api.ok('acc/settings', {
      tk: admin,
      settings: { hiddenListButtons: ['refresh', 'call'], disabledListButtons: ['home'] },
    });
    expect(settings).toMatchObject({ hiddenListButtons: ['refresh', 'call'], disabledListButtons: ['home'] });
    const booth = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
    const judge = await api.newJudge();
    await api.ok('term/session', { tk: judge, term: booth.token, block: null });
    const { nav } = await api.ok('term/publication', { tk: judge, term: booth.token });
    const off = { visible: false, enabled: false, working: false };
    expect(nav.refresh).toEqual(off);
    expect(nav.call).toEqual(off);
    expect(nav.home).toEqual({ visible: true, enabled: false, working: false });
    // Paging still needs more than a page, whatever the leaders allow.
    expect(nav.next).toEqual(off);
    const refused = await api.call('acc/settings', { tk: admin, settings: { hiddenListButtons: ['back'] } });
    expect(refused.errorType).toBe(90422);
  });

  it('lets the judge at a booth call the leader, shown on the terminal list until they move on', async () => {
    const booth = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
    const judge = await api.newJudge();
    await api.ok('term/session', { tk: judge, term: booth.token, block: null });
    expect((await api.ok('term/publication', { tk: judge, term: booth.token })).nav.call).toEqual({
      visible: true,
      enabled: true,
      working: false,
    });

    await api.ok('term/session', { tk: judge, term: booth.token, call: true });
    expect((await api.ok('term/publication', { tk: judge, term: booth.token })).nav.call.working).toBe(true);
    expect((await api.ok('terms', { tk: leader })).terms.items[0]).toMatchObject({
      judge: { name: '', block: null },
      call: { at: api.now },
    });

    await api.ok('term/session', { tk: judge, term: booth.token, call: false });
    expect((await api.ok('terms', { tk: leader })).terms.items[0]!.call).toBeNull();

    // A call ends when the judge starts a questionnaire or leaves the booth.
    await api.ok('term/session', { tk: judge, term: booth.token, call: true });
    await api.ok('term/session', { tk: judge, term: booth.token, block: seed.publicationId });
    expect((await api.ok('terms', { tk: leader })).terms.items[0]!.call).toBeNull();
    await api.ok('term/session', { tk: judge, term: booth.token, call: true });
    await api.ok('term/session', { tk: judge, term: booth.token, leave: true });
    expect((await api.ok('terms', { tk: leader })).terms.items[0]).toMatchObject({ judge: null, call: null });
  });

  it('lets the leader answer a booth’s call, which the booth learns from its update check', async () => {
    const booth = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
    const judge = await api.newJudge();
    await api.ok('term/session', { tk: judge, term: booth.token, call: true });
    const waiting = await api.ok('term/publication/checkUpdate', { tk: judge, term: booth.token });

    await api.ok('term/call/answer', { tk: leader, term: booth.id });
    expect((await api.ok('terms', { tk: leader })).terms.items[0]!.call).toBeNull();
    const answered = await api.ok('term/publication/checkUpdate', { tk: judge, term: booth.token });
    expect(answered.updateCode).not.toBe(waiting.updateCode);
    expect((await api.ok('term/publication', { tk: judge, term: booth.token })).nav.call.working).toBe(false);

    // Only a leader answers, and only for a booth of their account.
    expect((await api.call('term/call/answer', { tk: judge, term: booth.id })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
    expect((await api.call('term/call/answer', { tk: leader, term: 'no-such-booth' })).errorType).toBe(
      ErrorCode.wrongTerminalToken,
    );
  });

  it('offers identification at a booth for a questionnaire that needs names, then lists it for the named judge', async () => {
    const named = await publishAgain({ needId: true });
    const booth = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
    const anonymous = await api.newJudge();
    const before = await api.ok('term/publication', { tk: anonymous, term: booth.token });
    expect(before.nav.ident).toEqual({ visible: true, enabled: true, working: false });
    expect(before.identPubs).toEqual([{ id: named, name: 'Named panel' }]);
    expect(before.pubs.map((pub) => pub.pubId)).not.toContain(named);
    // Off the booth there is no list of names to pick from.
    expect((await api.ok('term/publication', { tk: anonymous })).nav.ident.visible).toBe(false);

    const { members } = await api.ok('publication/members', { id: named, term: booth.token });
    expect(members.items.map((item) => item.login)).toEqual(['ana']);
    const ana = (await api.call('members/connect', { l: 'ana', p: PASSWORD })).tk!;
    const after = await api.ok('term/publication', { tk: ana, term: booth.token });
    expect(after.nav.ident.visible).toBe(false);
    expect(after.identPubs).toEqual([]);
    expect(after.pubs.find((pub) => pub.pubId === named)?.options.needId).toBe(true);
  });

  it('sends the status code, tray, offline flag, source and the organisation by repetition', async () => {
    const judge = await api.newJudge();
    const item = (await api.ok('term/publication', { tk: judge })).pubs[0]!.items[0]!;
    expect(item).toMatchObject({
      statusCode: 0,
      tray: null,
      // The demo is published with offline answering allowed.
      offlineEnabled: true,
      source: 'judge',
      org: 's1r1',
      rep: 1,
      block: 1,
      repCount: 1,
      singleRep: true,
      items: [{ rep: 1, nr: 0, nb: item.nb }],
    });

    const twice = await publishAgain({ repetitions: 2 });
    const repeated = async () =>
      (await api.ok('term/publication', { tk: judge })).pubs.find((pub) => pub.pubId === twice)!.items[0]!;
    const fresh = await repeated();
    expect(fresh).toMatchObject({ org: 's2r1', rep: 1, repCount: 2, singleRep: false });
    expect(fresh.items.map((rep) => [rep.rep, rep.nr])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(fresh.items[0]!.nb + fresh.items[1]!.nb).toBe(fresh.nb);

    await api.answerEveryScreen(judge, twice);
    const done = await repeated();
    expect(done).toMatchObject({ status: 'finished', rep: 2 });
    expect(done.items.every((rep) => rep.nr === rep.nb)).toBe(true);

    const full = await publishDemoAgain(test.database.db, seed, { target: 0 });
    const refused = (await api.ok('term/publication', { tk: judge })).pubs.find((pub) => pub.pubId === full)!;
    expect(refused.items[0]).toMatchObject({ status: 'full', statusCode: 3405 });

    const booth = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
    expect((await api.ok('term/publication', { tk: judge, term: booth.token })).pubs[0]!.items[0]!.source).toBe('term');
  });
});
