import type { Db } from '../../db/database.ts';
import type {
  LibraryFieldTable,
  LibraryProductTable,
  ProductBatchTable,
  PublicationBatchTable,
} from '../../db/schema.ts';

export type LibraryFieldRow = LibraryFieldTable;
export type LibraryProductRow = LibraryProductTable;
export type ProductBatchRow = ProductBatchTable;

export function libraryFields(db: Db, accountId: string): Promise<LibraryFieldRow[]> {
  return db.selectFrom('library_field').selectAll().where('account_id', '=', accountId).orderBy('position').execute();
}

/** The account's fields replaced by these, in this order. */
export async function replaceLibraryFields(db: Db, accountId: string, fields: LibraryFieldRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('library_field').where('account_id', '=', accountId).execute();
    if (fields.length > 0) await trx.insertInto('library_field').values(fields).execute();
  });
}

export function libraryProducts(db: Db, accountId: string): Promise<LibraryProductRow[]> {
  return db.selectFrom('library_product').selectAll().where('account_id', '=', accountId).orderBy('code').execute();
}

export function findLibraryProduct(db: Db, id: string): Promise<LibraryProductRow | undefined> {
  return db.selectFrom('library_product').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many batches each of the account's products has. */
export async function batchCounts(db: Db, accountId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('product_batch')
    .innerJoin('library_product', 'library_product.id', 'product_batch.product_id')
    .select('product_batch.product_id')
    .select((eb) => eb.fn.countAll<number | string>().as('batches'))
    .where('library_product.account_id', '=', accountId)
    .groupBy('product_batch.product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.batches)]));
}

/** Products and batches inserted or updated together: an import stores all of its lines or none. */
export async function storeLibrary(
  db: Db,
  products: { insert: LibraryProductRow[]; update: LibraryProductRow[] },
  batches: { insert: ProductBatchRow[]; update: ProductBatchRow[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (products.insert.length > 0) await trx.insertInto('library_product').values(products.insert).execute();
    for (const product of products.update) {
      await trx.updateTable('library_product').set(product).where('id', '=', product.id).execute();
    }
    if (batches.insert.length > 0) await trx.insertInto('product_batch').values(batches.insert).execute();
    for (const batch of batches.update) {
      await trx.updateTable('product_batch').set(batch).where('id', '=', batch.id).execute();
    }
  });
}

/** Deletes a product; its batches and the publications' record of serving them go with it. */
export async function deleteLibraryProduct(db: Db, id: string): Promise<void> {
  await db.deleteFrom('library_product').where('id', '=', id).execute();
}

export function batchesOf(db: Db, productIds: string[]): Promise<ProductBatchRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_batch')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('lot_code')
    .execute();
}

export function findBatch(db: Db, id: string): Promise<ProductBatchRow | undefined> {
  return db.selectFrom('product_batch').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteBatch(db: Db, id: string): Promise<void> {
  await db.deleteFrom('product_batch').where('id', '=', id).execute();
}

/** The batches a publication served, by its definition's product id. */
export function publicationBatches(
  db: Db,
  publicationIds: string[],
): Promise<(PublicationBatchTable & { lot_code: string; production_date: number | null })[]> {
  if (publicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('publication_batch')
    .innerJoin('product_batch', 'product_batch.id', 'publication_batch.batch_id')
    .select(['publication_batch.publication_id', 'publication_batch.product', 'publication_batch.batch_id'])
    .select(['product_batch.lot_code', 'product_batch.production_date'])
    .where('publication_batch.publication_id', 'in', publicationIds)
    .execute();
}

/** A publication's served batches set: each product's row replaced, or removed where `batchId` is null. */
export async function setPublicationBatches(
  db: Db,
  publicationId: string,
  served: { product: string; batchId: string | null }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { product, batchId } of served) {
      await trx
        .deleteFrom('publication_batch')
        .where('publication_id', '=', publicationId)
        .where('product', '=', product)
        .execute();
      if (batchId !== null) {
        await trx
          .insertInto('publication_batch')
          .values({ publication_id: publicationId, product, batch_id: batchId })
          .execute();
      }
    }
  });
}
