import type { Kysely } from 'kysely';

// Training with feedback (issue 43): a training publication's targets per product and
// attribute (a scale control), a value and a tolerance each, and on the publication the
// rule of the panel's mean ± k SD for the attributes without one (both null: no rule).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publication_target')
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publication.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('control_id', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('tolerance', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('publication_target_pk', ['publication_id', 'product_id', 'control_id'])
    .execute();
  await db.schema.alterTable('publication').addColumn('panel_target_k', 'double precision').execute();
  await db.schema.alterTable('publication').addColumn('panel_target_min_judges', 'integer').execute();
}
