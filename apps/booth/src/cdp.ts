import type { Readable, Writable } from 'node:stream';

export interface CdpEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

interface Waiting {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/**
 * The Chrome DevTools Protocol over Chromium's --remote-debugging-pipe: JSON messages
 * separated by NUL characters, written to its fd 3 and read from its fd 4. A pipe rather
 * than a port, so that nothing else on the booth PC can drive the browser.
 */
export class CdpConnection {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private readonly listeners = new Set<(event: CdpEvent) => void>();
  private buffer = '';
  private closed = false;
  private readonly input: Writable;

  constructor(input: Writable, output: Readable) {
    this.input = input;
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => this.read(chunk));
    output.on('close', () => this.close());
    input.on('error', () => this.close());
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`The browser is gone (${method}).`));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: (result) => resolve(result as T), reject });
      this.input.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0');
    });
  }

  on(listener: (event: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    for (let end = this.buffer.indexOf('\0'); end >= 0; end = this.buffer.indexOf('\0')) {
      const text = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      this.dispatch(JSON.parse(text) as Record<string, unknown>);
    }
  }

  private dispatch(message: Record<string, unknown>): void {
    if (typeof message.id === 'number') {
      const waiting = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      const error = message.error as { message?: string } | undefined;
      if (error) waiting?.reject(new Error(error.message ?? 'DevTools protocol error'));
      else waiting?.resolve(message.result ?? {});
      return;
    }
    if (typeof message.method !== 'string') return;
    const event: CdpEvent = {
      method: message.method,
      params: (message.params ?? {}) as Record<string, unknown>,
      ...(typeof message.sessionId === 'string' ? { sessionId: message.sessionId } : {}),
    };
    for (const listener of this.listeners) listener(event);
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const waiting of this.waiting.values()) waiting.reject(new Error('The browser is gone.'));
    this.waiting.clear();
  }
}
