import { sql, type Kysely } from 'kysely';

// Booked sessions for booths (issue 42). A publication may offer time slots, each with its
// places (the booths); a judge holds one booking per publication: `booked` in a place, or
// `waiting` on a full slot's list (in the order of `created_at`), `cancelled` once given up.
// The partial unique index keeps that one live booking per judge and publication even when
// two of their requests arrive at once. `reminded_at` is claimed by one guarded update, so
// that several processes send a booking's reminder once. The publication says how long
// before a slot a judge may still cancel or move, when the reminder goes, and the time zone
// the slots are told in (mail, calendar file).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publication')
    .addColumn('booking_deadline_hours', 'integer', (column) => column.notNull().defaultTo(24))
    .execute();
  await db.schema
    .alterTable('publication')
    .addColumn('booking_reminder_hours', 'integer', (column) => column.notNull().defaultTo(24))
    .execute();
  await db.schema
    .alterTable('publication')
    .addColumn('slot_time_zone', 'text', (column) => column.notNull().defaultTo('UTC'))
    .execute();

  await db.schema
    .createTable('time_slot')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('publication_id', 'text', (column) => column.notNull().references('publication.id').onDelete('cascade'))
    .addColumn('starts_at', 'bigint', (column) => column.notNull())
    .addColumn('minutes', 'integer', (column) => column.notNull())
    .addColumn('places', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('time_slot_of_publication')
    .on('time_slot')
    .columns(['publication_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('slot_booking')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('slot_id', 'text', (column) => column.notNull().references('time_slot.id').onDelete('cascade'))
    .addColumn('publication_id', 'text', (column) => column.notNull().references('publication.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (column) => column.notNull().references('member.id').onDelete('cascade'))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('changed_at', 'bigint', (column) => column.notNull())
    .addColumn('reminded_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('slot_booking_live')
    .on('slot_booking')
    .columns(['publication_id', 'member_id'])
    .unique()
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  await db.schema.createIndex('slot_booking_of_slot').on('slot_booking').columns(['slot_id', 'status']).execute();
  await db.schema.createIndex('slot_booking_of_member').on('slot_booking').column('member_id').execute();
}
