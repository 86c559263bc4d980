import { sql, type Kysely } from 'kysely';

// Webhooks (issue 45). What happens to a publication is written down as it happens, in
// `publication_event` (an outbox: the closing, the target reached, a judge screened out),
// by the work that caused it; each server process then hands every event to the account's
// webhooks that want it as a `webhook_delivery`, claimed atomically so that several
// processes never send one attempt twice, retried with backoff, each try kept in
// `webhook_attempt` for the console. `once_key` makes an event that may happen only once
// (the target reached, a closing at a given moment, a run's screen-out) recorded only once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publication_event')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('publication_id', 'text', (column) => column.notNull().references('publication.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('once_key', 'text', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('details', 'text', (column) => column.notNull())
    .addColumn('handed_out', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('publication_event_once', ['publication_id', 'once_key'])
    .execute();
  await db.schema
    .createIndex('publication_event_waiting')
    .on('publication_event')
    .column('at')
    .where(sql.ref('handed_out'), '=', 0)
    .execute();

  await db.schema
    .createTable('webhook')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('account.id').onDelete('cascade'))
    .addColumn('url', 'text', (column) => column.notNull())
    // The receiver checks the signature with it, so it is kept as given (a hash could not sign).
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('events', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('webhook_account').on('webhook').column('account_id').execute();

  await db.schema
    .createTable('webhook_delivery')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('webhook_id', 'text', (column) => column.notNull().references('webhook.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (column) => column.notNull().references('publication_event.id').onDelete('cascade'))
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('next_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('webhook_delivery_once', ['webhook_id', 'event_id'])
    .execute();
  await db.schema.createIndex('webhook_delivery_due').on('webhook_delivery').columns(['status', 'next_at']).execute();
  await db.schema
    .createIndex('webhook_delivery_of_webhook')
    .on('webhook_delivery')
    .columns(['webhook_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_attempt')
    .addColumn('delivery_id', 'text', (column) =>
      column.notNull().references('webhook_delivery.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('webhook_attempt_pk', ['delivery_id', 'number'])
    .execute();
}
