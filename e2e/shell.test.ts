import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_VERSION, DELIVERY_VERSION, callUrl, customAssetPaths, errorTexts } from '@palate/protocol';
import { insertToken } from '../apps/server/src/accounts/members.repository.ts';
import { hashToken, newToken } from '../apps/server/src/security/tokens.ts';
import { freePort, killHard, startServer } from '../apps/server/test/server-process.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { shellTexts } from '../apps/web/src/features/shell/texts.ts';
import { PHONE, TABLET, WEB_ROOT, answerDemoScreens, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const SIZES = [
  ['tablet', TABLET],
  ['phone', PHONE],
] as const;
const LANGUAGES = ['en', 'ja'] as const;
const CASES = SIZES.flatMap(([size, viewport]) => LANGUAGES.map((lang) => ({ size, viewport, lang })));

/** The custom folder of a data directory, given to the servers as CUSTOM_DIR so that one set where the tests run cannot stand in. */
const customDir = (dataDir: string) => join(dataDir, 'custom');

describeInBrowser('the app shell in Chromium', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('shell', {
      prepare: (dir) => {
        mkdirSync(customDir(dir));
        // The account "acme" paints its header; the Japanese legal text is the administrator's own.
        writeFileSync(
          join(customDir(dir), customAssetPaths('acme').stylesheet.slice('/custom/'.length)),
          '.pl-app-header { background: rgb(255, 0, 0); }',
        );
        writeFileSync(join(customDir(dir), 'legal.ja.txt'), '株式会社アクメの法的情報');
        return { CUSTOM_DIR: customDir(dir) };
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function open(
    viewport: { width: number; height: number },
    init?: string,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({ viewport, locale: 'en-US' });
    if (init) await context.addInitScript(init);
    return { context, page: await context.newPage() };
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

  it.each(CASES)('redirects every route as the spec says ($size, $lang)', async ({ viewport, lang }) => {
    const { context, page } = await open(viewport);
    const redirects: [string, string][] = [
      ['/', '/home'],
      [`/${lang}`, `/${lang}/home`],
      [`/${lang}/nowhere/at/all`, `/${lang}/home`],
      // Home takes the upload query (it sends that block's results from this device, if any) and drops it.
      [`/${lang}/up/B7`, `/${lang}/home`],
      // An unknown link keeps its code and goes to the offline link route (e2e/booth.test.ts covers links).
      [`/${lang}/to/G1`, `/${lang}/off/G1?linkError=30201`],
      // A simulation is a panel leader's: a visitor is asked to log in (e2e/preview.test.ts covers the rest).
      [`/${lang}/pvw/1/n1`, `/${lang}/login`],
      [`/d-win/${lang}/connect`, `/d-win/${lang}/home`],
      [`/klingon/home`, `/klingon/home`],
    ];
    for (const [from, to] of redirects) {
      await page.goto(app.url + from);
      // A wrapper tag waits for its host first: without one, the first screen comes after the 1,600 ms startup failure.
      await expect.poll(() => pathOf(page), { timeout: 5_000 }).toBe(to);
    }
    // The welcome speaks the address's language.
    await page.goto(`${app.url}/${lang}/home`);
    await page.getByRole('heading', { name: questionnaireTexts[lang].home.welcomeTitle }).waitFor();
    await context.close();
  });

  it.each(CASES)('shows about, webview2, legal and connect ($size, $lang)', async ({ size, viewport, lang }) => {
    const texts = shellTexts[lang].shell;
    const { context, page } = await open(viewport);

    await page.goto(`${app.url}/${lang}/about`);
    await page.getByRole('heading', { name: texts.about.title }).waitFor();
    await page.getByText('SQLite').waitFor();
    for (const version of [APP_VERSION, DELIVERY_VERSION])
      expect(await page.getByText(version, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'React Aria Components' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath(`shell-about-${lang}-${size}`), fullPage: true });

    // The legal dialog from the about page: the administrator's Japanese text, else the shipped one.
    await page.getByRole('button', { name: texts.nav.legal }).click();
    const legal = page.getByRole('dialog', { name: texts.legal.title });
    await legal.getByText(lang === 'ja' ? '株式会社アクメの法的情報' : /GNU Affero General Public License/).waitFor();
    // React Aria adds a hidden dismiss button, also named "閉じる" in Japanese: tap the visible one.
    await legal.locator('.pl-dialog-actions').getByRole('button', { name: texts.legal.close }).click();
    await legal.waitFor({ state: 'detached' });

    // The legal route: the dialog alone, without navigation; closing goes home.
    await page.goto(`${app.url}/${lang}/legal`);
    await page.getByRole('dialog', { name: texts.legal.title }).waitFor();
    await page.screenshot({ path: screenshotPath(`shell-legal-${lang}-${size}`) });
    await page.locator('.pl-dialog-actions').getByRole('button', { name: texts.legal.close }).click();
    await page.waitForURL(`**/${lang}/home`);

    await page.goto(`${app.url}/${lang}/webview2`);
    await page.getByRole('heading', { name: texts.webview2.title }).waitFor();
    await page.screenshot({ path: screenshotPath(`shell-webview2-${lang}-${size}`), fullPage: true });
    await page.getByRole('button', { name: texts.nav.back }).click();
    await page.waitForURL(`**/${lang}/home`);

    await page.goto(`${app.url}/${lang}/connect`);
    await page.getByRole('heading', { name: texts.connect.title }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    const account = page.getByRole('textbox', { name: texts.connect.account });
    await account.fill('acme.debug');
    await account.blur();
    await page.getByText(texts.accountCode.keywords.replace('{{list}}', 'debug')).waitFor();
    await account.fill('');
    await page.getByText(texts.accountCode.empty).waitFor();
    await account.fill('acme');

    const address = page.getByRole('textbox', { name: texts.connect.url });
    await address.fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: texts.connect.check }).click();
    await page.getByText(errorTexts[lang][50101]!).waitFor();
    await page.getByText(texts.connect.checkFailedQuestion).waitFor();
    await page.screenshot({ path: screenshotPath(`shell-connect-failed-${lang}-${size}`), fullPage: true });
    await page.getByRole('button', { name: texts.connect.continueAnyway }).click();
    await address.fill(app.url);
    await page.getByRole('button', { name: texts.connect.check }).click();
    await page.getByText(texts.connect.checkOk.replace('{{version}}', APP_VERSION)).waitFor();

    // A choice's hidden input is stretched over the whole choice: a tap anywhere on it lands there.
    await page.getByRole('radio', { name: texts.connect.modeDatabase }).click();
    await page.getByRole('textbox', { name: texts.connect.server }).fill('lab-sql');
    await page.getByRole('radio', { name: texts.connect.authWindows }).click();
    expect(await page.getByRole('textbox', { name: texts.connect.user }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath(`shell-connect-${lang}-${size}`), fullPage: true });

    // Outside the desktop host, export downloads the file; import reads it back in any encoding.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.connect.export }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('palate-connection.json');
    const exported = JSON.parse(await streamText(await download.createReadStream())) as Record<string, unknown>;
    expect(exported).toMatchObject({
      mode: 'database',
      account: 'acme',
      database: { server: 'lab-sql', authentication: 'windows' },
    });

    const utf16 = Buffer.from(
      '\ufeff' + JSON.stringify({ mode: 'web', url: 'https://imported.example', account: 'beta' }),
      'utf16le',
    );
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: texts.connect.import }).click(),
    ]);
    await chooser.setFiles({ name: 'connection.json', mimeType: 'application/json', buffer: utf16 });
    await page.getByText(texts.connect.imported.replace('{{encoding}}', 'utf-16le')).waitFor();
    expect(await page.getByRole('textbox', { name: texts.connect.url }).inputValue()).toBe('https://imported.example');

    await page.getByRole('button', { name: texts.connect.save }).click();
    await page.getByText(errorTexts[lang][50005]!).waitFor();
    await context.close();
  });

  it.each(SIZES)('changes the language from the header, keeping the route (%s)', async (size, viewport) => {
    const { context, page } = await open(viewport);
    await page.goto(`${app.url}/acme/en/about`);
    await page.getByRole('heading', { name: shellTexts.en.shell.about.title }).waitFor();
    // A native <select>: its options are the browser's own list, out of the page's screenshot.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '日本語' });
    await page.waitForURL('**/acme/ja/about');
    await page.getByRole('heading', { name: shellTexts.ja.shell.about.title }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    await context.close();
  });

  it("applies the account's stylesheet, and carries on when an account has none", async () => {
    const { context, page } = await open(TABLET);
    await page.goto(`${app.url}/acme/en/home`);
    // The header is drawn once the judge's language has loaded: null until then. Polled from
    // here: a string predicate of waitForFunction is eval'd in the page, which our CSP forbids.
    const headerBackground = `(document.querySelector('.pl-app-header') && getComputedStyle(document.querySelector('.pl-app-header')).backgroundColor)`;
    await expect.poll(() => page.evaluate(headerBackground), { timeout: 10_000 }).toBe('rgb(255, 0, 0)');
    await page.screenshot({ path: screenshotPath('shell-account-styles') });
    await page.goto(`${app.url}/other/en/home`);
    await page.getByRole('heading', { name: questionnaireTexts.en.home.welcomeTitle }).waitFor();
    expect(await page.evaluate(headerBackground)).not.toBe('rgb(255, 0, 0)');
    await context.close();
  });

  it.each(CASES)('shows offline, database and back online ($size, $lang)', async ({ size, viewport, lang }) => {
    const texts = shellTexts[lang].shell;
    const { context, page } = await open(viewport);
    await page.goto(`${app.url}/${lang}/home`);
    await page.locator('.pl-connectivity--online').waitFor();

    await page.route('**/ws/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: questionnaireTexts[lang].home.answerAnonymously }).click();
    await page.locator(`.pl-connectivity--offline[aria-label="${texts.connectivity.offline}"]`).waitFor();
    await page.goto(`${app.url}/${lang}/about`);
    const notice = page.getByRole('status').filter({ hasText: texts.connectivity.unreachableTitle });
    await notice.waitFor();
    // Continuing offline is offered (e2e/offline.test.ts follows it).
    expect(await notice.getByRole('button', { name: texts.connectivity.continueOffline }).isEnabled()).toBe(true);
    await page.screenshot({ path: screenshotPath(`shell-offline-${lang}-${size}`), fullPage: true });

    await page.unroute('**/ws/**');
    await page.route('**/ws/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errorType: 50110, errorMsg: '' }),
      }),
    );
    await notice.getByRole('button', { name: texts.connectivity.checkConnection }).click();
    await page.locator(`.pl-connectivity--database[aria-label="${texts.connectivity.database}"]`).waitFor();

    await page.unroute('**/ws/**');
    await page.getByRole('link', { name: texts.nav.home }).click();
    await page.getByRole('link', { name: texts.nav.about }).click();
    await page.locator('.pl-connectivity--online').waitFor();
    await context.close();
  });

  it.each(LANGUAGES)('reloads after a server update and says so for a while (%s)', async (lang) => {
    const { context, page } = await open(TABLET);
    await page.goto(`${app.url}/${lang}/home`);
    // Every answer of the home page is in first: one arriving after the record below would
    // find the "older" version and reload at the next click already (About, not Home).
    await page.waitForLoadState('networkidle');
    // As if this page had been loaded from an older server.
    await page.evaluate(() =>
      localStorage.setItem('fzj_updater', JSON.stringify({ versions: ['0.0.1'], updatedAt: null })),
    );
    await page.getByRole('link', { name: shellTexts[lang].shell.nav.about }).click();
    await page.getByText('SQLite').waitFor();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: shellTexts[lang].shell.nav.home }).click();
    await reloaded;
    await page.getByText(shellTexts[lang].shell.updater.updated).waitFor();
    expect(pathOf(page)).toBe(`/${lang}/home`);
    const record = await page.evaluate(
      () => JSON.parse(localStorage.getItem('fzj_updater') ?? 'null') as { versions: string[] },
    );
    expect(record.versions).not.toContain('0.0.1');
    await page.screenshot({ path: screenshotPath(`shell-updated-${lang}`) });
    await context.close();
  });

  it.each(CASES)('sleeps after the idle time and wakes up ($size, $lang)', async ({ size, viewport, lang }) => {
    const texts = shellTexts[lang].shell;
    const { context, page } = await open(viewport, 'window.palateSettings = { idleSeconds: 1 };');
    await page.goto(`${app.url}/${lang}/home`);
    const sleeping = page.getByRole('dialog', { name: texts.inactivity.sleepingTitle });
    await sleeping.waitFor();
    await page.screenshot({ path: screenshotPath(`shell-sleeping-${lang}-${size}`) });
    await sleeping.getByRole('button', { name: texts.inactivity.wakeUp }).click();
    await sleeping.waitFor({ state: 'detached' });
    await context.close();
  });

  it.each(LANGUAGES)('warns before the session times out and extends it (%s)', async (lang) => {
    const texts = shellTexts[lang].shell;
    // A server whose judges' tokens live 12 s, renewed by a call in their second half;
    // the warning comes 5 s before the end.
    const shortLived = await startServer(join(app.dir, `short-${lang}.sqlite`), await freePort(), WEB_ROOT, {
      CUSTOM_DIR: customDir(app.dir),
      JUDGE_TOKEN_LIFE_SECONDS: '12',
    });
    try {
      const { context, page } = await open(
        PHONE,
        'window.palateSettings = { idleSeconds: 0, timeoutWarningSeconds: 5 };',
      );
      await page.goto(`${shortLived.url}/${lang}/home`);
      await page.getByRole('button', { name: questionnaireTexts[lang].home.answerAnonymously }).click();
      const warning = page.getByRole('alertdialog', { name: texts.inactivity.timeoutTitle });
      await warning.waitFor();
      await page.screenshot({ path: screenshotPath(`shell-timeout-${lang}`) });
      const check = page.waitForResponse((response) => response.url().endsWith('/members/check'));
      await warning.getByRole('button', { name: texts.inactivity.extend }).click();
      expect(((await (await check).json()) as { tkl?: number }).tkl).toBeGreaterThan(6);
      await warning.waitFor({ state: 'detached' });
      await context.close();
    } finally {
      await killHard(shortLived);
    }
  });

  it('asks before closing the app during a session, and no longer once it has ended', async () => {
    const { context, page } = await open(TABLET, 'window.palateSettings = { idleSeconds: 0 };');
    await page.goto(`${app.url}/en/home`);
    await page.getByRole('button', { name: questionnaireTexts.en.home.answerAnonymously }).click();
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.waitForURL('**/en/sess/**');
    await page
      .getByText(/Screen 1 of/)
      .first()
      .waitFor();
    // The browser only asks after the user has interacted with the page.
    await page.mouse.click(5, 400);
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe('beforeunload');
    await shown.dismiss();
    expect(page.isClosed()).toBe(false);

    // On the end screen the run is over: the app closes without asking.
    await answerDemoScreens(page, 1);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.mouse.click(5, 400);
    const asked: string[] = [];
    page.on('dialog', (shownAgain) => {
      asked.push(shownAgain.type());
      void shownAgain.accept();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(asked).toEqual([]);
    await context.close();
  });

  // Last: once written, the banner shows to every judge of the demo account.
  it.each([
    { size: 'tablet', viewport: TABLET, lang: 'en' },
    { size: 'phone', viewport: PHONE, lang: 'ja' },
  ] as const)(
    "shows a leader's banner to judges until they hide it ($size, $lang)",
    async ({ size, viewport, lang }) => {
      const text = lang === 'ja' ? '休憩は11時です。' : 'Break at 11:00.';
      const leader = await app.database.db
        .selectFrom('member')
        .select('id')
        .where('login_key', '=', 'leader')
        .executeTakeFirstOrThrow();
      const leaderToken = newToken();
      await insertToken(app.database.db, hashToken(leaderToken), leader.id, Date.now() + 600_000, Date.now());
      const added = await fetch(`${app.url}${callUrl('messages/add')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tk: leaderToken, text, type: 'banner', lang, recipients: { group: 'judges' } }),
      });
      expect(((await added.json()) as { errorType: number }).errorType).toBe(0);

      const { context, page } = await open(viewport);
      await page.goto(`${app.url}/${lang}/home`);
      await page.getByRole('button', { name: questionnaireTexts[lang].home.answerAnonymously }).click();
      const banner = page.getByRole('region', { name: shellTexts[lang].shell.banner.label });
      await banner.getByText(text).waitFor();
      await page.screenshot({ path: screenshotPath(`shell-banner-${lang}-${size}`) });
      const dismissed = page.waitForResponse((response) => response.url().endsWith('/message/status/set'));
      await banner.getByRole('button', { name: shellTexts[lang].shell.banner.dismiss }).click();
      await dismissed;
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: questionnaireTexts[lang].home.title }).waitFor();
      expect(await page.getByText(text).count()).toBe(0);
      await context.close();
    },
  );

  it.each(SIZES)(
    "draws the header's icons at the spec's default size, 2em, with a 0.2em margin [%s]",
    async (size, viewport) => {
      const context = await app.browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        await page.goto(`${app.url}/en/`);
        const icons = page.locator('.pl-app-header svg.pl-icon');
        await icons.first().waitFor();
        expect(await icons.count()).toBeGreaterThanOrEqual(2);
        await page.screenshot({ path: screenshotPath(`shell-icons-${size}`) });
        const measured = await icons.evaluateAll((elements) =>
          elements.map((element) => {
            const style = element.ownerDocument.defaultView!.getComputedStyle(element);
            const em = parseFloat(style.fontSize);
            return [parseFloat(style.width) / em, parseFloat(style.height) / em, parseFloat(style.marginTop) / em];
          }),
        );
        for (const [width, height, margin] of measured) {
          expect(width).toBeCloseTo(2, 5);
          expect(height).toBeCloseTo(2, 5);
          expect(margin).toBeCloseTo(0.2, 5);
        }
      } finally {
        await context.close();
      }
    },
  );

  it('serves a web app manifest', async () => {
    const response = await fetch(`${app.url}/manifest.json`);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.json()).toMatchObject({ name: 'Palate', start_url: '/', display: 'standalone' });
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
