import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { servingSequenceCount } from '@palate/engine';
import { migrateToLatest } from '../src/db/database.ts';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { insertSession } from '../src/judging/runs.repository.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import { longResults } from '../src/results/results.service.ts';
import { balanceNote } from '../src/results/balance.service.ts';
import { newId } from '../src/security/tokens.ts';
import { ApiClient } from './api.ts';
import { exampleDefinition, signedInMember } from './fixtures.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';

const triangle = exampleDefinition('triangle-test.yaml');

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

/** Each triangle the judge is served, as the products of its cups (C for control, R for reduced), picking the odd one. */
async function servedTriangles(
  api: ApiClient,
  tk: string,
  block: string,
  codes: Record<string, string>,
  startedSession?: string,
) {
  const productOf = new Map(Object.entries(codes).map(([key, code]) => [code, key.startsWith('control') ? 'C' : 'R']));
  const se = startedSession ?? (await api.ok('run/reqStart', { tk, block })).se;
  const oddOne = (cups: string[]) =>
    cups.find((code) => cups.filter((cup) => productOf.get(cup) === productOf.get(code)).length === 1);
  const served = await api.answerDiscrimination(tk, se, oddOne);
  return served.map((cups) => cups.map((code) => productOf.get(code)).join(''));
}

describeEachDatabase('discrimination serving rule of a publication', (engine) => {
  let test: TestDatabase | undefined;
  let api: ApiClient | undefined;

  afterEach(async () => {
    await api?.close();
    await test?.drop();
    api = undefined;
    test = undefined;
  });

  it('keeps serving a publication made before the upgrade by rule 1, so a run already started keeps its orders', async () => {
    test = await createTestDatabase(engine, '0011-order-number');
    const db = test.database.db;
    const accountId = newId();
    await insertAccount(db, { id: accountId, code: 'lab', name: 'Lab', created_at: NOW });
    // The rows as the release before serving rules wrote them.
    const questionnaireId = newId();
    await sql`insert into questionnaire (id, account_id, name, definition, created_at)
      values (${questionnaireId}, ${accountId}, ${triangle.name}, ${JSON.stringify(triangle)}, ${NOW})`.execute(db);
    const publicationId = newId();
    const codes = {
      control: '111',
      'control.2': '112',
      reduced: '121',
      'reduced.2': '122',
      'control#2': '211',
      'control.2#2': '212',
      'reduced#2': '221',
      'reduced.2#2': '222',
    };
    await sql`insert into publication (id, account_id, questionnaire_id, name, blinding_codes, anonymous, target_judges, expires_at, created_at, repetitions, design_symbols, offline_enabled)
      values (${publicationId}, ${accountId}, ${questionnaireId}, 'Before', ${JSON.stringify(codes)}, 1, null, null, ${NOW}, 2, '[0,1]', 1)`.execute(
      db,
    );

    await migrateToLatest(db);
    const before = await findPublication(db, publicationId);
    expect(before?.serving_rule).toBe(1);
    // The leader is told that this publication's repetitions are not balanced each on its own.
    expect((await balanceNote(db, before!))?.text).toBe(
      'balanced over blocks of 6 judges; no judge yet; its discrimination tests keep serving rule 1, balanced over the repetitions pooled, not within each',
    );
    api = await ApiClient.start(test.database);
    // The first two judges had started before the upgrade.
    const judges = [await signedInMember(db, NOW, { type: 'j' }), await signedInMember(db, NOW, { type: 'j' })];
    for (const [rank, judge] of judges.entries()) {
      const sameOrder = [
        [0, 1],
        [0, 1],
      ];
      await insertSession(
        db,
        {
          id: newId(),
          publication_id: publicationId,
          member_id: judge.id,
          judge_rank: rank,
          presentation_order: JSON.stringify(sameOrder),
        },
        NOW,
      );
    }
    // Rule 1: rank 1 × 2 repetitions + repetition → sequences 2 (BAA) and 3 (ABB), as served before.
    expect(await servedTriangles(api, judges[1]!.tk, publicationId, codes)).toEqual(['RCC', 'CRR']);
    const scores = (await longResults(db, publicationId)).filter((row) => row.attribute === 'odd');
    expect(scores.map((row) => row.value)).toEqual([1, 1]);

    // A leader's simulation of the second judge is served as that judge was.
    const leader = await signedInMember(db, NOW, { roles: ['user'] });
    const simulation = await api.ok('run/reqStart', { tk: leader.tk, block: publicationId, preview: { judge: 2 } });
    expect(await servedTriangles(api, leader.tk, publicationId, codes, simulation.se)).toEqual(['RCC', 'CRR']);

    // A download for offline answering carries the rule's cups: rank 2 → sequences 4 (BAB) and 5 (BBA).
    const offlineJudge = await signedInMember(db, NOW, { type: 'j' });
    const { se } = await api.ok('run/reqStart', { tk: offlineJudge.tk, block: publicationId });
    const { offline } = await api.ok('run/start', { tk: offlineJudge.tk, se, offline: true });
    const productOf = new Map(
      Object.entries(codes).map(([key, code]) => [code, key.startsWith('control') ? 'C' : 'R']),
    );
    const downloaded = (offline?.pages ?? []).flatMap((page) =>
      page.served.odd ? [page.served.odd.map((code) => productOf.get(code)).join('')] : [],
    );
    expect(downloaded).toEqual(['RCR', 'RRC']);

    const made = await publishQuestionnaire(
      db,
      questionnaireId,
      { name: 'After', anonymous: true, targetJudges: null, expiresAt: null, tray: null },
      NOW,
    );
    expect((await findPublication(db, made.publicationId))?.serving_rule).toBe(2);
  });

  it('serves every triangle sequence in each repetition across six judges, and none twice to a judge', async () => {
    test = await createTestDatabase(engine);
    const db = test.database.db;
    await insertAccount(db, { id: newId(), code: 'lab', name: 'Lab', created_at: NOW });
    const questionnaireId = await importDefinition(db, triangle, NOW);
    const { publicationId, codes } = await publishQuestionnaire(
      db,
      questionnaireId,
      { name: 'Panel', anonymous: true, targetJudges: null, expiresAt: null, tray: null, repetitions: 2 },
      NOW,
    );
    api = await ApiClient.start(test.database);
    const judges = servingSequenceCount('triangle');
    const panel: string[][] = [];
    for (let rank = 0; rank < judges; rank++) {
      const judge = await signedInMember(db, NOW, { type: 'j' });
      panel.push(await servedTriangles(api, judge.tk, publicationId, codes));
    }
    for (const repetition of [0, 1]) expect(new Set(panel.map((served) => served[repetition])).size).toBe(judges);
    for (const served of panel) expect(served[0]).not.toBe(served[1]);
    // The export scores each answer against the sequence the judge was served: every pick was right.
    const scores = (await longResults(db, publicationId)).filter((row) => row.attribute === 'odd');
    expect(scores).toHaveLength(judges * 2);
    expect(scores.every((row) => row.value === 1)).toBe(true);
  });
});
