import type { Kysely } from 'kysely';

// The product library (issue 44): an account's products, known to every questionnaire by
// their code (a definition's product names one with `libraryProduct`), the custom fields
// the account describes them with, their batches, and which batch of each library product
// a publication served, so that results and control charts follow a product across
// publications. Dates are epoch milliseconds (the day's midnight UTC), as elsewhere.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('library_field')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('account.id').onDelete('cascade'))
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addUniqueConstraint('library_field_key', ['account_id', 'key'])
    .execute();

  await db.schema
    .createTable('library_product')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('account.id').onDelete('cascade'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('brand', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('field_values', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('library_product_code', ['account_id', 'code'])
    .execute();

  await db.schema
    .createTable('product_batch')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('product_id', 'text', (column) => column.notNull().references('library_product.id').onDelete('cascade'))
    .addColumn('lot_code', 'text', (column) => column.notNull())
    .addColumn('production_date', 'bigint')
    .addColumn('plant', 'text', (column) => column.notNull())
    .addColumn('best_before', 'bigint')
    .addColumn('notes', 'text', (column) => column.notNull())
    .addUniqueConstraint('product_batch_lot', ['product_id', 'lot_code'])
    .execute();

  await db.schema
    .createTable('publication_batch')
    .addColumn('publication_id', 'text', (column) => column.notNull().references('publication.id').onDelete('cascade'))
    // The definition's product id: one library product may be served as several products.
    .addColumn('product', 'text', (column) => column.notNull())
    .addColumn('batch_id', 'text', (column) => column.notNull().references('product_batch.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('publication_batch_pk', ['publication_id', 'product'])
    .execute();
  await db.schema.createIndex('publication_batch_batch').on('publication_batch').column('batch_id').execute();
}
