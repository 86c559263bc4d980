import type { Db } from '../../db/database.ts';

/** Every answer the member gave (leaders' simulations are theirs as leaders, not as judges). */
export function answersOfMember(db: Db, memberId: string) {
  return db
    .selectFrom('answer')
    .innerJoin('judge_session', 'judge_session.id', 'answer.judge_session_id')
    .select([
      'judge_session.publication_id',
      'answer.page_key',
      'answer.control_id',
      'answer.product_id',
      'answer.repetition',
      'answer.value',
      'answer.text',
      'answer.detail',
      'answer.saved_at',
    ])
    .where('judge_session.member_id', '=', memberId)
    .where('judge_session.previewed_by', 'is', null)
    .orderBy('answer.saved_at')
    .orderBy('answer.control_id')
    .execute();
}

export function invitationsOfMember(db: Db, memberId: string) {
  return db
    .selectFrom('invitation')
    .select([
      'publication_id',
      'email',
      'language',
      'invited_at',
      'opened_at',
      'last_reminded_at',
      'reminders_sent',
      'unsubscribed',
    ])
    .where('member_id', '=', memberId)
    .orderBy('invited_at')
    .execute();
}

export function bookingsOfMember(db: Db, memberId: string) {
  return db
    .selectFrom('slot_booking')
    .innerJoin('time_slot', 'time_slot.id', 'slot_booking.slot_id')
    .select([
      'slot_booking.publication_id',
      'slot_booking.status',
      'slot_booking.created_at',
      'slot_booking.changed_at',
      'time_slot.starts_at',
      'time_slot.minutes',
    ])
    .where('slot_booking.member_id', '=', memberId)
    .orderBy('slot_booking.created_at')
    .execute();
}
