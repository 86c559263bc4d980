import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, type PageView } from '@palate/protocol';
import { answersOfSession } from '../src/judging/answers.repository.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLE = readFileSync(resolve(import.meta.dirname, '../../../examples', 'rapid-methods.yaml'), 'utf8');
const PRODUCTS = ['sencha', 'gyokuro', 'hojicha', 'genmaicha', 'matcha'];

describeEachDatabase('rapid methods: napping, sorting, RATA and the ideal profile', (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  async function publish(offline = false): Promise<string> {
    const questionnaireId = (await world.api.ok('quest/import', { tk: leader, text: EXAMPLE })).id!;
    return (await world.api.ok('pub/create', { tk: leader, questionnaireId, name: 'Tea', anonymous: true, offline }))
      .id;
  }

  async function judgeAt(publication: string) {
    const tk = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk, block: publication });
    const { page } = await world.api.ok('run/start', { tk, se });
    return { tk, se, page: page! };
  }

  const post = (run: { tk: string; se: string }, page: PageView, answers: object[]) =>
    world.api.call('run/post', { ...run, postId: randomUUID(), position: page.position, moving: 'next', answers });

  const stored = async (se: string) => (await answersOfSession(world.test.database.db, se)).length;

  /** A refusal with the invalid-answer code, the control and rule in its message and data, and nothing stored. */
  async function expectRefused(run: { tk: string; se: string }, page: PageView, answers: object[], rule: string) {
    const before = await stored(run.se);
    const refused = await post(run, page, answers);
    const controlId = (answers[0] as { controlId: string }).controlId;
    expect(refused).toMatchObject({
      errorType: ErrorCode.sessionPosting,
      errorMsg: `Your answers could not be sent: the answer to “${controlId}” breaks the rule “${rule}”.`,
      errorData: { issues: [{ controlId, rule }] },
    });
    expect(await stored(run.se)).toBe(before);
  }

  const placesOf = (codes: string[]) => Object.fromEntries(codes.map((code, i) => [code, [10 * i, 40 - 5 * i]]));

  it('refuses faulty napping, sorting and RATA answers, naming control and rule; serves the ideal after the samples; exports their columns', async () => {
    const publication = await publish();
    const run = await judgeAt(publication);
    const map = (
      await world.api.ok('run/post', { ...run, postId: randomUUID(), position: 0, moving: 'next', answers: [] })
    ).page!;
    const codes = map.served.napping!;
    expect(codes).toHaveLength(PRODUCTS.length);

    const [first, ...others] = codes;
    await expectRefused(run, map, [{ controlId: 'napping', positions: placesOf(others) }], 'nappingUnplaced');
    const outside = { ...placesOf(codes), [first!]: [61, 10] };
    await expectRefused(run, map, [{ controlId: 'napping', positions: outside }], 'nappingOutside');
    const napping = { controlId: 'napping', positions: placesOf(codes), words: { [first!]: ['grassy', 'fresh'] } };
    const sort = (await post(run, map, [napping])).page!;
    expect(sort.served.sorting).toEqual(codes);

    const [a, b, c, d, e] = codes as [string, string, string, string, string];
    await expectRefused(
      run,
      sort,
      [
        {
          controlId: 'sorting',
          groups: [
            [a, b],
            [c, d, e, a],
          ],
        },
      ],
      'sortingTwice',
    );
    await expectRefused(
      run,
      sort,
      [
        {
          controlId: 'sorting',
          groups: [
            [a, b],
            [c, d],
          ],
        },
      ],
      'sortingUngrouped',
    );
    const sorting = {
      controlId: 'sorting',
      groups: [
        [c, a],
        [b, d, e],
      ],
      words: [['roasted'], ['green', 'fresh']],
    };
    let page = (await post(run, sort, [sorting])).page!;

    const rata = { controlId: 'rata', choices: ['umami'], ratings: { umami: 4, roasted: 2 } };
    await expectRefused(run, page, [rata, { controlId: 'bitterness', value: 3 }], 'rataUnchecked');
    const samples: string[] = [];
    while (!page.ideal) {
      samples.push(page.sample!.code);
      const answers = [
        { controlId: 'rata', choices: ['umami', 'sweet'], ratings: { umami: 4, sweet: 1 } },
        { controlId: 'bitterness', value: samples.length },
      ];
      page = (await post(run, page, answers)).page!;
    }
    // The ideal screen comes after every sample, with no sample and the ideal scale only.
    expect(samples).toEqual(codes);
    expect(page).toMatchObject({ ideal: true, sample: null, key: 'tasting@ideal' });
    expect(page.controls.map((control) => control.id)).toEqual(['bitterness']);
    expect((await post(run, page, [{ controlId: 'bitterness', value: 2.5 }])).finished).toBe(true);

    const { content } = await world.api.ok('pub/export', { tk: leader, id: publication, format: 'long' });
    const [header, ...lines] = content.trim().split('\r\n');
    expect(header).toBe(
      'publication,judge,repetition,sample_code,product,attribute,value,text,position,x,y,group,words,intensity,shown,control_position,choice_position,run_status',
    );
    // The columns before issue 39's (shown, control_position, choice_position, run_status).
    const rows = lines.map((line) => line.split(',').slice(3, 14));
    expect(rows.filter((row) => row[2] === 'napping')).toHaveLength(PRODUCTS.length);
    expect(rows.find((row) => row[2] === 'napping' && row[0] === first)).toEqual([
      first,
      expect.any(String),
      'napping',
      '',
      '',
      '1',
      '0',
      '40',
      '',
      'grassy; fresh',
      '',
    ]);
    expect(rows.find((row) => row[2] === 'sorting' && row[0] === a)?.slice(6)).toEqual(['', '', '1', 'roasted', '']);
    expect(rows.find((row) => row[2] === 'sorting' && row[0] === e)?.slice(6)).toEqual([
      '',
      '',
      '2',
      'green; fresh',
      '',
    ]);
    const rataRows = rows.filter((row) => row[2]!.startsWith('rata.') && row[0] === first);
    expect(rataRows.map((row) => [row[2], row[3], row[10]])).toEqual([
      ['rata.grassy', '0', '0'],
      ['rata.umami', '1', '4'],
      ['rata.roasted', '0', '0'],
      ['rata.astringent', '0', '0'],
      ['rata.sweet', '1', '1'],
    ]);
    expect(rows.filter((row) => row[1] === 'IDEAL')).toEqual([
      ['', 'IDEAL', 'bitterness', '2.5', '', '', '', '', '', '', ''],
    ]);

    const wide = (await world.api.ok('pub/export', { tk: leader, id: publication, format: 'wide' })).content;
    const [wideHeader, ...wideLines] = wide.trim().split('\r\n');
    expect(wideHeader).toBe(
      [
        'publication,judge,product,repetition,sample_code',
        'napping.x,napping.y,sorting.group',
        'rata.grassy,rata.grassy.intensity,rata.umami,rata.umami.intensity,rata.roasted,rata.roasted.intensity',
        'rata.astringent,rata.astringent.intensity,rata.sweet,rata.sweet.intensity,bitterness',
      ].join(','),
    );
    expect(
      wideLines
        .find((line) => line.split(',')[2] === 'IDEAL')
        ?.split(',')
        .slice(3),
    ).toEqual(['1', '', ...Array<string>(13).fill('NA'), '2.5']);
  });

  it('refuses the same faults in an offline upload, and stores nothing of it', async () => {
    const publication = await publish(true);
    const tk = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk, block: publication });
    const { offline } = await world.api.ok('run/start', { tk, se, offline: true });
    const pages = offline!.pages;
    const codes = pages.find((page) => page.served.napping)!.served.napping!;
    const idealPage = pages.find((page) => page.ideal)!;
    expect(idealPage.controls.map((control) => control.id)).toEqual(['bitterness']);
    const answersFor = (page: PageView, napping: object) =>
      page.served.napping
        ? [napping]
        : page.served.sorting
          ? [{ controlId: 'sorting', groups: [codes.slice(0, 2), codes.slice(2)] }]
          : page.ideal
            ? [{ controlId: 'bitterness', value: 1 }]
            : page.sample
              ? [
                  { controlId: 'rata', choices: ['sweet'], ratings: { sweet: 2 } },
                  { controlId: 'bitterness', value: 5 },
                ]
              : [];
    const upload = (napping: object) => ({
      id: offline!.id,
      se: offline!.se,
      key: offline!.uploadKey,
      uploadId: randomUUID(),
      pages: pages.map((page) => ({ position: page.position, answers: answersFor(page, napping) })),
      position: pages.at(-1)!.position,
      finished: true,
    });
    const unplaced = { controlId: 'napping', positions: placesOf(codes.slice(1)) };
    expect(await world.api.call('run/upload', upload(unplaced))).toMatchObject({
      errorType: ErrorCode.sessionPosting,
      errorMsg: 'Your answers could not be sent: the answer to “napping” breaks the rule “nappingUnplaced”.',
      errorData: { issues: [{ controlId: 'napping', rule: 'nappingUnplaced' }] },
    });
    expect(await stored(se)).toBe(0);
    expect(
      await world.api.ok('run/upload', upload({ controlId: 'napping', positions: placesOf(codes) })),
    ).toMatchObject({
      finished: true,
    });
    expect(await stored(se)).toBeGreaterThan(0);
  });
});
