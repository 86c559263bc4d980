import { BoothFolder } from './booth-folder.ts';
import { clientAddress, type BoothState } from './host-actions.ts';
import { Kiosk } from './kiosk.ts';
import { USAGE, parseBoothOptions } from './options.ts';

const parsed = parseBoothOptions(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if (parsed.kind === 'error') {
  console.error(`palate booth: ${parsed.message}\n\n${USAGE}`);
  process.exit(2);
}
const { options } = parsed;
const folder = new BoothFolder(options.data);
const saved = (folder.readJson('connection.json') as { config?: { url?: unknown } } | null)?.config?.url;
const server = options.server ?? (typeof saved === 'string' && URL.canParse(saved) ? new URL(saved) : null);
if (server === null) {
  console.error(`palate booth: --server is needed until a leader saves connection settings on this booth.\n\n${USAGE}`);
  process.exit(2);
}

const state: BoothState = { server, wrapper: options.wrapper, runUnderWay: false };
const startUrl = clientAddress(
  server,
  options.account ?? 'lang',
  options.lang ? `${options.lang}/home` : 'home',
  state.wrapper,
);
let kiosk: Kiosk | null = null;
let stopping = false;

async function open(): Promise<void> {
  const current = new Kiosk({ ...options, folder, state, startUrl });
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
  console.error(
    `palate booth: Chromium could not be started: ${error instanceof Error ? error.message : String(error)}`,
  );
  await close(1);
}
folder.log('started', { server: server.href, bridge: options.bridge });
console.log(`Palate booth host: ${startUrl} (folder ${folder.root}, ${options.chromium}, ${options.bridge} bridge)`);
