import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const DAY = 24 * 3600_000;

describeEachDatabase('publishing and links from the console', (engine) => {
  let world: DemoApi;
  let leader: string;
  let triangle: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    const text = readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8');
    triangle = (await world.api.ok('quest/import', { tk: leader, text })).id!;
  });
  afterEach(async () => {
    await world.close();
  });

  it('publishes with every setting, and judges meet what was set', async () => {
    const { id } = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: '  Sweetener triangle ',
      anonymous: true,
      target: 12,
      expires: world.api.now + 7 * DAY,
      deletes: world.api.now + 30 * DAY,
      tray: { min: 1, max: 12, unique: true },
      offline: true,
      repetitions: 2,
      blocks: 'perRepetition',
      reassignIdle: 30,
    });
    const stored = await findPublication(world.test.database.db, id);
    expect(stored).toMatchObject({ repetitions: 2, blocks: 'perRepetition', reassign_idle_minutes: 30 });
    const noSuchSet = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: 'Set 2',
      anonymous: true,
      set: 2,
    });
    expect(noSuchSet).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorData: { reason: expect.stringContaining('set 2') },
    });
    expect(stored).toMatchObject({
      name: 'Sweetener triangle',
      anonymous: 1,
      target_judges: 12,
      expires_at: world.api.now + 7 * DAY,
      deletes_at: world.api.now + 30 * DAY,
      tray_min: 1,
      tray_max: 12,
      tray_unique: 1,
      offline_enabled: 1,
    });
    const { pubs } = await world.api.ok('pub/list', { tk: leader });
    expect(pubs.find((pub) => pub.id === id)).toMatchObject({ target: 12, tray: { min: 1, max: 12 } });
    const judge = await world.api.newJudge();
    const { pres } = await world.api.ok('run/reqStart', { tk: judge, block: id });
    expect(pres.tray).toEqual({ min: 1, max: 12 });
  });

  it('tells before publishing the title to name it after and the judges who complete the design', async () => {
    const design = await world.api.call(
      'pub/design',
      { tk: leader, questionnaireId: triangle },
      { 'accept-language': 'fr' },
    );
    // A fixed order of two products, and a triangle's six serving sequences to turn through.
    expect(design).toMatchObject({ title: 'Test triangulaire — boisson à l’orange', products: 2, judgesPerBlock: 6 });
    const text = readFileSync(join(EXAMPLES, 'consumer-test.yaml'), 'utf8');
    const consumer = (await world.api.ok('quest/import', { tk: leader, text })).id!;
    // A Williams square of three products: 2n rows for an odd n.
    expect(await world.api.ok('pub/design', { tk: leader, questionnaireId: consumer })).toMatchObject({
      title: 'Orange juice tasting',
      products: 3,
      judgesPerBlock: 6,
    });
  });

  it("takes the lab's sample codes, and gives a code file's fault with its line", async () => {
    const codes = 'product,code\ncontrol,111\nreduced,222\ncontrol,333\n';
    const good = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: 'Coded',
      anonymous: true,
      codes: 'product,code,cup\ncontrol,111,1\nreduced,222,1\ncontrol,333,2\nreduced,444,2\n',
    });
    expect(good.errorType).toBe(0);
    const stored = await findPublication(world.test.database.db, (good as { id: string }).id);
    expect(Object.values(JSON.parse(stored!.blinding_codes) as Record<string, string>).sort()).toEqual([
      '111',
      '222',
      '333',
      '444',
    ]);
    const before = (await world.api.ok('pub/list', { tk: leader })).pubs.length;
    const wrong = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: 'Miscoded',
      anonymous: true,
      codes: codes.replace('reduced,222', 'lemonade,222'),
    });
    expect(wrong.errorType).toBe(ErrorCode.codeFileUnknownProduct);
    expect(wrong.errorData).toMatchObject({ line: 3 });
    const past = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: 'Late',
      anonymous: true,
      expires: world.api.now - DAY,
    });
    expect(past).toMatchObject({ errorType: ErrorCode.invalidRequest, errorData: { reason: expect.any(String) } });
    expect((await world.api.ok('pub/list', { tk: leader })).pubs).toHaveLength(before);
  });

  it('creates a global link that judges use, and revokes it for new visitors only', async () => {
    const { id } = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: 'L',
      anonymous: true,
    });
    const { code } = await world.api.ok('pub/link/create', { tk: leader, id });
    // Without PUBLIC_URL, the console builds the links on the address it is viewed at.
    expect(await world.api.ok('pub/links', { tk: leader, id })).toMatchObject({ name: 'L', publicUrl: null });
    expect((await world.api.ok('pub/links', { tk: leader, id })).links.map((link) => link.code)).toEqual([code]);
    const visitor = await world.api.call('link/check', { link: code });
    expect(visitor.errorType).toBe(0);
    expect(visitor.tk).toBeTruthy();
    await world.api.ok('pub/link/revoke', { tk: leader, id, code });
    expect((await world.api.ok('pub/links', { tk: leader, id })).links).toEqual([]);
    expect((await world.api.call('link/check', { link: code })).errorType).toBe(ErrorCode.invalidLink);
    // The visitor who came before keeps their own link.
    const individual = (visitor as unknown as { link: { cd: string } }).link.cd;
    expect((await world.api.call('link/check', { link: individual, judge: visitor.tk })).errorType).toBe(0);
    expect((await world.api.call('pub/link/revoke', { tk: leader, id, code })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
    const named = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: 'N',
      anonymous: false,
    });
    expect(await world.api.call('pub/link/create', { tk: leader, id: named.id })).toMatchObject({
      errorType: ErrorCode.invalidRequest,
    });
  });

  it('keeps every change in the audit log, with who made it', async () => {
    world.api.advance(1);
    const published = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: 'Audited triangle',
      anonymous: true,
    });
    world.api.advance(1);
    const { code } = await world.api.ok('pub/link/create', { tk: leader, id: published.id });
    world.api.advance(1);
    await world.api.ok('pub/link/revoke', { tk: leader, id: published.id, code });
    world.api.advance(1);
    await world.api.ok('messages/add', { tk: leader, text: 'Samples are served at ten', recipients: { group: 'all' } });

    const admin = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
    const { entries } = await world.api.ok('acc/audit', { tk: admin });
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['message.send', 'Samples are served at ten'],
      ['publication.linkRevoke', 'Audited triangle'],
      ['publication.linkCreate', 'Audited triangle'],
      ['publication.create', 'Audited triangle'],
      ['questionnaire.import', 'triangle-sugar'],
    ]);
    expect(entries[2]!.detail).toEqual({ id: published.id, code });
    expect(entries[3]!.detail).toMatchObject({ id: published.id, questionnaireId: triangle });
    const leaderName = entries[0]!.actorName;
    expect(entries.every((entry) => entry.actorName === leaderName)).toBe(true);
    const onlyPublications = await world.api.ok('acc/audit', { tk: admin, action: 'publication.' });
    expect(onlyPublications.entries).toHaveLength(3);
  });

  it('refuses judges, leaders of another account and bad bodies, storing nothing', async () => {
    const judge = await world.api.newJudge();
    const { id } = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: 'P',
      anonymous: true,
    });
    for (const [path, body] of [
      ['pub/create', { questionnaireId: triangle, name: 'X', anonymous: true }],
      ['pub/links', { id }],
      ['pub/link/create', { id }],
      ['pub/link/revoke', { id, code: 'x' }],
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
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], accountId: other })
    ).tk;
    for (const [path, body] of [
      ['pub/create', { questionnaireId: triangle, name: 'X', anonymous: true }],
      ['pub/links', { id }],
      ['pub/link/create', { id }],
    ] as const) {
      expect((await world.api.call(path, { tk: stranger, ...body })).errorType, path).toBe(ErrorCode.invalidRequest);
    }
    const before = (await world.api.ok('pub/list', { tk: leader })).pubs.length;
    const noName = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: '  ',
      anonymous: true,
    });
    expect(noName).toMatchObject({ errorType: ErrorCode.invalidRequest, errorMsg: expect.stringContaining('name') });
    const badTray = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId: triangle,
      name: 'T',
      anonymous: true,
      tray: { min: 0, max: 3, unique: true },
    });
    expect(badTray).toMatchObject({ errorType: ErrorCode.invalidRequest, errorMsg: expect.stringContaining('tray') });
    expect((await world.api.ok('pub/list', { tk: leader })).pubs).toHaveLength(before);
  });
});
