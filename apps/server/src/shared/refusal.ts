import { CallError, ErrorCode } from '@palate/protocol';

/** 90422 with the reason in words, which the console shows the leader beside the catalogue's text. */
export function refusedRequest(reason: string): CallError {
  return new CallError(ErrorCode.invalidRequest, reason, { reason });
}
