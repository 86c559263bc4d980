import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/services/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/services/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/services/publishing.service.ts';
import { PHONE, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { seriousViolations } from './axe.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');
const PASSWORD = 'Console#2026';
const DESKTOP = { width: 1440, height: 900 };
const TABLET = { width: 1280, height: 800 };
describeInBrowser("the leaders' console: sign in, import a definition, see its faults, export it", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('console');
    const demo = await requireAccount(app.database.db, 'demo');
    const now = Date.now();
    await createUser(
      app.database.db,
      demo,
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      now,
    );
    await createUser(app.database.db, demo, { login: 'jo', type: 'j', roles: [], password: PASSWORD }, now);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signIn(page: Page, login: string): Promise<void> {
    await page.goto(`${app.url}/console/`);
    await page.getByLabel('User name').fill(login);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('tells a judge the console is for leaders, and keeps no session', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'jo');
    await page.getByRole('alert').getByText('This console is for panel leaders', { exact: false }).waitFor();
    expect(await page.evaluate('localStorage.getItem("palate_console_session")')).toBeNull();
    await context.close();
  });

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['desktop', DESKTOP],
  ] as const) {
    it(`imports a definition with faults by line, then the corrected one, and exports it [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
      const cspViolations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
      });
      const page = await context.newPage();
      await signIn(page, 'lea');
      await page.getByRole('heading', { name: 'Questionnaires' }).waitFor();
      await page.getByText('Signed in as Léa').waitFor();
      await page.screenshot({ path: screenshotPath(`console-list-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      const original = readFileSync(join(EXAMPLES, 'descriptive-profile.yaml'), 'utf8');
      const broken = original.replace('max: 10', 'max: -1');
      const brokenLine = broken.split('\n').findIndex((line) => line.includes('max: -1')) + 1;
      await page.getByLabel('Definition', { exact: true }).fill(broken);
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByRole('heading', { name: 'Faults to correct' }).waitFor();
      expect(await page.locator('.pl-console-faults li').first().textContent()).toContain(`Line ${brokenLine}, column`);
      await page.screenshot({ path: screenshotPath(`console-faults-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // A label edited, as a leader would before importing.
      const edited = original.replace('label: Firmness', 'label: Firmness in the mouth');
      await page.getByLabel('Definition', { exact: true }).fill(edited);
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByText('“cheese-profile” is imported.').waitFor();
      const row = page.getByRole('row', { name: /cheese-profile/ }).first();
      await row.waitFor();

      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: 'Export YAML', description: 'cheese-profile' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('cheese-profile.yaml');
      const exported = readFileSync((await file.path())!, 'utf8');
      // The command line's own check accepts the exported file, with the edit in it.
      const checked = parseDefinitionFile(exported);
      expect(checked.ok).toBe(true);
      expect(exported).toContain('Firmness in the mouth');
      expect(cspViolations).toEqual([]);
      await context.close();
    });
  }

  it('speaks Japanese', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto(`${app.url}/console/`);
    await page.getByRole('heading', { name: 'コンソールにサインイン' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-signin-ja'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('ユーザー名').fill('lea');
    await page.getByLabel('パスワード').fill(PASSWORD);
    await page.getByRole('button', { name: 'サインイン' }).click();
    await page.getByRole('heading', { name: '質問票' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-list-ja'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("is linked from the judges' app header for a signed-in leader", async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.url}/en/login`);
    await page.getByLabel('User name').fill('lea');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    const link = page.getByRole('link', { name: 'Console' });
    await link.click();
    await page.waitForURL(/\/console\/$/);
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    await context.close();
  });

  it("prints the serving plan, and the judge at a tray is served that tray's cups", async () => {
    const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const questionnaire = await importDefinition(app.database.db, parsed.definition, Date.now());
    const options = { name: 'Sweetener triangle', anonymous: true, targetJudges: 12, expiresAt: null };
    await publishQuestionnaire(
      app.database.db,
      questionnaire,
      { ...options, tray: { min: 1, max: 12, unique: true } },
      Date.now(),
    );

    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, 'lea');
    await page.getByRole('link', { name: 'Publications' }).click();
    await page.getByRole('heading', { name: 'Publications' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-publications-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Serving plan: Sweetener triangle' }).click();
    const trayThree = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3', exact: true }) });
    await trayThree.waitFor();
    const planned = (await trayThree.locator('.pl-console-code').allTextContents()).map((code) => code.trim());
    expect(planned).toHaveLength(3);
    await page.screenshot({ path: screenshotPath('console-plan-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8').split('\r\n');
    expect(csv[0]).toBe('judge,tray,repetition,place,code,product,product_name');
    expect(csv.filter((line) => line.startsWith('3,3,1,')).map((line) => line.split(',')[4])).toEqual(planned);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: screenshotPath('console-plan-print'), fullPage: true });
    await context.close();

    // A judge on a phone at tray 3.
    const judgeContext = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const judge = await judgeContext.newPage();
    await judge.goto(`${app.url}/en/`);
    await judge.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    const section = judge.locator('section.pl-publication', {
      has: judge.getByRole('heading', { name: 'Sweetener triangle' }),
    });
    await section.getByRole('button', { name: /^Start/ }).click();
    // No confirm step (session parameter c1 is not given): the number, then Start.
    await judge.locator('.pl-tray input').first().fill('3');
    await judge.locator('.pl-tray').getByRole('button', { name: 'Start' }).click();
    await judge.getByText('Screen 1 of 3').first().waitFor();
    await judge.getByRole('button', { name: 'Next' }).click();
    await judge.locator('.pl-cup').first().waitFor();
    const served = (await judge.locator('.pl-cup').allTextContents()).map((code) => code.trim());
    expect(served).toEqual(planned);
    await judgeContext.close();
  });

  it('publishes from the console, shows a link as a QR code, and a judge on a phone comes in through it', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'lea');
    await page
      .getByLabel('Definition', { exact: true })
      .fill(readFileSync(join(EXAMPLES, 'consumer-test.yaml'), 'utf8'));
    await page.getByRole('button', { name: 'Import' }).click();
    const name = (await page.locator('.pl-console-success').textContent())!.match(/“(.+)”/)![1]!;
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .first();
    await row.getByRole('link', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Publish a questionnaire' }).waitFor();
    await page.getByLabel('Name').fill('Juice consumer test');
    await page.getByLabel('Judges needed (optional)').fill('60');
    await page.screenshot({ path: screenshotPath('console-publish-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Publications' }).waitFor();
    await page.getByRole('link', { name: 'Links: Juice consumer test' }).click();
    await page.getByRole('button', { name: 'Create a link' }).click();
    const address = (await page.locator('.pl-console-address').first().textContent())!.trim();
    expect(address).toMatch(new RegExp(`^${app.url}/to/`));
    await page.getByRole('img', { name: `QR code of ${address}` }).waitFor();
    await page.screenshot({ path: screenshotPath('console-links-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const judgeContext = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const judge = await judgeContext.newPage();
    await judge.goto(address);
    await judge.waitForURL(/\/my\//);
    await judge.getByText('Juice consumer test').first().waitFor();
    await judgeContext.close();
  });
});
