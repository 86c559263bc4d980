import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl } from '@palate/protocol';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { type ConsoleLanguage, openFromLeaderMenu, signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Members#2026';
const DESKTOP = { width: 1440, height: 900 };

describeInBrowser("the console's members administration", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('members');
    const db = app.database.db;
    const demo = await requireAccount(db, 'demo');
    const now = Date.now();
    await createUser(
      db,
      demo,
      { login: 'ada', name: 'Ada', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      now,
    );
    await createUser(db, demo, { login: 'leo', name: 'Léo', type: 'u', roles: ['user'], password: PASSWORD }, now);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openMembers(page: Page, login: string, language: ConsoleLanguage = 'en'): Promise<void> {
    await signInToConsole(page, app, { login, password: PASSWORD, language });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: language === 'ja' ? 'メンバー' : 'Members' })
      .click();
  }

  async function connects(login: string, password: string): Promise<number> {
    const response = await fetch(app.url + callUrl('members/connect'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ l: login, p: password }),
    });
    return ((await response.json()) as { errorType: number }).errorType;
  }

  it('adds a judge with a password shown once, imports judges from a file, deactivates one, and keeps it all in the audit log', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, locale: 'en-US', acceptDownloads: true });
    const cspViolations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
    });
    const page = await context.newPage();
    await openMembers(page, 'ada');
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: /Léo/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Add a member' }) });
    await form.getByLabel('Login', { exact: true }).fill('jeanne');
    await form.getByLabel('Name', { exact: true }).fill('Jeanne Martin');
    await form.getByLabel('Language').selectOption('fr');
    await form.getByRole('button', { name: 'Add' }).click();
    const shownOnce = page.getByRole('dialog', { name: 'Password for jeanne' });
    await shownOnce.waitFor();
    const password = (await shownOnce.locator('.pl-members-secret').textContent())!.trim();
    await page.screenshot({ path: screenshotPath('console-members-password-desktop') });
    expect(await seriousViolations(page)).toEqual([]);
    await shownOnce.getByRole('button', { name: 'Close' }).click();
    expect(await connects('jeanne', password)).toBe(0);
    await page.getByRole('rowheader', { name: /Jeanne Martin/ }).waitFor();

    // An administrator sees where a member has signed in, beside their participations.
    const jeanneRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Jeanne Martin/ }) });
    await jeanneRow.getByRole('button', { name: 'Participations' }).click();
    const history = page.getByRole('dialog', { name: 'Participations of jeanne' });
    await history.getByText('No participation yet.').waitFor();
    await history.getByRole('heading', { name: 'Connections' }).waitFor();
    expect(await history.getByRole('listitem').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('console-members-history-desktop') });
    expect(await seriousViolations(page)).toEqual([]);
    await history.getByRole('button', { name: 'Close' }).click();

    // Two passwords that differ are refused before anything is sent.
    await form.getByLabel('Login', { exact: true }).fill('typo');
    await form.getByLabel('Password', { exact: true }).fill('One#Pass1');
    await form.getByLabel('Password again').fill('Two#Pass2');
    await form.getByText('The two passwords differ.').waitFor();
    await form.getByLabel('Password again').fill('One#Pass1');
    await form.getByRole('button', { name: 'Add' }).click();
    await page.getByText('typo is added.').waitFor();
    expect(await connects('typo', 'One#Pass1')).toBe(0);

    const importer = page.locator('section', { has: page.getByRole('heading', { name: 'Import judges from a file' }) });
    const chooser = page.waitForEvent('filechooser');
    await importer.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'panel.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('login,name,language\nann,Ann,en\nbob,Bob,xx\n'),
    });
    await importer.getByRole('button', { name: 'Check' }).click();
    await importer.getByText('Line 3: Unknown language "xx"', { exact: false }).waitFor();
    const again = page.waitForEvent('filechooser');
    await importer.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await again
    ).setFiles({
      name: 'panel.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('ann,Ann Petit,en\nbob,Bob Grand,de\n'),
    });
    await importer.getByRole('button', { name: 'Import', exact: true }).click();
    await importer.getByText('2 judges imported.', { exact: false }).waitFor();
    const download = page.waitForEvent('download');
    await importer.getByRole('button', { name: 'Download logins and passwords (CSV)' }).click();
    const lines = readFileSync((await (await download).path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('login,password');
    const [, bobPassword] = lines[2]!.split(',');
    expect(await connects('bob', bobPassword!)).toBe(0);
    await page.getByRole('rowheader', { name: /Bob Grand/ }).waitFor();
    await page.screenshot({ path: screenshotPath('console-members-desktop'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const bobRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Bob Grand/ }) });
    await bobRow.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('alertdialog', { name: 'Deactivate bob?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await bobRow.getByText('Deactivated').waitFor();
    expect(await connects('bob', bobPassword!)).not.toBe(0);

    const leoRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Léo/ }) });
    await leoRow.getByRole('button', { name: 'Reset key' }).click();
    const key = page.getByRole('dialog', { name: 'Reset key for leo' });
    await key.getByText(/works once, for \d+ hours/).waitFor();
    await key.getByRole('button', { name: 'Close' }).click();

    await openFromLeaderMenu(page, 'Audit log');
    await page.getByRole('combobox', { name: /^Show/ }).selectOption({ label: 'Members' });
    await expect
      .poll(() => page.locator('tbody th').allTextContents())
      .toEqual(['Issued a reset key', 'Deactivated a member', 'Imported 2 judges', 'Added a member', 'Added a member']);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('lets a leader who is no administrator manage judges only', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await openMembers(page, 'leo');
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: /Jeanne Martin/ }).waitFor();
    const adaRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Ada/ }) });
    expect(await adaRow.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reset key' }).count()).toBe(0);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Signed in as / })
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Audit log' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    const jeanneRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Jeanne Martin/ }) });
    await jeanneRow.getByRole('button', { name: 'Participations' }).click();
    const details = page.getByRole('dialog', { name: 'Participations of jeanne' });
    await details.getByText('No participation yet.').waitFor();
    expect(await details.getByRole('heading', { name: 'Connections' }).count()).toBe(0);
    await details.getByRole('button', { name: 'Close' }).click();
    await page.screenshot({ path: screenshotPath('console-members-leader-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('speaks Japanese', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'ja-JP' });
    const page = await context.newPage();
    await openMembers(page, 'ada', 'ja');
    await page.getByRole('heading', { name: 'メンバー', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'ファイルからパネリストを取り込む' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-members-ja-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
