import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition } from '../apps/server/src/publishing/publishing.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

/**
 * The console's side of issue 40's items 3 and 8: the publish form sets the title judges see
 * and codes per judge; the publications list tells both and changes the title; the serving
 * plan gives each judge's own codes.
 */
const PASSWORD = 'Titles#2026';
const EXAMPLES = resolve(import.meta.dirname, '../examples');
const SIZES = [
  ['tablet', TABLET],
  ['phone', PHONE],
] as const;

describeInBrowser('the title judges see and codes per judge, in the console', () => {
  let app: E2eApp;
  let triangle: string;

  beforeAll(async () => {
    app = await startE2eApp('judges-title-codes');
    const db = app.database.db;
    const account = await requireAccount(db, 'demo');
    await createUser(
      db,
      account,
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      Date.now(),
    );
    const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    triangle = await importDefinition(db, parsed.definition, Date.now());
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signedIn(viewport: { width: number; height: number }, path: string): Promise<Page> {
    const context = await app.browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD, path });
    return page;
  }

  async function shot(page: Page, name: string): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(name), fullPage: true });
  }

  it('publishes with a title for judges and codes per judge, then tells both, changes the title and plans each judge’s codes', async () => {
    const publish = await signedIn(TABLET, `questionnaires/${triangle}/publish`);
    await publish.getByLabel('Name', { exact: true }).fill('Acme Foods, project Falcon');
    await publish.getByLabel('Title for judges (optional)').fill('Orange drink test');
    await publish.getByLabel('Judges needed (optional)').fill('6');
    await publish.getByText(/^Codes per judge: each judge’s cups/).click();
    await publish.getByText(/^Recommended for discrimination and home-use tests/).waitFor();
    for (const [size, viewport] of SIZES) {
      await publish.setViewportSize(viewport);
      await shot(publish, `console-publish-judges-title-codes-${size}`);
    }
    await publish.setViewportSize(TABLET);
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await publish.getByRole('heading', { name: 'Publications', level: 1 }).waitFor();

    const row = publish.getByRole('row').filter({ hasText: 'Acme Foods, project Falcon' });
    await row.getByText('Judges see: Orange drink test').waitFor();
    await row.getByText('Codes per judge', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Title for judges…' }).click();
    const dialog = publish.getByRole('dialog', { name: 'What judges see Acme Foods, project Falcon as' });
    await dialog.getByLabel('Title for judges (optional)').fill('Orange drinks, round 2');
    for (const [size, viewport] of SIZES) {
      await publish.setViewportSize(viewport);
      await shot(publish, `console-judges-title-dialog-${size}`);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await publish.getByText('The title judges see for Acme Foods, project Falcon is saved.').waitFor();
    await row.getByText('Judges see: Orange drinks, round 2').waitFor();
    for (const [size, viewport] of SIZES) {
      await publish.setViewportSize(viewport);
      await shot(publish, `console-publications-judges-title-${size}`);
    }

    await publish.setViewportSize(TABLET);
    await row.getByRole('link', { name: 'Serving plan: Acme Foods, project Falcon' }).click();
    await publish.getByText(/^Codes per judge: each judge’s cups have codes of their own/).waitFor();
    const codesOfRow = async (judge: string) => {
      const planned = publish
        .getByRole('row')
        .filter({ has: publish.getByRole('rowheader', { name: judge, exact: true }) });
      return (await planned.locator('.pl-console-code').allTextContents()).map((code) => code.trim());
    };
    const [first, second] = [await codesOfRow('1'), await codesOfRow('2')];
    expect(first).toHaveLength(3);
    expect(first.filter((code) => second.includes(code))).toEqual([]);
    for (const [size, viewport] of SIZES) {
      await publish.setViewportSize(viewport);
      await shot(publish, `console-plan-codes-per-judge-${size}`);
    }
    await publish.context().close();
  });
});
