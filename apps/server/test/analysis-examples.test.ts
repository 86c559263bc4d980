import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { analysePublication } from '../src/results/publication-analysis.service.ts';
import { parseDefinitionFile } from '../src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import type { ApiClient } from './api.ts';
import { answersOfJudge } from './example-answers.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const JUDGES = 4;

describeEachDatabase('the analysis of every example questionnaire', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  const files = ['triangle-test.yaml', 'descriptive-profile.yaml', 'consumer-test.yaml', 'crust-defects.yaml'];
  for (const file of [...files, 'tds.yaml', 'tcata.yaml', 'ti.yaml', 'rapid-methods.yaml']) {
    it(`${file}: every question analysed, with no NaN or infinity`, async () => {
      const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
      const definition = parsed.definition;
      const questionnaireId = await importDefinition(test.database.db, definition, api.now);
      const options = { name: file, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      const { publicationId } = await publishQuestionnaire(test.database.db, questionnaireId, options, api.now);
      for (let judge = 0; judge < JUDGES; judge++) {
        await api.answerEveryScreen(await api.newJudge(), publicationId, answersOfJudge(judge));
      }
      const liking = file === 'consumer-test.yaml' ? { likingControl: 'liking' } : {};
      const analysis = await analysePublication(test.database.db, publicationId, liking);
      const answerable = definition.pages.flatMap((p) =>
        p.controls.filter((c) => c.kind !== 'info').map((c) => [p.id, c.id, c.kind]),
      );
      expect(analysis.questions.map((q) => [q.page, q.control, q.kind])).toEqual(answerable);
      expect(analysis.judges).toBe(JUDGES);
      expect(JSON.stringify(analysis)).not.toMatch(/NaN|Infinity/);
      for (const question of analysis.questions) {
        if (question.kind === 'discrimination') expect(question).toMatchObject({ n: JUDGES * definition.repetitions });
        if (question.kind === 'scale') {
          const counted = Object.values(question.byProduct).reduce((sum, d) => sum + ('n' in d ? d.n : 0), 0);
          expect(counted).toBe(JUDGES * definition.repetitions * definition.products.length);
          expect(question.anova).toBeInstanceOf(Array);
        }
        if (question.kind === 'rank') expect(question.blocks).toBe(JUDGES * definition.repetitions);
        if (question.kind === 'picture') {
          // One mark per slice from every judge: each product's evaluations all marked once.
          for (const figures of Object.values(question.byProduct)) {
            expect(figures).toEqual({ evaluations: JUDGES, marked: JUDGES, marks: JUDGES, meanMarks: 1 });
          }
          expect(Object.keys(question.byProduct).sort()).toEqual(definition.products.map((p) => p.id).sort());
        }
        if (question.kind === 'single') {
          const counted = Object.values(question.counts.all!).reduce((sum, n) => sum + n, 0);
          expect(counted).toBe(JUDGES);
        }
        if (question.kind === 'tds' || question.kind === 'tcata') {
          expect(Object.keys(question.byProduct).sort()).toEqual(definition.products.map((p) => p.id).sort());
          for (const curves of Object.values(question.byProduct)) {
            if ('insufficient' in curves) throw new Error(curves.insufficient);
            expect(curves.evaluations).toBe(JUDGES * definition.repetitions);
            expect('chance' in curves).toBe(question.kind === 'tds');
            if ('chance' in curves) expect(curves.significance).toBeGreaterThan(curves.chance);
          }
        }
        if (question.kind === 'ti') {
          for (const figures of Object.values(question.byProduct)) {
            expect(figures.judges).toHaveLength(JUDGES * definition.repetitions);
            expect(figures.means.imax).toMatchObject({ n: JUDGES * definition.repetitions });
          }
        }
      }
    });
  }
});
