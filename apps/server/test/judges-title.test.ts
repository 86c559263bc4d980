import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { answersOfJudge } from './example-answers.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
/** The leader's name for a publication: a client's and a project's, which judges must never read. */
const INTERNAL = 'Acme Foods, project Falcon';

describeEachDatabase("judges see a publication's title for judges, never its name", (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  async function publish(file: string, options: Record<string, unknown> = {}): Promise<string> {
    const text = readFileSync(join(EXAMPLES, file), 'utf8');
    const { id: questionnaireId } = await world.api.ok('quest/import', { tk: leader, text });
    const request = { tk: leader, questionnaireId: questionnaireId!, name: INTERNAL, anonymous: true, offline: true };
    return (await world.api.ok('pub/create', { ...request, ...options })).id;
  }

  /** term/publication for a judge, in a language: the publication as the list gives it. */
  async function listed(tk: string, id: string, language = 'en', scope: Record<string, string> = {}) {
    const list = await world.api.call('term/publication', { tk, ...scope }, { 'accept-language': language });
    expect(list.errorType).toBe(0);
    expect(JSON.stringify(list)).not.toContain('Falcon');
    return list.pubs!.find((pub) => pub.pubId === id)!;
  }

  it("names it by the questionnaire's title, in the judge's language, on every call of a link's judge", async () => {
    const id = await publish('triangle-test.yaml');
    const { code } = await world.api.ok('pub/link/create', { tk: leader, id });
    const visit = await world.api.call('link/check', { link: code });
    expect(JSON.stringify(visit)).not.toContain('Falcon');
    const tk = visit.tk!;
    const individual = visit.link!.cd;

    const pub = await listed(tk, id, 'en', { link: individual });
    expect(pub.pubName).toBe('Triangle test — orange drink');
    expect(pub.items[0]).toMatchObject({
      name: 'Triangle test — orange drink',
      qstName: 'Triangle test — orange drink',
      quest: { name: 'Triangle test — orange drink' },
    });
    expect((await listed(tk, id, 'fr', { link: individual })).pubName).toBe('Test triangulaire — boisson à l’orange');

    const { se } = await world.api.ok('run/reqStart', { tk, block: id });
    const started = await world.api.call('run/start', { tk, se, offline: true });
    expect(JSON.stringify(started)).not.toContain('Falcon');
    expect(started.offline!.text).toEqual({
      en: 'Triangle test — orange drink',
      fr: 'Test triangulaire — boisson à l’orange',
    });
    await world.api.answerToEnd(tk, se, answersOfJudge(0));

    const profile = await world.api.call('member/profile', { tk });
    expect(JSON.stringify(profile)).not.toContain('Falcon');
    expect(profile.participations!.map((participation) => participation.pubName)).toEqual([
      'Triangle test — orange drink',
    ]);
  });

  it('names it by the title for judges the leader set, changed later, and by the title again once cleared', async () => {
    const id = await publish('consumer-test.yaml', { judgesTitle: '  Orange juices  ' });
    const listedForLeader = async () => (await world.api.ok('pub/list', { tk: leader })).pubs.find((p) => p.id === id);
    expect(await listedForLeader()).toMatchObject({ name: INTERNAL, judgesTitle: 'Orange juices' });
    const judge = await world.api.newJudge();
    const before = await world.api.ok('term/publication/checkUpdate', { tk: judge });
    expect((await listed(judge, id)).pubName).toBe('Orange juices');

    await world.api.ok('pub/judgesTitle', { tk: leader, id, title: 'Juices, round 2' });
    expect((await world.api.ok('term/publication/checkUpdate', { tk: judge })).updateCode).not.toBe(before.updateCode);
    expect((await listed(judge, id)).pubName).toBe('Juices, round 2');
    expect((await listedForLeader())?.judgesTitle).toBe('Juices, round 2');

    world.api.advance(1000);
    await world.api.ok('pub/judgesTitle', { tk: leader, id, title: null });
    expect((await listed(judge, id)).pubName).toBe('Orange juice tasting');
    const { entries } = await world.api.ok('acc/audit', { tk: leader, action: 'publication.judgesTitle' });
    expect(entries.map((entry) => [entry.target, entry.detail.title])).toEqual([
      [INTERNAL, null],
      [INTERNAL, 'Juices, round 2'],
    ]);

    expect((await world.api.call('pub/judgesTitle', { tk: judge, id, title: 'Mine' })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
    expect((await world.api.call('pub/judgesTitle', { tk: leader, id, title: '   ' })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
    await world.api.ok('pub/delete', { tk: leader, id, answers: 0 });
    expect((await world.api.call('pub/judgesTitle', { tk: leader, id, title: 'Late' })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
  });

  it('offers identification at a booth by the title for judges', async () => {
    const id = await publish('consumer-test.yaml', { anonymous: false, judgesTitle: 'Juice panel' });
    await world.test.database.db.updateTable('publication').set({ need_id: 1 }).where('id', '=', id).execute();
    const booth = (await world.api.ok('term/connect', { tk: leader, name: 'Booth 1' })).term;
    const judge = await world.api.newJudge();
    const list = await world.api.call('term/publication', { tk: judge, term: booth.token });
    expect(list.identPubs).toEqual([{ id, name: 'Juice panel' }]);
    expect(JSON.stringify(list)).not.toContain('Falcon');
  });
});
