import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError, ErrorCode } from '@palate/protocol';
import { answerWithoutIdentification } from './judgeSession.ts';
import { readJudge } from './judgeStore.ts';
import { MemoryStorage } from './memoryStorage.ts';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answerWithoutIdentification', () => {
  it('keeps the token members/add hands out', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ errorType: 0, errorMsg: '', tk: 'anonymous-token-1', tkl: 60 }));
    await answerWithoutIdentification('lab');
    expect(readJudge()?.token).toBe('anonymous-token-1');
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toMatchObject({
      type: 'j',
      conn: 'lab',
    });
  });

  it('rejects an answer with an empty token, with no message', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ errorType: 0, errorMsg: '', tk: '' }));
    const error = await answerWithoutIdentification(null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallError);
    expect(error).toMatchObject({ code: ErrorCode.unexpectedResponse, message: '' });
    expect(readJudge()).toBeNull();
  });
});
