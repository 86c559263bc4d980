import type { Db } from '../db/database.ts';
import type { MessageTable } from '../db/schema.ts';

export type MessageRow = MessageTable;

export interface StoredMessage extends MessageRow {
  users: string[];
  /** The status the given member set, or null when they have not touched it. */
  status: string | null;
}

/** Stores a message and its named recipients together. */
export async function insertMessage(db: Db, row: MessageRow, users: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('message').values(row).execute();
    if (users.length > 0) {
      await trx
        .insertInto('message_recipient')
        .values(users.map((member_id) => ({ message_id: row.id, member_id })))
        .execute();
    }
  });
}

/** Which of these member ids belong to the account (named recipients must). */
export async function membersOfAccount(db: Db, accountId: string, memberIds: string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectFrom('member')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', memberIds)
    .execute();
  return rows.map((row) => row.id);
}

/** An account's messages, each with the status `memberId` set on it (null where none). */
function messagesAsSeenBy(db: Db, accountId: string, memberId: string) {
  return db
    .selectFrom('message')
    .leftJoin('message_status', (join) =>
      join.onRef('message_status.message_id', '=', 'message.id').on('message_status.member_id', '=', memberId),
    )
    .selectAll('message')
    .select('message_status.status as status')
    .where('message.account_id', '=', accountId);
}

/** Every message of an account, newest first, with its named recipients and `memberId`'s status. */
export async function listAccountMessages(db: Db, accountId: string, memberId: string): Promise<StoredMessage[]> {
  const rows = await messagesAsSeenBy(db, accountId, memberId)
    .orderBy('message.created_at', 'desc')
    .orderBy('message.id')
    .execute();
  const users = await recipientsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, users: users.get(row.id) ?? [] }));
}

async function recipientsOf(db: Db, messageIds: string[]): Promise<Map<string, string[]>> {
  const byMessage = new Map<string, string[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('message_recipient')
    .select(['message_id', 'member_id'])
    .where('message_id', 'in', messageIds)
    .orderBy('member_id')
    .execute();
  for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row.member_id]);
  return byMessage;
}

/** One message of an account as `memberId` sees it. */
export async function findAccountMessage(
  db: Db,
  accountId: string,
  messageId: string,
  memberId: string,
): Promise<StoredMessage | undefined> {
  const row = await messagesAsSeenBy(db, accountId, memberId).where('message.id', '=', messageId).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, users: (await recipientsOf(db, [row.id])).get(row.id) ?? [] };
}

export async function saveMessageStatus(
  db: Db,
  messageId: string,
  memberId: string,
  status: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('message_status')
    .values({ message_id: messageId, member_id: memberId, status, updated_at: now })
    .onConflict((conflict) => conflict.columns(['message_id', 'member_id']).doUpdateSet({ status, updated_at: now }))
    .execute();
}
