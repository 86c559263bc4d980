import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Answer } from '@palate/engine';
import { ErrorCode, type PageView } from '@palate/protocol';
import type { JudgePerformance } from '@palate/stats';
import type { PanelHistory } from '../src/cli/panel-history.ts';
import { findDefaultAccount } from '../src/accounts/members.repository.ts';
import { analysePublication, type PublicationAnalysis } from '../src/results/publication-analysis.service.ts';
import { longResults, toCsv } from '../src/results/results.service.ts';
import { palateOn } from './cli-runner.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const JUDGES = [
  { login: 'alice', name: 'Alice Martin' },
  { login: 'bruno', name: 'Bruno Keller' },
  { login: 'chiara', name: 'Chiara Rossi' },
  { login: 'dai', name: 'Dai Tanaka' },
];

/**
 * Each judge's answers: scale values that differ by judge, screen and attribute (so that no
 * panel figure is degenerate), and a cup of each discrimination test that depends on the judge.
 */
function answersOf(judge: number) {
  return (page: PageView): Answer[] =>
    page.controls.flatMap((control, index): Answer[] => {
      if (control.kind === 'scale') {
        const range = control.max - control.min + 1;
        return [{ controlId: control.id, value: control.min + ((judge * 3 + page.position * (2 + index)) % range) }];
      }
      if (control.kind === 'discrimination') {
        const cups = page.served[control.id] ?? [];
        return [{ controlId: control.id, choices: [cups[judge % cups.length] ?? ''] }];
      }
      return [];
    });
}

/**
 * Every number to 12 significant digits: a judge's new label sorts elsewhere among the
 * judges, so sums of squares add in another order and may differ in their last bits.
 */
function significant(value: unknown): unknown {
  if (typeof value === 'number') return Number(value.toPrecision(12));
  if (Array.isArray(value)) return value.map(significant);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, significant(inner)]));
  }
  return value;
}

function summaryByJudge(analysis: PublicationAnalysis): PublicationAnalysis {
  return { ...analysis, panelSummary: analysis.panelSummary.toSorted((a, b) => a.judge.localeCompare(b.judge)) };
}

describeEachDatabase("the panel's records", (engine) => {
  let world: DemoApi;
  let leader: string;
  let accountCode: string;
  const judgeIds = new Map<string, string>();
  const publications: { id: string; name: string; training: boolean }[] = [];

  const palate = (...args: string[]) => palateOn(engine, world.test, ...args);
  const analyse = async (id: string) => JSON.parse(await palate('analyse', '--publication', id)) as PublicationAnalysis;
  const history = async (...args: string[]) =>
    JSON.parse(await palate('panel-history', '--account', accountCode, ...args)) as PanelHistory;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    const db = world.test.database.db;
    accountCode = (await findDefaultAccount(db))?.code ?? '';
    leader = (await signedInMember(db, world.api.now, { roles: ['user'] })).tk;
    const importExample = async (file: string) =>
      (await world.api.ok('quest/import', { tk: leader, text: readFileSync(join(EXAMPLES, file), 'utf8') })).id;
    const profile = await importExample('descriptive-profile.yaml');
    const triangle = await importExample('triangle-test.yaml');
    publications.length = 0;
    for (const [questionnaireId, name, training] of [
      [profile, 'Cheese profile, training', true],
      [profile, 'Cheese profile, week 2', false],
      [triangle, 'Triangle, orange drink', false],
    ] as const) {
      const { id } = await world.api.ok('pub/create', {
        tk: leader,
        questionnaireId,
        name,
        anonymous: false,
        training,
      });
      publications.push({ id, name, training });
    }
    const tokens = await Promise.all(
      JUDGES.map(async ({ login, name }) => {
        const judge = await signedInMember(db, world.api.now, { type: 'j', login, displayName: name });
        judgeIds.set(login, judge.id);
        return judge.tk;
      }),
    );
    for (const publication of publications) {
      world.api.advance(600_000);
      for (const [index, tk] of tokens.entries()) {
        await world.api.answerEveryScreen(tk, publication.id, answersOf(index));
      }
    }
  });
  afterEach(async () => {
    await world.close();
  });

  it("gives each judge's figures as palate analyse gives them, publication by publication", async () => {
    const recorded = await history();
    expect(recorded.judges.map((judge) => judge.login).sort()).toEqual(JUDGES.map((judge) => judge.login));
    const analyses = new Map(await Promise.all(publications.map(async (p) => [p.id, await analyse(p.id)] as const)));
    let comparedFigures = 0;
    let failedAttributes = 0;
    for (const judge of recorded.judges) {
      expect(judge.publications.map((p) => p.name)).toEqual(publications.map((p) => p.name));
      expect(judge.publications.map((p) => p.training)).toEqual(publications.map((p) => p.training));
      // No publication here sets training targets.
      expect(judge.publications.every((p) => p.targets === null)).toBe(true);
      for (const entry of judge.publications) {
        const analysis = analyses.get(entry.publication) as PublicationAnalysis;
        const expected: Record<string, Omit<JudgePerformance, 'judge' | 'fails'>> = {};
        for (const question of analysis.questions) {
          if (question.kind !== 'scale' || !question.panel) continue;
          const own = question.panel.find((performance) => performance.judge === judge.name);
          if (!own) continue;
          const { discrimination, repeatability, agreement } = own;
          expected[question.control] = { discrimination, repeatability, agreement };
        }
        expect(entry.attributes).toEqual(expected);
        const summary = analysis.panelSummary.find((row) => row.judge === judge.name)?.failures ?? [];
        expect(entry.fails).toEqual(summary.map(({ control, fails }) => ({ control, fails })));
        failedAttributes += entry.fails.length;
        comparedFigures += Object.values(expected).filter((f) => typeof f.repeatability === 'number').length;
        expect(Number.isNaN(Date.parse(entry.answeredAt))).toBe(false);
      }
    }
    // Two profiles of 4 attributes or more, with repetitions: figures for every judge.
    expect(comparedFigures).toBeGreaterThanOrEqual(JUDGES.length * 2 * 3);
    // The profiles' repetitions give the panel summary something to find: a judge fails somewhere.
    expect(failedAttributes).toBeGreaterThan(0);

    // The judges' right answers add up to the analysis' count of the triangle test.
    const triangle = analyses.get(publications[2]?.id ?? '') as PublicationAnalysis;
    const test = triangle.questions.find((question) => question.kind === 'discrimination');
    const right = recorded.judges.flatMap((judge) =>
      judge.publications.flatMap((p) => p.discrimination.filter((answer) => answer.correct)),
    );
    expect(test && 'correct' in test ? test.correct : undefined).toBe(right.length);
    expect(recorded.judges.every((judge) => judge.publications[2]?.discrimination.length === 1)).toBe(true);

    // One judge alone, and the console's record: the same figures, the training session marked.
    const one = await history('--judge', 'BRUNO');
    expect(one.judges).toEqual(recorded.judges.filter((judge) => judge.login === 'bruno'));
    const record = await world.api.ok('member/panel/record', { tk: leader, id: judgeIds.get('bruno') ?? '' });
    expect(record.publications.map((p) => p.training)).toEqual([true, false, false]);
    const firstAttribute = record.publications[1]?.attributes[0];
    const fromCli = one.judges[0]?.publications[1]?.attributes[firstAttribute?.control ?? ''];
    expect(firstAttribute?.repeatability).toBe(fromCli?.repeatability);
    expect(firstAttribute?.panel.repeatability).toEqual(expect.any(Number));
    expect(record.publications.every((p) => p.finished && (p.durationMs ?? -1) >= 0)).toBe(true);
    expect(record.publications.map((p) => p.fails)).toEqual(one.judges[0]?.publications.map((p) => p.fails));

    const panel = await world.api.ok('member/panel/list', { tk: leader });
    const bruno = panel.judges.find((judge) => judge.login === 'bruno');
    expect(bruno?.publications).toBe(3);
    expect(bruno?.correctShare).toBe(one.judges[0]?.publications[2]?.discrimination[0]?.correct ? 1 : 0);
    expect(bruno?.repeatability).toEqual(expect.any(Number));
  }, 300_000);

  it('keeps a training session out of reports until it is marked as a study', async () => {
    const training = publications[0]?.id ?? '';
    expect((await world.api.ok('pub/list', { tk: leader })).pubs.find((p) => p.id === training)?.training).toBe(true);
    const refused = await world.api.call('pub/export', { tk: leader, id: training, format: 'pptx' });
    expect(refused.errorType).toBe(ErrorCode.invalidRequest);
    expect(JSON.stringify(refused.errorData)).toContain('training session');

    await world.api.ok('pub/training', { tk: leader, id: training, training: false });
    expect((await world.api.ok('pub/export', { tk: leader, id: training, format: 'pptx' })).base64).toBe(true);
  });

  it('deletes a judge: their login and name are gone everywhere, their answers stay and the figures with them', async () => {
    const triangle = publications[2]?.id ?? '';
    // A leader's exclusion of the judge follows them under their new number.
    await world.api.ok('pub/exclude', { tk: leader, id: triangle, judge: 'Alice Martin', excluded: true });
    const db = world.test.database.db;
    const analyseAll = () => Promise.all(publications.map((p) => analysePublication(db, p.id)));
    const before = await analyseAll();
    const exportBefore = toCsv(await longResults(db));
    // The audit log names her while she is a member: an administrator set her password.
    const admin = (await signedInMember(db, world.api.now, { roles: ['admin'] })).tk;
    const aliceId = judgeIds.get('alice') ?? '';
    await world.api.ok('member/admin/password', { tk: admin, id: aliceId, password: 'a new one, long enough' });
    const auditLog = async () => (await world.api.ok('acc/audit', { tk: admin })).entries;
    expect((await auditLog()).find((entry) => entry.action === 'member.password')?.target).toBe('alice');

    await world.api.ok('member/admin/delete', { tk: leader, id: aliceId });

    const after = await analyseAll();
    const exportAfter = toCsv(await longResults(db));
    for (const [index, analysis] of after.entries()) {
      const labels = new Set(
        analysis.questions.flatMap((q) => (q.kind === 'scale' ? (q.panel ?? []) : [])).map((p) => p.judge),
      );
      const numbered = [...labels].filter((label) => /^J\d{3}$/.test(label));
      const renamed = index === 2 ? analysis.excludedJudges : numbered;
      expect(renamed).toHaveLength(1);
      const same = JSON.parse(
        JSON.stringify(before[index]).replaceAll('"Alice Martin"', JSON.stringify(renamed[0])),
      ) as PublicationAnalysis;
      // The panel summary breaks ties by the judge's label, which the deletion changed.
      expect(significant(summaryByJudge(analysis))).toEqual(significant(summaryByJudge(same)));
    }
    expect(exportAfter.split('\n').length).toBe(exportBefore.split('\n').length);
    expect(exportBefore).toContain('Alice Martin');
    const recorded = JSON.stringify(await history());
    const listed = JSON.stringify(await world.api.ok('member/panel/list', { tk: leader }));
    const members = JSON.stringify(await world.api.ok('member/admin/list', { tk: leader }));
    const audited = await auditLog();
    // What was done stays in the log, to her id (as the deletion's own entry names her).
    expect(
      audited
        .filter((entry) => entry.target === aliceId)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['member.delete', 'member.password']);
    const exclusion = audited.find((entry) => entry.action === 'publication.exclude');
    expect(exclusion?.detail.judge).toMatch(/^J\d{3}$/);
    for (const text of [exportAfter, recorded, listed, members, JSON.stringify(audited)]) {
      expect(text).not.toMatch(/alice/i);
    }
    const record = await world.api.call('member/panel/record', { tk: leader, id: judgeIds.get('alice') ?? '' });
    expect(record.errorType).toBe(ErrorCode.invalidRequest);
    await expect(history('--judge', 'alice')).rejects.toThrow(/No judge "alice"/);
  }, 200_000);
});
