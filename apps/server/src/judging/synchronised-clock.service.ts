import { CallError, ErrorCode } from '@palate/protocol';
import { findPublication } from '../publishing/publications.repository.ts';
import { type CallContext } from '../shared/context.ts';
import { ownSession } from './run.ts';

/**
 * run/synch/get: the shared clock of synchronised temporal screens. The server's time is
 * read as the call arrives, a millisecond or two before the answer leaves, so the booth
 * can take it as the middle of the round trip to learn its offset; `startsAt` is the
 * leader's latest synchronised start of the publication. Someone else's session is
 * answered like a missing one (3301). Every waiting booth asks each second, so the call
 * reads the two rows it needs and builds no run.
 */
export async function synchronisedClock(
  context: CallContext,
  sessionId: string,
): Promise<{ now: number; startsAt: number | null }> {
  const session = await ownSession(context, sessionId);
  const publication = await findPublication(context.db, session.publication_id);
  if (!publication) throw new CallError(ErrorCode.noSession, 'No session.');
  return { now: context.now, startsAt: publication.synchronised_start_at };
}
