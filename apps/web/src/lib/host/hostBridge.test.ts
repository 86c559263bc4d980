import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CallError,
  ChunkAssembler,
  ErrorCode,
  HOST_CHUNK_SIZE,
  chunkMessage,
  hostErrorReply,
  parseHostMessage,
  type HostReplyMessage,
  type HostRequestMessage,
} from '@palate/protocol';
import { clearTerminal, readTerminal } from '../termStore.ts';
import { connectHost } from './connectHost.ts';
import { hostRequest, inHost, setHostState } from './host.ts';
import {
  ANDROID_REPLY_EVENT,
  HostBridge,
  pollingTransport,
  transportFor,
  type HostMailbox,
  type HostWindow,
  type WebView2Bridge,
} from './hostBridge.ts';

type Answerer = (request: HostRequestMessage) => HostReplyMessage | null;

/** A WebView2 host in memory: it records what the page posts and answers through `answer` (null: stays silent). */
function fakeWebView2(answer: Answerer) {
  const posted: { at: number; text: string }[] = [];
  const listeners = new Set<(event: { data: unknown }) => void>();
  const webview: WebView2Bridge = {
    postMessage(text) {
      posted.push({ at: Date.now(), text });
      const request = parseHostMessage(text) as HostRequestMessage;
      const reply = answer(request);
      // A real host answers asynchronously.
      if (reply) queueMicrotask(() => listeners.forEach((listener) => listener({ data: JSON.stringify(reply) })));
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return { webview, posted };
}

function windowWith(extra: Partial<HostWindow>): HostWindow {
  const target = new EventTarget();
  return {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    dispatchEvent: (event: Event) => target.dispatchEvent(event),
    ...extra,
  } as HostWindow & { dispatchEvent(event: Event): boolean };
}

const ok =
  (data: unknown = {}): Answerer =>
  (request) => ({ id: request.id, errorType: 0, data });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  setHostState('none', null);
  clearTerminal();
});

describe('the native transports', () => {
  it('posts the spec’s action with its payload through WebView2 and resolves with the reply’s data', async () => {
    const { webview, posted } = fakeWebView2(ok({ fullscreen: true }));
    const bridge = new HostBridge(transportFor(windowWith({ chrome: { webview } })));
    expect(bridge.transportKind).toBe('webview2');
    await expect(bridge.request('fullscreenToggle', {})).resolves.toEqual({ fullscreen: true });
    expect(JSON.parse(posted[0]!.text)).toEqual({ id: 1, action: 'fullscreenToggle', data: {} });
  });

  it('rejects with the host’s code and message, and -1 stays -1', async () => {
    const { webview } = fakeWebView2((request) =>
      request.action === 'Execute'
        ? { id: request.id, errorType: -1, errorMsg: 'No browser here.' }
        : { id: request.id, errorType: ErrorCode.actionOnlyFromApplication, errorMsg: 'Not allowed.' },
    );
    const bridge = new HostBridge(transportFor(windowWith({ chrome: { webview } })));
    const refused = bridge.request('SetWindowSize', { width: 1280, height: 800 });
    await expect(refused).rejects.toBeInstanceOf(CallError);
    await expect(refused).rejects.toMatchObject({ code: 50005, message: 'Not allowed.' });
    await expect(bridge.request('Execute', { url: 'https://example.org' })).rejects.toMatchObject({ code: -1 });
  });

  it('talks to an Android host through its injected interface and the reply event', async () => {
    const scope = windowWith({}) as HostWindow & { dispatchEvent(event: Event): boolean };
    scope.PalateAndroid = {
      postMessage(text) {
        const request = parseHostMessage(text) as HostRequestMessage;
        const reply = JSON.stringify({ id: request.id, errorType: 0, data: { term: { name: 'Booth 4', token: 't' } } });
        queueMicrotask(() => scope.dispatchEvent(new CustomEvent(ANDROID_REPLY_EVENT, { detail: reply })));
      },
    };
    const bridge = new HostBridge(transportFor(scope));
    expect(bridge.transportKind).toBe('android');
    await expect(bridge.request('TermLoad', {})).resolves.toEqual({ term: { name: 'Booth 4', token: 't' } });
  });
});

describe('resending with a backoff', () => {
  it('resends after 200 ms, then twice as long each time, and the startup call gives up at 1,600 ms with 90503', async () => {
    const { webview, posted } = fakeWebView2(() => null);
    const bridge = new HostBridge(transportFor(windowWith({ chrome: { webview } })));
    const startup = bridge.startupRequest('TermLoad', {});
    const outcome = startup.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_599);
    expect(posted.map((post) => post.at)).toEqual([0, 200, 600, 1_400]);
    // Every resending is the same request: the host answers a repeated id without running it twice.
    expect(new Set(posted.map((post) => post.text)).size).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: ErrorCode.hostNotAnswering });
  });

  it('stops resending once the host answers, and an answer to a resending settles it once', async () => {
    let calls = 0;
    const { webview, posted } = fakeWebView2((request) => (++calls === 3 ? { id: request.id, errorType: 0 } : null));
    const bridge = new HostBridge(transportFor(windowWith({ chrome: { webview } })));
    const saved = bridge.request('TermSave', { term: { name: 'B', token: 't' } });
    await vi.advanceTimersByTimeAsync(600);
    await expect(saved).resolves.toEqual({});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posted).toHaveLength(3);
  });

  it('waits longer than the startup call for an ordinary one (an upload may take seconds)', async () => {
    let answerNow = false;
    const { webview } = fakeWebView2((request) => (answerNow ? { id: request.id, errorType: 0 } : null));
    const bridge = new HostBridge(transportFor(windowWith({ chrome: { webview } })));
    const upload = bridge.request('DownloadRemove', { id: 'b', log: [] });
    await vi.advanceTimersByTimeAsync(5_000);
    answerNow = true;
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(upload).resolves.toEqual({});
  });
});

describe('the polling transport, without a native bridge', () => {
  /** A host that reads the mailbox every 500 ms, as the booth host does with --bridge polling. */
  function pollingHost(mailbox: HostMailbox, answer: Answerer) {
    const assembler = new ChunkAssembler();
    const chunksRead: string[] = [];
    let replies = 0;
    const timer = setInterval(() => {
      for (const chunk of mailbox.outbox.splice(0)) {
        chunksRead.push(chunk);
        const whole = assembler.add(chunk);
        if (whole === null) continue;
        const reply = answer(parseHostMessage(whole) as HostRequestMessage);
        if (reply) mailbox.inbox.push(...chunkMessage(`h${++replies}`, JSON.stringify(reply)));
      }
    }, 500);
    return { chunksRead, stop: () => clearInterval(timer) };
  }

  it('sends a long payload in chunks of at most 1,000 characters and reads a chunked reply', async () => {
    const scope = windowWith({});
    const bridge = new HostBridge(pollingTransport(scope));
    expect(bridge.transportKind).toBe('polling');
    const value = 'x'.repeat(3_500);
    const longReply = { config: { note: 'é'.repeat(2_500) } };
    const host = pollingHost(scope.palateHost!, (request) =>
      request.action === 'StorageSetItem'
        ? { id: request.id, errorType: (request.data as { value: string }).value === value ? 0 : -1 }
        : { id: request.id, errorType: 0, data: longReply },
    );
    const stored = bridge.request('StorageSetItem', { key: 'fzj_links', value });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(stored).resolves.toEqual({});
    const firstMessage = host.chunksRead.filter((chunk) => chunk.startsWith('p1:'));
    expect(firstMessage).toHaveLength(4);
    for (const chunk of firstMessage) expect(chunk.replace(/^[^:]+:\d+:\d+:/, '').length).toBeLessThanOrEqual(1_000);

    const loaded = bridge.request('ConnectLoad', {});
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(loaded).resolves.toEqual(longReply);
    host.stop();
  });

  it('the page reads its inbox every 500 ms', async () => {
    const scope = windowWith({});
    const bridge = new HostBridge(pollingTransport(scope));
    const loaded = bridge.request('UserLoad', {});
    let settled = false;
    void loaded.then(() => (settled = true));
    const [chunk] = chunkMessage('h1', JSON.stringify({ id: 1, errorType: 0, data: { user: null } }));
    scope.palateHost!.inbox.push(chunk!);
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});

describe('chunks', () => {
  it('split at 1,000 characters and put back together in any order', () => {
    const text = Array.from({ length: 2_345 }, (_, index) => String.fromCharCode(97 + (index % 26))).join('');
    const chunks = chunkMessage('m7', text);
    expect(chunks).toHaveLength(Math.ceil(text.length / HOST_CHUNK_SIZE));
    const assembler = new ChunkAssembler();
    expect(assembler.add(chunks[2]!)).toBeNull();
    expect(assembler.add(chunks[0]!)).toBeNull();
    expect(assembler.add(chunks[1]!)).toBe(text);
    expect(assembler.add('not a chunk')).toBeNull();
  });

  it('an empty message is one chunk', () => {
    expect(chunkMessage('m', '')).toEqual(['m:0:1:']);
    expect(new ChunkAssembler().add('m:0:1:')).toBe('');
  });
});

describe('errors for the host', () => {
  it('carry the code, or -1 when the error has none', () => {
    expect(hostErrorReply(3, new CallError(50005, 'Action not allowed'))).toEqual({
      id: 3,
      errorType: 50005,
      errorMsg: 'Action not allowed',
    });
    expect(hostErrorReply('h', new Error('disk full'))).toEqual({ id: 'h', errorType: -1, errorMsg: 'disk full' });
  });
});

describe('the client in and out of a host', () => {
  it('refuses every host-only action with 50005 outside a host', async () => {
    expect(inHost()).toBe(false);
    for (const [action, data] of [
      ['ConnectSave', { config: {}, options: 'lang' }],
      ['FileSave', { content: '', contentType: 'text/plain', name: 'a.txt', type: 'text' }],
      ['Help', { context: 'home' }],
      ['Download', { id: 'b', text: 'T', nr: 0, nb: 1, se: 's', order: 1, promptOrder: null, log: [] }],
      ['UploadResults', { id: 'b', overwrite: false, log: [] }],
      ['fullscreenToggle', {}],
      ['SetWindowSize', { width: 800, height: 600 }],
      ['TermSave', { term: {} }],
      ['JudgeLoad', {}],
    ] as const) {
      await expect(hostRequest(action, data as never)).rejects.toMatchObject({
        code: ErrorCode.actionOnlyFromApplication,
      });
    }
  });

  it('fails after 1,600 ms when the host does not answer: the startup-failure dialog’s state, and 50005 after', async () => {
    const { webview } = fakeWebView2(() => null);
    const connecting = connectHost(windowWith({ chrome: { webview } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(inHost()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_600);
    await connecting;
    expect(inHost()).toBe(false);
    await expect(hostRequest('TermLoad', {})).rejects.toMatchObject({ code: ErrorCode.actionOnlyFromApplication });
  });

  it('takes the host’s terminal where this browser lost it, then mirrors every change to the host', async () => {
    const requests: HostRequestMessage[] = [];
    const { webview } = fakeWebView2((request) => {
      requests.push(request);
      const data: Record<string, unknown> = {
        TermLoad: { term: { name: 'Booth 2', token: 'booth-token' } },
        JudgeLoad: { judge: null },
        UserLoad: { user: null },
        LoadOfflineData: { downloads: [], offline: null },
      };
      return { id: request.id, errorType: 0, data: data[request.action] ?? {} };
    });
    await connectHost(windowWith({ chrome: { webview } }));
    expect(readTerminal()).toEqual({ name: 'Booth 2', token: 'booth-token' });
    clearTerminal();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((request) => request.action)).toEqual([
      'TermLoad',
      'JudgeLoad',
      'UserLoad',
      'LoadOfflineData',
      'TermClear',
    ]);
  });
});
