import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { parseDefinitionFile } from '../apps/server/src/services/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/services/publishing.service.ts';
import { longResults } from '../apps/server/src/services/results.service.ts';
import { freePort, killHard, startServer, type ServerProcess } from '../apps/server/test/server-process.ts';
import { PHONE, TABLET, WEB_ROOT, describeInBrowser, launchChromium, screenshotPath } from './browser.ts';

const PROFILE = resolve(import.meta.dirname, '../examples/descriptive-profile.yaml');

describeInBrowser('a judge answers the repetitions of a profile in two sittings', () => {
  let dir: string;
  let server: ServerProcess;
  let database: Database;
  let browser: Browser;
  let publicationId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'palate-e2e-blocks-'));
    const location = join(dir, 'palate.sqlite');
    server = await startServer(location, await freePort(), WEB_ROOT);
    database = openDatabase(location);
    const parsed = parseDefinitionFile(readFileSync(PROFILE, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const id = await importDefinition(database.db, parsed.definition, Date.now());
    const options = {
      name: 'Profile',
      anonymous: true,
      targetJudges: null,
      expiresAt: null,
      tray: null,
      blocks: 'perRepetition' as const,
    };
    publicationId = (await publishQuestionnaire(database.db, id, options, Date.now())).publicationId;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await database?.close();
    await killHard(server);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Rates every sample of the sitting at the middle of each line, screen by screen, to the end screen. */
  async function answerSitting(page: Page): Promise<string[]> {
    const codes: string[] = [];
    for (let screen = 1; screen <= 4; screen++) {
      await page.getByText(`Screen ${screen} of 4`).first().waitFor();
      if (screen > 1) {
        codes.push(((await page.locator('.pl-sample').textContent()) ?? '').replace(/\D/g, ''));
        const sliders = page.getByRole('slider');
        for (let index = 0; index < 3; index++) {
          await sliders.nth(index).focus();
          await page.keyboard.press('Home');
        }
      }
      await page.getByRole('button', { name: screen === 4 ? 'Finish' : 'Next' }).click();
    }
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    return codes;
  }

  it('does repetition 1, comes back to the list, then does repetition 2', async () => {
    const context = await browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();

    const items = page
      .locator('section.pl-publication', { has: page.getByRole('heading', { name: 'Profile', exact: true }) })
      .locator('.pl-questionnaire');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    await expect.poll(() => items.nth(1).textContent()).toContain('Please finish repetition 1 first.');
    expect(await items.nth(1).getByRole('button').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('blocks-list-before'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('blocks-list-before-phone'), fullPage: true });
    await page.setViewportSize(TABLET);

    await page.getByRole('button', { name: 'Start “Cheese profile, Repetition 1 of 2”' }).click();
    const first = await answerSitting(page);
    await page.getByRole('button', { name: 'Back to the questionnaires' }).click();

    await expect.poll(() => items.first().getAttribute('data-status')).toBe('finished');
    expect(await items.nth(1).getAttribute('data-status')).toBe('pending');
    await page.screenshot({ path: screenshotPath('blocks-list-between'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('blocks-list-between-phone'), fullPage: true });
    await page.setViewportSize(TABLET);

    await page.getByRole('button', { name: 'Start “Cheese profile, Repetition 2 of 2”' }).click();
    await page.getByText('Screen 1 of 4').first().waitFor();
    // The second sitting begins at its own first screen, with no way back into the first.
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('blocks-sitting-2'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('blocks-sitting-2-phone'), fullPage: true });
    await page.setViewportSize(TABLET);
    const second = await answerSitting(page);
    await page.getByRole('button', { name: 'Back to the questionnaires' }).click();
    await expect.poll(() => items.nth(1).getAttribute('data-status')).toBe('finished');

    expect(new Set([...first, ...second]).size).toBe(6);
    const firmness = (await longResults(database.db, publicationId)).filter((r) => r.attribute === 'firmness');
    expect(firmness.map((r) => [r.sampleCode, r.repetition])).toEqual([
      ...first.map((code) => [code, 1]),
      ...second.map((code) => [code, 2]),
    ]);
    await context.close();
  });
});
