import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { resolve } from 'node:path';
import { questionnaire, type Questionnaire } from '@palate/engine';
import type { Db } from '../src/db/database.ts';
import { findDefaultAccount, insertMember, insertToken } from '../src/accounts/members.repository.ts';
import { findPublication, insertPublication } from '../src/publishing/publications.repository.ts';
import { seedDemoIfEmpty, type DemoSeed } from '../src/seed/demo.ts';
import { parseDefinitionFile } from '../src/publishing/definition-file.ts';
import { hashToken, newId, newToken } from '../src/security/tokens.ts';

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

export interface MemberSpec {
  roles?: string[];
  /** `u` (default) for a user, `j` for a named judge. */
  type?: 'u' | 'j';
  login?: string;
  displayName?: string;
  tokenLifeMs?: number;
  /** The member's account; the demo account unless told. */
  accountId?: string;
}

/** A member of the demo account, signed in: made through the repositories, since logging in is another call's subject. */
export async function signedInMember(db: Db, now: number, spec: MemberSpec = {}): Promise<{ id: string; tk: string }> {
  const accountId = spec.accountId ?? (await findDefaultAccount(db))?.id;
  if (!accountId) throw new Error('seed the demo first');
  const id = newId();
  const login = spec.login ?? `m-${id}`;
  await insertMember(db, {
    id,
    account_id: accountId,
    type: spec.type ?? 'u',
    login,
    login_key: login.toLowerCase(),
    display_name: spec.displayName ?? 'Member',
    roles: JSON.stringify(spec.roles ?? []),
    password_hash: null,
    created_at: now,
  });
  const tk = newToken();
  await insertToken(db, hashToken(tk), id, now + (spec.tokenLifeMs ?? 3_600_000), now);
  return { id, tk };
}

/** A definition of the examples folder, read as `palate check` reads it. */
export function exampleDefinition(name: string): Questionnaire {
  const result = parseDefinitionFile(readFileSync(resolve(import.meta.dirname, '../../../examples', name), 'utf8'));
  if (!result.ok) throw new Error(JSON.stringify(result.faults));
  return result.definition;
}
/** Four products in two sets, one comment per sample. */
export const TWO_SETS = questionnaire.parse({
  name: 'sets',
  title: 'Two sittings',
  products: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: `Product ${id}` })),
  sets: [
    ['A', 'B'],
    ['C', 'D'],
  ],
  pages: [{ id: 'rate', perSample: true, controls: [{ kind: 'comment', id: 'c', label: 'Your remark' }] }],
});

/** A workbook's bytes read back, as a spreadsheet program would open them. */
export async function openWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}
