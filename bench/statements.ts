import { randomUUID } from 'node:crypto';
import { callUrl, type CallPath, type CallRequest, type CallResponse } from '@palate/protocol';
import { buildApp } from '../apps/server/src/app.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { scaleAnswers } from './demo-answers.ts';

/**
 * SQL statements per call, counted while one judge alone completes the demo (a cost that
 * does not depend on how busy the machine is). In the bench's process: only counted, never timed.
 */
export async function countStatements(place: {
  make: (purpose: string) => Promise<string>;
}): Promise<[string, string][]> {
  let queries = 0;
  const database = openDatabase(await place.make('statements'), { onQuery: () => queries++ });
  await migrateToLatest(database.db);
  await seedDemoIfEmpty(database.db, Date.now());
  const app = await buildApp({ database, settings: { judgeTokenLifeSeconds: 86_400, userTokenLifeSeconds: 3600 } });
  const counts = new Map<string, number[]>();
  async function call<P extends CallPath>(path: P, body: CallRequest<P>, label: string = path) {
    const before = queries;
    const response = await app.inject({ method: 'POST', url: callUrl(path), payload: body });
    counts.set(label, [...(counts.get(label) ?? []), queries - before]);
    const envelope = response.json<CallResponse<P> & { errorType: number; tk?: string }>();
    if (envelope.errorType !== 0) throw new Error(`${path}: ${response.body}`);
    return envelope;
  }
  try {
    const { tk } = await call('members/add', { type: 'j' });
    if (!tk) throw new Error('no token');
    const { pubs } = await call('term/publication', { tk });
    const { se } = await call('run/reqStart', { tk, block: pubs[0]?.pubId ?? '' });
    let { page } = await call('run/start', { tk, se });
    for (;;) {
      const answers = scaleAnswers(page);
      if (answers.length > 0) {
        const stay = { tk, se, postId: randomUUID(), position: page.position, answers, moving: 'stay' } as const;
        await call('run/post', stay, 'run/post (stay)');
      }
      const body = { tk, se, postId: randomUUID(), position: page.position, answers, moving: 'next' } as const;
      const step = await call('run/post', body, 'run/post (next)');
      if (step.finished || !step.page) break;
      page = step.page;
    }
  } finally {
    await app.close();
    await database.close();
  }
  return [...counts].map(([label, list]) => [
    label,
    `${(list.reduce((sum, count) => sum + count, 0) / list.length).toFixed(1)} (min ${Math.min(...list)}, max ${Math.max(...list)})`,
  ]);
}
