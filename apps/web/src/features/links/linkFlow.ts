import { CallError, ErrorCode, type LinkView } from '@palate/protocol';
import { callApi, exchange } from '../../lib/api.ts';
import { releaseJudge } from '../../lib/judgeSession.ts';
import { clearJudge, readJudge, saveJudge } from '../../lib/judgeStore.ts';
import { rememberLink, storedLinkOf } from '../../lib/linkStore.ts';

/**
 * Before another judge takes this browser over: an anonymous judge without a name is
 * simply forgotten (their own individual link still brings them back), a named judge is
 * logged out (spec: changing judge logs out the previous one when the token differs).
 */
async function makeWayFor(token: string | undefined): Promise<void> {
  const stored = readJudge();
  if (!stored || stored.token === token) return;
  if (stored.name === '') clearJudge();
  else await releaseJudge();
}

/**
 * link/check for a code (global or individual) and the judge token that goes with it.
 * On success the judge and the link are stored (fzj_judge, fzj_links) and the answer
 * gives the individual code and the judge's token for its address.
 */
export async function openLink(
  code: string,
  judgeToken: string | undefined,
): Promise<{ link: LinkView; token: string }> {
  await makeWayFor(judgeToken);
  const { link } = await callApi('link/check', { link: code, ...(judgeToken ? { judge: judgeToken } : {}) });
  // The token came in the envelope and is already kept; the judge is stored afresh with it.
  const token = readJudge()?.token;
  if (!token) throw new CallError(ErrorCode.unexpectedResponse, 'link/check gave no token.');
  saveJudge({ name: '', token, pub: link.pub, link: link.cd });
  rememberLink(link.sess.cd, link.cd, Date.now());
  return { link, token };
}

/** The judge token to send with a global code: this browser's, when it already went that way. */
export function returningJudgeOf(globalCode: string): string | undefined {
  const stored = storedLinkOf(globalCode);
  const judge = readJudge();
  return stored && judge?.link === stored.cd ? judge.token : undefined;
}

/** The code to show on the offline-link page for a failure. */
export function linkErrorCode(error: unknown): number {
  return error instanceof CallError ? error.code : ErrorCode.invalidLink;
}

/**
 * invite/open: an invitation's personal link turned into its judge's individual link and a
 * judge token for them, kept nowhere yet: the individual link's screen stores the judge
 * once it has checked them, as after a global link.
 */
export async function openInvitation(
  token: string,
): Promise<{ link: string; token: string; pub: string; bookable: boolean }> {
  const { payload, tk } = await exchange('invite/open', { token }, 'nextJudge');
  if (!tk) throw new CallError(ErrorCode.unexpectedResponse, 'invite/open gave no token.');
  return { link: payload.link, token: tk, pub: payload.pub, bookable: payload.bookable };
}

/**
 * An invited judge whose publication has time slots books one first: they are kept as this
 * browser's judge (as their individual link would keep them), so the booking screen calls as them.
 */
export async function keepInvitedJudge(opened: { link: string; token: string; pub: string }): Promise<void> {
  await makeWayFor(opened.token);
  saveJudge({ name: '', token: opened.token, pub: opened.pub, link: opened.link });
}
