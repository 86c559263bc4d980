import { CallError, ErrorCode } from '@palate/protocol';
import { callAsUser, exchange } from '../../lib/api.ts';
import { clearUser, saveUser, type StoredUser } from '../../lib/userStore.ts';

/** The protocol caps the user agent it keeps. */
const USER_AGENT_MAX = 512;

export interface LoginInput {
  account: string;
  username: string;
  password: string;
  /** The facilitator's own login, when the server asked for one to complete a judge's login. */
  facilitator?: { username: string; password: string } | undefined;
}

/** The judge is known, but a facilitator must complete the login (the judge's name to show). */
export interface FacilitatorNeeded {
  facilitatorFor: string;
}

/** members/connect, then the member kept under fzj_user. */
export async function logIn(input: LoginInput): Promise<StoredUser | FacilitatorNeeded> {
  const account = input.account.trim();
  const { payload, tk } = await exchange(
    'members/connect',
    {
      l: input.username,
      p: input.password,
      ua: navigator.userAgent.slice(0, USER_AGENT_MAX),
      ...(account === '' ? {} : { acc: account }),
      ...(input.facilitator ? { fl: input.facilitator.username, fp: input.facilitator.password } : {}),
    },
    'user',
  );
  if (payload.facilitator) return { facilitatorFor: payload.user.name };
  const item = payload.acc.items[0];
  // Spec section 8: a login that brings no token fails as a wrong identifier.
  if (!tk || !item) throw new CallError(ErrorCode.wrongIdentifierOrPassword, 'The login gave no token.');
  const user: StoredUser = {
    name: payload.user.name,
    account: { code: item.acc, guid: item.guid },
    roles: item.roles.map((role) => role.n),
    token: tk,
  };
  saveUser(user);
  return user;
}

/** members/disconnect; the member is forgotten here even when the server cannot be told. */
export async function logOut(): Promise<void> {
  try {
    await callAsUser('members/disconnect', {});
  } catch {
    // The token ends on its own; what matters is that this device forgets it.
  } finally {
    clearUser();
  }
}
