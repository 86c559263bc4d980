import type { Database } from '../db/database.ts';
import { rewardsCsv } from '../outreach/rewards/ledger.service.ts';
import { findPublication } from '../publishing/publications.repository.ts';
import { requiredPublication, UsageError, type CommandLine } from './command.ts';

/** `rewards --publication ID`: the publication's rewards ledger as CSV on standard output, as the console exports it. */
export async function runRewards(database: Database, line: CommandLine): Promise<void> {
  const publicationId = requiredPublication(line);
  const publication = await findPublication(database.db, publicationId);
  if (!publication) throw new UsageError(`There is no publication ${publicationId}.`);
  process.stdout.write(await rewardsCsv(database.db, publication));
}
