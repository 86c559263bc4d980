import { CallError, ErrorCode, type LinkView } from '@palate/protocol';
import {
  findJudgeLink,
  findJudgeLinkOfMember,
  findPublicationLink,
  insertJudgeLink,
  insertPublicationLink,
} from './links.repository.ts';
import { findAccount } from '../accounts/members.repository.ts';
import { findPublication, type PublicationRow } from './publications.repository.ts';
import { newLinkCode } from '../security/tokens.ts';
import type { Db } from '../db/database.ts';
import type { CallContext } from '../shared/context.ts';
import { addAnonymousJudge, authenticate } from '../accounts/members.service.ts';
import { type IssuedToken } from '../shared/handler.ts';
import { assertOpenToNewJudge, isDeleted } from './publication-state.ts';

export interface CheckedLink {
  link: LinkView;
  /** The visitor's judge token: new for a first visit, refreshed otherwise. */
  token: IssuedToken;
}

const wrongLink = () => new CallError(ErrorCode.invalidLink, 'Oops... wrong link.');

/**
 * link/check. A global code gives a new visitor an anonymous judge and an individual code,
 * and a returning visitor (judge token given) the individual code they already have. An
 * individual code is only good with its own judge's token. Everything else is 30201.
 */
export async function checkLink(
  context: CallContext,
  request: { link: string; judge?: string | undefined },
): Promise<CheckedLink> {
  const individual = await findJudgeLink(context.db, request.link);
  if (individual) {
    const caller = await callerOf(context, request.judge);
    if (caller?.member.id !== individual.member_id) throw wrongLink();
    // A named judge's own link (an invitation's) opens a publication for identified judges too.
    const publication = await openPublication(context, individual.publication_id, caller.member.login !== null);
    return {
      link: await viewOf(context, publication, individual.code, individual.global_code),
      token: { token: caller.token, expiresAt: caller.expiresAt },
    };
  }

  const global = await findPublicationLink(context.db, request.link);
  if (!global) throw wrongLink();
  const publication = await openPublication(context, global.publication_id);
  const returning = await callerOf(context, request.judge);
  if (returning) {
    const existing = await findJudgeLinkOfMember(context.db, global.code, returning.member.id);
    if (existing) {
      return {
        link: await viewOf(context, publication, existing.code, global.code),
        token: { token: returning.token, expiresAt: returning.expiresAt },
      };
    }
  }
  // A revoked link takes no new visitor; those who hold their own link carry on above.
  if (global.revoked_at !== null) throw wrongLink();
  await assertOpenToNewJudge(context, publication, ErrorCode.noMoreJudges);
  const account = await findAccount(context.db, publication.account_id);
  if (!account) throw wrongLink();
  const token = await addAnonymousJudge(context.db, context.settings, account.code, context.now);
  const caller = await authenticate(context.db, context.settings, token.token, context.now);
  const code = newLinkCode();
  await insertJudgeLink(context.db, {
    code,
    global_code: global.code,
    member_id: caller.member.id,
    created_at: context.now,
  });
  return { link: await viewOf(context, publication, code, global.code), token };
}

/**
 * A global link for a publication open to judges without identification (for the
 * leader's publishing tools; the spec names no call for it).
 */
export async function createGlobalLink(db: Db, publicationId: string, now: number): Promise<string> {
  const publication = await findPublication(db, publicationId);
  if (!publication) throw new Error(`there is no publication ${publicationId}`);
  if (publication.anonymous !== 1) throw new Error('only a publication open without identification can have a link');
  const code = newLinkCode();
  await insertPublicationLink(db, { code, publication_id: publication.id, created_at: now, revoked_at: null });
  return code;
}

/**
 * A named judge's own individual link to a publication, for an invitation (outreach): its
 * global link is made revoked, so that it takes no visitor of its own; only this judge,
 * with their token, comes in through it.
 */
export async function individualLinkFor(db: Db, publicationId: string, memberId: string, now: number): Promise<string> {
  const globalCode = newLinkCode();
  await insertPublicationLink(db, {
    code: globalCode,
    publication_id: publicationId,
    created_at: now,
    revoked_at: now,
  });
  const code = newLinkCode();
  await insertJudgeLink(db, { code, global_code: globalCode, member_id: memberId, created_at: now });
  return code;
}

async function callerOf(context: CallContext, token: string | undefined) {
  if (token === undefined || token === '') return undefined;
  try {
    return await authenticate(context.db, context.settings, token, context.now);
  } catch {
    // An unknown or expired judge token on a link is the same as none.
    return undefined;
  }
}

async function openPublication(context: CallContext, publicationId: string, named = false): Promise<PublicationRow> {
  const publication = await findPublication(context.db, publicationId);
  if (!publication || isDeleted(publication, context.now) || (publication.anonymous !== 1 && !named)) throw wrongLink();
  return publication;
}

async function viewOf(
  context: CallContext,
  publication: PublicationRow,
  code: string,
  globalCode: string,
): Promise<LinkView> {
  const account = await findAccount(context.db, publication.account_id);
  return { cd: code, sess: { cd: globalCode }, acc: account?.code ?? '', pub: publication.id };
}
