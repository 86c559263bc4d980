import { z } from 'zod';

/**
 * A judge's answer in words (a comment, or a text question answered freely or with tags), as
 * the results page lists it and the leader picks it for the report (docs/protocol.md,
 * pub/comments).
 */
export const publicationComment = z.object({
  /** Names the comment in pub/comments/select: the judge's run, the screen and the question. */
  id: z.string(),
  page: z.string(),
  control: z.string(),
  /** The judge's label in the results (name, or J001… by the order they started). */
  judge: z.string(),
  /** The sample's product; '' on a page not per sample. */
  product: z.string(),
  repetition: z.number(),
  text: z.string(),
  /** Picked by a leader for the report. */
  selected: z.boolean(),
});
export type PublicationCommentView = z.infer<typeof publicationComment>;
