import type { Db } from '../../db/database.ts';
import type { InvitationTable } from '../../db/schema.ts';

export type InvitationRow = InvitationTable;

export function findInvitation(db: Db, publicationId: string, memberId: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The publication's invitations of these judges, by judge. */
export async function invitationsOfMembers(
  db: Db,
  publicationId: string,
  memberIds: string[],
): Promise<Map<string, InvitationRow>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invitation')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .where('member_id', 'in', memberIds)
    .execute();
  return new Map(rows.map((row) => [row.member_id, row]));
}

export async function insertInvitation(db: Db, invitation: InvitationRow): Promise<void> {
  await db.insertInto('invitation').values(invitation).execute();
}

/** A message of the invitation went out (again): what it was sent with and what became of it. */
export async function recordInvitationSent(
  db: Db,
  id: string,
  sent: { email: string; language: string; mailId: string | null; unsubscribed: boolean; at: number },
): Promise<void> {
  await db
    .updateTable('invitation')
    .set({
      email: sent.email,
      language: sent.language,
      mail_id: sent.mailId,
      unsubscribed: sent.unsubscribed ? 1 : 0,
      invited_at: sent.at,
    })
    .where('id', '=', id)
    .execute();
}

export async function recordReminderSent(
  db: Db,
  id: string,
  sent: { mailId: string | null; unsubscribed: boolean; at: number },
): Promise<void> {
  await db
    .updateTable('invitation')
    .set((eb) => ({
      reminders_sent: eb('reminders_sent', '+', 1),
      last_reminded_at: sent.at,
      unsubscribed: sent.unsubscribed ? 1 : 0,
      ...(sent.mailId === null ? {} : { mail_id: sent.mailId }),
    }))
    .where('id', '=', id)
    .execute();
}

export async function insertInvitationLink(
  db: Db,
  invitationId: string,
  tokenHash: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('invitation_link')
    .values({ token_hash: tokenHash, invitation_id: invitationId, created_at: now })
    .execute();
}

/** The invitation a personal link's token hash belongs to. */
export function findInvitationByLink(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitation_link')
    .innerJoin('invitation', 'invitation.id', 'invitation_link.invitation_id')
    .selectAll('invitation')
    .where('invitation_link.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The first opening is kept; later ones change nothing. */
export async function markOpened(db: Db, id: string, now: number): Promise<void> {
  await db
    .updateTable('invitation')
    .set({ opened_at: now })
    .where('id', '=', id)
    .where('opened_at', 'is', null)
    .execute();
}

/**
 * Sets the invitation's individual link unless another device's opening set one first
 * (a guarded update): the link it keeps, either way.
 */
export async function claimLinkCode(db: Db, id: string, code: string): Promise<string> {
  await db
    .updateTable('invitation')
    .set({ link_code: code })
    .where('id', '=', id)
    .where('link_code', 'is', null)
    .execute();
  const row = await db.selectFrom('invitation').select('link_code').where('id', '=', id).executeTakeFirstOrThrow();
  return row.link_code ?? code;
}

/**
 * The outbox message just queued for a judge: queueMail gives no id back, so it is found as
 * the newest of its kind for the judge at that moment.
 */
export async function queuedMailId(db: Db, memberId: string, kind: string, at: number): Promise<string | null> {
  const row = await db
    .selectFrom('mail_message')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('created_at', '=', at)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface ListedInvitation extends InvitationRow {
  display_name: string;
  mail_status: string | null;
  finished: number;
}

/** A publication's invitations, newest first, with the judge's name, the last message's status and whether they finished. */
export function listInvitations(db: Db, publicationId: string): Promise<ListedInvitation[]> {
  return db
    .selectFrom('invitation')
    .innerJoin('member', 'member.id', 'invitation.member_id')
    .leftJoin('mail_message', 'mail_message.id', 'invitation.mail_id')
    .selectAll('invitation')
    .select(['member.display_name', 'mail_message.status as mail_status'])
    .select((eb) =>
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('judge_session')
              .select('judge_session.id')
              .whereRef('judge_session.publication_id', '=', 'invitation.publication_id')
              .whereRef('judge_session.member_id', '=', 'invitation.member_id')
              .where('judge_session.status', '=', 'finished'),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('finished'),
    )
    .where('invitation.publication_id', '=', publicationId)
    .orderBy('invitation.invited_at', 'desc')
    .orderBy('invitation.id')
    .execute();
}

/**
 * The invitations of a publication whose judge has not finished: no finished run (a
 * screened-out run is finished too, screened out).
 */
export function unfinishedInvitations(db: Db, publicationId: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('invitation')
    .selectAll('invitation')
    .where('invitation.publication_id', '=', publicationId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('judge_session')
            .select('judge_session.id')
            .whereRef('judge_session.publication_id', '=', 'invitation.publication_id')
            .whereRef('judge_session.member_id', '=', 'invitation.member_id')
            .where('judge_session.status', '=', 'finished'),
        ),
      ),
    )
    .orderBy('invitation.invited_at')
    .orderBy('invitation.id')
    .execute();
}

export function findSchedule(db: Db, publicationId: string) {
  return db
    .selectFrom('invitation_schedule')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .executeTakeFirst();
}

/** A new schedule is due again, even if an earlier one was sent. */
export async function saveSchedule(db: Db, publicationId: string, hours: number | null): Promise<void> {
  if (hours === null) {
    await db.deleteFrom('invitation_schedule').where('publication_id', '=', publicationId).execute();
    return;
  }
  await db
    .insertInto('invitation_schedule')
    .values({ publication_id: publicationId, remind_before_hours: hours, sent_at: null })
    .onConflict((conflict) =>
      conflict.column('publication_id').doUpdateSet({ remind_before_hours: hours, sent_at: null }),
    )
    .execute();
}

/** The publications whose scheduled reminders are not sent yet and which close later than now, with when they close. */
export function pendingSchedules(
  db: Db,
  now: number,
): Promise<{ publication_id: string; remind_before_hours: number; expires_at: number | null }[]> {
  return db
    .selectFrom('invitation_schedule')
    .innerJoin('publication', 'publication.id', 'invitation_schedule.publication_id')
    .select(['invitation_schedule.publication_id', 'invitation_schedule.remind_before_hours', 'publication.expires_at'])
    .where('invitation_schedule.sent_at', 'is', null)
    .where('publication.expires_at', '>', now)
    .execute();
}

/** Claims a due schedule for this process (a guarded update): true for the one process that wins it. */
export async function claimSchedule(db: Db, publicationId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('invitation_schedule')
    .set({ sent_at: now })
    .where('publication_id', '=', publicationId)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
