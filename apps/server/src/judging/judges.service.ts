import { CallError, ErrorCode } from '@palate/protocol';
import { findJudgeLink } from '../publishing/links.repository.ts';
import { listNamedJudges } from '../accounts/members.repository.ts';
import { findPublication } from '../publishing/publications.repository.ts';
import { findSessionOfMember } from './runs.repository.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { requireTerminal } from '../publishing/terminals.service.ts';

/**
 * publication/members: the logins a booth offers when the publication needs identified
 * judges. Only a connected terminal of the publication's account may ask.
 */
export async function listLogins(
  context: CallContext,
  request: { id: string; term: string },
): Promise<{ login: string; name: string }[]> {
  const terminal = await requireTerminal(context, request.term);
  const publication = await findPublication(context.db, request.id);
  if (!publication || publication.account_id !== terminal.account_id) {
    throw new CallError(ErrorCode.sessionLoading, 'There is no such publication.');
  }
  if (publication.need_id !== 1) return [];
  const judges = await listNamedJudges(context.db, terminal.account_id);
  return judges.flatMap((judge) => (judge.login === null ? [] : [{ login: judge.login, name: judge.display_name }]));
}

/** quests/jsess/check: the caller's run of a block, if any, so a client can offer to continue it. */
export async function checkJudgeSession(
  context: CallContext,
  request: { id: string; term?: string | undefined; link?: string | undefined },
): Promise<{ id: string; st: 'inProgress' | 'finished' } | null> {
  const caller = requireCaller(context);
  const publication = await findPublication(context.db, request.id);
  if (!publication || publication.account_id !== caller.member.account_id) {
    throw new CallError(ErrorCode.sessionLoading, 'There is no such publication.');
  }
  if (request.term !== undefined) await requireTerminal(context, request.term, caller.member.account_id);
  if (request.link !== undefined) {
    const link = await findJudgeLink(context.db, request.link);
    if (!link || link.member_id !== caller.member.id || link.publication_id !== request.id) {
      throw new CallError(ErrorCode.invalidLink, 'Oops... wrong link.');
    }
  }
  const session = await findSessionOfMember(context.db, request.id, caller.member.id);
  return session ? { id: session.id, st: session.status } : null;
}
