import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { reportFigures } from '../apps/server/test/fault-scale.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { shellTexts } from '../apps/web/src/features/shell/texts.ts';
import { CHROMIUM, TABLET, answerDemoScreens, describeInBrowser } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const { home } = questionnaireTexts.en;
const { session } = sessionTexts.en;
const { shell } = shellTexts.en;

/** Chromium with its profile on disk, as a booth's browser keeps it across a crash. */
function launchWithProfile(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    viewport: TABLET,
    locale: 'en-US',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** The browser process of that profile (Playwright does not hand out a persistent context's process). */
function browserProcessOf(profile: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (commandLine.includes(`--user-data-dir=${profile}`) && !commandLine.includes('--type=')) return Number(entry);
  }
  throw new Error(`no browser runs with the profile ${profile}`);
}

describeInBrowser("a judge's offline answers survive a killed browser", () => {
  let app: E2eApp;
  let profile: string;

  beforeAll(async () => {
    app = await startE2eApp('offline-faults');
    profile = mkdtempSync(join(tmpdir(), 'palate-profile-'));
  });
  afterAll(async () => {
    await app?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  /** Offline mode: asked for, unless the app kept it from before (a reopened browser). */
  async function continueOffline(page: Page): Promise<void> {
    const offlineHome = page.getByRole('heading', { name: home.offline.title });
    const ask = page.getByRole('button', { name: shell.connectivity.continueOffline });
    await offlineHome.or(ask).first().waitFor();
    if (await ask.count()) await ask.click();
    await offlineHome.waitFor();
  }

  it('keeps every screen answered before the kill, and sends each answer once', async () => {
    let context = await launchWithProfile(profile);
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${app.url}/en/home`);
    await page.getByRole('button', { name: home.answerAnonymously }).click();
    await page.getByRole('heading', { name: home.title }).waitFor();
    await page.locator('.pl-offline-actions .pl-button').click();
    await page.getByText(home.offline.available).waitFor();

    await context.setOffline(true);
    await page.reload();
    await continueOffline(page);
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.getByText(session.offlineNote).waitFor();
    await answerDemoScreens(page, 1, 4);
    await page.getByText('Screen 4 of 7').first().waitFor();
    // Killed the moment screen 4 shows: local storage has not reached the disk yet (Chromium
    // writes it a second or more later), so what survives is the durable copy in IndexedDB.
    process.kill(browserProcessOf(profile), 'SIGKILL');
    await new Promise((closed) => context.once('close', closed));

    context = await launchWithProfile(profile);
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${app.url}/en/home`);
    await continueOffline(page);
    await page.locator('.pl-offline-item-actions .pl-button--primary').click();
    await page.getByText('Screen 4 of 7').first().waitFor();
    await answerDemoScreens(page, 4);
    await page.getByRole('heading', { name: session.endTitle }).waitFor();
    await page.getByRole('button', { name: session.backToList }).click();

    await context.setOffline(false);
    await page.getByRole('button', { name: home.offline.goOnline }).click();
    await page.getByRole('button', { name: /^Send results: / }).click();
    await page.getByText(home.offline.sent).waitFor();
    await context.close();

    const stored = await longResults(app.database.db);
    const keys = stored.map((row) => `${row.sampleCode} ${row.attribute}`);
    const duplicated = keys.length - new Set(keys).size;
    // Three samples, each with overall liking and three line-scale attributes.
    const lost = 3 * 4 - new Set(keys).size;
    reportFigures('offline queue across a killed browser', { answers: stored.length, lost, duplicated });
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
  }, 180_000);
});
