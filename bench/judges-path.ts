/**
 * The judges' path in Chromium as a first-time judge on a phone meets it: from the home page
 * through "Answer questionnaires without identification" and Start to the first answerable
 * control of the demo. Bytes on the wire are CDP's encodedDataLength of every finished
 * request, by resource type, counted with the service worker blocked: once it controls the
 * page it serves later chunks from its own copy, whose bytes the page's count would miss.
 * What the service worker fetches besides, for offline use, is counted apart. Times are
 * measured as a judge meets them (service worker on), with slow-4G and a 4x slower CPU.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PHONE, launchChromium } from '../e2e/browser.ts';

/** Chrome DevTools' "slow 4G" preset, as the issue measures it. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

export interface JudgesPathRun {
  /** Bytes on the wire before the first question, by CDP resource type (Script, Document, Fetch, …). */
  bytesByType: Record<string, number>;
  /** The app's files the path loaded (paths such as /assets/index-….js). */
  loaded: string[];
  /** From the home page's navigation to the first answerable control, in ms. */
  firstQuestionMs: number;
  /** The home page's first contentful paint, in ms. */
  homeFirstPaintMs: number;
  /** From the home page's navigation until its first button can be pressed, in ms. */
  homeReadyMs: number;
}

/** Sums what each request cost on the wire, until the caller stops reading. */
async function watchWire(session: CDPSession): Promise<{ bytesByType: Record<string, number>; loaded: string[] }> {
  const typeOf = new Map<string, string>();
  const bytesByType: Record<string, number> = {};
  const loaded: string[] = [];
  session.on('Network.responseReceived', (event) => {
    typeOf.set(event.requestId, event.type);
    loaded.push(new URL(event.response.url).pathname);
  });
  session.on('Network.loadingFinished', (event) => {
    const type = typeOf.get(event.requestId) ?? 'Other';
    bytesByType[type] = (bytesByType[type] ?? 0) + event.encodedDataLength;
  });
  await session.send('Network.enable');
  return { bytesByType, loaded };
}

async function firstPaint(page: Page): Promise<number> {
  const paint = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    undefined,
    { timeout: 60_000 },
  );
  return (await paint.jsonValue()) ?? NaN;
}

/** A fresh phone context (nothing cached, nothing stored), throttled as the issue says. */
async function throttledPage(
  browser: Browser,
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<{ context: BrowserContext; page: Page; session: CDPSession }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, session };
}

const ANSWER_WITHOUT_IDENTIFICATION = /^Answer questionnaires without identification$/;

/** What the predicates below use of the page's DOM: the bench is typed for Node, without the DOM's own types. */
interface PageDocument {
  querySelector(selector: string): unknown;
  querySelectorAll(selector: string): Iterable<{
    disabled: boolean;
    textContent: string | null;
    getAttribute(name: string): string | null;
    getBoundingClientRect(): { x: number; y: number; width: number; height: number };
  }>;
}

/**
 * Where a button of that name is, once it can be pressed: checked at every frame in the
 * page. Playwright's own waiting, for an element not there yet, looks again after 20, 50,
 * 100, 100 and then every 500 ms, which added up to half a second a screen that was the
 * harness's, not the app's.
 */
async function buttonShown(page: Page, name: RegExp): Promise<{ x: number; y: number }> {
  const centre = await page.waitForFunction(
    (source) => {
      const pattern = new RegExp(source);
      const { document } = globalThis as unknown as { document: PageDocument };
      const button = [...document.querySelectorAll('button')].find(
        (candidate) =>
          !candidate.disabled &&
          pattern.test((candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').trim()),
      );
      if (!button) return undefined;
      const box = button.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    name.source,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await centre.jsonValue()) as { x: number; y: number };
}

/**
 * Taps a button the moment it is shown, as a judge's finger would: a touch at its centre.
 * Playwright's click checks first, each check a round trip to the throttled page, that the
 * button is scrolled into view, has kept its place for two frames and is the element at
 * that point: 60 to 90 ms a tap at 4x CPU that no finger spends.
 */
async function tapWhenShown(page: Page, name: RegExp): Promise<void> {
  const { x, y } = await buttonShown(page, name);
  await page.touchscreen.tap(x, y);
}

/** From the home page to the first answerable control of the demo. */
async function walkToFirstQuestion(page: Page, url: string): Promise<void> {
  await page.goto(url + '/', { waitUntil: 'commit' });
  await tapWhenShown(page, ANSWER_WITHOUT_IDENTIFICATION);
  await tapWhenShown(page, /^Start/);
  // The demo opens on a welcome screen; its Next leads to the first question.
  await tapWhenShown(page, /^Next$/);
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { document: PageDocument }).document.querySelector(
        'input[type=radio], input[type=range], [role=radio], [role=slider]',
      ),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
}

/**
 * One judge's first visit to the first question with the service worker blocked, for the
 * bytes; one as a judge makes it, for the time; then a first visit to the home page alone
 * for its paint.
 */
export async function measureJudgesPath(browser: Browser, url: string): Promise<JudgesPathRun> {
  const counted = await throttledPage(browser, 'block');
  let wire: { bytesByType: Record<string, number>; loaded: string[] };
  try {
    wire = await watchWire(counted.session);
    await walkToFirstQuestion(counted.page, url);
    wire = { bytesByType: { ...wire.bytesByType }, loaded: [...wire.loaded] };
  } finally {
    await counted.context.close();
  }
  const timed = await throttledPage(browser);
  let firstQuestionMs: number;
  try {
    const started = Date.now();
    await walkToFirstQuestion(timed.page, url);
    firstQuestionMs = Date.now() - started;
  } finally {
    await timed.context.close();
  }
  // The first paint may be index.html's header alone: the home page counts as ready once a
  // judge can press its first button.
  const home = await throttledPage(browser);
  try {
    const started = Date.now();
    await home.page.goto(url + '/', { waitUntil: 'commit' });
    await buttonShown(home.page, ANSWER_WITHOUT_IDENTIFICATION);
    const homeReadyMs = Date.now() - started;
    return { ...wire, firstQuestionMs, homeReadyMs, homeFirstPaintMs: await firstPaint(home.page) };
  } finally {
    await home.context.close();
  }
}

/**
 * Bytes on the wire (brotli, as the server sends them to Chromium) of the files the service
 * worker copies for offline use that the judges' path did not load itself: it fetches them
 * once the judge is at the questions (apps/web/src/lib/offlineCopy.ts).
 */
async function offlineCopyBytes(url: string, loaded: ReadonlySet<string>): Promise<number> {
  const listed = (await (await fetch(url + '/offline-assets.json')).json()) as string[];
  let bytes = 0;
  for (const asset of listed.filter((name) => !loaded.has(name))) {
    const response = await fetch(url + asset, { headers: { 'accept-encoding': 'br, gzip' } });
    bytes += Number(response.headers.get('content-length') ?? (await response.arrayBuffer()).byteLength);
  }
  return bytes;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

export interface JudgesPathFigures {
  runs: number;
  scriptBytes: number;
  bytesByType: Record<string, number>;
  /** Fetched by the service worker once the judge is at the questions, for offline use (files the path did not load). */
  offlineCopyBytes: number;
  firstQuestionMs: number;
  homeFirstPaintMs: number;
  homeReadyMs: number;
}

/** `runs` first visits; the median of each figure. */
export async function judgesPathFigures(url: string, runs: number): Promise<JudgesPathFigures> {
  const browser = await launchChromium();
  try {
    const results: JudgesPathRun[] = [];
    for (let run = 0; run < runs; run++) results.push(await measureJudgesPath(browser, url));
    const types = [...new Set(results.flatMap((result) => Object.keys(result.bytesByType)))];
    const bytesByType = Object.fromEntries(
      types.map((type) => [type, median(results.map((result) => result.bytesByType[type] ?? 0))]),
    );
    return {
      runs,
      scriptBytes: bytesByType.Script ?? 0,
      bytesByType,
      offlineCopyBytes: await offlineCopyBytes(url, new Set(results.flatMap((result) => result.loaded))),
      firstQuestionMs: median(results.map((result) => result.firstQuestionMs)),
      homeFirstPaintMs: median(results.map((result) => result.homeFirstPaintMs)),
      homeReadyMs: median(results.map((result) => result.homeReadyMs)),
    };
  } finally {
    await browser.close();
  }
}
