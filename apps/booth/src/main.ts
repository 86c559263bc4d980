import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BoothFolder } from './booth-folder.ts';
import { clientAddress, type BoothState } from './host-actions.ts';
import { Kiosk } from './kiosk.ts';

const USAGE = `Palate booth host: the system's Chromium in kiosk mode, with the host bridge.

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

function fail(message: string): never {
  console.error(`palate booth: ${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
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
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const folder = new BoothFolder(resolve(values.data ?? join(homedir(), '.local/share/palate-booth')));
const saved = (folder.readJson('connection.json') as { config?: { url?: unknown } } | null)?.config?.url;
const serverText = values.server ?? (typeof saved === 'string' ? saved : undefined);
if (!serverText) fail('--server is needed until a leader saves connection settings on this booth.');
let server: URL;
try {
  server = new URL(serverText);
} catch {
  fail(`"${serverText}" is not an address.`);
}
if (values.wrapper !== 'd-win' && values.wrapper !== 'd-android') fail('--wrapper is d-win or d-android.');
if (values.bridge !== 'native' && values.bridge !== 'polling') fail('--bridge is native or polling.');
const size = /^(\d{3,4})x(\d{3,4})$/.exec(values.size);
if (!size) fail('--size is WIDTHxHEIGHT, for example 1280x800.');
const lang = values.lang;
if (lang !== undefined && !['en', 'fr', 'ja', 'de', 'zh', 'es', 'pt'].includes(lang)) fail(`--lang ${lang} is not a language of Palate.`);
const chromium =
  values.chromium ??
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) => existsSync(path));
if (!chromium || !existsSync(chromium)) fail('no Chromium found: apt-get install chromium, or give --chromium.');
const debugPort = values['debug-port'] === undefined ? null : Number(values['debug-port']);
if (debugPort !== null && !(Number.isInteger(debugPort) && debugPort > 0 && debugPort < 65_536)) fail('--debug-port is a port number.');

const state: BoothState = { server, wrapper: values.wrapper, runUnderWay: false };
const startUrl = clientAddress(server, values.account ?? 'lang', lang ? `${lang}/home` : 'home', state.wrapper);

let kiosk: Kiosk | null = null;
let stopping = false;

async function open(): Promise<void> {
  const current = new Kiosk({
    chromium: chromium!,
    folder,
    state,
    startUrl,
    headless: values.headless,
    bridge: values.bridge as 'native' | 'polling',
    width: Number(size![1]),
    height: Number(size![2]),
    debugPort,
    account: values.account ?? null,
  });
  kiosk = current;
  // Closed any other way than the leader's exit (a key the browser honours, a crash): opened again.
  current.onBrowserGone = () => {
    if (stopping) return;
    folder.log('browserRestarted');
    setTimeout(() => void open(), 1_000);
  };
  void current.closedByLeader.then(() => close(0));
  await current.start();
}

async function close(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await kiosk?.stop();
  folder.log('stopped', { code });
  process.exit(code);
}

process.on('SIGINT', () => void close(0));
process.on('SIGTERM', () => void close(0));

try {
  await open();
} catch (error) {
  console.error(`palate booth: Chromium could not be started: ${error instanceof Error ? error.message : String(error)}`);
  await close(1);
}
folder.log('started', { server: server.href, bridge: values.bridge });
console.log(`Palate booth host: ${startUrl} (folder ${folder.root}, ${chromium}, ${values.bridge} bridge)`);
