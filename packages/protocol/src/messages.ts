import { z } from 'zod';

/** Who a message is for: everyone of the account, its judges or its leaders, and named members. */
export const messageGroup = z.enum(['all', 'judges', 'leaders']);
/** A note is read in the leaders' list; a banner is also shown at the top of the app (srvrmsg/current). */
export const messageType = z.enum(['note', 'banner']);
/** What a recipient did with a message. */
export const messageStatus = z.enum(['unread', 'read', 'dismissed']);

export const message = z.object({
  sid: z.string(),
  /** The member who wrote it. */
  owner: z.string(),
  text: z.string(),
  type: messageType,
  recipients: z.object({ group: messageGroup.nullable(), users: z.array(z.string()) }),
  /** The app the banner is for (for example `web`); null for every app. */
  target: z.string().nullable(),
  /** The language of the text; null when it is for every language. */
  lang: z.string().nullable(),
  created: z.number().int(),
  /** The caller's own status of the message. */
  status: messageStatus,
  /** Changes whenever what the caller sees of the message changes. */
  checksum: z.string(),
});
export type Message = z.infer<typeof message>;
