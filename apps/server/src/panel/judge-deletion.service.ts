import type { Db } from '../db/database.ts';
import { requireMember } from '../accounts/admin.service.ts';
import type { Account, MemberRow } from '../accounts/members.repository.ts';
import { deleteJudgeKeepingAnswers } from './member-deletion.repository.ts';

/**
 * Deletes a named judge: their login, name, profile and record go, their answers stay for
 * the studies already run under an anonymous judge number per publication. A user is not
 * deleted (their name stands in the audit log and on their messages): they are deactivated.
 */
export async function deleteJudge(db: Db, member: MemberRow, now: number): Promise<void> {
  if (member.type !== 'j') throw new Error('Only a judge is deleted; deactivate a user instead.');
  await deleteJudgeKeepingAnswers(db, member, now);
}

/** The command line's deletion of a judge by login. */
export async function deleteJudgeByLogin(db: Db, account: Account, login: string, now: number): Promise<void> {
  await deleteJudge(db, await requireMember(db, account, login), now);
}
