import { z } from 'zod';
import { accountSettings } from './members.ts';

/** The licence of an account: booth devices it may connect at once, and those connected now. */
export const licence = z.object({
  /** The account's own limit; null: the server's (MAX_DEVICES), itself null for no limit. */
  own: z.number().int().nullable(),
  /** The limit in force. */
  maxDevices: z.number().int().nullable(),
  devicesInUse: z.number().int(),
});
export type LicenceView = z.infer<typeof licence>;

/** The caller's account as its administrators edit it. */
export const administeredAccount = z.object({
  code: z.string(),
  name: z.string(),
  created: z.number(),
  settings: accountSettings,
  licence,
  custom: z.object({ css: z.string(), js: z.string() }),
  /** The caller administers the server (an administrator of its first account): every account is theirs. */
  serverAdmin: z.boolean(),
});
export type AdministeredAccountView = z.infer<typeof administeredAccount>;

/** An account as the server administrator lists them. */
export const accountSummary = z.object({
  code: z.string(),
  name: z.string(),
  created: z.number(),
  members: z.number().int(),
  licence,
});
export type AccountSummaryView = z.infer<typeof accountSummary>;

/** An account's custom stylesheet or script: at most 256 KiB of text; empty removes it. */
export const customAssetText = z.string().max(256 * 1024);
