import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl, ErrorCode } from '@palate/protocol';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import english from '../apps/console/src/features/account/api-tokens/texts/en.ts';
import japanese from '../apps/console/src/features/account/api-tokens/texts/ja.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole, type ConsoleLanguage } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Tokens#2026';
const TEXTS = { en: english.apiTokens, ja: japanese.apiTokens };

/** A leader who is no administrator: the account page is theirs for their own tokens. */
describeInBrowser("the account page's API tokens", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('api-tokens');
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'rosa', name: 'Rosa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openTokens(page: Page, language: ConsoleLanguage) {
    await signInToConsole(page, app, { login: 'rosa', password: PASSWORD, language });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: language === 'ja' ? 'アカウント' : 'Account' })
      .click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: TEXTS[language].title }) });
    await section.waitFor();
    return section;
  }

  /** pub/list made as a script makes it, with the token the page showed. */
  async function listWith(token: string): Promise<number> {
    const response = await fetch(app.url + callUrl('pub/list'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tk: token }),
    });
    return ((await response.json()) as { errorType: number }).errorType;
  }

  it('makes a token shown once with a copy button, which a script then uses, lists it with its use, and revokes it', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const page = await context.newPage();
    const texts = TEXTS.en;
    const section = await openTokens(page, 'en');
    await section.getByText(texts.none).waitFor();
    // A leader who is no administrator reads no account settings: nothing refused on the page.
    expect(await page.getByRole('alert').count()).toBe(0);

    await section.getByLabel(texts.name).fill('Weekly report (R)');
    await section.locator('label', { hasText: texts.scopeManage }).click();
    await section.getByRole('button', { name: texts.create }).click();
    const shown = section.locator('.pl-api-token-once-value');
    const token = (await shown.textContent()) ?? '';
    expect(token).toMatch(/^pal_[\w-]{43}$/);
    await section.getByText(texts.created.replace('{{name}}', 'Weekly report (R)')).waitFor();
    await section.getByRole('button', { name: texts.copy }).click();
    await section.getByText(texts.copied).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(token);
    // What a leader sees at this size: the token shown once, above the list and the form.
    await section.getByRole('heading', { name: texts.onceTitle }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-api-tokens-desktop') });
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: texts.done }).click();
    expect(await shown.count()).toBe(0);

    expect(await listWith(token)).toBe(0);
    await page.reload();
    const item = section.getByRole('listitem').filter({ hasText: 'Weekly report (R)' });
    await item.getByText(texts.scopeManage).waitFor();
    await item.getByText(/Last used/).waitFor();
    expect(await page.content()).not.toContain(token.slice(4));

    await item.getByRole('button', { name: texts.revoke }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.revoke }).click();
    await section.getByText(texts.revoked.replace('{{name}}', 'Weekly report (R)')).waitFor();
    await section.getByText(texts.none).waitFor();
    expect(await listWith(token)).toBe(ErrorCode.tokenNotFound);
    await context.close();
  });

  it('reads on a phone in Japanese, a new token shown once and the list', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'ja-JP' });
    const page = await context.newPage();
    const texts = TEXTS.ja;
    const section = await openTokens(page, 'ja');
    await section.getByLabel(texts.name).fill('Python の集計');
    await section.getByRole('button', { name: texts.create }).click();
    await section.locator('.pl-api-token-once-value').waitFor();
    await section.getByRole('listitem').filter({ hasText: 'Python の集計' }).getByText(texts.scopeRead).waitFor();
    await section.getByRole('heading', { name: texts.onceTitle }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-api-tokens-phone') });
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the phone: the token breaks rather than widen the page.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await section.getByRole('button', { name: texts.done }).click();
    await page.getByRole('heading', { name: texts.add }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-api-tokens-phone-form'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
