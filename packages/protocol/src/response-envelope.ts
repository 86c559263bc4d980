/** Fields every answer carries (spec section 7). */
export interface ResponseEnvelope {
  errorType: number;
  errorMsg: string;
  errorData?: unknown;
  /** The caller's token, refreshed; absent when the call needs none. */
  tk?: string;
  /** Seconds the token still lives. */
  tkl?: number;
}

/** The envelope's fields, which a call's payload sits beside. */
export const ENVELOPE_FIELDS = ['errorType', 'errorMsg', 'errorData', 'tk', 'tkl'] as const;

/**
 * The envelope of an answer, or null when the body is not one. Checked by hand rather than
 * with a schema: the judges' client reads every answer through it, and the schema library
 * would be most of what a judge's phone downloads for it.
 */
export function readEnvelope(body: unknown): ResponseEnvelope | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errorType, errorMsg, errorData, tk, tkl } = body as Record<string, unknown>;
  if (typeof errorType !== 'number' || !Number.isInteger(errorType) || typeof errorMsg !== 'string') return null;
  if (tk !== undefined && typeof tk !== 'string') return null;
  if (tkl !== undefined && (typeof tkl !== 'number' || !Number.isInteger(tkl))) return null;
  return {
    errorType,
    errorMsg,
    ...(errorData === undefined ? {} : { errorData }),
    ...(tk === undefined ? {} : { tk }),
    ...(tkl === undefined ? {} : { tkl }),
  };
}
