import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import {
  ChunkAssembler,
  HOST_POLL_INTERVAL_MS,
  chunkMessage,
  hostErrorReply,
  isHostAction,
  parseHostMessage,
  type HostReplyMessage,
} from '@palate/protocol';
import type { BoothFolder } from './booth-folder.ts';
import { CdpConnection, type CdpEvent } from './cdp.ts';
import { handleHostAction, type BoothState, type KioskWindow } from './host-actions.ts';
import { checkLeader } from './leader-check.ts';
import { BRIDGE_BINDING, EXIT_BINDING, pageScript } from './page-script.ts';
import { helpPage } from './help-page.ts';
import type { BoothOptions } from './options.ts';

export interface KioskOptions extends Pick<
  BoothOptions,
  'chromium' | 'headless' | 'bridge' | 'width' | 'height' | 'debugPort' | 'account'
> {
  folder: BoothFolder;
  state: BoothState;
  /** The client's address to open first. */
  startUrl: string;
}

/** Chromium's switches for a booth: full screen, nothing of the browser's own, no first-run or sync. */
export function chromiumArguments(options: KioskOptions): string[] {
  return [
    options.headless ? '--headless=new' : '--kiosk',
    `--user-data-dir=${options.folder.path('chromium')}`,
    '--remote-debugging-pipe',
    ...(options.debugPort === null ? [] : [`--remote-debugging-port=${options.debugPort}`]),
    `--window-size=${options.width},${options.height}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-sync',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-gpu',
    '--noerrdialogs',
    '--disable-infobars',
    '--disable-session-crashed-bubble',
    '--hide-crash-restore-bubble',
    '--disable-features=Translate,TranslateUI',
    '--overscroll-history-navigation=0',
    '--disable-pinch',
    // Chromium refuses to run as root with its sandbox (as on CI machines).
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    'about:blank',
  ];
}

/**
 * One run of the kiosk browser: Chromium started from the system, driven over its DevTools
 * pipe; the page's bridge calls answered from the booth's folder; the leader's exit.
 */
export class Kiosk implements KioskWindow {
  private readonly options: KioskOptions;
  private process: ChildProcess | null = null;
  private cdp: CdpConnection | null = null;
  private session = '';
  private targetId = '';
  private readonly origins = new Map<number, string>();
  /** Changes with every new document, so that an answer never reaches a page that did not ask. */
  private generation = 0;
  private readonly answered = new Map<string, Promise<HostReplyMessage>>();
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private exiting = false;
  /** Resolves when a leader has closed the booth. */
  readonly closedByLeader: Promise<void>;
  private markClosed!: () => void;
  /** Called when the browser went away without the leader's exit. */
  onBrowserGone: () => void = () => undefined;

  constructor(options: KioskOptions) {
    this.options = options;
    this.closedByLeader = new Promise((resolve) => (this.markClosed = resolve));
  }

  async start(): Promise<void> {
    const child = spawn(this.options.chromium, chromiumArguments(this.options), {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    child.on('exit', () => {
      this.stopPolling();
      if (!this.exiting) this.onBrowserGone();
    });
    this.cdp = new CdpConnection(child.stdio[3] as Writable, child.stdio[4] as Readable);
    this.cdp.on((event) => void this.onEvent(event));
    this.targetId = await this.firstPage();
    ({ sessionId: this.session } = await this.cdp.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId: this.targetId,
      flatten: true,
    }));
    const send = (method: string, params: object = {}) => this.send(method, params);
    await send('Runtime.enable');
    await send('Page.enable');
    if (this.options.bridge === 'native') await send('Runtime.addBinding', { name: BRIDGE_BINDING });
    await send('Runtime.addBinding', { name: EXIT_BINDING });
    await send('Page.addScriptToEvaluateOnNewDocument', {
      source: pageScript(this.options.state.server.origin, this.options.bridge === 'native'),
    });
    if (this.options.bridge === 'polling') this.pollTimer = setInterval(() => void this.poll(), HOST_POLL_INTERVAL_MS);
    await this.applySavedWindow();
    await send('Page.navigate', { url: this.options.startUrl });
  }

  /** The window a leader chose on the device screen (configSave), kept for every start. */
  private async applySavedWindow(): Promise<void> {
    const saved = this.options.folder.readJson('config.json') as {
      fullscreen?: unknown;
      width?: unknown;
      height?: unknown;
    } | null;
    if (saved === null) return;
    const { width, height } = saved;
    try {
      if (typeof width === 'number' && typeof height === 'number') await this.setWindowSize(width, height);
      if (saved.fullscreen === true) await this.toggleFullscreen();
    } catch {
      // A window manager that refuses leaves the window as the command line made it.
    }
  }

  /** Closes the browser and leaves nothing running. */
  async stop(): Promise<void> {
    this.exiting = true;
    this.stopPolling();
    await this.cdp?.send('Browser.close').catch(() => undefined);
    const child = this.process;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  // ---- KioskWindow

  async captureScreen(): Promise<Uint8Array> {
    const { data } = await this.send<{ data: string }>('Page.captureScreenshot', { format: 'png' });
    return Buffer.from(data, 'base64');
  }

  async toggleFullscreen(): Promise<boolean> {
    const { windowId, bounds } = await this.windowBounds();
    const next = bounds.windowState === 'fullscreen' ? 'normal' : 'fullscreen';
    await this.browser('Browser.setWindowBounds', { windowId, bounds: { windowState: next } });
    return (await this.windowBounds()).bounds.windowState === 'fullscreen';
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    const { windowId } = await this.windowBounds();
    await this.browser('Browser.setWindowBounds', { windowId, bounds: { windowState: 'normal' } });
    await this.browser('Browser.setWindowBounds', { windowId, bounds: { width, height } });
  }

  async open(url: string): Promise<void> {
    await this.browser('Target.createTarget', { url });
  }

  async showHelp(context: string): Promise<void> {
    const { result } = await this.send<{ result: { value?: unknown } }>('Runtime.evaluate', {
      expression: '({ href: location.href, lang: document.documentElement.lang })',
      returnByValue: true,
    });
    const page = (result.value ?? {}) as { href?: unknown; lang?: unknown };
    const back = typeof page.href === 'string' ? page.href : this.options.startUrl;
    const language = typeof page.lang === 'string' ? page.lang : 'en';
    await this.send('Page.navigate', {
      url: `data:text/html;charset=utf-8,${encodeURIComponent(helpPage(context, back, language))}`,
    });
  }

  async reopen(url: string): Promise<void> {
    await this.send('Page.navigate', { url });
  }

  // ---- The DevTools connection

  private send<T = Record<string, unknown>>(method: string, params: object = {}): Promise<T> {
    if (!this.cdp) return Promise.reject(new Error('The browser is not started.'));
    return this.cdp.send<T>(method, params, this.session);
  }

  private browser<T = Record<string, unknown>>(method: string, params: object): Promise<T> {
    if (!this.cdp) return Promise.reject(new Error('The browser is not started.'));
    return this.cdp.send<T>(method, params);
  }

  private windowBounds() {
    return this.browser<{ windowId: number; bounds: { windowState?: string } }>('Browser.getWindowForTarget', {
      targetId: this.targetId,
    });
  }

  private async firstPage(): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { targetInfos } = await this.browser<{ targetInfos: { targetId: string; type: string }[] }>(
        'Target.getTargets',
        {},
      );
      const page = targetInfos.find((target) => target.type === 'page');
      if (page) return page.targetId;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('Chromium opened no page.');
  }

  private async onEvent(event: CdpEvent): Promise<void> {
    if (event.sessionId !== this.session) return;
    const { params } = event;
    switch (event.method) {
      case 'Runtime.executionContextCreated': {
        const context = params.context as { id: number; origin: string; auxData?: { isDefault?: boolean } };
        if (context.auxData?.isDefault) this.origins.set(context.id, context.origin);
        return;
      }
      case 'Runtime.executionContextsCleared':
        this.origins.clear();
        this.generation += 1;
        this.answered.clear();
        return;
      case 'Inspector.targetCrashed':
        await this.send('Page.reload').catch(() => undefined);
        return;
      case 'Runtime.bindingCalled': {
        const { name, payload, executionContextId } = params as {
          name: string;
          payload: string;
          executionContextId: number;
        };
        // Only the server's own pages speak to the host.
        if (this.origins.get(executionContextId) !== this.options.state.server.origin) return;
        if (name === BRIDGE_BINDING) await this.onMessage(payload);
        else if (name === EXIT_BINDING) await this.onExitAttempt(payload);
        return;
      }
    }
  }

  /** A request from the page: run once (a resent one gets the same answer), answered to the page that asked. */
  private async onMessage(text: string): Promise<void> {
    const message = parseHostMessage(text);
    if (message === null || !('action' in message)) return;
    const generation = this.generation;
    const key = String(message.id);
    let reply = this.answered.get(key);
    if (!reply) {
      reply = isHostAction(message.action)
        ? handleHostAction(message.action, message.data, {
            folder: this.options.folder,
            window: this,
            state: this.options.state,
          }).then(
            (data): HostReplyMessage => ({ id: message.id, errorType: 0, data }),
            (error: unknown) => hostErrorReply(message.id, error),
          )
        : Promise.resolve(hostErrorReply(message.id, new Error(`Unknown host action “${message.action}”.`)));
      this.answered.set(key, reply);
    }
    const answer = await reply;
    if (generation === this.generation) await this.deliver(JSON.stringify(answer));
  }

  private async deliver(text: string): Promise<void> {
    const expression =
      this.options.bridge === 'native'
        ? `window.__palateHostDeliver && window.__palateHostDeliver(${JSON.stringify(text)})`
        : `window.palateHost && window.palateHost.inbox.push(...${JSON.stringify(chunkMessage(`h${Date.now()}${Math.random()}`, text))})`;
    await this.send('Runtime.evaluate', { expression }).catch(() => undefined);
  }

  private readonly assembler = new ChunkAssembler();

  /** Without a native bridge: the page's chunks, taken from its mailbox every 500 ms. */
  private async poll(): Promise<void> {
    const origin = JSON.stringify(this.options.state.server.origin);
    const { result } = await this.send<{ result: { value?: unknown } }>('Runtime.evaluate', {
      expression: `location.origin === ${origin} && window.palateHost ? window.palateHost.outbox.splice(0) : []`,
      returnByValue: true,
    }).catch(() => ({ result: { value: [] } }));
    if (!Array.isArray(result.value)) return;
    for (const chunk of result.value) {
      const whole = typeof chunk === 'string' ? this.assembler.add(chunk) : null;
      if (whole !== null) void this.onMessage(whole);
    }
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  /** The leader's exit: a leader's name and password, checked by the server; a run under way asks twice. */
  private async onExitAttempt(payload: string): Promise<void> {
    let attempt: { login?: unknown; password?: unknown; force?: unknown };
    try {
      attempt = JSON.parse(payload) as typeof attempt;
    } catch {
      return;
    }
    const answer = (state: string) =>
      this.send('Runtime.evaluate', {
        expression: `window.__palateBoothExitAnswer && window.__palateBoothExitAnswer(${JSON.stringify(state)})`,
      }).catch(() => undefined);
    if (typeof attempt.login !== 'string' || typeof attempt.password !== 'string')
      return void (await answer('refused'));
    const verdict = await checkLeader(this.options.state.server, attempt.login, attempt.password, this.options.account);
    if (verdict !== 'leader') return void (await answer(verdict));
    if (this.options.state.runUnderWay && attempt.force !== true) return void (await answer('running'));
    this.options.folder.log('leaderExit', { login: attempt.login });
    this.markClosed();
  }
}
