import { CallError, ErrorCode } from '@palate/protocol';
import englishErrors from '@palate/protocol/error-messages/en.ts';

/**
 * The server could not be reached. Carries the protocol's unexpected-response code
 * because the catalogue has none for it; `offline` is what tells the two apart.
 */
export class NetworkError extends CallError {
  readonly offline = true;

  constructor(cause: unknown) {
    super(ErrorCode.unexpectedResponse, 'The server cannot be reached.');
    this.cause = cause;
  }
}

export type ErrorMessageKey = `error.${number}` | 'error.offline' | 'error.unknown';

/** The code shown to the judge, so that a lab can tell support what went wrong. */
export function errorCode(error: unknown): number | null {
  return error instanceof CallError ? error.code : null;
}

/** The translation of an error: `error.{code}`, falling back to `error.unknown` (spec section 8). */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error instanceof NetworkError) return 'error.offline';
  if (error instanceof CallError && Number.isInteger(error.code) && Object.hasOwn(englishErrors, error.code)) {
    return `error.${error.code}`;
  }
  return 'error.unknown';
}

/** The judge's token is gone or too old: the only way on is to start again from home. */
export function isAuthError(error: unknown): boolean {
  return (
    error instanceof CallError && (error.code === ErrorCode.tokenExpired || error.code === ErrorCode.tokenNotFound)
  );
}

/** The terminal token is no longer good: the booth must be set up again by a leader. */
export function isTerminalError(error: unknown): boolean {
  return (
    error instanceof CallError &&
    (error.code === ErrorCode.terminalTimeout || error.code === ErrorCode.wrongTerminalToken)
  );
}

/** Failures that the same action cannot get past, however often it is tried. */
const FINAL_CODES: ReadonlySet<number> = new Set([
  ErrorCode.tokenExpired,
  ErrorCode.tokenNotFound,
  ErrorCode.questionnaireExpired,
  ErrorCode.noMoreJudges,
  ErrorCode.noSession,
  ErrorCode.noMoreJudgesAvailable,
  ErrorCode.resultsInconsistentWithScale,
  ErrorCode.invalidLink,
  ErrorCode.sessionInvalid,
  ErrorCode.unknownCall,
  ErrorCode.invalidRequest,
  ErrorCode.terminalTimeout,
  ErrorCode.wrongTerminalToken,
  ErrorCode.licenseLimitsDevices,
]);

export function isRetryable(error: unknown): boolean {
  return !(error instanceof CallError && FINAL_CODES.has(error.code));
}
