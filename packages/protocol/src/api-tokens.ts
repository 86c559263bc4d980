import { z } from 'zod';
import { API_TOKEN_SCOPES } from './api-token-scopes.ts';

export const apiTokenScope = z.enum(API_TOKEN_SCOPES);

/** A leader's API token as the account page lists it: never the token itself, which is shown once. */
export const apiTokenView = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScope,
  created: z.number(),
  expires: z.number(),
  /** The last call made with it (epoch ms); null: never used. */
  lastUsed: z.number().nullable(),
});
export type ApiTokenView = z.infer<typeof apiTokenView>;

/** What a leader gives a new token: a name to know it by, its scope and the moment it ends (at most a year ahead). */
export const newApiToken = z.object({
  name: z.string().trim().min(1).max(100),
  scope: apiTokenScope,
  expires: z.number().int().positive(),
});
