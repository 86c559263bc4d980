import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError, ErrorCode } from '@palate/protocol';
import { startRunEarly, takeEarlyRunStart } from './earlyRunStart.ts';
import { saveJudgeToken } from './judgeStore.ts';
import { MemoryStorage } from './memoryStorage.ts';

let fetchMock: ReturnType<typeof vi.fn>;
const firstPage = { key: 'page-1', title: 'Welcome' };

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  saveJudgeToken('judge-token');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const requestOf = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, body: JSON.parse(init.body as string) as Record<string, unknown> };
};

describe('early run start', () => {
  it('asks run/start once, and hands its screen to the first start of that session only', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ errorType: 0, errorMsg: '', page: firstPage }));
    startRunEarly('session-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestOf(0).url).toContain('/run/start');
    expect(requestOf(0).body).toMatchObject({ se: 'session-1', tk: 'judge-token' });
    expect(requestOf(0).body).not.toHaveProperty('pres');
    expect(takeEarlyRunStart('session-2')).toBeNull();
    fetchMock.mockResolvedValueOnce(Response.json({ errorType: 0, errorMsg: '', page: firstPage }));
    startRunEarly('session-1');
    await expect(takeEarlyRunStart('session-1')).resolves.toEqual(firstPage);
    expect(takeEarlyRunStart('session-1')).toBeNull();
  });

  it('is not taken once it is old: the run may have moved on', () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(Response.json({ errorType: 0, errorMsg: '', page: firstPage }));
    startRunEarly('session-1');
    vi.advanceTimersByTime(31_000);
    expect(takeEarlyRunStart('session-1')).toBeNull();
  });

  it("gives the server's refusal to the screen that takes it", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ errorType: ErrorCode.trayNumberMissing, errorMsg: 'Which tray?' }));
    startRunEarly('session-1');
    const error = await takeEarlyRunStart('session-1')?.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallError);
    expect(error).toMatchObject({ code: ErrorCode.trayNumberMissing });
  });
});
