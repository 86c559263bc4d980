import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findDefaultAccount } from '../src/accounts/members.repository.ts';
import { insertPortalScreen } from '../src/publishing/portal.repository.ts';
import { findPublication, insertPublication } from '../src/publishing/publications.repository.ts';
import { newId, newToken } from '../src/security/tokens.ts';
import { createGlobalLink } from '../src/publishing/links.service.ts';
import type { DemoSeed } from '../src/seed/demo.ts';
import { TEST_SETTINGS, type ApiClient } from './api.ts';
import { publishDemoAgain, signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

const DAY = 24 * 3600 * 1000;

describeEachDatabase('booth terminals, links and the questionnaire list', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let seed: DemoSeed;
  let close: () => Promise<void>;

  async function start(settings = TEST_SETTINGS) {
    ({ test, api, seed, close } = await startDemoApi(engine, settings));
  }
  afterEach(async () => {
    await close();
  });

  async function member(kind: 'leader' | 'judge', login: string): Promise<string> {
    const leader = kind === 'leader';
    const { tk } = await signedInMember(test.database.db, api.now, {
      type: leader ? 'u' : 'j',
      login,
      displayName: login === 'ana' ? 'Ana' : login,
      roles: [leader ? 'user' : 'judge'],
      tokenLifeMs: 30 * DAY,
    });
    return tk;
  }

  async function itemOf(tk: string, pubId: string) {
    const { pubs } = await api.ok('term/publication', { tk });
    return pubs.find((pub) => pub.pubId === pubId)!.items[0]!;
  }

  describe('the list', () => {
    // Judges here come back after days, as home-use judges do.
    beforeEach(() => start({ ...TEST_SETTINGS, judgeTokenLifeSeconds: 30 * 24 * 3600 }));

    it('gives each status, its refusal code, the end of life and the session counts', async () => {
      const full = await publishDemoAgain(test.database.db, seed, { target: 1 });
      const expired = await publishDemoAgain(test.database.db, seed, { expiresAt: api.now - 1000 });
      const soon = await publishDemoAgain(test.database.db, seed, { expiresAt: api.now + 3 * DAY });
      const first = await api.newJudge();
      await api.ok('run/reqStart', { tk: first, block: full });
      await api.answerEveryScreen(first, seed.publicationId);

      const judge = await api.newJudge();
      expect(await itemOf(judge, full)).toMatchObject({
        status: 'full',
        st: 'full',
        jSessCounts: { started: 1, target: 1, stMsg: { code: 3405 } },
        answers: { complete: 0, partial: 1, connected: 0, expected: 1 },
      });
      expect(await itemOf(judge, expired)).toMatchObject({
        status: 'expired',
        jSessCounts: { stMsg: { code: 3203 } },
        eol: { expired: true, expiresSoon: false, secondsBeforeExpiration: -1, secondsBeforeDeletion: null },
      });
      expect(await itemOf(judge, soon)).toMatchObject({
        status: 'pending',
        jSessCounts: { stMsg: { code: 0 } },
        eol: { expired: false, expiresSoon: true, secondsBeforeExpiration: 3 * 24 * 3600 },
      });
      expect(await itemOf(judge, seed.publicationId)).toMatchObject({
        status: 'pending',
        answers: { complete: 1, partial: 0 },
        eol: { expired: false, expiresSoon: false, secondsBeforeExpiration: null },
      });
      expect(await itemOf(first, seed.publicationId)).toMatchObject({ status: 'finished', nr: 7, nb: 7 });
      expect(await itemOf(first, full)).toMatchObject({ status: 'inProgress', jSessCounts: { stMsg: { code: 0 } } });

      expect((await api.call('run/reqStart', { tk: judge, block: full })).errorType).toBe(3405);
      expect((await api.call('run/reqStart', { tk: judge, block: expired })).errorType).toBe(3203);
    });

    it('gives the publication options and, in focus, the pub of spec section 7', async () => {
      const demo = await findPublication(test.database.db, seed.publicationId);
      const id = newId();
      await insertPublication(test.database.db, {
        ...demo!,
        id,
        // Judges see the title for judges, never the leader's name.
        name: 'Client X, booth study',
        judges_title: 'Booth',
        tray_min: 1,
        tray_max: 24,
        selection_mode: 'auto',
        need_id: 1,
        deletes_at: api.now + 30 * 60 * 1000,
      });
      const tk = await api.newJudge();
      const list = await api.ok('term/publication', { tk, sess: id });
      const pub = list.pubs.find((p) => p.pubId === id)!;
      expect(pub.options).toEqual({
        orderNum: true,
        selectionMode: 'auto',
        quest: demo!.questionnaire_id,
        sess: id,
        needId: true,
      });
      expect(pub.items[0]!.eol.secondsBeforeDeletion).toBe(1800);
      expect(list.pub).toEqual({
        id,
        nm: 'Booth',
        content: { items: [{ id, nm: pub.items[0]!.qstName }] },
        orderNum: true,
        selectionMode: 'auto',
        quest: demo!.questionnaire_id,
        sess: id,
        jsessions: [],
        data: { check: list.updateCode },
        needId: true,
      });

      // Past its deletion date the publication is gone for judges.
      api.advance(31 * 60 * 1000);
      const later = await api.ok('term/publication', { tk });
      expect(later.pubs.map((p) => p.pubId)).toEqual([seed.publicationId]);
      expect((await api.call('run/reqStart', { tk, block: id })).errorType).toBe(52001);
    });

    it('changes the update code only when the list changes', async () => {
      const judge = await api.newJudge();
      const other = await api.newJudge();
      const { updateCode } = await api.ok('term/publication', { tk: judge });
      expect((await api.ok('term/publication/checkUpdate', { tk: judge })).updateCode).toBe(updateCode);
      api.advance(60_000);
      expect((await api.ok('term/publication/checkUpdate', { tk: judge })).updateCode).toBe(updateCode);

      await api.ok('run/reqStart', { tk: other, block: seed.publicationId });
      const afterOther = (await api.ok('term/publication/checkUpdate', { tk: judge })).updateCode;
      expect(afterOther).not.toBe(updateCode);

      await api.ok('run/reqStart', { tk: judge, block: seed.publicationId });
      const afterOwn = (await api.ok('term/publication/checkUpdate', { tk: judge })).updateCode;
      expect(afterOwn).not.toBe(afterOther);
      expect((await api.ok('term/publication', { tk: judge })).updateCode).toBe(afterOwn);
    });

    it('tells when a questionnaire comes to expire by the clock alone', async () => {
      const soon = await publishDemoAgain(test.database.db, seed, { expiresAt: api.now + 8 * DAY });
      const judge = await api.newJudge();
      const before = (await api.ok('term/publication/checkUpdate', { tk: judge })).updateCode;
      api.advance(2 * DAY);
      expect((await itemOf(judge, soon)).eol.expiresSoon).toBe(true);
      const soonCode = (await api.ok('term/publication/checkUpdate', { tk: judge })).updateCode;
      expect(soonCode).not.toBe(before);
      api.advance(6 * DAY);
      expect(await itemOf(judge, soon)).toMatchObject({ status: 'expired', eol: { expired: true } });
      expect((await api.ok('term/publication/checkUpdate', { tk: judge })).updateCode).not.toBe(soonCode);
    });
  });

  describe('terminals', () => {
    beforeEach(() => start({ ...TEST_SETTINGS, maxDevices: 2, terminalTimeoutSeconds: 3600 }));

    it('lets a leader connect booths up to the licence, and shows who answers on each', async () => {
      const leader = await member('leader', 'lea');
      const judge = await api.newJudge();
      expect((await api.call('term/connect', { tk: judge, name: 'Booth 1' })).errorType).toBe(50202);

      const booth1 = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
      const booth2 = (await api.ok('term/connect', { tk: leader, name: 'Booth 2' })).term;
      expect(booth1).toMatchObject({ name: 'Booth 1', connected: true });
      expect(booth1.token).not.toBe(booth2.token);
      const refused = await api.call('term/connect', { tk: leader, name: 'Booth 3' });
      expect(refused).toMatchObject({ errorType: 11170, errorData: { max: 2 } });
      // A judge's own browser is not a licensed device; a booth set up again keeps its place.
      expect((await api.ok('term/connect', { tk: leader, virt: true })).term.name).toMatch(/^virtual-/);
      const again = (await api.ok('term/connect', { tk: leader, term: booth1.id })).term;
      expect((await api.call('term/wakeup', { ttk: booth1.token, term: 'Booth 1' })).errorType).toBe(2301);

      expect((await api.call('term/session', { tk: judge, term: again.token, block: 'nothing' })).errorType).toBe(
        52001,
      );
      await api.ok('term/session', { tk: judge, term: again.token, block: seed.publicationId });
      const { items } = (await api.ok('terms', { tk: leader })).terms;
      expect(items.map((t) => [t.name, t.connected, t.virtual])).toEqual([
        ['Booth 1', true, false],
        ['Booth 2', true, false],
        [expect.stringMatching(/^virtual-/), true, true],
      ]);
      expect(items[0]).toMatchObject({
        online: { start: api.now },
        expired: false,
        judge: { login: null, name: '', block: { id: seed.publicationId } },
      });
      expect(items[1]!.judge).toBeNull();
      // Every connected booth offers the account's open blocks (spec: Device blocks).
      expect(items[0]!.blocks).toEqual([{ id: seed.publicationId, name: expect.any(String) }]);
      expect((await itemOf(judge, seed.publicationId)).answers.connected).toBe(1);

      await api.ok('term/session', { tk: judge, term: again.token, leave: true });
      expect((await api.ok('terms', { tk: leader })).terms.items[0]!.judge).toBeNull();
    });

    it('wakes a booth with its saved token and name; 2301 for a wrong one, 2300 after the timeout', async () => {
      const leader = await member('leader', 'lea');
      const booth = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
      expect((await api.ok('term/wakeup', { ttk: booth.token, term: 'Booth 1' })).term).toEqual({
        id: booth.id,
        name: 'Booth 1',
        connected: true,
      });
      expect((await api.call('term/wakeup', { ttk: booth.token, term: 'Booth 2' })).errorType).toBe(2301);
      expect((await api.call('term/wakeup', { ttk: newToken(), term: 'Booth 1' })).errorType).toBe(2301);
      const judge = await api.newJudge();
      expect((await api.call('term/publication', { tk: judge, term: newToken() })).errorType).toBe(2301);
      expect((await api.ok('term/publication', { tk: judge, term: booth.token })).pubs).toHaveLength(1);

      api.advance(3600_000);
      expect((await api.call('term/wakeup', { ttk: booth.token, term: 'Booth 1' })).errorType).toBe(2300);
      // Timed out means disconnected: the booth must be set up again.
      expect((await api.call('term/wakeup', { ttk: booth.token, term: 'Booth 1' })).errorType).toBe(2301);
      expect((await api.ok('terms', { tk: leader })).terms.items[0]!.connected).toBe(false);

      const again = (await api.ok('term/connect', { tk: leader, term: booth.id })).term;
      await api.ok('term/disconnect', { ttk: again.token });
      expect((await api.call('term/disconnect', { ttk: again.token })).errorType).toBe(2301);
    });

    it('refuses a named judge on a second terminal at the same time (1002)', async () => {
      const leader = await member('leader', 'lea');
      const ana = await member('judge', 'ana');
      const booth1 = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
      const booth2 = (await api.ok('term/connect', { tk: leader, name: 'Booth 2' })).term;
      await api.ok('term/session', { tk: ana, term: booth1.token, block: null });
      expect((await api.call('term/session', { tk: ana, term: booth2.token })).errorType).toBe(1002);
      expect((await api.ok('terms', { tk: leader })).terms.items[0]!.judge).toEqual({
        login: 'ana',
        name: 'Ana',
        block: null,
      });
      await api.ok('term/session', { tk: ana, term: booth1.token, leave: true });
      await api.ok('term/session', { tk: ana, term: booth2.token });
    });

    it('lists the logins for a booth when the publication needs identified judges', async () => {
      const leader = await member('leader', 'lea');
      await member('judge', 'ana');
      const demo = await findPublication(test.database.db, seed.publicationId);
      const id = newId();
      await insertPublication(test.database.db, { ...demo!, id, need_id: 1, anonymous: 0 });
      const booth = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
      expect((await api.ok('publication/members', { id, term: booth.token })).members.items).toEqual([
        { login: 'ana', name: 'Ana' },
      ]);
      expect(
        (await api.ok('publication/members', { id: seed.publicationId, term: booth.token })).members.items,
      ).toEqual([]);
      expect((await api.call('publication/members', { id, term: newToken() })).errorType).toBe(2301);
    });

    it('serves the header and footer of the account and of the terminal', async () => {
      const leader = await member('leader', 'lea');
      const booth = (await api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
      const account = await findDefaultAccount(test.database.db);
      const part = { account_id: account!.id, type: 'home', style: 'color: #333' };
      await insertPortalScreen(test.database.db, {
        ...part,
        id: newId(),
        scope: 'account',
        scope_id: account!.id,
        name: 'header',
        content: '<b>Lab</b>',
      });
      await insertPortalScreen(test.database.db, {
        ...part,
        id: newId(),
        scope: 'terminal',
        scope_id: booth.id,
        name: 'header',
        content: '<b>Booth 1</b>',
      });
      const { items } = await api.ok('portal/screen/get', { term: booth.token, type: 'home' });
      expect(items.map((item) => [item.scope, item.selectors.items.map((i) => i.content)])).toEqual([
        ['account', ['<b>Lab</b>']],
        ['terminal', ['<b>Booth 1</b>']],
      ]);
      expect((await api.ok('portal/screen/get', { acc: { cd: 'demo' }, type: 'home' })).items).toHaveLength(1);
      expect((await api.ok('portal/screen/get', { acc: { cd: 'demo' }, type: 'login' })).items).toEqual([]);
    });
  });

  describe('links', () => {
    beforeEach(() => start());

    it('gives each visitor of a global link an individual link, and a returning visitor the same one', async () => {
      const global = await createGlobalLink(test.database.db, seed.publicationId, api.now);
      const visit = await api.call('link/check', { link: global });
      expect(visit.errorType).toBe(0);
      const { link } = visit as { link: { cd: string; sess: { cd: string }; acc: string; pub: string } };
      expect(link).toMatchObject({ sess: { cd: global }, acc: 'demo', pub: seed.publicationId });
      expect(link.cd).not.toBe(global);
      const tk = visit.tk!;

      const again = await api.ok('link/check', { link: global, judge: tk, reconn: true });
      expect(again.link.cd).toBe(link.cd);
      const individual = await api.ok('link/check', { link: link.cd, judge: tk });
      expect(individual.link).toEqual(link);

      const other = await api.call('link/check', { link: global });
      expect((other as { link: { cd: string } }).link.cd).not.toBe(link.cd);
      expect((await api.call('link/check', { link: link.cd, judge: other.tk! })).errorType).toBe(30201);
      expect((await api.call('link/check', { link: link.cd })).errorType).toBe(30201);
      expect((await api.call('link/check', { link: 'nothing-here' })).errorType).toBe(30201);

      // Through the link, the judge sees the link's publication only.
      await publishDemoAgain(test.database.db, seed, {});
      const list = await api.ok('term/publication', { tk, link: link.cd });
      expect(list.pubs.map((p) => p.pubId)).toEqual([seed.publicationId]);
      expect(list.pub?.id).toBe(seed.publicationId);
      expect((await api.call('term/publication', { tk: other.tk!, link: link.cd })).errorType).toBe(30201);
      expect(await api.ok('quests/jsess/check', { tk, id: seed.publicationId, link: link.cd })).toMatchObject({
        jsess: null,
      });
      const { se } = await api.ok('run/reqStart', { tk, block: seed.publicationId });
      expect((await api.ok('quests/jsess/check', { tk, id: seed.publicationId })).jsess).toEqual({
        id: se,
        st: 'inProgress',
      });
    });

    it('turns new visitors away from a full (3223) or expired (3203) publication', async () => {
      const full = await publishDemoAgain(test.database.db, seed, { target: 1 });
      const fullLink = await createGlobalLink(test.database.db, full, api.now);
      const first = await api.call('link/check', { link: fullLink });
      await api.ok('run/reqStart', { tk: first.tk!, block: full });
      expect((await api.call('link/check', { link: fullLink })).errorType).toBe(3223);
      // The judge already in keeps their way back.
      expect((await api.call('link/check', { link: fullLink, judge: first.tk! })).errorType).toBe(0);

      const expired = await publishDemoAgain(test.database.db, seed, { expiresAt: api.now - 1 });
      const expiredLink = await createGlobalLink(test.database.db, expired, api.now);
      expect((await api.call('link/check', { link: expiredLink })).errorType).toBe(3203);
    });
  });
});
