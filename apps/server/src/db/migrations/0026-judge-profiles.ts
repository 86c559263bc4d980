import type { Kysely } from 'kysely';

// Judges' profiles: the fields an account's administrators define (nothing else is kept
// about a judge), and each judge's values of them, as JSON text. A member's or a field's
// deletion takes its values with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_field')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('judge_editable', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('profile_field_account_key', ['account_id', 'key'])
    .execute();
  await db.schema
    .createTable('profile_value')
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('field_id', 'text', (c) => c.notNull().references('profile_field.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_value_pk', ['member_id', 'field_id'])
    .execute();
  await db.schema.createIndex('profile_value_field').on('profile_value').column('field_id').execute();
}
