import type { Db } from '../db/database.ts';
import type { PublicationTargetTable } from '../db/schema.ts';

export type TargetRow = Omit<PublicationTargetTable, 'publication_id'>;

/** Rows per insert: 5 parameters each stay far below SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 500;

/** A publication's targets (or one product's), by product then attribute. */
export function targetsOfPublication(db: Db, publicationId: string, productId?: string): Promise<TargetRow[]> {
  let query = db
    .selectFrom('publication_target')
    .select(['product_id', 'control_id', 'value', 'tolerance'])
    .where('publication_id', '=', publicationId);
  if (productId !== undefined) query = query.where('product_id', '=', productId);
  return query.orderBy('product_id').orderBy('control_id').execute();
}

/** Replaces all of a publication's targets and its panel rule (both null: none), all or nothing. */
export async function replaceTargets(
  db: Db,
  publicationId: string,
  targets: readonly TargetRow[],
  panelRule: { k: number; minJudges: number } | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('publication_target').where('publication_id', '=', publicationId).execute();
    for (let start = 0; start < targets.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto('publication_target')
        .values(targets.slice(start, start + ROWS_PER_INSERT).map((row) => ({ publication_id: publicationId, ...row })))
        .execute();
    }
    await trx
      .updateTable('publication')
      .set({ panel_target_k: panelRule?.k ?? null, panel_target_min_judges: panelRule?.minJudges ?? null })
      .where('id', '=', publicationId)
      .execute();
  });
}
