import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');
const picture = sessionTexts.en.session.picture;

describeInBrowser('a judge marks defects on a picture, with a finger and with the keys', () => {
  let app: E2eApp;
  let publicationId: string;

  beforeAll(async () => {
    app = await startE2eApp('picture', {
      prepare: (dir) => {
        const images = join(dir, 'images');
        mkdirSync(images);
        copyFileSync(join(EXAMPLES, 'images/bread-slice.svg'), join(images, 'bread-slice.svg'));
        return { IMAGE_DIR: images };
      },
    });
    const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, 'crust-defects.yaml'), 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const id = await importDefinition(app.database.db, parsed.definition, Date.now());
    const options = {
      name: 'Bread',
      judgesTitle: 'Bread',
      anonymous: true,
      targetJudges: null,
      expiresAt: null,
      tray: null,
    };
    publicationId = (await publishQuestionnaire(app.database.db, id, options, Date.now())).publicationId;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function firstSlice(viewport: { width: number; height: number }): Promise<Page> {
    const context = await app.browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.url}/en/`);
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    const section = page.locator('section.pl-publication', { has: page.getByRole('heading', { name: 'Bread' }) });
    await section.getByRole('button', { name: /^Start/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.pl-picture-area').waitFor();
    // The picture is loaded, so that its box has its final size before it is tapped.
    await expect
      .poll(() => page.locator('.pl-picture-image').evaluate((image) => (image as { complete: boolean }).complete))
      .toBe(true);
    return page;
  }

  it('stores a tap and a keyboard mark where they were made, asks before clearing, and exports them', async () => {
    const page = await firstSlice(TABLET);
    const area = page.locator('.pl-picture-area');
    const box = (await area.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    await area.focus();
    // The cross stands where the finger last tapped: two steps right of it is 35 % across.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const marks = page.locator('.pl-picture-marks li');
    await expect.poll(() => marks.count()).toBe(2);
    expect(await marks.nth(1).textContent()).toContain('Mark 2: 35% across, 75% down');
    await page.screenshot({ path: screenshotPath('picture-tablet'), fullPage: true });

    // Clearing asks first; keeping them changes nothing.
    await page.getByRole('button', { name: picture.clear }).click();
    const dialog = page.getByRole('alertdialog', { name: picture.clearTitle });
    await dialog.waitFor();
    await page.screenshot({ path: screenshotPath('picture-clear-tablet') });
    await dialog.getByRole('button', { name: picture.keep }).click();
    expect(await marks.count()).toBe(2);
    await page.getByRole('button', { name: 'Remove mark 2' }).click();
    await area.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: 'Slight' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Screen 3 of 4').first().waitFor();

    const rows = (await longResults(app.database.db, publicationId)).filter((row) =>
      row.attribute.startsWith('defects'),
    );
    const value = (attribute: string) => rows.find((row) => row.attribute === attribute)?.value;
    expect(value('defects')).toBe(2);
    expect(value('defects.1.x')).toBeCloseTo(0.25, 2);
    expect(value('defects.1.y')).toBeCloseTo(0.75, 2);
    // The second mark is the cross where the keys left it.
    expect(value('defects.2.x')).toBeCloseTo(0.35, 2);
    expect(value('defects.2.y')).toBeCloseTo(0.75, 2);
    await page.context().close();
  });

  it('clears every mark once the judge confirms, on a phone', async () => {
    const page = await firstSlice(PHONE);
    const area = page.locator('.pl-picture-area');
    const box = (await area.boundingBox())!;
    for (const [x, y] of [
      [0.3, 0.4],
      [0.7, 0.6],
      [0.5, 0.2],
    ]) {
      await page.mouse.click(box.x + box.width * x!, box.y + box.height * y!);
    }
    await expect.poll(() => page.locator('.pl-picture-mark').count()).toBe(3);
    await page.screenshot({ path: screenshotPath('picture-phone'), fullPage: true });
    await page.getByRole('button', { name: picture.clear }).click();
    const dialog = page.getByRole('alertdialog', { name: picture.clearTitle });
    await dialog.getByText('The 3 marks on the picture will be removed.').waitFor();
    await page.screenshot({ path: screenshotPath('picture-clear-phone') });
    await dialog.getByRole('button', { name: picture.clearConfirm }).click();
    await expect.poll(() => page.locator('.pl-picture-mark').count()).toBe(0);
    await page.getByText(picture.count.replace('{{count}}', '0').replace('{{max}}', '5')).waitFor();
    await page.context().close();
  });
});
