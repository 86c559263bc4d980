import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertPortalScreen } from '../apps/server/src/publishing/portal.repository.ts';
import { newId } from '../apps/server/src/security/tokens.ts';
import { changeSettings, createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const JUDGE_PASSWORD = 'Tasty#2026';
const LEADER_PASSWORD = 'Leader#2026';

describeInBrowser('a facilitator completes a judge’s login in Chromium, under the lab’s login header', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('facilitator');
    const demo = await requireAccount(app.database.db, 'demo');
    await changeSettings(app.database.db, demo, { facilitator: true });
    const now = Date.now();
    await createUser(
      app.database.db,
      demo,
      { login: 'Lea', type: 'u', roles: ['user'], password: LEADER_PASSWORD },
      now,
    );
    await createUser(
      app.database.db,
      demo,
      { login: 'jo', name: 'Jo Martin', type: 'j', roles: [], password: JUDGE_PASSWORD },
      now,
    );
    const part = { account_id: demo.id, scope: 'account' as const, scope_id: demo.id, type: 'login', style: '' };
    await insertPortalScreen(app.database.db, {
      ...part,
      id: newId(),
      name: 'header',
      content: '<h2>Booth room B</h2><img src="x" onerror="window.pwned = 1">',
    });
    await insertPortalScreen(app.database.db, {
      ...part,
      id: newId(),
      name: 'footer',
      content: '<p>Ask the panel leader if you need help.</p>',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function judgeStep(page: Page): Promise<void> {
    await page.goto(app.url + '/');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('User name').fill('Jo');
    await page.getByLabel('Password', { exact: true }).fill(JUDGE_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Login as a facilitator to continue' }).waitFor();
  }

  it('shows the lab’s login header and footer, sanitised, around the form', async () => {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      const page = await app.browser.newPage({ viewport });
      await page.goto(app.url + '/');
      await page.getByRole('link', { name: 'Log in' }).click();
      await page.locator('.pl-portal--header').getByText('Booth room B').waitFor();
      await page.getByText('Ask the panel leader if you need help.').waitFor();
      expect(await page.locator('.pl-portal--header [onerror]').count()).toBe(0);
      expect(await page.evaluate(() => (globalThis as { pwned?: number }).pwned)).toBeUndefined();
      await page.screenshot({ path: screenshotPath(`login-portal-${size}`), fullPage: true });
      await page.close();
    }
  });

  it('asks for a facilitator after the judge, refuses a wrong password, then lets the judge in', async () => {
    const page = await app.browser.newPage({ viewport: TABLET });
    await judgeStep(page);
    await page.getByText('Jo Martin, please call a facilitator.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('fzj_user'))).toBeNull();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Facilitator’s user name required.').waitFor();
    await page.getByLabel('Facilitator’s user name').fill('Lea');
    await page.getByLabel('Facilitator’s password').fill('wrong');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Tries left before this login is locked: 2.').waitFor();
    expect(await page.getByLabel('Facilitator’s password').inputValue()).toBe('');
    await page.screenshot({ path: screenshotPath('login-facilitator-tablet'), fullPage: true });
    await page.getByLabel('Facilitator’s password').fill(LEADER_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fzj_user') ?? 'null') as unknown);
    expect(stored).toMatchObject({ name: 'Jo Martin', roles: ['judge'] });
    await page.close();
  });

  it('refuses a judge as facilitator and goes back to the judge’s step', async () => {
    const page = await app.browser.newPage({ viewport: PHONE });
    await judgeStep(page);
    await page.getByLabel('Facilitator’s user name').fill('jo');
    await page.getByLabel('Facilitator’s password').fill(JUDGE_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('You do not have the rights to do this.').waitFor();
    await page.screenshot({ path: screenshotPath('login-facilitator-phone'), fullPage: true });
    expect(await page.evaluate(() => localStorage.getItem('fzj_user'))).toBeNull();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('User name').waitFor();
    await page.close();
  });
});
