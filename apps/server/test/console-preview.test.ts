import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');

describeEachDatabase("the console's live preview of a definition being edited", (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  it('gives every screen a judge of a design row would see, blinded, and stores nothing', async () => {
    const text = readFileSync(resolve(EXAMPLES, 'descriptive-profile.yaml'), 'utf8');
    const quests = (await world.api.ok('quest/list', { tk: leader })).quests.length;
    const first = await world.api.ok('quest/preview', { tk: leader, text, judge: 1 });
    expect(first.faults).toEqual([]);
    // Each of the two repetitions: the welcome screen, then the profile once per cheese.
    expect(first.pages).toHaveLength(2 * (1 + 3));
    expect(first.pages.map((page) => page.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(first.pages.filter((page) => page.sample === null)).toHaveLength(2);
    const codes = first.pages.flatMap((page) => (page.sample ? [page.sample.code] : []));
    expect(codes).toHaveLength(6);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
    // Blinded: no product id in what a judge's client gets.
    expect(JSON.stringify(first.pages)).not.toMatch(/comte12|comte24|beaufort/);
    expect(first.pages[1]).toMatchObject({ preview: { judge: 1, mandatoryAnswers: true }, answers: [] });
    const second = await world.api.ok('quest/preview', { tk: leader, text, judge: 2 });
    expect(second.pages[1]?.preview).toMatchObject({ judge: 2 });
    expect((await world.api.ok('quest/list', { tk: leader })).quests).toHaveLength(quests);
  });

  it('gives the faults of palate check instead of screens', async () => {
    const broken = readFileSync(resolve(EXAMPLES, 'triangle-test.yaml'), 'utf8').replace(
      'method: triangle',
      'method: hexagon',
    );
    const reply = await world.api.ok('quest/preview', { tk: leader, text: broken });
    expect(reply.pages).toEqual([]);
    expect(reply.faults).toEqual([expect.objectContaining({ path: expect.stringContaining('method') as string })]);
  });

  it('refuses judges, and bad bodies naming the field', async () => {
    const judge = await world.api.newJudge();
    expect((await world.api.call('quest/preview', { tk: judge, text: 'name: x' })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
    const noText = await world.api.call('quest/preview', { tk: leader, judge: 1 });
    expect(noText.errorType).toBe(ErrorCode.invalidRequest);
    expect(noText.errorMsg).toContain('text');
    const badJudge = await world.api.call('quest/preview', { tk: leader, text: 'name: x', judge: 0 });
    expect(badJudge.errorType).toBe(ErrorCode.invalidRequest);
    expect(badJudge.errorMsg).toContain('judge');
  });
});
