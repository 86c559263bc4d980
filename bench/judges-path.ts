/**
 * The judges' path in Chromium as a first-time judge on a phone meets it: from the home page
 * through "Answer questionnaires without identification" and Start to the first answerable
 * control of the demo. Bytes on the wire are CDP's encodedDataLength of every finished
 * request, by resource type; times are measured with slow-4G and a 4x slower CPU.
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
  /** From the home page's navigation to the first answerable control, in ms. */
  firstQuestionMs: number;
  /** The home page's first contentful paint, in ms. */
  homeFirstPaintMs: number;
}

/** Sums what each request cost on the wire, until the caller stops reading. */
async function watchWire(session: CDPSession): Promise<Record<string, number>> {
  const typeOf = new Map<string, string>();
  const bytesByType: Record<string, number> = {};
  session.on('Network.responseReceived', (event) => typeOf.set(event.requestId, event.type));
  session.on('Network.loadingFinished', (event) => {
    const type = typeOf.get(event.requestId) ?? 'Other';
    bytesByType[type] = (bytesByType[type] ?? 0) + event.encodedDataLength;
  });
  await session.send('Network.enable');
  return bytesByType;
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
async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; session: CDPSession }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, session };
}

/** One judge's first visit to the first question, then a first visit to the home page alone for its paint. */
export async function measureJudgesPath(browser: Browser, url: string): Promise<JudgesPathRun> {
  const path = await throttledPage(browser);
  let bytesByType: Record<string, number>;
  let firstQuestionMs: number;
  try {
    const wire = await watchWire(path.session);
    const started = Date.now();
    await path.page.goto(url + '/', { waitUntil: 'commit' });
    await path.page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    await path.page.getByRole('button', { name: /^Start/ }).click();
    // The demo opens on a welcome screen; its Next leads to the first question.
    await path.page.getByRole('button', { name: 'Next' }).click();
    await path.page.getByRole('radio').or(path.page.getByRole('slider')).first().waitFor({ state: 'attached' });
    firstQuestionMs = Date.now() - started;
    bytesByType = { ...wire };
  } finally {
    await path.context.close();
  }
  const home = await throttledPage(browser);
  try {
    await home.page.goto(url + '/', { waitUntil: 'commit' });
    return { bytesByType, firstQuestionMs, homeFirstPaintMs: await firstPaint(home.page) };
  } finally {
    await home.context.close();
  }
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
  firstQuestionMs: number;
  homeFirstPaintMs: number;
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
      firstQuestionMs: median(results.map((result) => result.firstQuestionMs)),
      homeFirstPaintMs: median(results.map((result) => result.homeFirstPaintMs)),
    };
  } finally {
    await browser.close();
  }
}
