import { generateBlindingCodes, questionnaire } from '@palate/engine';
import type { Db } from '../db/database.ts';
import { hashPassword, generatePassword } from '../security/passwords.ts';
import { newId, secureRandom } from '../security/tokens.ts';
import { findDefaultAccount, insertAccount, insertMember } from '../accounts/members.repository.ts';
import { insertPublication, insertQuestionnaire } from '../publishing/publications.repository.ts';
import { demoQuestionnaire } from './demo-questionnaire.ts';

export interface DemoSeed {
  accountCode: string;
  leaderLogin: string;
  /** Shown once on the console; only its hash is stored. */
  leaderPassword: string;
  publicationId: string;
}

/**
 * On the first start only: a demo account, a panel leader and the demo questionnaire
 * published for anonymous judges, who may also answer it offline. Returns undefined when
 * the database already has content (or another server process seeded it at the same moment).
 */
export async function seedDemoIfEmpty(db: Db, now: number): Promise<DemoSeed | undefined> {
  if (await findDefaultAccount(db)) return undefined;
  const leaderPassword = generatePassword();
  const passwordHash = await hashPassword(leaderPassword);
  const definition = questionnaire.parse(demoQuestionnaire);
  const accountId = newId();
  const questionnaireId = newId();
  const publicationId = newId();
  const codes = generateBlindingCodes(definition.products.length, secureRandom);
  try {
    await db.transaction().execute(async (trx) => {
      await insertAccount(trx, { id: accountId, code: 'demo', name: 'Demo lab', created_at: now });
      await insertMember(trx, {
        id: newId(),
        account_id: accountId,
        type: 'u',
        login: 'leader',
        login_key: 'leader',
        display_name: 'Panel leader',
        roles: JSON.stringify(['user', 'admin']),
        password_hash: passwordHash,
        created_at: now,
      });
      await insertQuestionnaire(trx, {
        id: questionnaireId,
        account_id: accountId,
        name: definition.name,
        definition: JSON.stringify(definition),
        created_at: now,
      });
      await insertPublication(trx, {
        id: publicationId,
        account_id: accountId,
        questionnaire_id: questionnaireId,
        name: 'Demo',
        blinding_codes: JSON.stringify(Object.fromEntries(definition.products.map((p, i) => [p.id, codes[i] ?? '']))),
        anonymous: 1,
        target_judges: null,
        expires_at: null,
        created_at: now,
        // So that answering offline can be tried out of the box.
        offline_enabled: 1,
      });
    });
  } catch (error) {
    if (await findDefaultAccount(db)) return undefined;
    throw error;
  }
  return { accountCode: 'demo', leaderLogin: 'leader', leaderPassword, publicationId };
}
