import type { Db } from '../db/database.ts';
import type { MemberRow } from '../accounts/members.repository.ts';

export async function setMemberEmail(db: Db, memberId: string, email: string | null): Promise<void> {
  await db.updateTable('member').set({ email }).where('id', '=', memberId).execute();
}

/** The account's active named judges who have an email address. */
export function namedJudgesWithEmail(db: Db, accountId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('member')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('type', '=', 'j')
    .where('login', 'is not', null)
    .where('email', 'is not', null)
    .where('deactivated_at', 'is', null)
    .orderBy('display_name')
    .orderBy('id')
    .execute();
}

/**
 * The account's members known by one of these addresses: as their email address, or as
 * their login (`keys`: the addresses folded as logins are, accounts/login.service.ts).
 */
export function membersByEmail(db: Db, accountId: string, emails: string[], keys: string[]): Promise<MemberRow[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('login', 'is not', null)
    .where((eb) =>
      eb.or([
        eb(
          eb.fn('lower', ['email']),
          'in',
          emails.map((email) => email.toLowerCase()),
        ),
        eb('login_key', 'in', keys),
      ]),
    )
    .execute();
}
