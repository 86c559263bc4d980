import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const USAGE = `Palate booth host: the system's Chromium in kiosk mode, with the host bridge.

Usage: npm run booth -- --server URL [options]

  --server URL       the Palate server (for example http://192.168.1.10:3000); may be left
                     out once a leader has saved connection settings on this booth
  --data DIR         the booth's folder: terminal, judge, storage, downloads, files,
                     captures, the browser profile (default ~/.local/share/palate-booth)
  --chromium PATH    the browser (default $CHROMIUM_PATH, else /usr/bin/chromium,
                     /usr/bin/chromium-browser or /usr/bin/google-chrome); never downloaded
  --lang LANG        the client's language: en fr ja de zh es pt (default: the browser's)
  --account CODE     the account code (its stylesheet, and the leader's exit sign-in)
  --wrapper TAG      d-win (default) or d-android: the tag the client is opened with
  --bridge KIND      native (default: WebView2's window.chrome.webview) or polling
                     (no native bridge: 1,000-character chunks, polled every 500 ms)
  --size WxH         window size when not full screen (default 1280x800)
  --headless         no window (tests, and booths checked over a network)
  --debug-port N     also open DevTools on 127.0.0.1:N (tests only: it lets a program drive the booth)
  --help             this text

A panel leader closes the booth with Ctrl+Alt+Q and their user name and password.
The browser is started again if it is closed any other way.`;

const LANGUAGES = ['en', 'fr', 'ja', 'de', 'zh', 'es', 'pt'];
const CHROMIUM_PLACES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export interface BoothOptions {
  /** Null until read from the booth's folder (a saved connection). */
  server: URL | null;
  data: string;
  chromium: string;
  lang: string | null;
  account: string | null;
  wrapper: 'd-win' | 'd-android';
  bridge: 'native' | 'polling';
  width: number;
  height: number;
  headless: boolean;
  debugPort: number | null;
}

export type ParsedOptions =
  { kind: 'help' } | { kind: 'run'; options: BoothOptions } | { kind: 'error'; message: string };

/** The command line, checked; every refusal says what is wrong. */
export function parseBoothOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): ParsedOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        server: { type: 'string' },
        data: { type: 'string' },
        chromium: { type: 'string' },
        lang: { type: 'string' },
        account: { type: 'string' },
        wrapper: { type: 'string', default: 'd-win' },
        bridge: { type: 'string', default: 'native' },
        size: { type: 'string', default: '1280x800' },
        headless: { type: 'boolean', default: false },
        'debug-port': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };
  const error = (message: string): ParsedOptions => ({ kind: 'error', message });

  let server: URL | null = null;
  if (values.server !== undefined) {
    try {
      server = new URL(values.server);
    } catch {
      return error(`"${values.server}" is not an address.`);
    }
    if (server.protocol !== 'http:' && server.protocol !== 'https:')
      return error('--server is an http or https address.');
  }
  const { wrapper, bridge } = values;
  if (wrapper !== 'd-win' && wrapper !== 'd-android') return error('--wrapper is d-win or d-android.');
  if (bridge !== 'native' && bridge !== 'polling') return error('--bridge is native or polling.');
  const size = /^(\d{3,4})x(\d{3,4})$/.exec(values.size);
  if (!size) return error('--size is WIDTHxHEIGHT, for example 1280x800.');
  if (values.lang !== undefined && !LANGUAGES.includes(values.lang)) {
    return error(`--lang ${values.lang} is not a language of Palate (${LANGUAGES.join(' ')}).`);
  }
  const chromium = values.chromium ?? env.CHROMIUM_PATH ?? CHROMIUM_PLACES.find((path) => existsSync(path));
  if (chromium === undefined || !existsSync(chromium)) {
    return error('no Chromium found: apt-get install chromium, or give --chromium.');
  }
  const debugPort = values['debug-port'] === undefined ? null : Number(values['debug-port']);
  if (debugPort !== null && !(Number.isInteger(debugPort) && debugPort > 0 && debugPort < 65_536)) {
    return error('--debug-port is a port number.');
  }
  return {
    kind: 'run',
    options: {
      server,
      data: resolve(values.data ?? join(homedir(), '.local/share/palate-booth')),
      chromium,
      lang: values.lang ?? null,
      account: values.account ?? null,
      wrapper,
      bridge,
      width: Number(size[1]),
      height: Number(size[2]),
      headless: values.headless,
      debugPort,
    },
  };
}
