import type { Database } from '../db/database.ts';
import { createGlobalLink } from '../publishing/links.service.ts';
import { listAllPublications } from '../publishing/publications.repository.ts';
import { deletionNote } from '../publishing/retention.service.ts';
import { balanceNote } from '../results/balance.service.ts';
import type { CommandLine } from './command.ts';

/** Each publication on a line, with how it is answered, its simulation, its deletion and its design's balance. */
export async function runPublications(database: Database, _line: CommandLine, now: number): Promise<void> {
  for (const p of await listAllPublications(database.db)) {
    process.stdout.write(
      `${p.id}\t${p.name}\t${p.anonymous ? 'open to anonymous judges' : 'identified judges'}${p.offline_enabled ? '\toffline answering allowed' : ''}\tsimulation: pvw/${p.id}/n1${deletionNote(p.deletes_at, now)}\n`,
    );
    const note = await balanceNote(database.db, p);
    if (note) process.stdout.write(`  ${note.text}\n`);
  }
}

export async function runLink(database: Database, { values }: CommandLine): Promise<void> {
  if (!values.publication) throw new Error('link needs --publication ID');
  process.stdout.write(`to/${await createGlobalLink(database.db, values.publication, Date.now())}\n`);
}
