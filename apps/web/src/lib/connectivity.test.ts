import { describe, expect, it } from 'vitest';
import { CallError, ErrorCode } from '@palate/protocol';
import {
  connectivityOfFailure,
  currentConnectivity,
  reportConnectivity,
  subscribeConnectivity,
} from './connectivity.ts';
import { NetworkError } from './errors.ts';

describe('connectivityOfFailure', () => {
  it('counts a network error as offline', () => {
    expect(connectivityOfFailure(new NetworkError(new TypeError('Failed to fetch')))).toBe('offline');
  });

  it('tells a database outage from a server fault', () => {
    expect(connectivityOfFailure(new CallError(ErrorCode.databaseConnect, ''))).toBe('database');
    expect(connectivityOfFailure(new CallError(ErrorCode.internalError, ''))).toBe('http');
    expect(connectivityOfFailure(new CallError(ErrorCode.unexpectedResponse, ''))).toBe('http');
  });

  it('keeps an ordinary refusal online', () => {
    expect(connectivityOfFailure(new CallError(ErrorCode.questionnaireExpired, ''))).toBe('online');
  });
});

describe('the connectivity store', () => {
  it('tells its listeners of a change, once', () => {
    let calls = 0;
    const unsubscribe = subscribeConnectivity(() => calls++);
    reportConnectivity('online');
    reportConnectivity('offline');
    reportConnectivity('offline');
    expect(currentConnectivity()).toBe('offline');
    expect(calls).toBe(1);
    unsubscribe();
    reportConnectivity('online');
    expect(calls).toBe(1);
  });
});
