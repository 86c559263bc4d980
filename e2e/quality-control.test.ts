import { parseSampleCodeKey, type Questionnaire } from '@palate/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { exampleDefinition } from '../apps/server/test/fixtures.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { openPublicationResults, signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

// Issue 44 on the screens: a difference-from-control test's labelled reference beside the
// blind sample on the judge's screen and on the kitchen's serving plan, its Dunnett table on
// the results page, and a shelf-life study's rejection curves with their figures.

const PASSWORD = 'Quality#2026';
const DFC = 'Biscuits against the standard';
const SHELF_LIFE = 'Yogurt shelf life';

describeInBrowser('quality control on the screens', () => {
  let app: E2eApp;
  let dfc: string;

  beforeAll(async () => {
    app = await startE2eApp('quality-control');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const api = await ApiClient.start(app.database);
    const publish = async (definition: Questionnaire, name: string, targetJudges: number | null) => {
      const id = await importDefinition(db, definition, api.now);
      const options = { name, judgesTitle: name, anonymous: true, targetJudges, expiresAt: null, tray: null };
      const published = await publishQuestionnaire(db, id, options, api.now);
      const productOf = new Map(
        Object.entries(published.codes).map(([key, code]) => [code, parseSampleCodeKey(key).productId]),
      );
      return { id: published.publicationId, productOf };
    };
    try {
      // Eight judges rate each batch's difference from R: the new flour most, the blind standard least.
      const shift: Record<string, number> = { standard: 1, plantB: 2, plantC: 4, newFlour: 6 };
      const biscuits = await publish(exampleDefinition('difference-from-control.yaml'), DFC, 12);
      dfc = biscuits.id;
      for (let judge = 0; judge < 8; judge++) {
        await api.answerEveryScreen(await api.newJudge(), biscuits.id, (screen) => {
          if (screen.sample === null) return [];
          const product = biscuits.productOf.get(screen.sample.code) ?? '';
          const noise = ((judge * 7 + product.length) % 3) - 1;
          return [{ controlId: 'overall', value: Math.min(10, (shift[product] ?? 0) + (judge % 3) + noise) }];
        });
      }
      // 24 consumers, each rejecting the yogurt from a storage time of their own on.
      const yogurt = exampleDefinition('shelf-life.yaml');
      const days = new Map(yogurt.products.map((product) => [product.id, product.storageTime ?? 0]));
      const shelf = await publish(yogurt, SHELF_LIFE, null);
      for (let consumer = 0; consumer < 24; consumer++) {
        const threshold = 10 + ((consumer * 37) % 71);
        await api.answerEveryScreen(await api.newJudge(), shelf.id, (screen) => {
          if (screen.sample === null) return [];
          const rejected = (days.get(shelf.productOf.get(screen.sample.code) ?? '') ?? 0) >= threshold;
          return [{ controlId: 'consume', choices: [rejected ? 'no' : 'yes'] }];
        });
      }
    } finally {
      await api.close();
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openResults(page: Page, publication: string, language: 'en' | 'ja'): Promise<void> {
    await openPublicationResults(page, app, { login: 'lea', password: PASSWORD, language }, publication);
  }

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`shows the judge the labelled reference beside the blind sample [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(app.url + '/');
      await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
      const section = page.locator('section.pl-publication', {
        has: page.getByRole('heading', { name: DFC, exact: true }),
      });
      await section.getByRole('button', { name: /^Start/ }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      const sample = page.locator('.pl-sample');
      await expect.poll(() => sample.textContent()).toMatch(/^Sample \d{3}$/);
      await page.getByText('Reference: R', { exact: true }).waitFor();
      await page.screenshot({ path: screenshotPath(`judge-dfc-reference-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it(`plans a cup of R before each blind sample [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await signInToConsole(page, app, { login: 'lea', password: PASSWORD, path: `publications/${dfc}/plan` });
      const table = page.getByRole('table');
      await table.waitFor();
      const firstRow = table.getByRole('row').nth(1).getByRole('listitem');
      const cups = await firstRow.allTextContents();
      expect(cups).toHaveLength(8);
      cups.forEach((cup, index) => {
        if (index % 2 === 0) expect(cup).toBe('R Standard biscuit (plant A, reference batch) (labelled reference)');
        else expect(cup).toMatch(/^\d{3} /);
      });
      await page.screenshot({ path: screenshotPath(`console-plan-dfc-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  for (const [size, viewport, language] of [
    ['tablet', TABLET, 'en'],
    ['phone', PHONE, 'ja'],
  ] as const) {
    it(`gives each batch against the blind control under the scale [${size}, ${language}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
      const page = await context.newPage();
      await openResults(page, DFC, language);
      const caption =
        language === 'ja'
          ? '各製品とブラインドの対照 Standard biscuit (plant A, reference batch) との比較（Dunnett）'
          : 'Each product against the blind control Standard biscuit (plant A, reference batch) (Dunnett)';
      const table = page.getByRole('table', { name: caption });
      await table.waitFor();
      expect(await table.getByRole('rowheader').allTextContents()).toEqual([
        'Plant B, batch 2611',
        'Plant C, batch 2611',
        'Plant A, new flour supplier',
      ]);
      // The new flour is about 5 points further from R than the blind standard, far beyond chance.
      const newFlour = table.getByRole('row').filter({ hasText: 'new flour' }).getByRole('cell');
      expect(Number(await newFlour.first().textContent())).toBeGreaterThan(4);
      expect(await newFlour.last().textContent()).toBe('< 0.001');
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`console-results-dunnett-${size}-${language}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it(`draws the shelf life's rejection curves with their figures [${size}, ${language}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
      const page = await context.newPage();
      await openResults(page, SHELF_LIFE, language);
      const section = page.getByRole('region', { name: language === 'ja' ? '賞味期間' : 'Shelf life', exact: true });
      await section.waitFor();
      const chart = section.getByRole('img', { name: language === 'ja' ? /ワイブルモデル/ : /Weibull and log-normal/ });
      await chart.waitFor();
      // Two curves, and for each model a dot at 25 % and one at 50 %.
      await expect.poll(() => chart.locator('svg [aria-label="line"] path').count()).toBe(2);
      await expect.poll(() => chart.locator('svg [aria-label="dot"] circle').count()).toBe(4);
      const models = section.getByRole('table', {
        name: language === 'ja' ? /消費者が製品を拒否するまでの保存期間/ : /Storage time by which consumers reject/,
      });
      expect(await models.getByRole('rowheader').allTextContents()).toEqual(
        language === 'ja' ? ['ワイブル', '対数正規'] : ['Weibull', 'Log-normal'],
      );
      await section.screenshot({ path: screenshotPath(`console-results-shelf-life-${size}-${language}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
