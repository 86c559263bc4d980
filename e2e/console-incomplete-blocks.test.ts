import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition } from '../apps/server/src/publishing/publishing.service.ts';
import { listAllPublications } from '../apps/server/src/publishing/publications.repository.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { answersOfJudge } from '../apps/server/test/example-answers.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Blocks#2026';
const JUDGES = 14;
/** Seven yoghurts, three per judge: liking per sample, then the judge ranks their own three. */
const YOGHURTS = questionnaire.parse({
  name: 'yoghurts',
  title: 'Yoghurts',
  design: 'williams',
  products: Array.from({ length: 7 }, (_, i) => ({ id: `y${i + 1}`, name: `Yoghurt ${i + 1}` })),
  pages: [
    {
      id: 'rate',
      perSample: true,
      controls: [
        {
          kind: 'scale',
          id: 'liking',
          label: 'Liking',
          style: 'category',
          min: 1,
          max: 9,
          categories: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
        },
      ],
    },
    { id: 'order', controls: [{ kind: 'rank', id: 'pref', label: 'Rank by preference' }] },
  ],
});
const DESIGN = /3 of 7 products per judge, from a design of 7 blocks/;

describeInBrowser('an incomplete block design in the console: publish, plan, monitor, results', () => {
  let app: E2eApp;
  let questionnaireId: string;

  beforeAll(async () => {
    app = await startE2eApp('incomplete-blocks');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    questionnaireId = await importDefinition(db, YOGHURTS, Date.now(), (await requireAccount(db, 'demo')).id);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signedIn(viewport: { width: number; height: number }) {
    const context = await app.browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('heading', { name: 'Questionnaires' }).waitFor();
    return { context, page };
  }

  async function check(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: screenshotPath(name), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  }

  it('tells the design before publishing, refuses K not below the products, and publishes 3 of 7', async () => {
    const { context, page } = await signedIn(TABLET);
    await page.goto(`${app.url}/console/questionnaires/${questionnaireId}/publish`);
    await page.getByRole('heading', { name: 'Publish a questionnaire' }).waitFor();
    await page.getByText('Each judge is served every one of the 7 products.').waitFor();
    await page.getByLabel('Name').fill('Yoghurts');
    const samples = page.getByLabel('Samples per judge (optional: as the questionnaire says)');
    await samples.fill('7');
    await samples.blur();
    await page.getByText('Samples per judge must be from 2 to 6, below the 7 products served.').waitFor();
    // The field is invalid: the form is not sent (the server refuses such a K too).
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(samples.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByRole('heading', { name: 'Publish a questionnaire' }).waitFor();
    expect((await listAllPublications(app.database.db)).some((p) => p.name === 'Yoghurts')).toBe(false);
    await samples.fill('3');
    await samples.blur();
    await page.getByText(DESIGN).waitFor();
    await page.getByText('Exactly balanced (a balanced incomplete block design).').waitFor();
    await check(page, 'console-publish-blocks-tablet');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Publications' }).waitFor();
    const published = (await listAllPublications(app.database.db)).find((p) => p.name === 'Yoghurts');
    expect(published).toMatchObject({ samples_per_judge: 3 });
    await context.close();

    const phone = await signedIn(PHONE);
    await phone.page.goto(`${app.url}/console/questionnaires/${questionnaireId}/publish`);
    await phone.page.getByLabel('Samples per judge (optional: as the questionnaire says)').fill('4');
    await phone.page.getByLabel('Samples per judge (optional: as the questionnaire says)').blur();
    await phone.page.getByText(/4 of 7 products per judge/).waitFor();
    await check(phone.page, 'console-publish-blocks-phone');
    await phone.context.close();
  });

  it('plans the cups by block, follows the replicates, and shows adjusted means and Durbin’s test', async () => {
    const publication = (await listAllPublications(app.database.db)).find((p) => p.name === 'Yoghurts')!;
    const api = await ApiClient.start(app.database);
    try {
      for (let judge = 0; judge < JUDGES - 4; judge++) {
        await api.answerEveryScreen(await api.newJudge(), publication.id, answersOfJudge(judge));
      }
    } finally {
      await api.close();
    }

    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await signedIn(viewport);
      await page.goto(`${app.url}/console/publications/${publication.id}/plan`);
      await page.getByText(DESIGN).waitFor();
      await page.getByRole('columnheader', { name: 'Block' }).waitFor();
      const eighth = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '8', exact: true }) });
      await expect(eighth.getByRole('cell').nth(1).textContent()).resolves.toBe('1');
      await page.locator('.pl-console-label-detail', { hasText: 'Block 7' }).first().waitFor();
      await check(page, `console-plan-blocks-${size}`);

      await page.goto(`${app.url}/console/publications/${publication.id}/monitor`);
      await page
        .getByText('Whole replicates of the design finished: 1. Judges still to finish the next one: 4.')
        .waitFor();
      await page.getByText(DESIGN).waitFor();
      await check(page, `console-monitor-blocks-${size}`);

      await page.goto(`${app.url}/console/publications/${publication.id}/results`);
      await page.getByRole('columnheader', { name: 'Adjusted mean' }).waitFor();
      await page.getByText(/Tukey’s pairs and the letter groups compare the adjusted means/).waitFor();
      await page.getByText(/Durbin test \(each judge ranked only some of the products\): statistic/).waitFor();
      await check(page, `console-results-blocks-${size}`);
      await context.close();
    }
  });
});
