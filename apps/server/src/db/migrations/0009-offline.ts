import type { Kysely } from 'kysely';

// Offline answering (spec sections 3 and 4). A publication allows it or not; a judge's run
// remembers its last download: when, the hash of its upload key (only the hash, as for
// tokens), and the run's state at that moment, so that an upload can tell whether the run
// moved on without it. Acknowledged uploads are kept by the client-made id, with the
// device's log, so that a resend stores nothing twice. bigint epoch ms as in 0001.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publication')
    .addColumn('offline_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('judge_session').addColumn('downloaded_at', 'bigint').execute();
  await db.schema.alterTable('judge_session').addColumn('upload_key_hash', 'text').execute();
  await db.schema.alterTable('judge_session').addColumn('download_state', 'text').execute();

  await db.schema
    .createTable('offline_upload')
    .addColumn('upload_id', 'text', (c) => c.primaryKey())
    .addColumn('judge_session_id', 'text', (c) => c.notNull().references('judge_session.id'))
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('log', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offline_upload_session').on('offline_upload').column('judge_session_id').execute();
}
