import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError, ErrorCode } from '@palate/protocol';
import { showLanguage } from '../i18n/setup.ts';
import { callApi, callAsUser, exchange } from './api.ts';
import { NetworkError } from './errors.ts';
import { JUDGE_STORAGE_KEY, readJudge } from './judgeStore.ts';
import { USER_STORAGE_KEY, readUser } from './userStore.ts';
import { MemoryStorage } from './memoryStorage.ts';

const TOKEN = 'judge-token-0123456789';
const FRESH_TOKEN = 'judge-token-refreshed-99';

let fetchMock: ReturnType<typeof vi.fn>;

function answer(body: unknown, status = 200): void {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

function sentRequest(): { url: string; headers: Headers; body: Record<string, unknown> } {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, headers: new Headers(init.headers), body: JSON.parse(init.body as string) as Record<string, unknown> };
}

function storeJudge(judge: object): void {
  localStorage.setItem(JUDGE_STORAGE_KEY, JSON.stringify(judge));
}

beforeEach(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  await showLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const publication = {
  pubs: [
    {
      pubId: 'p1',
      pubName: 'Yoghurts',
      items: [
        {
          id: 'b1',
          qstName: 'hedonic',
          label: { en: 'Yoghurt liking', fr: 'Appréciation des yaourts' },
          nr: 0,
          nb: 6,
          status: 'pending',
          judges: { target: 60 },
          jSessCounts: { started: 3, target: 60, stMsg: { code: 0 } },
          st: 'pending',
          name: 'Yoghurts',
          quest: { name: 'hedonic' },
          judgeName: '',
          eol: { expired: false, expiresSoon: false, secondsBeforeExpiration: null, secondsBeforeDeletion: null },
          answers: { complete: 1, partial: 2, connected: 0, expected: 60 },
          statusCode: 0,
          tray: null,
          offlineEnabled: false,
          source: 'judge',
          org: 's1r1',
          rep: 1,
          block: 1,
          repCount: 1,
          singleRep: true,
          items: [{ rep: 1, nr: 0, nb: 6 }],
        },
      ],
      contentId: 'q1',
      options: { orderNum: false, selectionMode: 'list', quest: 'q1', sess: null, needId: false },
      judgeSessions: [],
    },
  ],
  updateCode: 'u1',
  pub: null,
  nav: {
    prev: { visible: false, enabled: false, working: false },
    next: { visible: false, enabled: false, working: false },
    goto: { visible: false, enabled: false, working: false },
    call: { visible: false, enabled: false, working: false },
    ident: { visible: false, enabled: false, working: false },
    home: { visible: true, enabled: true, working: false },
    refresh: { visible: true, enabled: true, working: false },
  },
  identPubs: [],
};

describe('callApi', () => {
  it('posts JSON to the service of the call, with the judge token and the current language', async () => {
    storeJudge({ name: '', token: TOKEN });
    await showLanguage('ja');
    answer({ errorType: 0, errorMsg: '', ...publication });

    await callApi('term/publication', {});

    const { url, headers, body } = sentRequest();
    expect(url).toBe('/ws/fzPub.dll/term/publication');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('ja');
    expect(body).toEqual({ tk: TOKEN });
  });

  it('sends no token with a call open to anyone', async () => {
    storeJudge({ name: '', token: TOKEN });
    answer({ errorType: 0, errorMsg: '' });

    await callApi('members/add', { type: 'j', ua: 'test' });

    expect(sentRequest().body).toEqual({ type: 'j', ua: 'test' });
  });

  it('returns the payload without the envelope around it', async () => {
    storeJudge({ name: '', token: TOKEN });
    answer({ errorType: 0, errorMsg: '', tk: TOKEN, tkl: 3600, ...publication });

    await expect(callApi('term/publication', {})).resolves.toEqual(publication);
  });

  it('keeps the token a successful answer hands out, creating the anonymous judge', async () => {
    answer({ errorType: 0, errorMsg: '', tk: FRESH_TOKEN });

    await callApi('members/add', { type: 'j' });

    expect(readJudge()).toEqual({ name: '', token: FRESH_TOKEN });
  });

  it('refreshes the stored token, keeping the rest of the judge', async () => {
    storeJudge({ name: 'Ann', token: TOKEN, pub: 'p1', link: 'l1' });
    answer({ errorType: 0, errorMsg: '', tk: FRESH_TOKEN, ...publication });

    await callApi('term/publication', {});

    expect(readJudge()).toEqual({ name: 'Ann', token: FRESH_TOKEN, pub: 'p1', link: 'l1' });
  });

  it('does not bring back a judge let go while the call was on its way', async () => {
    storeJudge({ name: 'Ann', token: TOKEN });
    fetchMock.mockImplementationOnce(() => {
      // The booth releases the judge before the answer arrives.
      localStorage.removeItem(JUDGE_STORAGE_KEY);
      return Promise.resolve(
        new Response(JSON.stringify({ errorType: 0, errorMsg: '', tk: FRESH_TOKEN, ...publication })),
      );
    });

    await callApi('term/publication', {});

    expect(readJudge()).toBeNull();
  });

  it('throws the server code, message and data as a CallError', async () => {
    storeJudge({ name: '', token: TOKEN });
    answer({ errorType: ErrorCode.questionnaireExpired, errorMsg: 'expired', errorData: { block: 'b1' } });

    const error = await callApi('run/reqStart', { block: 'b1' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CallError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 3203, message: 'expired', data: { block: 'b1' } });
    expect(readJudge()?.token).toBe(TOKEN);
  });

  it('renews an expired token through members/check with updTk, then sends the call again with it (1100)', async () => {
    storeJudge({ name: 'Ana', token: TOKEN });
    answer({ errorType: ErrorCode.tokenExpired, errorMsg: 'expired' });
    answer({ errorType: 0, errorMsg: '', tk: FRESH_TOKEN, tkl: 3600 });
    answer({ errorType: 0, errorMsg: '', tk: FRESH_TOKEN, tkl: 3600, ...publication });

    await expect(callApi('term/publication', {})).resolves.toMatchObject({ pubs: [{ pubId: 'p1' }] });

    const bodies = fetchMock.mock.calls.map(([url, init]) => [
      url as string,
      JSON.parse((init as RequestInit).body as string) as Record<string, unknown>,
    ]);
    expect(bodies).toEqual([
      ['/ws/fzPub.dll/term/publication', { tk: TOKEN }],
      ['/ws/fzMember.dll/members/check', { updTk: true, tk: TOKEN }],
      ['/ws/fzPub.dll/term/publication', { tk: FRESH_TOKEN }],
    ]);
    expect(readJudge()).toEqual({ name: 'Ana', token: FRESH_TOKEN });
  });

  it('lets the judge go when the expired token cannot be renewed (1100, then the check refused)', async () => {
    storeJudge({ name: '', token: TOKEN });
    answer({ errorType: ErrorCode.tokenExpired, errorMsg: 'expired' });
    answer({ errorType: ErrorCode.tokenNotFound, errorMsg: 'gone' });

    await expect(callApi('run/start', { se: 's1' })).rejects.toMatchObject({ code: ErrorCode.tokenExpired });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readJudge()).toBeNull();
  });

  it('fails a login reply with a message of the form [type]message', async () => {
    answer({
      errorType: ErrorCode.wrongIdentifierOrPassword,
      errorMsg: 'Wrong name or password.',
      errorData: { rc: 2 },
    });

    const error = await exchange('members/connect', { l: 'ana', p: 'x' }, 'user').catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 50201, message: '[50201]Wrong name or password.', data: { rc: 2 } });
  });

  it('lets the judge go on an unknown token (1101) without trying to renew it', async () => {
    storeJudge({ name: '', token: TOKEN });
    answer({ errorType: ErrorCode.tokenNotFound, errorMsg: 'token', tk: FRESH_TOKEN }, 401);

    await expect(callApi('run/start', { se: 's1' })).rejects.toMatchObject({ code: ErrorCode.tokenNotFound });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readJudge()).toBeNull();
  });

  it('does not call the server for a member call when no judge is stored', async () => {
    await expect(callApi('run/start', { se: 's1' })).rejects.toMatchObject({ code: ErrorCode.tokenNotFound });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a network failure as offline', async () => {
    storeJudge({ name: '', token: TOKEN });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const error = await callApi('run/start', { se: 's1' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: ErrorCode.unexpectedResponse, offline: true });
    expect(readJudge()?.token).toBe(TOKEN);
  });

  it('reports a gateway error without envelope as offline', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));

    await expect(callApi('sys/versions', {})).rejects.toBeInstanceOf(NetworkError);
  });

  it('reports an answer that is not an envelope as unexpected, not offline', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }));

    const error = await callApi('sys/versions', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CallError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: ErrorCode.unexpectedResponse });
  });
});

describe('calls as the logged-in member', () => {
  const user = { name: 'Ana', account: { code: 'lab', guid: 'g1' }, roles: ['user'], token: TOKEN };

  it('send the member’s token, keep its refresh in fzj_user, and leave the judge alone', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    storeJudge({ name: '', token: 'judge-token-untouched-1' });
    answer({ errorType: 0, errorMsg: '', tk: FRESH_TOKEN, tkl: 600, roles: [{ n: 'user' }] });
    await expect(callAsUser('roles', {})).resolves.toEqual({ roles: [{ n: 'user' }] });
    expect(sentRequest().body).toEqual({ tk: TOKEN });
    expect(readUser()).toEqual({ ...user, token: FRESH_TOKEN });
    expect(readJudge()?.token).toBe('judge-token-untouched-1');
  });

  it('forget the member when the server no longer knows the token (another device logged in)', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    answer({ errorType: ErrorCode.tokenNotFound, errorMsg: 'Unknown token.' });
    await expect(callAsUser('roles', {})).rejects.toMatchObject({ code: ErrorCode.tokenNotFound });
    expect(readUser()).toBeNull();
  });

  it('hand back the token of a login without storing a judge', async () => {
    answer({
      errorType: 0,
      errorMsg: '',
      tk: FRESH_TOKEN,
      tkl: 600,
      acc: { items: [{ acc: 'lab', name: 'Lab', guid: 'g1', roles: [{ n: 'user' }], type: 'u' }] },
      user: { name: 'Ana', login: 'ana' },
    });
    const { tk } = await exchange('members/connect', { l: 'ana', p: 'secret' }, 'user');
    expect(tk).toBe(FRESH_TOKEN);
    expect(sentRequest().body).toEqual({ l: 'ana', p: 'secret' });
    expect(readJudge()).toBeNull();
  });
});
