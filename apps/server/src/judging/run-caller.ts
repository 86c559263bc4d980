import type { Db } from '../db/database.ts';
import { admit } from '../accounts/members.service.ts';
import { hashToken } from '../security/tokens.ts';
import type { Caller, RunReadWithToken, ServerSettings } from '../shared/context.ts';
import { findCallerRun } from './caller-run.repository.ts';

/**
 * The members' authentication, with the run the call names and its publication read in the same statement
 * (findCallerRun): a judge's post, whose every round trip counts.
 */
export async function authenticateWithRun(
  db: Db,
  settings: ServerSettings,
  token: string,
  sessionId: string,
  now: number,
): Promise<{ caller: Caller; run: RunReadWithToken }> {
  const tokenHash = hashToken(token);
  const read = await findCallerRun(db, tokenHash, sessionId);
  const caller = await admit(db, settings, { token, tokenHash, owner: read?.owner }, now, false);
  return { caller, run: { sessionId, session: read?.session, publication: read?.publication } };
}
