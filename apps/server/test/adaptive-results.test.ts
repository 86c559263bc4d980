import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Answer } from '@palate/engine';
import { ErrorCode, type OfflineDownload, type PageView } from '@palate/protocol';
import {
  ADAPTIVE_EXAMPLE,
  labelOf,
  csvRows,
  importAndPublish,
  post,
  servedChoices,
  startJudge,
  tasting,
} from './adaptive-fixtures.ts';
import { openWorkbook, signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

// Issue 39's results and offline answering: what the exports and the analysis say of
// controls conditions hid, of the orders judges were served and of screened-out runs, and
// an adaptive run answered offline with the browser's engine's logic.

describeEachDatabase('results and offline answering of adaptive questionnaires', (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  /** Answers the example to its end: the likings given sample by sample (a "why" after each one of 4 or less). */
  const answerExample = async (pub: string, frequency: string, likings: number[]) => {
    const judge = await startJudge(world.api, pub);
    const step = await post(world.api, judge, [{ controlId: 'frequency', choices: [frequency] }]);
    const cataOrder = step.page ? servedChoices(step.page, 'cata') : [];
    for (const liking of likings) {
      await post(world.api, judge, tasting(liking, liking <= 4 ? `too bitter ${liking}` : undefined));
      world.api.advance(30_000);
      await post(world.api, judge, []);
    }
    if (step.finished) return { judge, cataOrder };
    if (judge.page.key === 'habits') await post(world.api, judge, [{ controlId: 'store', choices: ['market'] }]);
    const ranks = Object.fromEntries((judge.page.served['preference'] ?? []).map((code, index) => [code, index + 1]));
    await post(world.api, judge, [{ controlId: 'preference', ranks }]);
    return { judge, cataOrder };
  };

  it('exports whether each control was shown, where each control and choice was presented and each run’s status; the wide CSV and the analysis count only the judges shown a question', async () => {
    const pub = await importAndPublish(world.api, leader, ADAPTIVE_EXAMPLE);
    const { cataOrder } = await answerExample(pub, 'weekly', [8, 3, 9]);
    await answerExample(pub, 'monthly', [2, 7, 6]);
    await answerExample(pub, 'never', []);

    const long = csvRows((await world.api.ok('pub/export', { tk: leader, id: pub, format: 'long' })).content);
    const whys = long.filter((row) => row['attribute'] === 'why');
    // Every sample of both tasters has a row: a shown "why" with its text, a hidden one without value (not missing).
    expect(whys.map((row) => [row['judge'], row['shown'], row['text'] !== '', row['control_position']])).toEqual([
      ['J001', '0', false, '2'],
      ['J001', '1', true, '2'],
      ['J001', '0', false, '2'],
      ['J002', '1', true, '2'],
      ['J002', '0', false, '2'],
      ['J002', '0', false, '2'],
    ]);
    expect(whys.filter((row) => row['shown'] === '0').every((row) => row['value'] === '')).toBe(true);
    // The habits page is shown to weekly drinkers only; the monthly one passed it hidden.
    expect(long.filter((row) => row['attribute'] === 'store').map((row) => [row['judge'], row['shown']])).toEqual([
      ['J001', '1'],
      ['J002', '0'],
    ]);
    // The CATA terms at the places the judge was served them, on each sample.
    const cata = long.filter((row) => row['judge'] === 'J001' && row['attribute']?.startsWith('cata.'));
    expect(cata).toHaveLength(3 * cataOrder.length);
    for (const row of cata) {
      expect(row['choice_position']).toBe(String(cataOrder.indexOf(row['attribute']!.slice('cata.'.length)) + 1));
      expect(row['control_position']).toBe('3');
    }
    expect(cataOrder.at(-1)).toBe('none');
    expect(new Map(long.map((row) => [row['judge'], row['run_status']]))).toEqual(
      new Map([
        ['J001', 'finished'],
        ['J002', 'finished'],
        ['J003', 'screenedOut'],
      ]),
    );

    const wide = csvRows((await world.api.ok('pub/export', { tk: leader, id: pub, format: 'wide' })).content);
    expect(wide).toHaveLength(6);
    const liking = (row: Record<string, string>) => Number(row['liking']);
    expect(wide.filter((row) => liking(row) > 4).every((row) => row['why'] === '')).toBe(true);
    expect(wide.filter((row) => liking(row) <= 4).map((row) => row['why'])).toEqual(
      expect.arrayContaining(['too bitter 3', 'too bitter 2']),
    );

    const xlsx = await world.api.ok('pub/export', { tk: leader, id: pub, format: 'xlsx' });
    const sheet = (await openWorkbook(Buffer.from(xlsx.content, 'base64'))).getWorksheet('Answers')!;
    const header = sheet.getRow(1).values as unknown[];
    const statusColumn = header.indexOf('run_status');
    const judgeColumn = header.indexOf('judge');
    const statuses = new Set<string>();
    sheet.eachRow((row, index) => {
      if (index > 1)
        statuses.add(`${String(row.getCell(judgeColumn).value)} ${String(row.getCell(statusColumn).value)}`);
    });
    expect([...statuses]).toEqual(['J001 finished', 'J002 finished', 'J003 screenedOut']);

    const { analysis } = await world.api.ok('pub/analysis', { tk: leader, id: pub });
    const judgesOf = (control: string) => analysis.questions.find((question) => question.control === control)?.judges;
    expect([judgesOf('frequency'), judgesOf('liking'), judgesOf('why'), judgesOf('store')]).toEqual([3, 2, 2, 1]);
  });

  /** Every screen of a download answered as the browser's engine would have it served, to its end. */
  const offlineAnswers = (offline: OfflineDownload, frequency: string, liking: number) =>
    offline.pages.flatMap((page): { position: number; answers: Answer[] }[] => {
      if (page.key === 'screener')
        return [{ position: page.position, answers: [{ controlId: 'frequency', choices: [frequency] }] }];
      if (page.key.startsWith('tasting@')) return [{ position: page.position, answers: tasting(liking) }];
      if (page.key === 'habits')
        return frequency === 'monthly'
          ? []
          : [{ position: page.position, answers: [{ controlId: 'store', choices: ['squeezed'] }] }];
      if (page.key === 'final') {
        const ranks = Object.fromEntries((page.served['preference'] ?? []).map((code, index) => [code, index + 1]));
        return [{ position: page.position, answers: [{ controlId: 'preference', ranks }] }];
      }
      return [];
    });

  const download = async (pub: string) => {
    const tk = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk, block: pub });
    const started = await world.api.ok('run/start', { tk, se, offline: true });
    if (!started.offline) throw new Error('no download');
    return { tk, se, page: started.page, offline: started.offline };
  };

  const upload = (offline: OfflineDownload, pages: { position: number; answers: Answer[] }[], position: number) =>
    world.api.call('run/upload', {
      id: offline.id,
      se: offline.se,
      key: offline.uploadKey,
      uploadId: randomUUID(),
      pages,
      position,
      finished: true,
    });

  it('downloads an adaptive run with what the browser’s engine needs, and takes its results back checked by the same logic, a screen-out included', async () => {
    const pub = await importAndPublish(world.api, leader, ADAPTIVE_EXAMPLE, { offline: true });
    const online = await startJudge(world.api, pub);
    await post(world.api, online, [{ controlId: 'frequency', choices: ['weekly'] }]);
    const { offline } = await world.api.ok('run/start', { tk: online.tk, se: online.se, offline: true });
    if (!offline) throw new Error('no download');
    // The screens as pages for runScreenStates: repetition, conditions and waits; the same orders as online.
    const byKey = (key: string) => offline.pages.find((page) => page.key.startsWith(key)) as PageView;
    expect(byKey('screener')).toMatchObject({ repetition: 1, endIf: { control: 'frequency', anyOf: ['never'] } });
    expect(byKey('habits')).toMatchObject({ showIf: { control: 'frequency', anyOf: ['daily', 'weekly'] } });
    expect(byKey('rinse')).toMatchObject({ minimumSeconds: 30 });
    expect(byKey('rinse').secondsLeft).toBeUndefined();
    const taste = byKey('tasting');
    expect(labelOf(taste, 'why')).toBe(
      `You answered “{answer:liking}” for juice ${taste.sample?.code}. What did you not like about it?`,
    );
    expect(labelOf(byKey('habits'), 'store')).toContain('{answer:frequency}');
    expect(servedChoices(taste, 'cata').at(-1)).toBe('none');
    expect(taste.position).toBe(online.page.position);
    expect(servedChoices(taste, 'cata')).toEqual(servedChoices(online.page, 'cata'));

    const answered = offlineAnswers(offline, 'weekly', 8);
    const end = offline.pages.at(-1)!.position;
    // A "why" after a liking of 8: the device could not have shown it.
    const hidden = answered.map((page) =>
      page.position === taste.position ? { ...page, answers: tasting(8, 'nothing') } : page,
    );
    const refused = await upload(offline, hidden, end);
    expect(refused).toMatchObject({
      errorType: ErrorCode.sessionPosting,
      errorData: { position: taste.position, issues: [{ controlId: 'why', rule: 'hidden' }] },
    });
    // The habits page skipped offline by a monthly drinker: its mandatory answer is not required.
    expect(await upload(offline, offlineAnswers(offline, 'monthly', 8), end)).toMatchObject({
      errorType: 0,
      finished: true,
    });

    const screened = await download(pub);
    const screener = screened.offline.pages[0]!;
    const out = await upload(
      screened.offline,
      [{ position: screener.position, answers: [{ controlId: 'frequency', choices: ['never'] }] }],
      screener.position,
    );
    expect(out).toMatchObject({ errorType: 0, finished: true, screenedOut: true, screenOut: 'endIf' });
    const monitor = await world.api.ok('pub/monitor', { tk: leader, id: pub });
    expect(monitor.judges.map((judge) => judge.screenOut)).toEqual([null, 'endIf']);
    expect(monitor).toMatchObject({ screenedOut: 1, finished: 1 });
  });
});
