import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { answersOfJudge } from '../apps/server/test/example-answers.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

/**
 * The leader's guide (docs/guide/), walked task by task: each step's screenshot is written
 * beside the guide's pages, so the guide never shows a screen that no longer exists.
 */
const GUIDE = resolve(import.meta.dirname, '../docs/guide');
const EXAMPLES = resolve(import.meta.dirname, '../examples');
const PASSWORD = 'Guide#2026';
const JUDGES = 6;
const PUBLIC_URL = 'https://tasting.example.org';

/** A step's screenshot: the visible window, or one part of the screen. */
async function shot(target: Page | Locator, file: string, fullPage = false): Promise<void> {
  await target.screenshot({ path: join(GUIDE, file), ...(fullPage ? { fullPage } : {}) });
}

describeInBrowser('the leader’s guide, task by task, with its screenshots', () => {
  let app: E2eApp;

  beforeAll(async () => {
    // As a lab's server is set up: links and QR codes on the address judges' phones reach.
    app = await startE2eApp('guide', { prepare: () => ({ PUBLIC_URL }) });
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      Date.now(),
    );
    // The results task reads a triangle test that six judges have answered through the API.
    const api = await ApiClient.start(app.database);
    try {
      const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8'));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
      const questionnaire = await importDefinition(db, parsed.definition, api.now);
      const options = { name: 'Sugar triangle', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      const { publicationId } = await publishQuestionnaire(db, questionnaire, options, api.now);
      for (let judge = 0; judge < JUDGES; judge++) {
        await api.answerEveryScreen(await api.newJudge(), publicationId, answersOfJudge(judge));
      }
    } finally {
      await api.close();
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signedIn(viewport = TABLET): Promise<Page> {
    const context = await app.browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('heading', { name: 'Questionnaires', level: 1 }).waitFor();
    return page;
  }

  const rowOf = (page: Page, name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

  async function publish(page: Page, questionnaire: string, name: string, fill?: () => Promise<void>, file?: string) {
    await page.getByRole('navigation').getByRole('link', { name: 'Questionnaires' }).click();
    await rowOf(page, questionnaire).getByRole('link', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Publish a questionnaire' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await fill?.();
    if (file) await shot(page, file);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('heading', { name: 'Publications' }).waitFor();
  }

  it('runs a triangle test from scratch', async () => {
    const page = await signedIn();
    await shot(page, 'triangle-1-questionnaires.png');
    await page.getByRole('link', { name: 'New questionnaire' }).click();
    await page.getByLabel('Name (letters, digits, - and _)').fill('sugar-triangle');
    await page.getByLabel('Title judges see').fill('Orange drink');
    await page.getByLabel('Product 1: name').fill('Current recipe');
    await page.getByLabel('Product 2: name').fill('Reduced sugar');
    await page.getByRole('button', { name: 'Add a page', exact: true }).click();
    const second = page.getByRole('region', { name: /^Page 2/ });
    await second.getByLabel('New control').selectOption('triangle');
    await second.getByRole('button', { name: 'Add the control' }).click();
    await shot(second, 'triangle-2-designer.png');

    const preview = page.locator('section[aria-labelledby="pl-preview-title"]');
    const frame = page.frameLocator('iframe.pl-console-preview-frame');
    await frame.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => frame.getByRole('radio').count()).toBe(3);
    // At a booth tablet's size, the picture fills the guide's column.
    await preview.getByText('Booth tablet', { exact: true }).click();
    await expect.poll(() => frame.getByRole('radio').count()).toBe(3);
    await shot(preview, 'triangle-3-preview.png');
    await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
    await page.getByText('“sugar-triangle” is saved.').waitFor();

    await publish(
      page,
      'sugar-triangle',
      'Orange drink triangle',
      async () => {
        await page.getByText('Ask each judge for a tray number').click();
        await page.getByLabel('Lowest tray').fill('1');
        await page.getByLabel('Highest tray').fill('12');
      },
      'triangle-4-publish.png',
    );
    await page.getByRole('link', { name: 'Serving plan: Orange drink triangle' }).click();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) })
      .first()
      .waitFor();
    await shot(page, 'triangle-5-plan.png');
    await page.context().close();
  });

  it('runs a descriptive profile with repetitions, from an example', async () => {
    const page = await signedIn();
    const examples = page.getByRole('region', { name: 'New from an example' });
    await examples.getByRole('link', { name: 'Cheese profile' }).waitFor();
    await shot(examples, 'profile-1-examples.png');
    expect(await seriousViolations(page)).toEqual([]);
    await examples.getByRole('link', { name: 'Cheese profile' }).click();
    const name = page.getByLabel('Name (letters, digits, - and _)');
    await expect.poll(() => name.inputValue()).toBe('cheese-profile');
    await name.fill('cheese-week-12');
    await page.getByLabel('Repetitions').fill('3');
    await page.getByLabel('Sittings').selectOption('perRepetition');
    await shot(page.getByRole('group', { name: 'Questionnaire' }), 'profile-2-repetitions.png');
    await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
    await page.getByText('“cheese-week-12” is saved.').waitFor();
    await publish(
      page,
      'cheese-week-12',
      'Cheese, week 12',
      async () => {
        await page.getByLabel('Judges needed (optional)').fill('12');
        await page.getByLabel('Judges needed (optional)').press('Tab');
        // The judges who complete the design, told beneath the target.
        const balance = page.getByText('Balanced: 12 judges are 2 × the 6 judges who complete the design.');
        await balance.waitFor();
        await balance.scrollIntoViewIfNeeded();
      },
      'profile-3-publish.png',
    );
    await page.context().close();
  });

  it('runs a consumer test through a link with a QR code', async () => {
    const page = await signedIn();
    await page
      .getByRole('region', { name: 'New from an example' })
      .getByRole('link', { name: 'Orange juice tasting' })
      .click();
    await expect.poll(() => page.getByLabel('Name (letters, digits, - and _)').inputValue()).toBe('juice-consumer');
    await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
    await page.getByText('“juice-consumer” is saved.').waitFor();
    await publish(page, 'juice-consumer', 'Juice home test');
    await page.getByRole('link', { name: 'Links: Juice home test' }).click();
    await page.getByRole('button', { name: 'Create a link' }).click();
    const address = ((await page.locator('.pl-console-address').first().textContent()) ?? '').trim();
    await page.getByRole('img', { name: `QR code of ${address}` }).waitFor();
    await shot(page, 'consumer-1-link.png');
    await page.context().close();

    const phone = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const judge = await phone.newPage();
    // The public address leads to this server, as the lab's name server or proxy would.
    expect(address.startsWith(`${PUBLIC_URL}/to/`)).toBe(true);
    await judge.goto(`${app.url}${new URL(address).pathname}`);
    // The link's one questionnaire opens at its first screen, without a tap on a list.
    await judge.waitForURL(/\/my\/[^/]+\/[^/?]+$/);
    await judge.getByText(/^Thank you for taking part/).waitFor();
    await shot(judge, 'consumer-2-phone.png');
    await phone.close();
  });

  it('sets up a booth and follows the judges live', async () => {
    const booth = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const { tk } = await signedInMember(app.database.db, Date.now(), { roles: ['user'], displayName: 'Lea' });
    await storeLeaderSession(booth, tk);
    const device = await booth.newPage();
    await device.goto(`${app.url}/home?device`);
    await device.getByLabel('Terminal name').fill('Booth 1');
    await device.getByRole('button', { name: 'Set up as a booth terminal' }).click();
    await device.getByText('This device is the terminal “Booth 1”.').waitFor();
    await shot(device, 'booths-1-terminal.png');
    await booth.close();

    const page = await signedIn();
    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
    await page.getByRole('link', { name: 'Live: Cheese, week 12' }).click();
    await page.getByRole('heading', { name: 'Live: Cheese, week 12' }).waitFor();
    await page.getByRole('heading', { name: 'Booths' }).waitFor();
    await shot(page, 'booths-2-monitor.png', true);
    await page.context().close();
  });

  it('reads and exports the results', async () => {
    const page = await signedIn();
    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
    await page.getByRole('link', { name: 'Results: Sugar triangle' }).waitFor();
    await shot(page, 'results-1-publications.png');
    await page.getByRole('link', { name: 'Results: Sugar triangle' }).click();
    await page.getByText(`${JUDGES} judges in the analysis`).waitFor();
    await shot(page, 'results-2-downloads.png');
    const needed = page.getByRole('table', { name: 'Correct answers needed' });
    await needed.waitFor();
    await shot(page.locator('section', { has: needed }).last(), 'results-3-triangle.png');
    await page.context().close();
  });

  for (const [size, viewport, language, guide] of [
    ['tablet', TABLET, 'en', 'Guide'],
    ['phone', PHONE, 'ja', 'ガイド'],
  ] as const) {
    it(`shows the guide in the console, with its screenshots, from the header, before signing in [${size}, ${language}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${app.url}/console/`);
      const header = page.locator('.pl-console-header');
      await header.getByLabel('Language').selectOption(language);
      await header.getByRole('link', { name: guide }).click();
      await page.getByRole('heading', { name: 'Leader’s guide', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Run a triangle test from scratch' }).click();
      const picture = page.getByRole('img', { name: 'The preview of the triangle test' });
      await picture.scrollIntoViewIfNeeded();
      // A picture the build did not carry would have no size.
      await expect
        .poll(() => picture.evaluate((image) => Reflect.get(image, 'naturalWidth') as number))
        .toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: screenshotPath(`console-guide-${size}-${language}`) });
      await context.close();
    });
  }
});
