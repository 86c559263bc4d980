import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cupsPicked, type Control } from '@palate/engine';
import { ErrorCode, type PageView, type PlannedCupView } from '@palate/protocol';
import { findSession } from '../src/judging/runs.repository.ts';
import { parseDefinitionFile } from '../src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire, type PublishOptions } from '../src/publishing/publishing.service.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');

/** A valid answer to every control of a screen, so that a judge walks the whole run. */
function answersOf(page: PageView): object[] {
  return page.controls.flatMap((control: Control): object[] => {
    switch (control.kind) {
      case 'scale':
        return [{ controlId: control.id, value: control.min }];
      case 'text':
        return [{ controlId: control.id, text: '1' }];
      case 'single':
      case 'multiple':
        return [{ controlId: control.id, choices: [control.choices[0]!.id] }];
      case 'rank': {
        const codes = page.served[control.id]!;
        return [{ controlId: control.id, ranks: Object.fromEntries(codes.map((code, index) => [code, index + 1])) }];
      }
      case 'discrimination':
        return [{ controlId: control.id, choices: page.served[control.id]!.slice(0, cupsPicked(control.method)) }];
      case 'picture':
        return [{ controlId: control.id, marks: [{ x: 0.5, y: 0.5 }] }];
      default:
        return [];
    }
  });
}

/** The codes a judge met, repetition by repetition, in the order met: the sample, a reference, the cups offered. */
function codesMet(pages: PageView[]): Map<number, string[]> {
  const met = new Map<number, string[]>();
  for (const page of pages) {
    const repetition = Number(/#(\d+)$/.exec(page.key)?.[1] ?? 1);
    const codes = met.get(repetition) ?? [];
    const seen = [page.sample?.code, ...Object.values(page.references), ...Object.values(page.served).flat()];
    for (const code of seen) if (code !== undefined && !codes.includes(code)) codes.push(code);
    met.set(repetition, codes);
  }
  return met;
}

function planOfRow(cups: PlannedCupView[], row: number): Map<number, string[]> {
  const plan = new Map<number, string[]>();
  for (const cup of cups.filter((candidate) => candidate.row === row)) {
    plan.set(cup.repetition, [...(plan.get(cup.repetition) ?? []), cup.code]);
  }
  return plan;
}

describeEachDatabase("the kitchen's serving plan is what each judge is served", (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  async function publish(file: string, options: Partial<PublishOptions> = {}): Promise<string> {
    const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const id = await importDefinition(world.test.database.db, parsed.definition, world.api.now);
    const base = { name: file, anonymous: true, targetJudges: 6, expiresAt: null, tray: null };
    return (await publishQuestionnaire(world.test.database.db, id, { ...base, ...options }, world.api.now))
      .publicationId;
  }

  /** A new judge answers the whole run (giving a tray number when asked) and tells which codes came, and in which row. */
  async function judgeWalks(block: string, tray?: number): Promise<{ row: number; met: Map<number, string[]> }> {
    const tk = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk, block });
    if (tray !== undefined) await world.api.ok('run/start', { tk, se, pres: { tray } });
    const pages: PageView[] = [];
    await world.api.answerToEnd(tk, se, (page) => {
      pages.push(page);
      return answersOf(page);
    });
    const session = await findSession(world.test.database.db, se);
    return { row: (session!.design_rank ?? session!.judge_rank) + 1, met: codesMet(pages) };
  }

  for (const file of ['triangle-test.yaml', 'consumer-test.yaml', 'descriptive-profile.yaml', 'crust-defects.yaml']) {
    it(`${file}: every judge meets the codes of their row of the plan, in its order`, async () => {
      const block = await publish(file);
      const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: block });
      expect(plan.startedOnly).toBe(false);
      expect(new Set(plan.cups.map((cup) => cup.row))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
      for (let judge = 0; judge < 6; judge++) {
        const { row, met } = await judgeWalks(block);
        expect(met, `${file}, row ${row}`).toEqual(planOfRow(plan.cups, row));
      }
    });
  }

  it('plans by tray number where trays are asked, and the judge at a tray gets that row', async () => {
    const block = await publish('triangle-test.yaml', { tray: { min: 11, max: 22, unique: true }, targetJudges: null });
    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: block, judges: 12 });
    expect(plan.cups.filter((cup) => cup.tray === 15).every((cup) => cup.row === 5)).toBe(true);
    for (const tray of [15, 11, 20]) {
      const { row, met } = await judgeWalks(block, tray);
      expect(row).toBe(tray - 10);
      expect(met).toEqual(planOfRow(plan.cups, row));
    }
  });

  it('lists the publications with their counts, and refuses judges, other accounts and bad bodies', async () => {
    const block = await publish('triangle-test.yaml');
    await judgeWalks(block);
    const { pubs } = await world.api.ok('pub/list', { tk: leader });
    expect(pubs.find((pub) => pub.id === block)).toMatchObject({ started: 1, finished: 1, target: 6, anonymous: true });

    const judge = await world.api.newJudge();
    expect((await world.api.call('pub/list', { tk: judge })).errorType).toBe(ErrorCode.notEnoughRights);
    expect((await world.api.call('pub/servingPlan', { tk: judge, id: block })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
    const stranger = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], accountId: await otherAccount() })
    ).tk;
    expect((await world.api.ok('pub/list', { tk: stranger })).pubs).toEqual([]);
    expect((await world.api.call('pub/servingPlan', { tk: stranger, id: block })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
    const tooMany = await world.api.call('pub/servingPlan', { tk: leader, id: block, judges: 501 });
    expect(tooMany).toMatchObject({ errorType: ErrorCode.invalidRequest, errorMsg: expect.stringContaining('judges') });
  });

  async function otherAccount(): Promise<string> {
    const { insertAccount } = await import('../src/accounts/members.repository.ts');
    const { newId } = await import('../src/security/tokens.ts');
    const id = newId();
    await insertAccount(world.test.database.db, { id, code: 'other', name: 'Other', created_at: world.api.now + 1 });
    return id;
  }
});
