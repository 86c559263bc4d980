import type { Kysely } from 'kysely';

// Rewards and informed consent (issue 42). A publication may carry a reward: points, or an
// amount in a currency. What a judge was granted is never stored: it is read from their
// finished runs (outreach/rewards/ledger.ts says why), so only a leader's corrections are
// kept, each with its reason. A publication may ask for consent: its text per language and
// a version raised by each change of the text; a judge's decision on it is one row per
// judge and publication (the version they accepted, when they declined or withdrew).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication').addColumn('reward_kind', 'text').execute();
  await db.schema.alterTable('publication').addColumn('reward_value', 'double precision').execute();
  await db.schema.alterTable('publication').addColumn('reward_currency', 'text').execute();
  await db.schema.alterTable('publication').addColumn('consent', 'text').execute();

  await db.schema
    .createTable('reward_adjustment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('publication_id', 'text', (c) => c.references('publication.id').onDelete('cascade'))
    .addColumn('delta', 'double precision', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reward_adjustment_of_publication')
    .on('reward_adjustment')
    .columns(['publication_id', 'at'])
    .execute();
  await db.schema
    .createIndex('reward_adjustment_of_member')
    .on('reward_adjustment')
    .columns(['member_id', 'at'])
    .execute();

  await db.schema
    .createTable('judge_consent')
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publication.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('declined_at', 'bigint')
    .addColumn('withdrawn_at', 'bigint')
    .addPrimaryKeyConstraint('judge_consent_pk', ['member_id', 'publication_id'])
    .execute();
  await db.schema.createIndex('judge_consent_of_publication').on('judge_consent').column('publication_id').execute();
}
