import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { parseDefinitionFile } from '../src/publishing/definition-file.ts';
import {
  ADAPTIVE_EXAMPLE,
  attempt,
  controlOf,
  labelOf,
  importAndPublish,
  post,
  servedChoices,
  startJudge,
  tasting,
  type AdaptiveJudge,
} from './adaptive-fixtures.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

// Issue 39 through the API: conditions, screen-outs, piping, balanced random orders and
// timed waits, served and checked by the server on both databases.

const RINSE_MS = 30_000;

/** A screener counted by a quota, then a consent whose "no" screens the judge out after they were counted. */
const SCREENED = `name: screened-juice
title: Juice
products: [{ id: A, name: One }, { id: B, name: Two }]
pages:
  - id: screener
    screening: true
    endIf: { control: frequency, anyOf: [never] }
    controls:
      - { kind: single, id: frequency, label: How often?, choices: [{ id: daily, label: Daily }, { id: never, label: Never }] }
  - id: consent
    endIf: { control: agree, anyOf: ['no'] }
    controls:
      - { kind: single, id: agree, label: Agreed?, choices: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }] }
  - id: tasting
    perSample: true
    controls:
      - { kind: scale, id: liking, label: Liking, style: line, min: 0, max: 10 }
`;

/** A page of scales in random order (overall fixed first) and a CATA list in random order ("none" fixed last). */
const ORDERS = `name: balanced-orders
title: Orders
products: [{ id: A, name: One }, { id: B, name: Two }]
pages:
  - id: profile
    perSample: true
    order: random
    controls:
      - { kind: scale, id: overall, label: Overall, style: line, min: 0, max: 10, fixed: true }
      - { kind: scale, id: sweet, label: Sweet, style: line, min: 0, max: 10 }
      - { kind: scale, id: sour, label: Sour, style: line, min: 0, max: 10 }
      - { kind: scale, id: bitter, label: Bitter, style: line, min: 0, max: 10 }
      - kind: multiple
        id: cata
        label: Words
        fixed: true
        order: random
        choices:
          - { id: fruity, label: Fruity }
          - { id: green, label: Green }
          - { id: woody, label: Woody }
          - { id: floral, label: Floral }
          - { id: none, label: None, fixed: true }
`;

describeEachDatabase('questionnaires that adapt to each judge', (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  /** Waits out the rinse screen the judge is on, then moves on. */
  const rinse = async (judge: AdaptiveJudge) => {
    expect(judge.page.key).toMatch(/^rinse@/);
    world.api.advance(RINSE_MS);
    await post(world.api, judge, []);
  };

  it('asks "why" only after a low liking, sample by sample, pipes the code and earlier answers, and refuses answers to hidden controls', async () => {
    const pub = await importAndPublish(world.api, leader, ADAPTIVE_EXAMPLE);
    const judge = await startJudge(world.api, pub);
    expect(judge.page.key).toBe('screener');
    await post(world.api, judge, [{ controlId: 'frequency', choices: ['weekly'] }]);

    const first = judge.page;
    const code = first.sample?.code ?? '';
    expect(first.shownControls).toEqual(['liking', 'cata']);
    expect(labelOf(first, 'liking')).toBe(`Overall, how much do you like juice ${code}?`);
    // A pipe of the same page's answer is the client's to fill as the judge answers; the code is filled.
    expect(labelOf(first, 'why')).toBe(
      `You answered “{answer:liking}” for juice ${code}. What did you not like about it?`,
    );
    expect(controlOf(first, 'why')).toMatchObject({ showIf: { control: 'liking', atMost: 4 }, mandatory: true });

    const hidden = await attempt(world.api, judge, tasting(8, 'too sweet'));
    expect(hidden.errorType).toBe(ErrorCode.sessionPosting);
    expect(hidden.errorData).toMatchObject({ issues: [{ controlId: 'why', rule: 'hidden' }] });
    // The same liking without the hidden "why": its mandatory answer is not required.
    await post(world.api, judge, tasting(8));
    await rinse(judge);

    const missing = await attempt(world.api, judge, tasting(3));
    expect(missing.errorData).toMatchObject({ issues: [{ controlId: 'why', rule: 'required' }] });
    await post(world.api, judge, tasting(3, 'too bitter'));
    await rinse(judge);
    // The third sample reads its own liking, not the second's: "why" is hidden again.
    await post(world.api, judge, tasting(9));
    await rinse(judge);

    expect(judge.page.key).toBe('habits');
    expect(labelOf(judge.page, 'store')).toBe('You said “Every week”. Where do you buy your orange juice most often?');
    expect(judge.page.earlier?.answers).toEqual({ frequency: { controlId: 'frequency', choices: ['weekly'] } });
    await post(world.api, judge, [{ controlId: 'store', choices: ['market'] }]);
    expect(judge.page.key).toBe('final');
  });

  it('holds the judge on a timed page until its seconds are over, from the first arrival: a reload or a move back does not restart it', async () => {
    const pub = await importAndPublish(world.api, leader, ADAPTIVE_EXAMPLE);
    const judge = await startJudge(world.api, pub);
    await post(world.api, judge, [{ controlId: 'frequency', choices: ['daily'] }]);
    await post(world.api, judge, tasting(7));
    expect(judge.page).toMatchObject({ minimumSeconds: 30, secondsLeft: 30 });

    const early = await attempt(world.api, judge, []);
    expect(early).toMatchObject({ errorType: ErrorCode.movedTooEarly, errorData: { seconds: 30 } });
    expect(early.errorMsg).toBe('Please stay on this screen a little longer: 30 s left.');
    world.api.advance(10_000);
    const reloaded = await world.api.ok('run/start', { tk: judge.tk, se: judge.se });
    expect(reloaded.page).toMatchObject({ position: judge.page.position, secondsLeft: 20 });
    expect(await attempt(world.api, judge, [])).toMatchObject({ errorData: { seconds: 20 } });
    const next = await world.api.call('run/nextPage', { tk: judge.tk, se: judge.se });
    expect(next).toMatchObject({ errorType: ErrorCode.movedTooEarly, errorData: { seconds: 20 } });

    // Back is never held, and coming again keeps the first arrival.
    await post(world.api, judge, [], 'prev');
    expect(judge.page.key).toMatch(/^tasting@/);
    world.api.advance(5_000);
    await post(world.api, judge, tasting(7));
    expect(judge.page).toMatchObject({ minimumSeconds: 30, secondsLeft: 15 });
    world.api.advance(15_000);
    const after = await post(world.api, judge, []);
    expect(after.page?.key).toMatch(/^tasting@/);
  });

  it('skips the pages conditions hide in every move, and drops the answers a changed earlier answer hides', async () => {
    const pub = await importAndPublish(world.api, leader, ADAPTIVE_EXAMPLE);
    const judge = await startJudge(world.api, pub);
    await post(world.api, judge, [{ controlId: 'frequency', choices: ['daily'] }]);
    for (const liking of [7, 8, 6]) {
      await post(world.api, judge, tasting(liking));
      await rinse(judge);
    }
    expect(judge.page.key).toBe('habits');
    const habits = judge.page.position;
    await post(world.api, judge, [{ controlId: 'store', choices: ['squeezed'] }]);
    expect(judge.page.key).toBe('final');

    const moved = await world.api.ok('run/moveTo', { tk: judge.tk, se: judge.se, dest: 0 });
    judge.page = moved.page;
    // Now a monthly drinker: the habits page is no longer theirs, nor its answer.
    await post(world.api, judge, [{ controlId: 'frequency', choices: ['monthly'] }]);
    const stored = await world.test.database.db
      .selectFrom('answer')
      .select('control_id')
      .where('judge_session_id', '=', judge.se)
      .where('control_id', '=', 'store')
      .execute();
    expect(stored).toEqual([]);

    const skipped = await world.api.call('run/moveTo', { tk: judge.tk, se: judge.se, dest: habits });
    expect(skipped.errorType).toBe(ErrorCode.noMove);
    judge.page = (await world.api.ok('run/moveTo', { tk: judge.tk, se: judge.se, dest: habits - 1 })).page;
    await post(world.api, judge, []);
    expect(judge.page.key).toBe('final');
    const back = await world.api.ok('run/prevPage', { tk: judge.tk, se: judge.se });
    expect(back.page.position).toBe(habits - 1);
  });

  it('ends the run at a screen-out, counted as screened out in the monitor and the exports, outside the quotas and the target', async () => {
    const pub = await importAndPublish(world.api, leader, SCREENED, {
      target: 1,
      quotas: [{ control: 'frequency', cells: [{ label: 'Drinkers', values: ['daily'], quota: 1 }] }],
    });
    const never = await startJudge(world.api, pub);
    expect(await post(world.api, never, [{ controlId: 'frequency', choices: ['never'] }])).toMatchObject({
      page: null,
      finished: true,
      screenedOut: true,
      screenOut: 'endIf',
    });
    // Counted in the cell as they left the screening page, then screened out on the next page: the cell lets them go.
    const refusing = await startJudge(world.api, pub);
    await post(world.api, refusing, [{ controlId: 'frequency', choices: ['daily'] }]);
    let monitor = await world.api.ok('pub/monitor', { tk: leader, id: pub });
    expect(monitor.quotas[0]?.cells[0]?.count).toBe(1);
    expect(await post(world.api, refusing, [{ controlId: 'agree', choices: ['no'] }])).toMatchObject({
      finished: true,
      screenedOut: true,
      screenOut: 'endIf',
    });
    const resumed = await world.api.call('run/reqStart', { tk: refusing.tk, block: pub });
    expect(resumed.errorType).toBe(ErrorCode.sessionInvalid);

    // Neither counts against the target of one judge: a third judge starts, and fills it.
    const drinker = await startJudge(world.api, pub);
    await post(world.api, drinker, [{ controlId: 'frequency', choices: ['daily'] }]);
    await post(world.api, drinker, [{ controlId: 'agree', choices: ['yes'] }]);
    expect(drinker.page.key).toMatch(/^tasting@/);
    const full = await world.api.call('run/reqStart', { tk: await world.api.newJudge(), block: pub });
    expect(full.errorType).toBe(ErrorCode.noMoreJudgesAvailable);

    monitor = await world.api.ok('pub/monitor', { tk: leader, id: pub });
    expect(monitor).toMatchObject({ started: 1, finished: 0, screenedOut: 2 });
    expect(monitor.quotas[0]?.cells[0]?.count).toBe(1);
    expect(monitor.judges.map((judge) => [judge.screenedOut, judge.screenOut, judge.status])).toEqual([
      [true, 'endIf', 'finished'],
      [true, 'endIf', 'finished'],
      [false, null, 'inProgress'],
    ]);
    const long = await world.api.ok('pub/export', { tk: leader, id: pub, format: 'long' });
    const statuses = new Map(
      long.content
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => [line.split(',')[1], line.split(',').at(-1)]),
    );
    expect(statuses).toEqual(
      new Map([
        ['J001', 'screenedOut'],
        ['J002', 'screenedOut'],
        ['J003', 'inProgress'],
      ]),
    );
  });

  it('serves lists in random order balanced across judges: each item in each place equally often, fixed ones in place, a judge’s order kept', async () => {
    const pub = await importAndPublish(world.api, leader, ORDERS);
    const judges = 12;
    const controlPlaces = new Map<string, number[]>();
    const choicePlaces = new Map<string, number[]>();
    const count = (places: Map<string, number[]>, order: string[]) =>
      order.forEach((id, place) => {
        const counts = places.get(id) ?? [0, 0, 0, 0, 0];
        counts[place] = (counts[place] ?? 0) + 1;
        places.set(id, counts);
      });
    for (let index = 0; index < judges; index++) {
      const judge = await startJudge(world.api, pub);
      const controls = judge.page.controls.map((control) => control.id);
      const choices = servedChoices(judge.page, 'cata');
      expect(controls[0]).toBe('overall');
      expect(choices.at(-1)).toBe('none');
      count(controlPlaces, controls.slice(1, 4));
      count(choicePlaces, choices.slice(0, 4));
      // The same order on a reload and on the judge's next sample.
      const reloaded = (await world.api.ok('run/start', { tk: judge.tk, se: judge.se })).page;
      expect(servedChoices(reloaded, 'cata')).toEqual(choices);
      const answers = [
        ...['overall', 'sweet', 'sour', 'bitter'].map((controlId) => ({ controlId, value: 5 })),
        { controlId: 'cata', choices: ['none'] },
      ];
      await post(world.api, judge, answers);
      expect(judge.page.controls.map((control) => control.id)).toEqual(controls);
      expect(servedChoices(judge.page, 'cata')).toEqual(choices);
    }
    // Three scales move (a Williams square of 6 rows, twice over), four terms (4 rows, three times over).
    for (const counts of controlPlaces.values()) expect(counts.slice(0, 3)).toEqual([4, 4, 4]);
    for (const counts of choicePlaces.values()) expect(counts.slice(0, 4)).toEqual([3, 3, 3, 3]);
    expect([...controlPlaces.keys()].sort()).toEqual(['bitter', 'sour', 'sweet']);
  });

  it('explains a faulty condition with its line, in palate check and in quest/import', async () => {
    const faulty = ADAPTIVE_EXAMPLE.replace(
      'endIf: { control: frequency, anyOf: [never] }',
      'endIf: { control: frequncy, anyOf: [never] }',
    ).replace('showIf: { control: liking, atMost: 4 }', 'showIf: { control: liking, anyOf: [low] }');
    const line = (text: string) => faulty.split('\n').findIndex((candidate) => candidate.includes(text)) + 1;
    const expected = [
      {
        line: line('control: frequncy'),
        path: 'pages[0].endIf.control',
        message: 'no control "frequncy" in the questionnaire; did you mean "frequency"?',
      },
      {
        line: line('anyOf: [low]'),
        path: 'pages[1].controls[1].showIf.anyOf',
        message: 'anyOf reads a single or multiple choice; "liking" is a scale',
      },
    ];
    const checked = parseDefinitionFile(faulty);
    expect(checked.ok ? [] : checked.faults).toEqual(expected.map((fault) => expect.objectContaining(fault)));
    const imported = await world.api.ok('quest/import', { tk: leader, text: faulty, checkOnly: true });
    expect(imported.faults).toEqual(expected.map((fault) => expect.objectContaining(fault)));
  });
});
