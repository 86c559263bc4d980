import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { findPublication, findQuestionnaire } from '../src/publishing/publications.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const EXAMPLE_FILES = readdirSync(EXAMPLES).filter((file) => file.endsWith('.yaml'));

describeEachDatabase("the console's questionnaires: list, import and export", (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  const listed = async (tk: string) => (await world.api.ok('quest/list', { tk })).quests;

  it('imports every example, lists it with its size, and exports it so that a round trip changes nothing', async () => {
    expect(EXAMPLE_FILES.length).toBeGreaterThanOrEqual(4);
    for (const file of EXAMPLE_FILES) {
      const text = readFileSync(join(EXAMPLES, file), 'utf8');
      const imported = await world.api.ok('quest/import', { tk: leader, text });
      expect(imported.faults, file).toEqual([]);
      expect(imported.id, file).not.toBeNull();
      const exported = await world.api.ok('quest/export', { tk: leader, id: imported.id! });
      expect(exported.name).toBe(imported.name);
      const again = await world.api.ok('quest/import', { tk: leader, text: exported.text });
      const first = await findQuestionnaire(world.test.database.db, imported.id!);
      const second = await findQuestionnaire(world.test.database.db, again.id!);
      expect(JSON.parse(second!.definition), file).toEqual(JSON.parse(first!.definition));
    }
    const quests = await listed(leader);
    // Each example twice, and the demo.
    expect(quests).toHaveLength(EXAMPLE_FILES.length * 2 + 1);
    const profile = quests.find((quest) => quest.name === 'cheese-profile');
    expect(profile).toMatchObject({ pages: 2, products: 3, publications: 0 });
    const demo = await findPublication(world.test.database.db, world.seed.publicationId);
    expect(quests.find((quest) => quest.id === demo!.questionnaire_id)).toMatchObject({ publications: 1 });
  });

  it('gives the faults of a wrong file by line and column, as the command line does, and stores nothing', async () => {
    const before = await listed(leader);
    const broken = readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8').replace(
      'method: triangle',
      'method: hexagon',
    );
    const reply = await world.api.ok('quest/import', { tk: leader, text: broken });
    expect(reply.id).toBeNull();
    const line = broken.split('\n').findIndex((text) => text.includes('hexagon')) + 1;
    expect(reply.faults).toEqual([expect.objectContaining({ line, path: expect.stringContaining('method') })]);
    const unreadable = await world.api.ok('quest/import', { tk: leader, text: 'name: [unclosed' });
    expect(unreadable.faults[0]).toMatchObject({ line: 1 });
    const checked = await world.api.ok('quest/import', {
      tk: leader,
      text: readFileSync(join(EXAMPLES, 'consumer-test.yaml'), 'utf8'),
      checkOnly: true,
    });
    expect(checked).toMatchObject({ id: null, faults: [] });
    expect(await listed(leader)).toEqual(before);
  });

  it('stores a corrected file as the next version, and each publication keeps the version it serves', async () => {
    const original = readFileSync(join(EXAMPLES, 'descriptive-profile.yaml'), 'utf8');
    const first = (await world.api.ok('quest/import', { tk: leader, text: original })).id!;
    const { id: publication } = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId: first,
      name: 'Week 1',
      anonymous: true,
    });
    world.api.advance(1000);
    const corrected = original.replace('label: Firmness', 'label: Firmness in the mouth');
    const second = await world.api.ok('quest/import', { tk: leader, text: corrected, versionOf: first });
    expect(second.id).not.toBe(first);
    world.api.advance(1000);
    const third = await world.api.ok('quest/import', { tk: leader, text: corrected, versionOf: first });

    const profiles = (await listed(leader)).filter((quest) => quest.name === 'cheese-profile');
    expect(profiles).toEqual([expect.objectContaining({ id: third.id, version: 3, publications: 1, archived: false })]);
    const { pubs } = await world.api.ok('pub/list', { tk: leader });
    expect(pubs.find((pub) => pub.id === publication)).toMatchObject({ questionnaireId: first, version: 1 });
    const firstStored = await findQuestionnaire(world.test.database.db, first);
    expect(JSON.stringify(JSON.parse(firstStored!.definition))).not.toContain('in the mouth');

    // A check alone stores nothing, even with a version named.
    const checked = await world.api.ok('quest/import', {
      tk: leader,
      text: corrected,
      versionOf: first,
      checkOnly: true,
    });
    expect(checked).toMatchObject({ id: null, name: 'cheese-profile' });
    expect((await listed(leader)).find((quest) => quest.name === 'cheese-profile')?.version).toBe(3);
  });

  it('duplicates a questionnaire as one of its own, and archives and restores every version at once', async () => {
    const text = readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8');
    const first = (await world.api.ok('quest/import', { tk: leader, text })).id!;
    world.api.advance(1000);
    const second = (await world.api.ok('quest/import', { tk: leader, text, versionOf: first })).id!;
    world.api.advance(1000);
    const copy = (await world.api.ok('quest/duplicate', { tk: leader, id: second })).id;
    expect((await listed(leader)).find((quest) => quest.id === copy)).toMatchObject({
      name: 'triangle-sugar-copy',
      version: 1,
      publications: 0,
    });

    world.api.advance(1000);
    await world.api.ok('quest/archive', { tk: leader, id: first, archived: true });
    expect((await listed(leader)).map((quest) => quest.id)).not.toContain(second);
    const archived = (await world.api.ok('quest/list', { tk: leader, archived: true })).quests;
    expect(archived).toEqual([expect.objectContaining({ id: second, version: 2, archived: true })]);
    const publishArchived = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId: second,
      name: 'Too late',
      anonymous: true,
    });
    expect(publishArchived).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorData: { reason: expect.any(String) },
    });

    world.api.advance(1000);
    await world.api.ok('quest/archive', { tk: leader, id: second, archived: false });
    expect((await listed(leader)).map((quest) => quest.id)).toContain(second);
    expect((await world.api.ok('quest/list', { tk: leader, archived: true })).quests).toEqual([]);

    const admin = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
    const { entries } = await world.api.ok('acc/audit', { tk: admin, action: 'questionnaire.' });
    expect(entries.map((entry) => entry.action)).toEqual([
      'questionnaire.restore',
      'questionnaire.archive',
      'questionnaire.duplicate',
      'questionnaire.version',
      'questionnaire.import',
    ]);
  });

  it('refuses judges and the leaders of another account, and bad bodies, naming the field', async () => {
    const judge = await world.api.newJudge();
    const text = readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8');
    for (const [path, body] of [
      ['quest/list', {}],
      ['quest/import', { text }],
      ['quest/export', { id: 'any' }],
      ['quest/duplicate', { id: 'any' }],
      ['quest/archive', { id: 'any', archived: true }],
    ] as const) {
      expect((await world.api.call(path, { tk: judge, ...body })).errorType, path).toBe(ErrorCode.notEnoughRights);
    }
    const otherAccount = newId();
    await insertAccount(world.test.database.db, {
      id: otherAccount,
      code: 'other-lab',
      name: 'Other lab',
      created_at: world.api.now + 1,
    });
    const stranger = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], accountId: otherAccount })
    ).tk;
    expect(await listed(stranger)).toEqual([]);
    const demo = await findPublication(world.test.database.db, world.seed.publicationId);
    const foreign = await world.api.call('quest/export', { tk: stranger, id: demo!.questionnaire_id });
    expect(foreign.errorType).not.toBe(0);
    for (const [path, body] of [
      ['quest/duplicate', { id: demo!.questionnaire_id }],
      ['quest/archive', { id: demo!.questionnaire_id, archived: true }],
      ['quest/import', { text, versionOf: demo!.questionnaire_id }],
    ] as const) {
      expect((await world.api.call(path, { tk: stranger, ...body })).errorType, path).toBe(ErrorCode.invalidRequest);
    }
    const own = await world.api.ok('quest/import', { tk: stranger, text });
    expect((await listed(stranger)).map((quest) => quest.id)).toEqual([own.id]);
    expect((await listed(leader)).map((quest) => quest.id)).not.toContain(own.id);

    const before = await listed(leader);
    const missing = await world.api.call('quest/import', { tk: leader });
    expect(missing).toMatchObject({ errorType: ErrorCode.invalidRequest, errorMsg: expect.stringContaining('text') });
    const empty = await world.api.call('quest/import', { tk: leader, text: '' });
    expect(empty.errorType).toBe(ErrorCode.invalidRequest);
    const noId = await world.api.call('quest/export', { tk: leader, id: 42 });
    expect(noId).toMatchObject({ errorType: ErrorCode.invalidRequest, errorMsg: expect.stringContaining('id') });
    expect(await listed(leader)).toEqual(before);
  });
});
