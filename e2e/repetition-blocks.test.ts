import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const PROFILE = resolve(import.meta.dirname, '../examples/descriptive-profile.yaml');

describeInBrowser('a judge answers the repetitions of a profile in two sittings', () => {
  let app: E2eApp;
  let publicationId: string;

  beforeAll(async () => {
    app = await startE2eApp('blocks');
    const parsed = parseDefinitionFile(readFileSync(PROFILE, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const id = await importDefinition(app.database.db, parsed.definition, Date.now());
    const options = {
      name: 'Profile',
      judgesTitle: 'Profile',
      anonymous: true,
      targetJudges: null,
      expiresAt: null,
      tray: null,
      blocks: 'perRepetition' as const,
    };
    publicationId = (await publishQuestionnaire(app.database.db, id, options, Date.now())).publicationId;
  });
  afterAll(async () => {
    await app?.close();
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
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(app.url + '/');
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
    const firmness = (await longResults(app.database.db, publicationId)).filter((r) => r.attribute === 'firmness');
    expect(firmness.map((r) => [r.sampleCode, r.repetition])).toEqual([
      ...first.map((code) => [code, 1]),
      ...second.map((code) => [code, 2]),
    ]);
    await context.close();
  });
});
