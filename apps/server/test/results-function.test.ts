import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { PageView } from '@palate/protocol';
import { questionnaire } from '@palate/engine';
import { demoQuestionnaire } from '../src/seed/demo-questionnaire.ts';
import type { DemoSeed } from '../src/seed/demo.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

describeEachDatabase('run/renderFunc: a judge’s scores against the panel', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let seed: DemoSeed;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, seed, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  /** A judge who gives `liking` to every sample and 5 to every intensity; stops before the end when asked. */
  async function judge(liking: number, finish = true, block = seed.publicationId): Promise<{ tk: string; se: string }> {
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block });
    let { page }: { page: PageView | null } = await api.ok('run/start', { tk, se });
    while (page) {
      const answers = page.controls.flatMap((control) =>
        control.kind === 'scale' ? [{ controlId: control.id, value: control.style === 'category' ? liking : 5 }] : [],
      );
      if (!finish && page.position === page.count - 1) break;
      const step: { page: PageView | null } = await api.ok('run/post', {
        tk,
        se,
        postId: randomUUID(),
        position: page.position,
        answers,
        moving: 'next',
      });
      page = step.page;
    }
    return { tk, se };
  }

  it('gives the panel mean, deviation and count per sample, the judge’s own scores, and no product names', async () => {
    const first = await judge(3);
    await judge(6);
    await judge(9);
    const { data } = await api.ok('run/renderFunc', { tk: first.tk, se: first.se });

    expect(data.descriptors.map((d) => d.de)).toEqual(['overall_liking', 'sweetness', 'sourness', 'bitterness']);
    expect(data.descriptors[0]!.scale).toEqual({ min: 1, max: 9, itCt: 9 });
    expect(data.samples).toHaveLength(3);
    for (const sample of data.samples) expect(sample.sLab).toMatch(/^[1-9]\d\d$/);
    expect(data.judges).toEqual([
      { jI: 0, self: true },
      { jI: 1, self: false },
      { jI: 2, self: false },
    ]);

    const liking = data.results.computed.filter((entry) => entry.de === 'overall_liking');
    expect(liking).toHaveLength(3);
    // A category scale also gets its distribution over the default 5 bins (spec section 9).
    for (const entry of liking) expect(entry).toMatchObject({ mean: 6, stdDev: 3, count: 3, dist: [0, 1, 0, 1, 1] });
    expect(data.results.computed.find((entry) => entry.de === 'sweetness')?.dist).toBeUndefined();

    // Only the caller's own raw scores are sent: the others' stay private.
    expect(data.results.raw).toHaveLength(3 * 4);
    expect(new Set(data.results.raw.map((entry) => entry.jI))).toEqual(new Set([0]));
    expect(data.results.raw.filter((entry) => entry.de === 'overall_liking').map((entry) => entry.v)).toEqual([
      3, 3, 3,
    ]);
    expect(JSON.stringify(data)).not.toMatch(/juice_|Freshly|Pasteurised|concentrate/i);
  });

  it('shows nothing before the judge has finished, and nothing of another judge’s run', async () => {
    const done = await judge(7);
    const unfinished = await judge(4, false);
    expect((await api.call('run/renderFunc', { tk: unfinished.tk, se: unfinished.se })).errorType).toBe(52002);
    expect((await api.call('run/renderFunc', { tk: unfinished.tk, se: done.se })).errorType).toBe(3301);
  });

  it('gives the choices of choice questions with each judge’s picks (ch) and counts, and the judge’s own texts (tx)', async () => {
    const definition = questionnaire.parse({
      name: 'cata',
      title: 'CATA',
      showResults: true,
      products: ['A', 'B'].map((id) => ({ id, name: `Product ${id}` })),
      pages: [
        {
          id: 'describe',
          perSample: true,
          controls: [
            {
              kind: 'multiple',
              id: 'cata',
              label: 'Which apply?',
              choices: ['sweet', 'sour', 'bitter'].map((id) => ({ id, label: id })),
            },
            { kind: 'comment', id: 'remark', label: 'Remark' },
          ],
        },
      ],
    });
    const questionnaireId = await importDefinition(test.database.db, definition, api.now);
    const options = { name: 'CATA', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    const { publicationId } = await publishQuestionnaire(test.database.db, questionnaireId, options, api.now);
    async function describeAll(picked: string[], remark: string) {
      const tk = await api.newJudge();
      const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
      let { page }: { page: PageView | null } = await api.ok('run/start', { tk, se });
      while (page) {
        const answers = [
          { controlId: 'cata', choices: picked },
          { controlId: 'remark', text: remark },
        ];
        const post = { tk, se, postId: randomUUID(), position: page.position, answers, moving: 'next' as const };
        const step: { page: PageView | null } = await api.ok('run/post', post);
        page = step.page;
      }
      return { tk, se };
    }
    const first = await describeAll(['sweet'], 'Nice');
    await describeAll(['sweet', 'sour'], 'Sharp');
    const { data } = await api.ok('run/renderFunc', first);

    expect(data.descriptors.map((d) => [d.de, d.kind, d.scale])).toEqual([
      ['cata', 'choice', null],
      ['remark', 'text', null],
    ]);
    expect(data.choices.map((choice) => choice.ch)).toEqual(['sweet', 'sour', 'bitter']);
    expect(data.results.computed).toHaveLength(2);
    for (const entry of data.results.computed) expect(entry).toMatchObject({ de: 'cata', count: 2, dist: [2, 1, 0] });
    expect(data.results.raw.filter((entry) => entry.de === 'cata').map((entry) => entry.ch)).toEqual([
      'sweet',
      'sweet',
    ]);
    // Texts stay each judge's own: the caller gets theirs, nobody else's.
    expect(data.results.raw.filter((entry) => entry.tx !== undefined).map((entry) => entry.tx)).toEqual([
      'Nice',
      'Nice',
    ]);
    expect(JSON.stringify(data)).not.toContain('Sharp');
  });

  it('refuses with 50202 when the questionnaire does not show results to judges', async () => {
    const definition = questionnaire.parse({ ...demoQuestionnaire, name: 'no-report', showResults: false });
    const questionnaireId = await importDefinition(test.database.db, definition, api.now);
    const options = { name: 'No report', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    const { publicationId } = await publishQuestionnaire(test.database.db, questionnaireId, options, api.now);
    const done = await judge(5, true, publicationId);
    const refusal = await api.call('run/renderFunc', { tk: done.tk, se: done.se });
    expect(refusal.errorType).toBe(50202);
    expect(refusal.data).toBeUndefined();
  });
});
