import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cupsPicked, type Answer, type Control } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import { analysePublication } from '../src/services/analysis.service.ts';
import { parseDefinitionFile } from '../src/services/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../src/services/publishing.service.ts';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const JUDGES = 4;

/** A valid answer that varies with the judge and the screen, so that no statistic is degenerate. */
function answerFor(control: Control, page: PageView, judge: number): Answer | null {
  const turn = judge + page.position;
  switch (control.kind) {
    case 'info':
    case 'comment':
      return null;
    case 'scale': {
      if (control.style === 'category') {
        const points = Math.round((control.max - control.min) / (control.step ?? 1)) + 1;
        return { controlId: control.id, value: control.min + (turn % points) * (control.step ?? 1) };
      }
      const share = ((judge * 7 + page.position * 3) % 11) / 10;
      return {
        controlId: control.id,
        value: Math.round((control.min + share * (control.max - control.min)) * 10) / 10,
      };
    }
    case 'text':
      return { controlId: control.id, text: control.format === 'free' ? 'fine' : String(turn % 9) };
    case 'single':
      return { controlId: control.id, choices: [control.choices[turn % control.choices.length]!.id] };
    case 'multiple':
      return { controlId: control.id, choices: [control.choices[turn % control.choices.length]!.id] };
    case 'rank': {
      const codes = page.served[control.id]!;
      return {
        controlId: control.id,
        ranks: Object.fromEntries(codes.map((code, i) => [code, ((i + judge) % codes.length) + 1])),
      };
    }
    case 'discrimination': {
      const codes = page.served[control.id]!;
      const picked = Array.from({ length: cupsPicked(control.method) }, (_, i) => codes[(turn + i) % codes.length]!);
      return { controlId: control.id, choices: picked };
    }
    case 'picture':
      return { controlId: control.id, marks: [{ x: (turn % 10) / 10, y: 0.5 }] };
  }
}

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

  for (const file of ['triangle-test.yaml', 'descriptive-profile.yaml', 'consumer-test.yaml', 'crust-defects.yaml']) {
    it(`${file}: every question analysed, with no NaN or infinity`, async () => {
      const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
      const definition = parsed.definition;
      const questionnaireId = await importDefinition(test.database.db, definition, api.now);
      const options = { name: file, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      const { publicationId } = await publishQuestionnaire(test.database.db, questionnaireId, options, api.now);
      for (let judge = 0; judge < JUDGES; judge++) {
        await api.answerEveryScreen(await api.newJudge(), publicationId, (page) =>
          page.controls.flatMap((control) => answerFor(control, page, judge) ?? []),
        );
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
      }
    });
  }
});
