import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeSettings, createUser, requireAccount, resetKeyFor } from '../apps/server/src/accounts/admin.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const PASSWORD = 'Tasty#2026';

describeInBrowser('members log in, get locked out, change an expired password and reset one in Chromium', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('login');
    // The server has migrated and seeded the file; the leader's tools share it, as the command line does.
    const db = app.database.db;
    const demo = await requireAccount(db, 'demo');
    await createUser(db, demo, { login: 'Ana', type: 'u', roles: ['user'], password: PASSWORD }, Date.now());
    await createUser(
      db,
      demo,
      { login: 'newbie', type: 'u', roles: ['user'], password: PASSWORD, mustChange: true },
      Date.now(),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openLogin(): Promise<Page> {
    const page = await app.browser.newPage({ viewport: TABLET });
    await page.goto(app.url + '/');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('User name').waitFor();
    return page;
  }

  async function submit(page: Page, username: string, password: string): Promise<void> {
    await page.getByLabel('User name').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  it('logs a leader in and shows the account page', async () => {
    const page = await openLogin();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('User name required.').waitFor();
    await submit(page, ' ana ', PASSWORD);
    await page.getByRole('heading', { name: 'Connection history' }).waitFor();
    expect(await page.getByText('Connected now').count()).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fzj_user') ?? 'null') as unknown);
    expect(stored).toMatchObject({ name: 'Ana', account: { code: 'demo' }, roles: ['user'] });
    await page.close();
  });

  it('counts down the tries, warns on the last one, then shows the lock', async () => {
    const page = await openLogin();
    await submit(page, 'Ana', 'wrong');
    await page.getByText('Tries left before this login is locked: 2.').waitFor();
    await submit(page, 'ANA', 'wrong');
    await page.getByText('Careful: this is your last try').waitFor();
    await submit(page, 'a n a', 'wrong');
    await page.getByText('Try again in 15 min').waitFor();
    await submit(page, 'Ana', PASSWORD);
    await page.getByText('This login is locked. Try again in 15 min (a lock lasts 15 min).').waitFor();
    await page.screenshot({ path: screenshotPath('login-locked'), fullPage: true });
    await page.close();
  });

  it('forces a new password when it has expired, then logs in with it', async () => {
    const page = await openLogin();
    await submit(page, 'newbie', PASSWORD);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('New password again').fill('weak');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('The new password does not follow the password rules.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Fresh#2026');
    await page.getByLabel('New password again').fill('Fresh#2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been changed. Log in with the new one.').waitFor();
    const passwordField = page.getByLabel('Password', { exact: true });
    expect(await passwordField.inputValue()).toBe('');
    expect(await passwordField.evaluate((input) => input.matches(':focus'))).toBe(true);
    await passwordField.fill('Fresh#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.close();
  });

  it('resets a password with a key a leader issued, which also lifts the lock', async () => {
    const { updateKey } = await resetKeyFor(
      app.database.db,
      await requireAccount(app.database.db, 'demo'),
      'ana',
      Date.now(),
    );
    const page = await openLogin();
    await page.getByLabel('User name').fill('Ana');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Reset key').fill('WRONG-KEY');
    await page.getByLabel('New password', { exact: true }).fill('Reset#2026');
    await page.getByLabel('New password again').fill('Reset#2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This reset key is wrong or has expired.').waitFor();
    await page.getByLabel('Reset key').fill(updateKey.toLowerCase());
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been changed. Log in with the new one.').waitFor();
    const passwordField = page.getByLabel('Password', { exact: true });
    expect(await passwordField.evaluate((input) => input.matches(':focus'))).toBe(true);
    await passwordField.fill('Reset#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.close();
  });

  it('sends a visitor of settings to login and back there afterwards', async () => {
    const page = await app.browser.newPage({ viewport: TABLET });
    await page.goto(app.url + '/settings');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await submit(page, 'Ana', 'Reset#2026');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    await page.close();
  });

  it('ends the first device’s session when the member logs in on a second one', async () => {
    const first = await openLogin();
    await submit(first, 'Ana', 'Reset#2026');
    await first.getByRole('heading', { name: 'Your account' }).waitFor();
    const second = await openLogin();
    await submit(second, 'Ana', 'Reset#2026');
    await second.getByRole('heading', { name: 'Your account' }).waitFor();
    await first.goto(app.url + '/settings');
    await first.getByText('Disconnected (no activity)').waitFor();
    expect(await first.evaluate(() => localStorage.getItem('fzj_user'))).toBeNull();
    await first.screenshot({ path: screenshotPath('login-replaced'), fullPage: true });
    await first.close();
    await second.close();
  });

  it.each([
    { size: 'tablet', viewport: TABLET },
    { size: 'phone', viewport: PHONE },
  ] as const)('offers the account’s judges’ names as choices when it asks so ($size)', async ({ size, viewport }) => {
    const db = app.database.db;
    const demo = await requireAccount(db, 'demo');
    await changeSettings(db, demo, { userInput: 'radio' });
    await createUser(db, demo, { login: `Bea-${size}`, type: 'j', roles: [], password: PASSWORD }, Date.now());
    const page = await app.browser.newPage({ viewport });
    await page.goto(`${app.url}/demo/en/login`);
    await page.getByRole('radio', { name: `Bea-${size}` }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.screenshot({ path: screenshotPath(`login-names-${size}`), fullPage: true });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Connection history' }).waitFor();
    await page.close();
  });
});
