import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseSampleCodeKey, type Questionnaire } from '@palate/engine';
import type { PageView, PlannedCupView } from '@palate/protocol';
import { dunnett, shelfLife, type Observation, type StorageAnswer } from '@palate/stats';
import { parseDefinitionFile } from '../src/publishing/definition-file.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { judgeCodes } from '../src/publishing/judge-codes.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');

function example(file: string): Questionnaire {
  const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
  return parsed.definition;
}

/** Every number of `actual` within `relative` of `expected`'s, the same keys throughout. */
function expectClose(actual: unknown, expected: unknown, relative: number, path = ''): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), path).toBeLessThanOrEqual(
      relative * Math.max(1, Math.abs(expected)),
    );
    return;
  }
  if (typeof expected !== 'object' || expected === null) {
    expect(actual, path).toEqual(expected);
    return;
  }
  expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) {
    expectClose((actual as Record<string, unknown>)[key], value, relative, `${path}.${key}`);
  }
}

/** The blind samples of a plan's row, repetition by repetition, in serving order. */
function blindCupsOfRow(cups: PlannedCupView[], row: number): string[] {
  return cups.filter((cup) => cup.row === row && cup.labelledReference !== true).map((cup) => cup.code);
}

describeEachDatabase('quality control: difference from control and shelf life', (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  async function publish(definition: Questionnaire, targetJudges: number | null): Promise<string> {
    const db = world.test.database.db;
    const id = await importDefinition(db, definition, world.api.now);
    const options = { name: definition.name, anonymous: true, targetJudges, expiresAt: null, tray: null };
    return (await publishQuestionnaire(db, id, options, world.api.now)).publicationId;
  }

  /** The product each blinding code of the publication stands for (one code table: no codes per judge). */
  async function productsByCode(publicationId: string): Promise<Map<string, string>> {
    const publication = await findPublication(world.test.database.db, publicationId);
    return new Map(
      Object.entries(judgeCodes(publication!, 0)).map(([key, code]) => [code, parseSampleCodeKey(key).productId]),
    );
  }

  it('serves the labelled reference beside each blind sample, plans its cups, and compares each batch with the blind control as Dunnett', async () => {
    const definition = example('difference-from-control.yaml');
    const judges = 8;
    const block = await publish(definition, judges);
    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: block });
    const product = await productsByCode(block);
    // Each row: R, a blind sample, R, the next… every cup of R the labelled reference of the standard.
    for (let row = 1; row <= judges; row++) {
      const cups = plan.cups.filter((cup) => cup.row === row);
      expect(cups.map((cup) => cup.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      cups.forEach((cup, index) => {
        if (index % 2 === 0) {
          expect(cup).toMatchObject({ code: 'R', product: 'standard', labelledReference: true });
        } else {
          expect(cup.labelledReference).toBeUndefined();
          expect(cup.product).toBe(product.get(cup.code));
        }
      });
      expect(new Set(blindCupsOfRow(plan.cups, row).map((code) => product.get(code)))).toEqual(
        new Set(definition.products.map((p) => p.id)),
      );
    }

    // A batch's true difference from the standard, the judge's own offset and some noise: the
    // standard's blind copy is rated a little different from R too (the placebo effect).
    const shift: Record<string, number> = { standard: 1, plantB: 2, plantC: 4, newFlour: 6 };
    const observations: Observation[] = [];
    for (let judge = 0; judge < judges; judge++) {
      const tk = await world.api.newJudge();
      const { se } = await world.api.ok('run/reqStart', { tk, block });
      const met: string[] = [];
      await world.api.answerToEnd(tk, se, (page: PageView) => {
        if (page.sample === null) {
          expect(page.controls.some((control) => control.kind === 'scale')).toBe(false);
          return [];
        }
        expect(page.sample.reference).toEqual({ label: 'R' });
        met.push(page.sample.code);
        const id = product.get(page.sample.code)!;
        const value = Math.min(10, shift[id]! + (judge % 3) + ((judge * 7 + id.length) % 3) - 1);
        observations.push({ value, factors: { product: id, judge: `judge ${judge}` } });
        return [{ controlId: 'overall', value }];
      });
      // The judge met the blind samples of a row of the plan, in its order.
      const rows = Array.from({ length: judges }, (_, row) => blindCupsOfRow(plan.cups, row + 1));
      expect(rows).toContainEqual(met);
    }

    const { analysis } = await world.api.ok('pub/analysis', { tk: leader, id: block });
    const overall = analysis.questions.find((question) => question.control === 'overall');
    if (overall?.kind !== 'scale') throw new Error('the scale is not analysed');
    expect(overall.anova).toBeInstanceOf(Array);
    const expected = dunnett(observations, 'standard');
    if ('insufficient' in expected) throw new Error(expected.insufficient);
    expect(Object.keys(expected.comparisons).sort()).toEqual(['newFlour', 'plantB', 'plantC']);
    expectClose(overall.dunnett, expected, 1e-9);
    // The comment asked beside it is no scale: it has no comparisons.
    expect(analysis.questions.find((question) => question.control === 'how')).not.toHaveProperty('dunnett');
    expect(analysis).not.toHaveProperty('shelfLife');
  });

  it("fits the consumers' rejection times of a shelf-life study, as the survival analysis of their answers", async () => {
    const definition = example('shelf-life.yaml');
    const block = await publish(definition, null);
    const product = await productsByCode(block);
    const storage = new Map(definition.products.map((p) => [p.id, p.storageTime!]));
    // Each consumer rejects from a storage time of their own on (a spread of 10 to 80 days, the
    // 14 days' sample the first rejected by one of them); one rejects the fresh yogurt itself,
    // one never rejects, and one accepts again after a rejection.
    const thresholds = Array.from({ length: 24 }, (_, consumer) => (consumer === 3 ? 14 : 10 + ((consumer * 37) % 71)));
    const rejects = (consumer: number, days: number): boolean => {
      if (consumer === 0) return true;
      if (consumer === 1) return false;
      if (consumer === 2) return days === 28 || days >= 56;
      return days >= (thresholds[consumer] as number);
    };
    const consumers: StorageAnswer[][] = [];
    for (let consumer = 0; consumer < thresholds.length; consumer++) {
      const answers: StorageAnswer[] = [];
      const tk = await world.api.newJudge();
      const { se } = await world.api.ok('run/reqStart', { tk, block });
      await world.api.answerToEnd(tk, se, (page: PageView) => {
        if (page.sample === null) return [];
        expect(page.sample.reference).toBeUndefined();
        const time = storage.get(product.get(page.sample.code)!)!;
        const rejected = rejects(consumer, time);
        answers.push({ time, rejected });
        return [{ controlId: 'consume', choices: [rejected ? 'no' : 'yes'] }];
      });
      expect(answers).toHaveLength(definition.products.length);
      consumers.push(answers);
    }

    const { analysis } = await world.api.ok('pub/analysis', { tk: leader, id: block });
    const expected = shelfLife(consumers);
    if ('insufficient' in expected) throw new Error(expected.insufficient);
    expect(analysis.shelfLife).toMatchObject({
      control: 'consume',
      consumers: 23,
      rejectedFresh: 1,
      nonMonotone: 1,
    });
    expect(Object.values(expected.censoring).every((count) => count > 0)).toBe(true);
    expectClose(analysis.shelfLife, { control: 'consume', ...expected }, 1e-12);
    for (const model of Object.values(expected.models)) {
      if ('insufficient' in model) throw new Error(model.insufficient);
      expect(model.rejection['25'].time).toBeLessThan(model.rejection['50'].time);
      expect(model.rejection['50'].lower).toBeLessThan(model.rejection['50'].time);
    }
    // Its answers are still counted as a single choice's.
    const consume = analysis.questions.find((question) => question.control === 'consume');
    expect(consume).toMatchObject({ kind: 'single' });
  });
});
