import type { CallPath } from './access.ts';

/**
 * What a leader's API token may do, for scripts (R, Python) that read or manage the leader's
 * publications without the console. Kept apart from the schemas (api-tokens.ts), without zod,
 * for the server's route, which reads it on every call made with a token.
 */
export const API_TOKEN_SCOPES = ['read-results', 'manage-publications'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * An API token is this prefix and 256 random bits (43 base64url characters): a member token
 * has 43 characters, so the server tells the two apart by the token alone and a judge's
 * post looks nothing up for API tokens.
 */
export const API_TOKEN_PREFIX = 'pal_';
const API_TOKEN_LENGTH = API_TOKEN_PREFIX.length + 43;

export function isApiToken(token: string): boolean {
  return token.length === API_TOKEN_LENGTH && token.startsWith(API_TOKEN_PREFIX);
}

/** The calls that read a publication, its results and the questionnaire that names them. */
const READ_RESULTS = [
  'pub/list',
  'pub/analysis',
  'pub/export',
  'pub/comments',
  'pub/monitor',
  'quest/list',
  'quest/export',
] as const satisfies readonly CallPath[];

/**
 * Reading, and making and changing questionnaires and publications. Not deleting a
 * publication's answers (pub/delete, a person confirms it in the console), nor acting on
 * judges at their booths (ending or restarting runs, freeing booths, synchronised starts).
 */
const MANAGE_PUBLICATIONS = [
  ...READ_RESULTS,
  'quest/import',
  'quest/duplicate',
  'quest/archive',
  'quest/image/upload',
  'quest/image/list',
  'pub/create',
  'pub/design',
  'pub/servingPlan',
  'pub/close',
  'pub/expiry',
  'pub/training',
  'pub/targets',
  'pub/targets/set',
  'pub/quotaLimits',
  'pub/profileFilter',
  'pub/judgesTitle',
  'pub/links',
  'pub/link/create',
  'pub/link/revoke',
  'pub/exclude',
  'pub/comments/select',
] as const satisfies readonly CallPath[];

/** The calls each scope allows; an API token is refused (50202) on every other call. */
export const API_TOKEN_CALLS: Record<ApiTokenScope, readonly CallPath[]> = {
  'read-results': READ_RESULTS,
  'manage-publications': MANAGE_PUBLICATIONS,
};

export function scopeAllows(scope: ApiTokenScope, path: CallPath): boolean {
  return (API_TOKEN_CALLS[scope] as readonly string[]).includes(path);
}
