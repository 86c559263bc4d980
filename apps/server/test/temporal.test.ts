import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { temporalFingerprint, type TemporalControl } from '@palate/engine';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const example = (file: string) => readFileSync(join(EXAMPLES, file), 'utf8');

describeEachDatabase('temporal methods: recordings, the shared clock and the synchronised start', (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  async function publish(file: string, name: string, offline = false) {
    const questionnaireId = (await world.api.ok('quest/import', { tk: leader, text: example(file) })).id!;
    return (await world.api.ok('pub/create', { tk: leader, questionnaireId, name, anonymous: true, offline })).id;
  }

  async function firstScreen(publication: string) {
    const tk = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk, block: publication });
    const { page } = await world.api.ok('run/start', { tk, se });
    return { tk, se, page: page! };
  }

  it('answers the server clock and the leader’s latest start, to the run’s judge only, and audits the start', async () => {
    const publication = await publish('ti.yaml', 'Beer');
    const { tk, se } = await firstScreen(publication);
    expect(await world.api.ok('run/synch/get', { tk, se })).toMatchObject({ now: world.api.now, startsAt: null });
    expect((await world.api.call('run/synch/get', { tk: await world.api.newJudge(), se })).errorType).toBe(3301);
    // A judge cannot start the booths.
    expect((await world.api.call('pub/synch/start', { tk, id: publication, delay: 5 })).errorType).not.toBe(0);
    expect((await world.api.call('pub/synch/start', { tk: leader, id: publication, delay: 1 })).errorType).toBe(90422);

    const { startsAt } = await world.api.ok('pub/synch/start', { tk: leader, id: publication, delay: 5 });
    expect(startsAt).toBe(world.api.now + 5000);
    world.api.advance(1234);
    expect(await world.api.ok('run/synch/get', { tk, se })).toMatchObject({ now: world.api.now, startsAt });
    const monitor = await world.api.ok('pub/monitor', { tk: leader, id: publication });
    expect(monitor).toMatchObject({ synchronised: true, synchronisedStartAt: startsAt });
    const admin = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
    const { entries } = await world.api.ok('acc/audit', { tk: admin, action: 'publication.synchronise' });
    expect(entries.map((entry) => entry.target)).toEqual(['Beer']);
  });

  it('stores a TDS recording as posted and gives it back; refuses overlapping dominances with 52000', async () => {
    const publication = await publish('tds.yaml', 'Chocolate');
    const { tk, se, page } = await firstScreen(publication);
    const welcome = { tk, se, postId: randomUUID(), position: page.position, moving: 'next', answers: [] };
    const { page: dominance } = await world.api.ok('run/post', welcome);
    const control = dominance!.controls[0] as TemporalControl;
    const order = dominance!.served[control.id]!;
    expect([...order].sort()).toEqual([
      'astringent',
      'bitter',
      'cocoa',
      'fruity',
      'melting',
      'roasted',
      'sour',
      'sweet',
    ]);
    const recording = {
      fingerprint: temporalFingerprint(control),
      duration: 14_000,
      intervals: [
        { attribute: order[0]!, start: 800, end: 6000 },
        { attribute: order[1]!, start: 6000, end: 14_000 },
      ],
    };
    const post = { tk, se, position: dominance!.position, moving: 'stay' };
    const overlapping = {
      ...recording,
      intervals: [recording.intervals[0]!, { ...recording.intervals[1]!, start: 5000 }],
    };
    const refused = await world.api.call('run/post', {
      ...post,
      postId: randomUUID(),
      answers: [{ controlId: control.id, recording: overlapping }],
    });
    expect(refused).toMatchObject({
      errorType: 52000,
      errorData: { issues: [{ controlId: control.id, rule: 'timeline' }] },
    });
    const stored = await world.api.ok('run/post', {
      ...post,
      postId: randomUUID(),
      answers: [{ controlId: control.id, recording }],
    });
    expect(stored.page!.answers).toEqual([{ controlId: control.id, recording }]);
    const exported = (format: 'long' | 'temporal-intervals' | 'tempr') =>
      world.api.ok('pub/export', { tk: leader, id: publication, format }).then((file) => file.content.split('\r\n'));
    expect((await exported('long')).some((line) => line.includes(',dominance,14,'))).toBe(true);
    const intervals = await exported('temporal-intervals');
    expect(intervals[0]).toBe('publication,judge,repetition,sample_code,product,control,attribute,start,end,duration');
    expect(intervals[1]).toMatch(new RegExp(`,dominance,${order[0]},0.8,6,14$`));
    expect(intervals[2]).toMatch(new RegExp(`,dominance,${order[1]},6,14,14$`));
    // tempR's layout: one row per attribute, 1 where it dominated at each whole second.
    const tempr = await exported('tempr');
    const seconds = Array.from({ length: 15 }, (_, s) => `time_${s}s`);
    expect(tempr[0]).toBe(['cons', 'samp', 'samp_pos', 'attribute', ...seconds].join(','));
    expect(tempr).toHaveLength(1 + 8 + 1);
    const rowOf = (attribute: string) =>
      tempr
        .find((line) => line.split(',')[3] === attribute)!
        .split(',')
        .slice(4);
    expect(rowOf(order[0]!).join('')).toBe('011111000000000');
    expect(rowOf(order[1]!).join('')).toBe('000000111111110');
    expect(rowOf(order[2]!).join('')).toBe('000000000000000');
  });

  it('refuses a recording made under an earlier definition with the code of its kind (9050-9053)', async () => {
    const publication = await publish('ti.yaml', 'Beer');
    const { tk, se, page } = await firstScreen(publication);
    const control = page.controls[0] as TemporalControl;
    const answer = (changed: TemporalControl) => ({
      controlId: control.id,
      recording: { fingerprint: temporalFingerprint(changed), duration: 20_000, points: [{ time: 0, value: 0 }] },
    });
    const post = { tk, se, position: page.position, moving: 'stay' };
    const longer = { ...control, duration: 90 } as TemporalControl;
    const byJudge = { ...control, start: 'judge' } as TemporalControl;
    for (const [changed, code] of [
      [longer, 9052],
      [byJudge, 9053],
    ] as const) {
      const refused = await world.api.call('run/post', { ...post, postId: randomUUID(), answers: [answer(changed)] });
      expect(refused.errorType).toBe(code);
    }
    expect(
      (await world.api.call('run/post', { ...post, postId: randomUUID(), answers: [answer(control)] })).errorType,
    ).toBe(0);
  });

  it('names a page with two clocks by the spec’s codes when a definition is imported (9010, 9011)', async () => {
    const text = `name: two-clocks
title: Two clocks
products: [{ id: a, name: A }]
pages:
  - id: p
    controls:
      - { kind: ti, id: one, label: One, start: synchronised }
      - { kind: ti, id: two, label: Two, start: synchronised }
`;
    const { faults } = await world.api.ok('quest/import', { tk: leader, text });
    expect(faults).toMatchObject([{ line: 7, errorType: 9011 }]);
    const mixed = text.replace('label: Two, start: synchronised', 'label: Two');
    expect((await world.api.ok('quest/import', { tk: leader, text: mixed })).faults).toMatchObject([
      { errorType: 9010 },
    ]);
  });

  it('takes recordings made offline with the upload, and refuses one made under an earlier definition', async () => {
    const publication = await publish('tcata.yaml', 'Juice', true);
    const tk = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk, block: publication });
    const { offline } = await world.api.ok('run/start', { tk, se, offline: true });
    const control = offline!.pages[0]!.controls[0] as TemporalControl;
    const recordingOf = (definition: TemporalControl, position: number) => ({
      fingerprint: temporalFingerprint(definition),
      duration: 30_000,
      intervals: [{ attribute: 'sweet', start: 1000 + position, end: 12_000 }],
    });
    const upload = (definition: TemporalControl) => ({
      id: offline!.id,
      se: offline!.se,
      key: offline!.uploadKey,
      uploadId: randomUUID(),
      pages: offline!.pages.map((page) => ({
        position: page.position,
        answers: [{ controlId: control.id, recording: recordingOf(definition, page.position) }],
      })),
      position: offline!.pages.at(-1)!.position,
      finished: true,
    });
    const earlier = { ...control, duration: 20 } as TemporalControl;
    expect((await world.api.call('run/upload', upload(earlier))).errorType).toBe(9051);
    expect(await world.api.ok('run/upload', upload(control))).toMatchObject({ finished: true });
    const { content } = await world.api.ok('pub/export', { tk: leader, id: publication, format: 'temporal-intervals' });
    expect(
      content
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',').slice(6, 9)),
    ).toEqual([
      ['sweet', '1', '12'],
      ['sweet', '1.001', '12'],
    ]);
  });
});
