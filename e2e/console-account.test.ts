import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl } from '@palate/protocol';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { type ConsoleLanguage, openFromLeaderMenu, signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Account#2026';
const DESKTOP = { width: 1440, height: 900 };

describeInBrowser("the console's account administration", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('account');
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'ada', name: 'Ada', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      Date.now(),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openAccount(page: Page, language: ConsoleLanguage = 'en'): Promise<void> {
    await signInToConsole(page, app, { login: 'ada', password: PASSWORD, language });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: language === 'ja' ? 'アカウント' : 'Account' })
      .click();
  }

  it('changes sign-in settings, saves a stylesheet the judges’ app then loads, creates an account and sets its licence', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const cspViolations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
    });
    const page = await context.newPage();
    await openAccount(page);
    await page.getByRole('heading', { name: 'Account demo' }).waitFor();
    await page.getByLabel('Wrong passwords before the lock').fill('5');
    await page.getByText('A facilitator (a leader) completes named judges’ logins').click();
    // Named judges' passwords: at least ten characters, leaders' rules untouched.
    await page.getByRole('combobox', { name: /^For/ }).selectOption({ label: 'Named judges' });
    await page.getByLabel('Shortest password').fill('10');
    await page.getByLabel('Shortest password').blur();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved.', { exact: true }).first().waitFor();
    const rulesFor = async (userType: 'u' | 'j') => {
      const response = await fetch(app.url + callUrl('pass/rules'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userType, acc: 'demo' }),
      });
      return ((await response.json()) as { rules: { msg: { min: number } } }).rules.msg.min;
    };
    expect(await rulesFor('j')).toBe(10);
    expect(await rulesFor('u')).not.toBe(10);
    await page.reload();
    await expect.poll(() => page.getByLabel('Wrong passwords before the lock').inputValue()).toBe('5');
    expect(await page.getByRole('checkbox', { name: /A facilitator/ }).isChecked()).toBe(true);

    await page.getByLabel('Custom stylesheet (CSS)').fill('body { outline: 7px solid rgb(1, 2, 3); }');
    const saved = page.waitForResponse((response) => response.url().endsWith('/acc/custom'));
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    await saved;
    const preview = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Preview the login screen' }).click();
    const judges = await preview;
    await expect
      .poll(() => judges.evaluate('getComputedStyle(document.body).outlineColor'), { timeout: 10_000 })
      .toBe('rgb(1, 2, 3)');
    await judges.close();

    const accounts = page.locator('section', { has: page.getByRole('heading', { name: 'Accounts of this server' }) });
    await accounts.getByLabel('Code').fill('lab2');
    await accounts.getByLabel('Name').fill('Second lab');
    await accounts.getByRole('button', { name: 'Create an account' }).click();
    await page.getByText('Account lab2 is created.').waitFor();
    const lab = accounts.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /lab2/ }) });
    await lab.getByLabel('Booth devices allowed (empty: the server’s limit)').fill('3');
    await lab.getByRole('button', { name: 'Set' }).click();
    await lab.getByText('0 of 3 booth devices connected').waitFor();
    await page.screenshot({ path: screenshotPath('console-account-desktop'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await openFromLeaderMenu(page, 'Audit log');
    await expect
      .poll(() => page.locator('tbody td:last-child').allTextContents())
      .toEqual(['lab2', 'lab2', 'demo', 'demo', 'demo']);
    expect(await page.locator('tbody th').allTextContents()).toEqual([
      'Changed an account’s booth licence',
      'Created an account',
      'Changed the account’s script',
      'Changed the account’s stylesheet',
      'Changed the account’s sign-in settings',
    ]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it("hides a button of the judges' list and keeps another from being pressed", async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const page = await context.newPage();
    await openAccount(page);
    await page.getByRole('group', { name: 'The buttons of the judges’ list' }).waitFor();
    await page.getByText('Show “Refresh”', { exact: true }).click();
    await page.getByText('“Home” can be pressed', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: '“Refresh” can be pressed' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved.', { exact: true }).first().waitFor();
    // The form starts again from what the server kept.
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Show “Refresh”' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: '“Home” can be pressed' }).isChecked()).toBe(false);
    await page.getByRole('group', { name: 'The buttons of the judges’ list' }).screenshot({
      path: screenshotPath('console-account-list-buttons-desktop'),
    });
    expect(await seriousViolations(page)).toEqual([]);

    const judge = await context.newPage();
    await judge.goto(`${app.url}/en/`);
    await judge.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    const bar = judge.getByRole('toolbar', { name: 'Questionnaire list' });
    await bar.getByRole('button', { name: 'Home' }).waitFor();
    expect(await bar.getByRole('button', { name: 'Home' }).isDisabled()).toBe(true);
    expect(await bar.getByRole('button', { name: 'Refresh' }).count()).toBe(0);

    // Back as they were, for the other tests.
    await page.getByText('Show “Refresh”', { exact: true }).click();
    await page.getByText('“Home” can be pressed', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved.', { exact: true }).first().waitFor();
    await context.close();
  });

  it("writes the login screen's header, which judges then see, sanitised", async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    // The console's own page never breaks the policy; the judges' page below is fed a hostile header on purpose.
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
    });
    await openAccount(page);
    await openFromLeaderMenu(page, 'Portal');
    await page.getByRole('heading', { name: 'Header and footer' }).waitFor();
    const header = page.getByRole('group', { name: 'Header' });
    await header.getByLabel('HTML').fill('<h2>Welcome to the sensory lab</h2><img src=x onerror="window.hacked=1">');
    await header.getByLabel(/^Style/).fill('background: #f4f0ff; padding: 1rem');
    await header.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.screenshot({ path: screenshotPath('console-portal-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const preview = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Open the screen as judges see it' }).click();
    const judges = await preview;
    await judges.getByRole('heading', { name: 'Welcome to the sensory lab' }).waitFor();
    // DOMPurify takes the handler out of what reaches the page, and the policy blocks any inline handler besides.
    expect(await judges.evaluate('window.hacked')).toBeUndefined();
    expect(await judges.locator('header.pl-portal img').getAttribute('onerror')).toBeNull();
    expect(await judges.evaluate('document.querySelectorAll("[onerror]").length')).toBe(0);
    await judges.screenshot({ path: screenshotPath('console-portal-preview-tablet') });
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('fits a tablet, and speaks Japanese', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'ja-JP' });
    const page = await context.newPage();
    await openAccount(page, 'ja');
    await page.getByRole('heading', { name: 'アカウント demo' }).waitFor();
    await page.getByRole('heading', { name: 'このサーバーのアカウント' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-account-ja-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
