import type { Db } from '../src/db/database.ts';
import { findDefaultAccount } from '../src/repositories/members.repository.ts';
import { findPublication, insertPublication } from '../src/repositories/publications.repository.ts';
import { seedDemoIfEmpty, type DemoSeed } from '../src/seed/demo.ts';
import { newId } from '../src/security/tokens.ts';

export async function seedDemo(db: Db, now: number): Promise<DemoSeed> {
  const seed = await seedDemoIfEmpty(db, now);
  if (!seed) throw new Error('the test database was not empty');
  return seed;
}

/** Another publication of the demo questionnaire, with a target or an expiry; offline as the demo unless told. */
export async function publishDemoAgain(
  db: Db,
  seed: DemoSeed,
  options: { target?: number; expiresAt?: number; anonymous?: boolean; offline?: boolean },
): Promise<string> {
  const demo = await findPublication(db, seed.publicationId);
  const account = await findDefaultAccount(db);
  if (!demo || !account) throw new Error('seed the demo first');
  const id = newId();
  await insertPublication(db, {
    ...demo,
    id,
    name: 'Again',
    anonymous: options.anonymous === false ? 0 : 1,
    target_judges: options.target ?? null,
    expires_at: options.expiresAt ?? null,
    ...(options.offline === undefined ? {} : { offline_enabled: options.offline ? 1 : 0 }),
  });
  return id;
}
