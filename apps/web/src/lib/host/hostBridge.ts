import {
  CallError,
  ChunkAssembler,
  ErrorCode,
  HOST_POLL_INTERVAL_MS,
  HOST_RETRY_FIRST_DELAY_MS,
  HOST_STARTUP_FAILURE_MS,
  chunkMessage,
  isReplyMessage,
  parseHostMessage,
  type HostAction,
  type HostReply,
  type HostReplyMessage,
  type HostRequests,
} from '@palate/protocol';

/** One way of carrying the bridge's JSON texts between the page and its host. */
export interface HostTransport {
  readonly kind: 'webview2' | 'android' | 'polling';
  send(text: string): void;
  /** Delivers the host's texts to `receive` until the returned function is called. */
  listen(receive: (text: string) => void): () => void;
}

/** WebView2's bridge (`window.chrome.webview`), as the Windows host and the booth host provide it. */
export interface WebView2Bridge {
  postMessage(message: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** The interface an Android host injects; it answers by dispatching ANDROID_REPLY_EVENT on the window. */
export interface AndroidBridge {
  postMessage(message: string): void;
}

export const ANDROID_REPLY_EVENT = 'palate-host-message';

/** Where the page and a host without a native bridge leave each other's chunks. */
export interface HostMailbox {
  /** The page's chunks, taken by the host when it polls. */
  outbox: string[];
  /** The host's chunks, taken by the page when it polls. */
  inbox: string[];
}

export interface HostWindow {
  chrome?: { webview?: WebView2Bridge };
  PalateAndroid?: AndroidBridge;
  palateHost?: HostMailbox;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

function textOf(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data);
}

export function webView2Transport(webview: WebView2Bridge): HostTransport {
  return {
    kind: 'webview2',
    send: (text) => webview.postMessage(text),
    listen(receive) {
      const listener = (event: { data: unknown }) => receive(textOf(event.data));
      webview.addEventListener('message', listener);
      return () => webview.removeEventListener('message', listener);
    },
  };
}

export function androidTransport(android: AndroidBridge, scope: HostWindow): HostTransport {
  return {
    kind: 'android',
    send: (text) => android.postMessage(text),
    listen(receive) {
      const listener = (event: Event) => receive(textOf((event as CustomEvent<unknown>).detail));
      scope.addEventListener(ANDROID_REPLY_EVENT, listener);
      return () => scope.removeEventListener(ANDROID_REPLY_EVENT, listener);
    },
  };
}

/**
 * Without a native bridge the host reads the page's mailbox and writes into it: messages
 * travel as chunks of at most 1,000 characters, and each side polls every 500 ms.
 */
export function pollingTransport(scope: HostWindow): HostTransport {
  const mailbox = (scope.palateHost ??= { outbox: [], inbox: [] });
  let sent = 0;
  return {
    kind: 'polling',
    send(text) {
      // A key of its own per sending: a resent message never mixes with chunks of an earlier sending.
      sent += 1;
      mailbox.outbox.push(...chunkMessage(`p${sent}`, text));
    },
    listen(receive) {
      const assembler = new ChunkAssembler();
      const timer = setInterval(() => {
        for (const chunk of mailbox.inbox.splice(0)) {
          const whole = assembler.add(chunk);
          if (whole !== null) receive(whole);
        }
      }, HOST_POLL_INTERVAL_MS);
      return () => clearInterval(timer);
    },
  };
}

/** The native bridge where the host injected one, the mailbox otherwise. */
export function transportFor(scope: HostWindow): HostTransport {
  if (scope.chrome?.webview) return webView2Transport(scope.chrome.webview);
  if (scope.PalateAndroid) return androidTransport(scope.PalateAndroid, scope);
  return pollingTransport(scope);
}

/** A request gives up when its host has not answered for this long (the startup call: 1,600 ms). */
const REQUEST_GIVE_UP_MS = 60_000;
const LONGEST_RETRY_DELAY_MS = 5_000;

interface Pending {
  resolve(reply: HostReplyMessage): void;
  reject(error: CallError): void;
}

/**
 * The page's side of the bridge: numbered requests, each resent after 200 ms, then after
 * twice as long each time, until the host answers (the host answers a repeated request
 * once more, never runs it twice). Replies carry errorType (0 for success) and errorMsg.
 */
export class HostBridge {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly transport: HostTransport;
  private readonly stop: () => void;

  constructor(transport: HostTransport) {
    this.transport = transport;
    this.stop = transport.listen((text) => this.receive(text));
  }

  get transportKind(): HostTransport['kind'] {
    return this.transport.kind;
  }

  /**
   * Asks the host; rejects with the host's error code, or with 90503 when it did not answer
   * within `giveUpAfterMs`.
   */
  request<A extends HostAction>(
    action: A,
    data: HostRequests[A],
    giveUpAfterMs = REQUEST_GIVE_UP_MS,
  ): Promise<HostReply<A>> {
    const id = this.nextId++;
    const text = JSON.stringify({ id, action, data });
    return new Promise<HostReply<A>>((resolve, reject) => {
      const timers: ReturnType<typeof setTimeout>[] = [];
      const settle = () => {
        timers.forEach(clearTimeout);
        this.pending.delete(id);
      };
      this.pending.set(id, {
        resolve(reply) {
          settle();
          if (reply.errorType === 0) resolve((reply.data ?? {}) as HostReply<A>);
          else reject(new CallError(reply.errorType, reply.errorMsg ?? `The host refused ${action}.`, reply.data));
        },
        reject(error) {
          settle();
          reject(error);
        },
      });
      this.transport.send(text);
      let delay = HOST_RETRY_FIRST_DELAY_MS;
      for (let at = delay; at < giveUpAfterMs; delay = Math.min(delay * 2, LONGEST_RETRY_DELAY_MS), at += delay) {
        timers.push(setTimeout(() => this.transport.send(text), at));
      }
      timers.push(
        setTimeout(
          () =>
            this.pending
              .get(id)
              ?.reject(new CallError(ErrorCode.hostNotAnswering, `The host did not answer ${action}.`)),
          giveUpAfterMs,
        ),
      );
    });
  }

  /** The first call of a page in a host: it fails fast, so that the startup-failure dialog shows after 1,600 ms. */
  startupRequest<A extends HostAction>(action: A, data: HostRequests[A]): Promise<HostReply<A>> {
    return this.request(action, data, HOST_STARTUP_FAILURE_MS);
  }

  close(): void {
    this.stop();
    for (const pending of this.pending.values()) {
      pending.reject(new CallError(ErrorCode.hostNotAnswering, 'The host bridge was closed.'));
    }
  }

  private receive(text: string): void {
    const message = parseHostMessage(text);
    if (message === null || !isReplyMessage(message) || typeof message.id !== 'number') return;
    this.pending.get(message.id)?.resolve(message);
  }
}
