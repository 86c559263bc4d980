import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Console#2026';
const DESKTOP = { width: 1440, height: 900 };
const EXAMPLES = resolve(import.meta.dirname, '../examples');
const FILES = readdirSync(EXAMPLES).filter((file) => file.endsWith('.yaml'));

function definitionOf(text: string) {
  const parsed = parseDefinitionFile(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
  return parsed.definition;
}

describeInBrowser('the designer keeps every example as it is: imported, opened, saved unchanged, exported', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('console-designer-round-trip');
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signIn(page: Page): Promise<void> {
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('heading', { name: 'Questionnaires', level: 1 }).waitFor();
  }

  const rowOf = (page: Page, name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

  it('gives back the definition of every file in examples/ after a save in the designer without a change', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page);
    for (const file of FILES) {
      const text = readFileSync(join(EXAMPLES, file), 'utf8');
      const original = definitionOf(text);
      await page.getByRole('textbox', { name: 'Definition' }).fill(text);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByText(`“${original.name}” is imported.`).waitFor();

      await rowOf(page, original.name).getByRole('link', { name: 'Design' }).click();
      await page.getByRole('heading', { name: `Design of “${original.name}”`, level: 1 }).waitFor();
      // The preview has read the draft and found no fault, so the designer shows it as stored.
      await page.locator('iframe.pl-console-preview-frame').waitFor();
      expect(await seriousViolations(page), file).toEqual([]);
      // A picture the account has not uploaded yet is shown as the one chosen, not replaced.
      if (file === 'crust-defects.yaml') {
        const picture = page.getByRole('region', { name: /^Page 2/ }).getByRole('combobox', { name: /^Picture/ });
        expect(await picture.inputValue()).toBe('bread-slice.svg');
      }
      await page.getByRole('button', { name: 'Save as a new version' }).click();
      await page.getByText(`“${original.name}” is saved.`).waitFor();

      await page.getByRole('link', { name: 'Back to the questionnaires' }).click();
      const row = rowOf(page, original.name);
      await row.getByRole('cell', { name: '2', exact: true }).first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Export YAML' }).click(),
      ]);
      const exported = readFileSync(await download.path(), 'utf8');
      expect(definitionOf(exported), file).toEqual(original);
    }
    await context.close();
  });

  it('opens every example as a template that, saved under a name of its own, is the example', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page);
    for (const file of FILES) {
      const original = definitionOf(readFileSync(join(EXAMPLES, file), 'utf8'));
      const name = `${original.name}-copy`;
      await page.goto(`${app.url}/console/questionnaires/new/design?example=${file.replace(/\.yaml$/, '')}`);
      const nameField = page.getByLabel('Name (letters, digits, - and _)');
      await expect.poll(() => nameField.inputValue()).toBe(original.name);
      await nameField.fill(name);
      await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
      await page.getByText(`“${name}” is saved.`).waitFor();
      const row = await app.database.db
        .selectFrom('questionnaire')
        .select(['definition'])
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      expect(questionnaire.parse(JSON.parse(row.definition)), file).toEqual({ ...original, name });
    }
    await context.close();
  });

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['desktop', DESKTOP],
  ] as const) {
    for (const language of ['en', 'ja'] as const) {
      it(`passes axe on the designer of the temporal, consumer and discrimination examples, opened as templates [${size}, ${language}]`, async () => {
        const context = await app.browser.newContext({ viewport, locale: 'en-US' });
        const page = await context.newPage();
        await signIn(page);
        // The language is chosen once: the examples open within the app, which keeps it.
        if (language === 'ja') await page.locator('.pl-console-header').getByLabel('Language').selectOption('ja');
        for (const title of [
          'Bitterness over time',
          'Orange juice tasting',
          'Dark chocolate, dominant sensations',
          'Cocoa drink — bitterness and preference',
        ]) {
          await page.getByRole('navigation').getByRole('link').first().click();
          await page.getByRole('link', { name: title }).click();
          await page
            .getByRole('heading', { name: language === 'ja' ? '新しいアンケート' : 'New questionnaire', level: 1 })
            .waitFor();
          await page.locator('.pl-console-designer-page').first().waitFor();
          await page.locator('iframe.pl-console-preview-frame').waitFor();
          expect(await seriousViolations(page), title).toEqual([]);
          await page.screenshot({
            path: screenshotPath(`console-designer-${title.replace(/\W+/g, '-')}-${size}-${language}`),
            fullPage: true,
          });
        }
        await context.close();
      });
    }
  }

  it('fits a phone', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'New questionnaire' }).click();
    await page.getByRole('button', { name: 'Add a page shown for each sample' }).click();
    const samples = page.getByRole('region', { name: /^Page 2/ });
    await samples.getByLabel('New control').selectOption('ti');
    await samples.getByRole('button', { name: 'Add the control' }).click();
    await page.locator('iframe.pl-console-preview-frame').waitFor();
    await samples.screenshot({ path: screenshotPath('console-designer-phone-page') });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
