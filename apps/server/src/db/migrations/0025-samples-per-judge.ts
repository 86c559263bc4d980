import type { Kysely } from 'kysely';

// A publication may serve each judge K of its products, a block of an incomplete block
// design (the definition's samplesPerJudge or `palate publish --samples-per-judge`); null
// serves every product, as publications made before it do.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication').addColumn('samples_per_judge', 'integer').execute();
}
