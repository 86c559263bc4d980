import type { Kysely } from 'kysely';

// Each column added on its own: SQLite's ALTER TABLE adds one column at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  const publicationColumns: [string, 'integer' | 'text', boolean][] = [
    ['repetitions', 'integer', true],
    ['design_symbols', 'text', false],
    ['tray_min', 'integer', false],
    ['tray_max', 'integer', false],
    ['tray_unique', 'integer', true],
  ];
  for (const [name, type, hasDefault] of publicationColumns) {
    await db.schema
      .alterTable('publication')
      .addColumn(name, type, (c) => (hasDefault ? c.notNull().defaultTo(name === 'repetitions' ? 1 : 0) : c))
      .execute();
  }
  await db.schema.alterTable('judge_session').addColumn('tray', 'integer').execute();
  await db.schema.alterTable('judge_session').addColumn('design_rank', 'integer').execute();
  await db.schema
    .alterTable('answer')
    .addColumn('repetition', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('answer').addColumn('detail', 'text').execute();
}
