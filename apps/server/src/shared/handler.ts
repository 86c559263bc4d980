import type { CallPath, CallResponse, ParsedCallRequest } from '@palate/protocol';
import type { CallContext } from './context.ts';

/** A token a call hands out, with the time it expires. */
export interface IssuedToken {
  token: string;
  expiresAt: number;
}

/**
 * What a handler gives back: the call's payload and, when the call changes the caller's
 * token, the new one (`null` once it is revoked).
 */
export interface Outcome<P extends CallPath> {
  payload: CallResponse<P>;
  token?: IssuedToken | null;
}

export type Handler<P extends CallPath> = (context: CallContext, request: ParsedCallRequest<P>) => Promise<Outcome<P>>;

/** Every call's handler; each domain's `handlers.ts` gives its own calls, `http/handlers.ts` the whole. */
export type HandlerTable = { [P in CallPath]: Handler<P> };

export const ok = <P extends CallPath>(payload: CallResponse<P>): Outcome<P> => ({ payload });
