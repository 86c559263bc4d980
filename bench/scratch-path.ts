import { PHONE, launchChromium } from '../e2e/browser.ts';
import { freePort, startServer, killHard } from '../apps/server/test/server-process.ts';
import { WEB_ROOT } from '../e2e/browser.ts';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const server = await startServer(join(mkdtempSync(join(tmpdir(), 'p-')), 'palate.sqlite'), await freePort(), WEB_ROOT);
const browser = await launchChromium();
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now();
  const log: string[] = [];
  const at = () => String(Date.now() - t0).padStart(5);
  page.on('request', (r) => log.push(`${at()} req  ${r.method()} ${new URL(r.url()).pathname}`));
  page.on('requestfinished', (r) => log.push(`${at()} done ${new URL(r.url()).pathname}`));
  const shown = async (re: RegExp) => {
    const handle = await page.waitForFunction((src) => { const b = [...(globalThis as any).document.querySelectorAll('button')].find((b: any) => !b.disabled && new RegExp(src).test((b.getAttribute('aria-label') ?? b.textContent ?? '').trim())); if (!b) return undefined; const r = b.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; }, re.source, { polling: 'raf', timeout: 60000 });
    const box = await handle.jsonValue() as { x: number; y: number };
    log.push(`${at()} SHOWN ${re.source}`);
    if (process.env.TAP) await page.touchscreen.tap(box.x, box.y); else await page.getByRole('button', { name: re }).click();
    log.push(`${at()} TAPPED ${re.source}`);
  };
  await page.goto(server.url + '/', { waitUntil: 'commit' });
  log.push(`${at()} committed`);
  await shown(/^Answer questionnaires without identification$/);
  await shown(/^Start/);
  await shown(/^Next$/);
  await page.waitForFunction(() => (globalThis as any).document.querySelector('input[type=radio], input[type=range], [role=radio], [role=slider]'), undefined, { polling: 'raf' });
  log.push(`${at()} FIRST QUESTION`);
  if (run === 2) console.log(log.join('\n')); else console.log('total', at());
  await context.close();
}
await browser.close();
await killHard(server);
