import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition } from '../apps/server/src/publishing/publishing.service.ts';
import { describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Console#2026';
const SIZES = [
  ['tablet', { width: 1280, height: 800 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

/** The smallest real PNG: one transparent pixel. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describeInBrowser("the console's texts of a questionnaire side by side, and its pictures", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('console-texts');
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const parsed = parseDefinitionFile(
      readFileSync(resolve(import.meta.dirname, '../examples/descriptive-profile.yaml'), 'utf8'),
    );
    if (!parsed.ok) throw new Error('the example does not parse');
    // One questionnaire a run: each starts from the file as it is.
    for (const name of ['cheese-tablet', 'cheese-desktop', 'cheese-ja', 'cheese-preview']) {
      await importDefinition(app.database.db, { ...parsed.definition, name }, Date.now(), demo.id);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openTexts(page: Page, name: string): Promise<void> {
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('row', { name }).getByRole('link', { name: 'Texts' }).click();
    await page.getByRole('heading', { name: `Texts of “${name}”` }).waitFor();
  }

  for (const [size, viewport] of SIZES) {
    it(`translates a label into French, warns of the rest, and saves a new version the command line accepts [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
      const page = await context.newPage();
      const name = `cheese-${size}`;
      await openTexts(page, name);
      // Written once, the file's texts are English: choosing French shows what lacks a translation.
      await page.getByText('Every text is written in the languages chosen.').waitFor();
      await page.getByRole('group', { name: 'Languages' }).getByText('Français', { exact: true }).click();
      const status = page.getByRole('status').filter({ hasText: /texts? lacks? a translation/ });
      const lacking = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
      expect(lacking).toBeGreaterThan(5);

      const french = page.getByRole('textbox', { name: 'Page 2 · firmness · label · Français' });
      expect(await french.getAttribute('placeholder')).toBe('Firmness');
      await french.fill('Fermeté');
      await status.filter({ hasText: new RegExp(`^${lacking - 1} `) }).waitFor();
      await page.screenshot({ path: screenshotPath(`console-texts-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Save as a new version' }).click();
      await page.getByText(`Saved as the new version of “${name}”.`).waitFor();

      await page.getByRole('link', { name: 'Back to the questionnaires' }).click();
      const latest = page.getByRole('row', { name });
      const download = page.waitForEvent('download');
      await latest.getByRole('button', { name: 'Export YAML' }).click();
      const exported = readFileSync((await (await download).path())!, 'utf8');
      const checked = parseDefinitionFile(exported);
      expect(checked.ok).toBe(true);
      expect(exported).toMatch(/label:\s*\{?\s*\n?\s*en: Firmness\s*,?\s*\n?\s*fr: Fermeté/);
      await context.close();
    });
  }

  it('speaks the leader’s language (Japanese) around the texts', async () => {
    const context = await app.browser.newContext({ viewport: SIZES[0][1], locale: 'en-US' });
    const page = await context.newPage();
    await openTexts(page, 'cheese-ja');
    await page.locator('.pl-console-header').getByLabel('Language').selectOption('ja');
    await page.getByRole('heading', { name: '「cheese-ja」のテキスト' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-texts-tablet-ja'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('uploads a picture for info screens, shows it with the name to give, and refuses what is not one', async () => {
    const context = await app.browser.newContext({ viewport: SIZES[0][1], locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    const pictures = page.locator('section[aria-labelledby="pl-pictures-title"]');
    await pictures.getByText('No picture uploaded yet.').waitFor();

    const choose = async (name: string, mimeType: string, buffer: Buffer) => {
      const chooser = page.waitForEvent('filechooser');
      await pictures.getByRole('button', { name: 'Upload a picture…' }).click();
      await (await chooser).setFiles({ name, mimeType, buffer });
    };
    await choose('notes.png', 'image/png', Buffer.from('not a picture at all'));
    await pictures.getByText('This file is not a PNG, JPEG, GIF or WebP picture.').waitFor();

    await choose('Cups on the tray.png', 'image/png', PIXEL_PNG);
    const uploaded = pictures.getByText(/^Uploaded as [0-9a-f]{16}-Cups-on-the-tray\.png\./);
    await uploaded.waitFor();
    const row = pictures.getByRole('row', { name: /Cups-on-the-tray\.png/ });
    await row.waitFor();
    // The thumbnail is the very address judges' screens load.
    await expect
      .poll(() => row.locator('img').evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(1);
    await pictures.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-pictures-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('previews the screens live beside the texts, in the language chosen, with the faults on the field at fault', async () => {
    const context = await app.browser.newContext({ viewport: SIZES[1][1], locale: 'en-US' });
    const page = await context.newPage();
    await openTexts(page, 'cheese-preview');
    const preview = page.locator('section[aria-labelledby="pl-preview-title"]');
    const frame = page.frameLocator('iframe.pl-console-preview-frame');
    // The judges' own client, on the first screen, in English.
    await frame.getByText('Rate each sample on every attribute.', { exact: false }).waitFor();

    await page.getByRole('group', { name: 'Languages' }).getByText('Français', { exact: true }).click();
    // The screens with the new wording are built before the frame turns to French.
    const previewed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/quest/preview') && (response.request().postData() ?? '').includes('Fermeté'),
    );
    await page.getByRole('textbox', { name: 'Page 2 · firmness · label · Français' }).fill('Fermeté');
    await previewed;
    await preview.getByLabel('Language').selectOption('fr');
    await frame.getByRole('button', { name: 'Suivant' }).waitFor();
    await frame.getByRole('button', { name: 'Suivant' }).click();
    // The French wording, as a French judge reads it, on a blinded sample.
    await frame.getByText('Fermeté').first().waitFor();
    await frame.getByText(/^Échantillon \d{3}$/).waitFor();
    await page.screenshot({ path: screenshotPath('console-texts-preview-desktop'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // A text left with no wording at all is a fault of palate check, shown on its row; the preview stays on the screen it showed.
    const saltiness = page.getByRole('textbox', { name: 'Page 2 · saltiness · label · English' });
    await saltiness.fill('');
    const row = page.getByRole('row', { name: /Page 2 · saltiness · label/ });
    await row.getByRole('alert').waitFor();
    await preview.getByText(/1 fault/).waitFor();
    await saltiness.fill('Saltiness');
    await expect.poll(() => row.getByRole('alert').count()).toBe(0);
    await frame.getByText('Fermeté').first().waitFor();
    await context.close();
  });
});
