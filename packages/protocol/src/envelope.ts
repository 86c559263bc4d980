import { z } from 'zod';

/** Fields every answer carries (spec section 7). */
export const responseEnvelope = z.object({
  errorType: z.number().int(),
  errorMsg: z.string(),
  errorData: z.unknown().optional(),
  /** The caller's token, refreshed; absent when the call needs none. */
  tk: z.string().optional(),
  /** Seconds the token still lives. */
  tkl: z.number().int().optional(),
});
export type ResponseEnvelope = z.infer<typeof responseEnvelope>;

/** Sent in every authenticated request body. */
export const token = z.string().min(16).max(128);
