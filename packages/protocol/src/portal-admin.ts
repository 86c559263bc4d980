import { z } from 'zod';
import { portalScreenScope } from './booth.ts';

/** The screens of the judges' app that show the lab's header and footer, and the parts each has. */
export const PORTAL_SCREEN_TYPES = ['home', 'login'] as const;
export const PORTAL_PARTS = ['header', 'footer'] as const;

/** A part of a screen as the console edits it: the leader's HTML (sanitised where it is shown) and a CSS declaration list. */
export const authoredPortalPart = z.object({
  scope: portalScreenScope,
  /** The account's id, a terminal's id or a global link's code. */
  scopeId: z.string().min(1).max(64),
  type: z.enum(PORTAL_SCREEN_TYPES),
  name: z.enum(PORTAL_PARTS),
  content: z.string().max(64 * 1024),
  style: z.string().max(2048),
});
export type AuthoredPortalPart = z.infer<typeof authoredPortalPart>;
