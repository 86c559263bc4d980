import type { Language } from '@palate/engine';
import type { ApiTokenScope } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import type { JudgeSessionTable, MemberTable, PublicationTable } from '../db/schema.ts';

/** Calls per client address and window; 0 turns a limit off. */
export interface RateLimitSettings {
  windowSeconds: number;
  /** `members/add`: each one hands out an anonymous judge's token and a member row. */
  newJudges: number;
  /** Password guesses (`members/connect`, `members/updatePass`), which feed the per-login lock-out. */
  logins: number;
}

export interface ServerSettings {
  /** Seconds a judge's token lives without use: long, so a home-use judge can come back. */
  judgeTokenLifeSeconds: number;
  userTokenLifeSeconds: number;
  /**
   * Seconds after its expiry during which a token can still be renewed with members/check
   * (updTk), the spec's refresh on 1100; default 300. Any other call gets 1100 meanwhile.
   */
  tokenRenewalGraceSeconds?: number;
  /** A terminal not heard from for this long must be set up again (2300); default 7 days. */
  terminalTimeoutSeconds?: number;
  /** The booth devices the licence allows per account (11170); unlimited when absent. */
  maxDevices?: number | null;
  /** Calls per client address on the guarded calls; no limits when absent. */
  rateLimits?: RateLimitSettings;
  /**
   * The address judges reach the server at (PUBLIC_URL, an origin such as
   * `https://tasting.example.org`): links and QR codes start with it. Unset, the console uses
   * the address it is viewed at.
   */
  publicUrl?: string | null;
  /** How this server sends email (SMTP_URL, MAIL_FROM); none is sent when absent. */
  mail?: MailSettings | null;
}

export interface MailSettings {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps:// (TLS from the start). */
  smtpUrl: string;
  /** The From address, e.g. `Sensory lab <panel@example.org>`. */
  from: string;
}

export interface Caller {
  member: MemberTable;
  tokenHash: string;
  /** The token as sent, returned refreshed in every answer. */
  token: string;
  expiresAt: number;
  /** Set when the call came with a leader's API token (accounts/api-tokens.service.ts) rather than a sign-in's. */
  apiToken?: { id: string; scope: ApiTokenScope };
}

/** Facts about this server process, fixed at start. */
export interface SystemFacts {
  serverVersion: string;
  describeDatabase: () => Promise<string>;
}

/**
 * The run a call's `se` names and its publication, read with the caller's token in one
 * statement (run/post); undefined where there is none. Whose run it is is not checked yet.
 */
export interface RunReadWithToken {
  sessionId: string;
  session: JudgeSessionTable | undefined;
  publication: PublicationTable | undefined;
}

/** What a call's handler gets: nothing here outlives the request, so any process can serve it. */
export interface CallContext {
  db: Db;
  settings: ServerSettings;
  system: SystemFacts;
  now: number;
  language: Language;
  caller: Caller | undefined;
  /** Read by the route with the token, for the calls that ask for it (http/ws-routes.ts). */
  runReadWithToken?: RunReadWithToken;
}

export function requireCaller(context: CallContext): Caller {
  if (!context.caller) throw new Error('handler needs a caller but the call is declared without access');
  return context.caller;
}
