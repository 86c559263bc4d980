import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, type PageView } from '@palate/protocol';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

/** A juice test whose first page screens judges on how often they buy juice. */
const SCREENED = JSON.stringify({
  name: 'screened-juice',
  title: 'Orange juice',
  products: [
    { id: 'A', name: 'Fresh' },
    { id: 'B', name: 'From concentrate' },
  ],
  pages: [
    {
      id: 'about',
      screening: true,
      controls: [
        {
          kind: 'single',
          id: 'buying',
          label: 'How often do you buy orange juice?',
          choices: [
            { id: 'weekly', label: 'Every week' },
            { id: 'rarely', label: 'Rarely' },
          ],
        },
      ],
    },
    { id: 'thanks', controls: [{ kind: 'info', id: 'bye', text: 'Thank you.' }] },
  ],
});

const UNSCREENED = JSON.stringify({
  name: 'plain-juice',
  title: 'Orange juice',
  products: [{ id: 'A', name: 'Fresh' }],
  pages: [{ id: 'only', controls: [{ kind: 'info', id: 'hello', text: 'Hello.' }] }],
});

const JUDGES = 30;
const WEEKLY_QUOTA = 10;

describeEachDatabase('quotas on a publication', (engine) => {
  let world: DemoApi;
  let admin: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    admin = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
    await world.api.ok('acc/profile/field/save', {
      tk: admin,
      key: 'gender',
      label: 'Gender',
      kind: 'choice',
      options: ['f', 'm'],
    });
  });
  afterEach(async () => {
    await world.close();
  });

  const publish = async (text: string, extra: Record<string, unknown>) => {
    const questionnaireId = (await world.api.ok('quest/import', { tk: admin, text })).id ?? '';
    return (await world.api.ok('pub/create', { tk: admin, questionnaireId, name: 'Juice', ...extra })).id;
  };

  const startedJudge = async (pub: string, tk: string) => {
    const { se } = await world.api.ok('run/reqStart', { tk, block: pub });
    const { page } = await world.api.ok('run/start', { tk, se });
    return { tk, se, page };
  };

  const screen = (judge: { tk: string; se: string; page: PageView }, choice: string) =>
    world.api.ok('run/post', {
      tk: judge.tk,
      se: judge.se,
      postId: randomUUID(),
      position: judge.page.position,
      moving: 'next',
      answers: [{ controlId: 'buying', choices: [choice] }],
    });

  it(`admits ${WEEKLY_QUOTA} of ${JUDGES} judges screened at once, stops the others after the screening page, their answers kept`, async () => {
    const pub = await publish(SCREENED, {
      anonymous: false,
      quotas: [{ control: 'buying', cells: [{ label: 'Weekly buyers', values: ['weekly'], quota: WEEKLY_QUOTA }] }],
    });
    const judges = [];
    for (let index = 0; index < JUDGES; index++) {
      const { tk } = await signedInMember(world.test.database.db, world.api.now, { type: 'j', login: `j${index}` });
      judges.push(await startedJudge(pub, tk));
    }
    const steps = await Promise.all(judges.map((judge) => screen(judge, 'weekly')));
    const admitted = steps.filter((step) => step.page !== null);
    const stopped = steps.filter((step) => step.screenedOut === true);
    expect(admitted).toHaveLength(WEEKLY_QUOTA);
    expect(stopped).toHaveLength(JUDGES - WEEKLY_QUOTA);
    expect(stopped.every((step) => step.finished && step.page === null)).toBe(true);

    const monitor = await world.api.ok('pub/monitor', { tk: admin, id: pub });
    expect(monitor.quotas).toEqual([
      {
        source: 'buying',
        kind: 'control',
        cells: [{ label: 'Weekly buyers', quota: WEEKLY_QUOTA, count: WEEKLY_QUOTA }],
      },
    ]);
    expect(monitor.judges.filter((judge) => judge.screenedOut)).toHaveLength(JUDGES - WEEKLY_QUOTA);

    const kept = await world.test.database.db
      .selectFrom('answer')
      .innerJoin('judge_session', 'judge_session.id', 'answer.judge_session_id')
      .select(['answer.detail', 'judge_session.quota_state', 'judge_session.status'])
      .where('judge_session.publication_id', '=', pub)
      .where('answer.control_id', '=', 'buying')
      .execute();
    const stoppedAnswers = kept.filter((row) => row.quota_state === 'stopped');
    expect(stoppedAnswers).toHaveLength(JUDGES - WEEKLY_QUOTA);
    expect(stoppedAnswers.every((row) => row.status === 'finished' && row.detail === '{"choices":["weekly"]}')).toBe(
      true,
    );

    // The admitted take the design's rows one after another, whoever was stopped between them.
    const placed = await world.test.database.db
      .selectFrom('judge_session')
      .select(['design_rank', 'judge_rank'])
      .where('publication_id', '=', pub)
      .where('quota_state', '=', 'admitted')
      .execute();
    expect(placed.map((run) => run.design_rank ?? run.judge_rank).sort((a, b) => a - b)).toEqual(
      Array.from({ length: WEEKLY_QUOTA }, (_, row) => row),
    );
    expect(monitor).toMatchObject({ started: WEEKLY_QUOTA, finished: 0 });

    // A judge outside every cell is not limited; a stopped judge cannot start again.
    const rare = await startedJudge(
      pub,
      (await signedInMember(world.test.database.db, world.api.now, { type: 'j' })).tk,
    );
    expect((await screen(rare, 'rarely')).page).not.toBeNull();
    const stoppedJudge = judges.find((_, index) => steps[index]?.screenedOut === true);
    const refused = await world.api.call('run/reqStart', { tk: stoppedJudge?.tk ?? '', block: pub });
    expect(refused.errorType).toBe(ErrorCode.sessionInvalid);
  });

  it('leaves the target and the design row of a judge a full quota stopped to the next judge', async () => {
    const pub = await publish(SCREENED, {
      anonymous: false,
      target: 2,
      quotas: [{ control: 'buying', cells: [{ label: 'Weekly buyers', values: ['weekly'], quota: 1 }] }],
    });
    const judge = async () =>
      startedJudge(pub, (await signedInMember(world.test.database.db, world.api.now, { type: 'j' })).tk);
    expect((await screen(await judge(), 'weekly')).page).not.toBeNull();
    expect((await screen(await judge(), 'weekly')).screenedOut).toBe(true);
    // Two runs started, one of them stopped: the target of two still has room for one.
    const third = await judge();
    expect((await screen(third, 'rarely')).page).not.toBeNull();
    const run = await world.test.database.db
      .selectFrom('judge_session')
      .select(['judge_rank', 'design_rank'])
      .where('id', '=', third.se)
      .executeTakeFirstOrThrow();
    expect(run).toEqual({ judge_rank: 2, design_rank: 1 });
    const { tk } = await signedInMember(world.test.database.db, world.api.now, { type: 'j' });
    expect((await world.api.call('run/reqStart', { tk, block: pub })).errorType).toBe(ErrorCode.noMoreJudgesAvailable);
    const monitor = await world.api.ok('pub/monitor', { tk: admin, id: pub });
    expect(monitor).toMatchObject({ target: 2, started: 2 });
    expect(monitor.judges).toHaveLength(3);
  });

  it('screens anonymous respondents of a link the same way', async () => {
    const pub = await publish(SCREENED, {
      anonymous: true,
      quotas: [{ control: 'buying', cells: [{ label: 'Rare buyers', values: ['rarely'], quota: 1 }] }],
    });
    const first = await startedJudge(pub, await world.api.newJudge());
    const second = await startedJudge(pub, await world.api.newJudge());
    expect((await screen(first, 'rarely')).page).not.toBeNull();
    expect(await screen(second, 'rarely')).toMatchObject({ page: null, finished: true, screenedOut: true });
  });

  /** A new judge whose profile says she is a woman; her token. */
  const woman = async () => {
    const member = await signedInMember(world.test.database.db, world.api.now, { type: 'j' });
    await world.api.ok('member/admin/profile/save', { tk: admin, id: member.id, values: { gender: 'f' } });
    return member.tk;
  };

  it('counts profile quotas as judges start when there is no screening page, a judge of a full cell thanked', async () => {
    const pub = await publish(UNSCREENED, {
      anonymous: false,
      quotas: [{ field: 'gender', cells: [{ label: 'Women', values: ['f'], quota: 1 }] }],
    });
    expect((await world.api.ok('run/reqStart', { tk: await woman(), block: pub })).se).toBeTruthy();
    const full = await world.api.call('run/reqStart', { tk: await woman(), block: pub });
    expect(full.errorType).toBe(ErrorCode.noMoreJudgesAvailable);
    const monitor = await world.api.ok('pub/monitor', { tk: admin, id: pub });
    expect(monitor.quotas[0]?.cells[0]).toEqual({ label: 'Women', quota: 1, count: 1 });
  });

  it('takes new limits for the cells while judges come, and refuses limits that are not one for each cell', async () => {
    const pub = await publish(UNSCREENED, {
      anonymous: false,
      quotas: [{ field: 'gender', cells: [{ label: 'Women', values: ['f'], quota: 1 }] }],
    });
    await world.api.ok('run/reqStart', { tk: await woman(), block: pub });
    expect((await world.api.call('run/reqStart', { tk: await woman(), block: pub })).errorType).toBe(
      ErrorCode.noMoreJudgesAvailable,
    );

    // Raised: the next woman is counted (the one stopped before stays stopped).
    await world.api.ok('pub/quotaLimits', { tk: admin, id: pub, limits: [[2]] });
    expect((await world.api.ok('run/reqStart', { tk: await woman(), block: pub })).se).toBeTruthy();
    const cells = async () => (await world.api.ok('pub/monitor', { tk: admin, id: pub })).quotas[0]?.cells;
    expect(await cells()).toEqual([{ label: 'Women', quota: 2, count: 2 }]);
    // Lowered below the count: the cell is full, and both judges counted stay.
    await world.api.ok('pub/quotaLimits', { tk: admin, id: pub, limits: [[1]] });
    expect(await cells()).toEqual([{ label: 'Women', quota: 1, count: 2 }]);
    expect((await world.api.call('run/reqStart', { tk: await woman(), block: pub })).errorType).toBe(
      ErrorCode.noMoreJudgesAvailable,
    );
    const audit = await world.api.ok('acc/audit', { tk: admin, action: 'publication.quotaLimits' });
    expect(audit.entries.map((entry) => JSON.stringify(entry.detail.limits)).sort()).toEqual(['[[1]]', '[[2]]']);

    const misfit = await world.api.call('pub/quotaLimits', { tk: admin, id: pub, limits: [[2, 3]] });
    expect(misfit).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorData: { reason: expect.stringContaining('each cell') },
    });
    const plain = await publish(UNSCREENED, { anonymous: false });
    const none = await world.api.call('pub/quotaLimits', { tk: admin, id: plain, limits: [[2]] });
    expect(none).toMatchObject({ errorData: { reason: expect.stringContaining('no quotas') } });
  });

  it('refuses quotas on a control that is not on a screening page, or on a value the field does not offer', async () => {
    const noScreening = await world.api.call('pub/create', {
      tk: admin,
      questionnaireId: (await world.api.ok('quest/import', { tk: admin, text: UNSCREENED })).id ?? '',
      name: 'Juice',
      anonymous: false,
      quotas: [{ control: 'hello', cells: [{ label: 'Any', values: ['x'], quota: 3 }] }],
    });
    expect(noScreening).toMatchObject({ errorData: { reason: expect.stringContaining('no screening page') } });
    const unknownValue = await world.api.call('pub/create', {
      tk: admin,
      questionnaireId: (await world.api.ok('quest/import', { tk: admin, text: SCREENED })).id ?? '',
      name: 'Juice',
      anonymous: false,
      quotas: [{ field: 'gender', cells: [{ label: 'Other', values: ['x'], quota: 3 }] }],
    });
    expect(unknownValue).toMatchObject({ errorData: { reason: expect.stringContaining('no value "x"') } });
  });
});
