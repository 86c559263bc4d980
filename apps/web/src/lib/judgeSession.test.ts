import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError, ErrorCode } from '@palate/protocol';
import { answerWithoutIdentification, takeNewJudgeList } from './judgeSession.ts';
import { readJudge } from './judgeStore.ts';
import { MemoryStorage } from './memoryStorage.ts';
import { saveTerminal } from './termStore.ts';

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

  it("asks for the judge's list with the token, which the list screen takes once", async () => {
    const list = { pubs: [], updateCode: 'u1', pub: null, nav: null, identPubs: [] };
    fetchMock.mockResolvedValueOnce(
      Response.json({ errorType: 0, errorMsg: '', tk: 'anonymous-token-2', tkl: 60, list }),
    );
    await answerWithoutIdentification(null);
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toMatchObject({ list: true });
    expect(await takeNewJudgeList()).toEqual(list);
    expect(await takeNewJudgeList()).toBeUndefined();
  });

  it('asks for no list at a booth, whose list the booth records first', async () => {
    saveTerminal({ name: 'Booth 1', token: 'terminal-token' });
    fetchMock.mockResolvedValueOnce(Response.json({ errorType: 0, errorMsg: '', tk: 'anonymous-token-3', tkl: 60 }));
    await answerWithoutIdentification(null);
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).not.toHaveProperty('list');
    expect(await takeNewJudgeList()).toBeUndefined();
  });
});
