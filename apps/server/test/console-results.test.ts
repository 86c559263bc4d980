import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { PageView } from '@palate/protocol';
import { ErrorCode } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { analysePublication } from '../src/results/publication-analysis.service.ts';
import { openWorkbook, signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const JUDGES = 4;

/** Scale answers that differ by judge, sample and repetition, so that no figure is degenerate. */
function variedScales(judge: number) {
  return (page: PageView) =>
    page.controls.flatMap((control) =>
      control.kind === 'scale'
        ? [
            {
              controlId: control.id,
              value: control.min + ((judge * 3 + page.position * 2) % (control.max - control.min + 1)),
            },
          ]
        : [],
    );
}

describeEachDatabase("the console's results page", (engine) => {
  let world: DemoApi;
  let leader: string;
  let publication: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    const text = readFileSync(join(EXAMPLES, 'descriptive-profile.yaml'), 'utf8');
    const questionnaireId = (await world.api.ok('quest/import', { tk: leader, text })).id!;
    publication = (
      await world.api.ok('pub/create', { tk: leader, questionnaireId, name: 'Profile, week 3', anonymous: true })
    ).id;
    for (let judge = 0; judge < JUDGES; judge++) {
      await world.api.answerEveryScreen(await world.api.newJudge(), publication, variedScales(judge));
    }
  });
  afterEach(async () => {
    await world.close();
  });

  it('gives the analysis palate analyse gives, the questionnaire that names it, and the judges', async () => {
    const page = await world.api.ok('pub/analysis', { tk: leader, id: publication });
    expect(page.analysis).toEqual(await analysePublication(world.test.database.db, publication));
    expect(page.questionnaire.name).toBe('cheese-profile');
    expect(page.name).toBe('Profile, week 3');
    expect(page.judges).toEqual(['J001', 'J002', 'J003', 'J004'].map((label) => ({ label, excluded: false })));
    const scale = page.analysis.questions.find((question) => question.kind === 'scale');
    expect(scale && 'anova' in scale && Array.isArray(scale.anova)).toBe(true);

    const firstRepetition = await world.api.ok('pub/analysis', { tk: leader, id: publication, repetition: 1 });
    expect(firstRepetition.analysis).toEqual(
      await analysePublication(world.test.database.db, publication, { repetition: 1 }),
    );
    const withoutOne = await world.api.ok('pub/analysis', { tk: leader, id: publication, exclude: ['J004'] });
    expect(withoutOne.analysis.judges).toBe(JUDGES - 1);
    // A view's exclusion is not kept.
    expect(withoutOne.judges.every((judge) => !judge.excluded)).toBe(true);
  });

  it('leaves a judge out for good and takes them back; the figures follow', async () => {
    const before = await world.api.ok('pub/analysis', { tk: leader, id: publication });
    await world.api.ok('pub/exclude', { tk: leader, id: publication, judge: 'J002', excluded: true });
    const without = await world.api.ok('pub/analysis', { tk: leader, id: publication });
    expect(without.analysis.excludedJudges).toEqual(['J002']);
    expect(without.analysis.judges).toBe(JUDGES - 1);
    expect(without.judges.find((judge) => judge.label === 'J002')?.excluded).toBe(true);
    expect(without.analysis.questions).not.toEqual(before.analysis.questions);

    await world.api.ok('pub/exclude', { tk: leader, id: publication, judge: 'J002', excluded: false });
    expect((await world.api.ok('pub/analysis', { tk: leader, id: publication })).analysis).toEqual(before.analysis);

    const unknown = await world.api.call('pub/exclude', { tk: leader, id: publication, judge: 'J099', excluded: true });
    expect(unknown.errorType).toBe(ErrorCode.invalidRequest);
    expect(unknown.errorData).toMatchObject({ reason: expect.stringContaining('J099') });

    const admin = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] })).tk;
    const { entries } = await world.api.ok('acc/audit', { tk: admin, action: 'publication.' });
    const exclusions = entries.filter((entry) => entry.action !== 'publication.create');
    expect(exclusions.map((entry) => [entry.action, entry.detail.judge]).sort()).toEqual([
      ['publication.exclude', 'J002'],
      ['publication.include', 'J002'],
    ]);
  });

  it('refuses a liking question that is no scale, and a product set the questionnaire lacks', async () => {
    const wrong = await world.api.call('pub/analysis', { tk: leader, id: publication, liking: 'nothing' });
    expect(wrong.errorType).toBe(ErrorCode.invalidRequest);
    expect(wrong.errorData).toMatchObject({ reason: expect.stringContaining('nothing') });
    const noSets = await world.api.call('pub/analysis', { tk: leader, id: publication, set: 1 });
    expect(noSets.errorData).toMatchObject({ reason: 'The questionnaire has no product set 1.' });
  });

  it('exports the raw answers as CSV, the workbook and the analysis', async () => {
    const long = await world.api.ok('pub/export', { tk: leader, id: publication, format: 'long' });
    expect(long).toMatchObject({ fileName: 'Profile-week-3-long.csv', mediaType: 'text/csv', base64: false });
    expect(long.content.split('\r\n')[0]).toBe(
      'publication,judge,repetition,sample_code,product,attribute,value,text,position,x,y,group,words,intensity,shown,control_position,choice_position,run_status',
    );
    const wide = await world.api.ok('pub/export', { tk: leader, id: publication, format: 'wide' });
    expect(wide.content.split('\r\n')[0]).toMatch(/^publication,judge,product,repetition,sample_code,/);

    await world.api.ok('pub/exclude', { tk: leader, id: publication, judge: 'J001', excluded: true });
    const json = await world.api.ok('pub/export', {
      tk: leader,
      id: publication,
      format: 'analysis-json',
      repetition: 2,
    });
    expect(JSON.parse(json.content)).toEqual(
      await analysePublication(world.test.database.db, publication, { repetition: 2 }),
    );

    const xlsx = await world.api.ok('pub/export', { tk: leader, id: publication, format: 'xlsx' });
    expect(xlsx).toMatchObject({ fileName: 'Profile-week-3.xlsx', base64: true });
    const workbook = await openWorkbook(Buffer.from(xlsx.content, 'base64'));
    const answers = workbook.getWorksheet('Answers')!;
    expect(answers.rowCount).toBe(long.content.trim().split('\r\n').length);
    expect(workbook.worksheets.length).toBeGreaterThan(1);

    const report = await world.api.ok('pub/export', {
      tk: leader,
      id: publication,
      format: 'pptx',
      language: 'de',
      repetition: 1,
    });
    expect(report).toMatchObject({
      fileName: 'Profile-week-3-report.pptx',
      mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      base64: true,
    });
    // A PowerPoint file is a zip whose presentation part names its slides.
    const deck = Buffer.from(report.content, 'base64');
    expect(deck.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(deck.includes(Buffer.from('ppt/presentation.xml'))).toBe(true);
  });

  it('refuses judges, leaders of another account and bad bodies', async () => {
    const judge = await world.api.newJudge();
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
    const calls = [
      ['pub/analysis', { id: publication }],
      ['pub/exclude', { id: publication, judge: 'J001', excluded: true }],
      ['pub/export', { id: publication, format: 'long' }],
      ['pub/export', { id: publication, format: 'pptx', language: 'ja' }],
    ] as const;
    for (const [path, body] of calls) {
      expect((await world.api.call(path, { tk: judge, ...body })).errorType, path).toBe(ErrorCode.notEnoughRights);
      expect((await world.api.call(path, { tk: stranger, ...body })).errorType, path).toBe(ErrorCode.invalidRequest);
    }
    for (const body of [
      { id: publication, format: 'pdf' },
      { id: publication, format: 'long', repetition: 0 },
      { id: publication, format: 'long', exclude: 'J001' },
      { id: publication, format: 'pptx', language: 'xx' },
      { id: publication, format: 'pptx', set: 'one' },
    ]) {
      expect((await world.api.call('pub/export', { tk: leader, ...body } as never)).errorType).toBe(
        ErrorCode.invalidRequest,
      );
    }
    // Nothing was left out by the refused calls.
    expect((await world.api.ok('pub/analysis', { tk: leader, id: publication })).analysis.excludedJudges).toEqual([]);
  });
});
