import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAllPublications } from '../apps/server/src/publishing/publications.repository.ts';
import { longResults, type LongResult } from '../apps/server/src/results/results.service.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { shellTexts } from '../apps/web/src/features/shell/texts.ts';
import { PHONE, TABLET, answerDemoScreens, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

type Lang = 'en' | 'ja';

describeInBrowser('a judge answers the demo offline and sends the results later', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('offline');
  });
  afterAll(async () => {
    await app?.close();
  });

  async function results(): Promise<LongResult[]> {
    return longResults(app.database.db);
  }

  /** The demo is published as one block: its block id is the publication's id. */
  async function demoBlockId(): Promise<string> {
    const [demo] = await listAllPublications(app.database.db);
    if (!demo) throw new Error('the demo is not published');
    return demo.id;
  }

  function texts(lang: Lang) {
    return {
      home: questionnaireTexts[lang].home,
      session: sessionTexts[lang].session,
      shell: shellTexts[lang].shell,
    };
  }

  /** A new anonymous judge on the home list, with the service worker ready, and the demo downloaded. */
  async function downloadDemo(context: BrowserContext, lang: Lang, screenshot?: string): Promise<Page> {
    const { home } = texts(lang);
    const page = await context.newPage();
    await page.goto(`${app.url}/${lang}/home`);
    await page.getByRole('button', { name: home.answerAnonymously }).click();
    await page.getByRole('heading', { name: home.title }).waitFor();
    if (screenshot) await page.screenshot({ path: screenshotPath(screenshot), fullPage: true });
    await page.locator('.pl-offline-actions .pl-button').click();
    await page.getByText(home.offline.available).waitFor();
    return page;
  }

  /** The network drops; the reloaded app (from the service worker) offers to continue offline. */
  async function continueOffline(context: BrowserContext, page: Page, lang: Lang): Promise<void> {
    const { home, shell } = texts(lang);
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('button', { name: shell.connectivity.continueOffline }).click();
    await page.getByRole('heading', { name: home.offline.title }).waitFor();
    await page.locator('.pl-offline-mode', { hasText: shell.connectivity.offlineMode }).waitFor();
  }

  /** The network is back: the judge leaves offline mode and sees the list from the server. */
  async function goBackOnline(context: BrowserContext, page: Page, lang: Lang): Promise<void> {
    const { home } = texts(lang);
    await context.setOffline(false);
    await page.getByRole('button', { name: home.offline.goOnline }).click();
    await page.getByRole('heading', { name: home.title }).waitFor();
    expect(await page.locator('.pl-offline-mode').count()).toBe(0);
  }

  it('keeps a copy of every file the app may load, each one the server has, once the first screen is there', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.url}/en/home`);
    // The copy waits while the first screen comes (lib/offlineCopy.ts), then comes by itself.
    await page.getByRole('button', { name: texts('en').home.answerAnonymously }).waitFor();
    expect(await page.evaluate('navigator.serviceWorker.getRegistration().then((found) => found === undefined)')).toBe(
      true,
    );
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const listed = (await (await fetch(`${app.url}/offline-assets.json`)).json()) as string[];
    expect(listed.length).toBeGreaterThan(10);
    for (const asset of listed) expect((await fetch(app.url + asset)).status, asset).toBe(200);
    const uncached = `Promise.all(${JSON.stringify(listed)}.map((asset) => caches.match(asset)))
      .then((found) => found.filter((response) => !response).length)`;
    await expect.poll(() => page.evaluate(uncached)).toBe(0);
    await context.close();
  });

  it('downloads online, answers every screen offline across a reload, and sends the results', async () => {
    const { home, session } = texts('en');
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await downloadDemo(context, 'en');
    await continueOffline(context, page, 'en');

    await page.getByRole('button', { name: /^Start/ }).click();
    await page.getByText(session.offlineNote).waitFor();
    await answerDemoScreens(page, 1, 4);
    await page.getByText('Screen 4 of 7').first().waitFor();

    // Closing or reloading the tab loses nothing: the screens answered are on the device.
    await page.reload();
    await page.getByText('Screen 4 of 7').first().waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Screen 3 of 7').first().waitFor();
    const liking = page.getByRole('radio', { name: 'Like moderately', exact: true });
    if (await liking.count()) expect(await liking.isChecked()).toBe(true);
    else expect(await page.getByRole('slider').first().getAttribute('aria-valuetext')).not.toBeNull();
    await page.getByRole('button', { name: 'Next' }).click();
    await answerDemoScreens(page, 4);
    await page.getByRole('heading', { name: session.endTitle }).waitFor();
    await page.getByText(session.offlineEnd).waitFor();
    await page.getByRole('button', { name: session.backToList }).click();
    await page.getByText(home.offline.status.waiting).waitFor();
    expect(await results()).toHaveLength(0);

    await goBackOnline(context, page, 'en');
    await page.getByRole('button', { name: /^Send results: / }).click();
    await page.getByText(home.offline.sent).waitFor();
    await page.getByText(home.status.finished).waitFor();
    expect(await page.getByText(home.offline.available).count()).toBe(0);

    const stored = await results();
    expect(stored).toHaveLength(3 * 4);
    expect(stored.filter((row) => row.attribute === 'overall_liking').map((row) => row.value)).toEqual([7, 7, 7]);
    await context.close();
  });

  it("sends results answered offline after the judge's token has ended, with the download's key", async () => {
    const { home, session } = texts('en');
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await downloadDemo(context, 'en');
    await continueOffline(context, page, 'en');
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.getByRole('button', { name: session.next }).click();
    await page.getByText('Screen 2 of 7').first().waitFor();
    // Meanwhile the judge's token ends: back online, home is the welcome.
    await page.evaluate(() => localStorage.removeItem('fzj_judge'));
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: home.offline.goOnline }).click();
    await page.getByRole('heading', { name: home.offline.pendingTitle }).waitFor();
    await page.getByRole('heading', { name: home.welcomeTitle }).waitFor();
    await page.screenshot({ path: screenshotPath('offline-en-tablet-pending'), fullPage: true });
    // The upload route (spec: up/{block}) sends that block's results, as the send button would.
    await page.goto(`${app.url}/en/up/${await demoBlockId()}`);
    await page.getByText(home.offline.sent).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('heading', { name: home.offline.pendingTitle }).count()).toBe(0);
    await context.close();
  });

  it.each([
    ['en', 'tablet', TABLET],
    ['en', 'phone', PHONE],
    ['ja', 'tablet', TABLET],
    ['ja', 'phone', PHONE],
  ] as const)(
    'answers changed online after the download: the conflict dialog overwrites them (%s, %s)',
    async (lang, size, viewport) => {
      const { home, session } = texts(lang);
      const context = await app.browser.newContext({ viewport, hasTouch: size === 'phone', locale: lang });
      const page = await downloadDemo(context, lang, `offline-${lang}-${size}-list-download`);
      await page.screenshot({ path: screenshotPath(`offline-${lang}-${size}-list`), fullPage: true });

      await continueOffline(context, page, lang);
      await page.screenshot({ path: screenshotPath(`offline-${lang}-${size}-home`), fullPage: true });
      await page.locator('.pl-offline-item-actions .pl-button--primary').click();
      await page.getByText(session.offlineNote).waitFor();
      await page.screenshot({ path: screenshotPath(`offline-${lang}-${size}-screen`), fullPage: true });
      // The welcome screen, answered on this device.
      await page.getByRole('button', { name: session.next }).click();
      await page.getByText(session.progress.replace('{{current}}', '2').replace('{{count}}', '7')).first().waitFor();
      await page.getByRole('link', { name: shellTexts[lang].shell.nav.home }).click();
      await page.getByText(home.offline.status.inProgress).waitFor();

      await goBackOnline(context, page, lang);
      // Meanwhile the same run moves on online.
      await page.locator('.pl-questionnaire > .pl-button--primary').click();
      await page.getByRole('button', { name: session.next }).click();
      await page.getByText(session.progress.replace('{{current}}', '2').replace('{{count}}', '7')).first().waitFor();
      await page.getByRole('link', { name: shellTexts[lang].shell.nav.home }).click();

      await page.locator('.pl-offline-actions .pl-button--primary').getByText(home.offline.send).waitFor();
      await page.screenshot({ path: screenshotPath(`offline-${lang}-${size}-list-send`), fullPage: true });
      await page.locator('.pl-offline-actions .pl-button--primary').click();
      const dialog = page.getByRole('alertdialog', { name: home.offline.conflictTitle });
      await dialog.waitFor();
      await page.screenshot({ path: screenshotPath(`offline-${lang}-${size}-conflict`) });
      await dialog.getByRole('button', { name: home.offline.overwrite }).click();
      await page.getByText(home.offline.sent).waitFor();
      expect(await page.getByText(home.offline.available).count()).toBe(0);

      // Downloaded again, then deleted after the confirmation.
      await page.locator('.pl-offline-actions .pl-button').click();
      await page.getByText(home.offline.available).waitFor();
      await page.locator('.pl-offline-actions .pl-button--quiet').click();
      const confirm = page.getByRole('alertdialog', { name: home.offline.deleteTitle });
      await confirm.getByRole('button', { name: home.offline.deleteConfirm }).click();
      await page.locator('.pl-offline-actions .pl-button').getByText(home.offline.download).waitFor();
      expect(await page.getByText(home.offline.available).count()).toBe(0);
      await context.close();
    },
  );
});
