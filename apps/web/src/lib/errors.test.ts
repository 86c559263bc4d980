import { describe, expect, it } from 'vitest';
import { CallError, ErrorCode } from '@palate/protocol';
import { NetworkError, errorCode, errorMessageKey, isAuthError, isRetryable, isTerminalError } from './errors.ts';

describe('errorMessageKey', () => {
  it('looks a code up as error.{code}', () => {
    expect(errorMessageKey(new CallError(3203, 'expired'))).toBe('error.3203');
    expect(errorMessageKey(new CallError(ErrorCode.internalError, 'boom'))).toBe('error.90500');
  });

  it('falls back to error.unknown for a code without a text and for anything else thrown', () => {
    expect(errorMessageKey(new CallError(12345, '?'))).toBe('error.unknown');
    expect(errorMessageKey(new TypeError('x is undefined'))).toBe('error.unknown');
    expect(errorMessageKey('a string')).toBe('error.unknown');
  });

  it('does not take the dialog texts of the error group for codes', () => {
    const error = new CallError(0, '');
    Object.defineProperty(error, 'code', { value: 'title' });
    expect(errorMessageKey(error)).toBe('error.unknown');
  });

  it('tells the judge they are offline rather than that the answer was unexpected', () => {
    expect(errorMessageKey(new NetworkError(new TypeError('Failed to fetch')))).toBe('error.offline');
  });
});

describe('error classes', () => {
  it('shows the code of a call error only', () => {
    expect(errorCode(new CallError(3310, 'conflict'))).toBe(3310);
    expect(errorCode(new Error('bug'))).toBeNull();
  });

  it('sends the judge back to the start on 1100 and 1101 only', () => {
    expect(isAuthError(new CallError(1100, ''))).toBe(true);
    expect(isAuthError(new CallError(1101, ''))).toBe(true);
    expect(isAuthError(new CallError(3310, ''))).toBe(false);
    expect(isAuthError(new NetworkError(null))).toBe(false);
  });

  it('offers a retry when trying again can help', () => {
    expect(isRetryable(new NetworkError(null))).toBe(true);
    expect(isRetryable(new CallError(ErrorCode.sessionPosting, ''))).toBe(true);
    expect(isRetryable(new CallError(ErrorCode.postConflict, ''))).toBe(true);
    expect(isRetryable(new CallError(ErrorCode.internalError, ''))).toBe(true);
    expect(isRetryable(new CallError(ErrorCode.questionnaireExpired, ''))).toBe(false);
    expect(isRetryable(new CallError(ErrorCode.noMoreJudgesAvailable, ''))).toBe(false);
    expect(isRetryable(new CallError(ErrorCode.tokenExpired, ''))).toBe(false);
  });
});

describe('isTerminalError', () => {
  it('tells a dead terminal token (2300, 2301) from other failures, and offers no retry for it', () => {
    expect(isTerminalError(new CallError(ErrorCode.terminalTimeout, ''))).toBe(true);
    expect(isTerminalError(new CallError(ErrorCode.wrongTerminalToken, ''))).toBe(true);
    expect(isTerminalError(new CallError(ErrorCode.tokenExpired, ''))).toBe(false);
    expect(isRetryable(new CallError(ErrorCode.terminalTimeout, ''))).toBe(false);
    expect(isRetryable(new CallError(ErrorCode.judgeAlreadyConnected, ''))).toBe(true);
  });
});
