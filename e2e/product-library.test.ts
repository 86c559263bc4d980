import { join, resolve } from 'node:path';
import { parseSampleCodeKey, questionnaire } from '@palate/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition } from '../apps/server/src/publishing/publishing.service.ts';
import { findPublication } from '../apps/server/src/publishing/publications.repository.ts';
import { judgeCodes } from '../apps/server/src/publishing/judge-codes.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

// Issue 44's product library on the screens: the Products screen with a CSV file refused
// with its lines, and a product's page with its batches, the publications that served it
// and the control chart of its batches, the latest far off; the designer's library product
// of each product, the publish form's batch served of each, and the results page naming them.

const PASSWORD = 'Library#2026';
/** The guide's page on the library (docs/guide/product-library.md) shows these screens, at a tablet's size. */
const GUIDE = resolve(import.meta.dirname, '../docs/guide');
const DAY = 86_400_000;

describeInBrowser('the product library on the screens', () => {
  let app: E2eApp;
  let questionnaireId = '';

  beforeAll(async () => {
    app = await startE2eApp('product-library');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const api = await ApiClient.start(app.database);
    try {
      const { tk } = await signedInMember(db, api.now, { roles: ['user'] });
      await api.ok('acc/products/fields/save', { tk, fields: [{ key: 'cocoa', label: 'Cocoa %', kind: 'number' }] });
      const { product } = await api.ok('acc/products/save', {
        tk,
        code: 'CHOC-70',
        name: 'Dark 70',
        brand: 'Cacao & Co',
        category: 'Bar',
        fields: { cocoa: '70' },
      });
      const lots = ['L01', 'L02', 'L03', 'L04', 'L05', 'L06', 'L07', 'L08'];
      const batchIds: string[] = [];
      for (const [i, lot] of lots.entries()) {
        const { batch } = await api.ok('acc/products/batch/save', {
          tk,
          product: product.id,
          lot,
          productionDate: Date.UTC(2026, 0, 5) + i * 7 * DAY,
          plant: i % 2 === 0 ? 'Lyon' : 'Bern',
        });
        batchIds.push(batch.id);
      }
      const definition = questionnaire.parse({
        name: 'chocolate-qc',
        title: 'Chocolate',
        design: 'fixed',
        products: [
          { id: 'first', name: 'Dark 70, first batch', libraryProduct: 'CHOC-70' },
          { id: 'second', name: 'Dark 70, second batch', libraryProduct: 'CHOC-70' },
        ],
        pages: [
          {
            id: 'rating',
            perSample: true,
            controls: [{ kind: 'scale', id: 'sweet', label: 'Sweetness', style: 'line', min: 0, max: 10 }],
          },
        ],
      });
      questionnaireId = await importDefinition(db, definition, api.now);
      // The batches' sweetness, in production order: steady, the latest far sweeter.
      const level = [5, 5.4, 4.8, 5.2, 5.1, 4.7, 5.3, 8];
      for (let week = 0; week < lots.length; week += 2) {
        const { id: block } = await api.ok('pub/create', {
          tk,
          questionnaireId,
          name: `Weekly check ${week / 2 + 1}`,
          anonymous: true,
        });
        await api.ok('acc/products/serve', {
          tk,
          publication: block,
          served: [
            { product: 'first', batch: batchIds[week]! },
            { product: 'second', batch: batchIds[week + 1]! },
          ],
        });
        const publication = await findPublication(db, block);
        const productOf = new Map(
          Object.entries(judgeCodes(publication!, 0)).map(([key, code]) => [code, parseSampleCodeKey(key).productId]),
        );
        for (let judge = 0; judge < 3; judge++) {
          await api.answerEveryScreen(await api.newJudge(), block, (screen) => {
            if (screen.sample === null) return [];
            const index = week + (productOf.get(screen.sample.code) === 'first' ? 0 : 1);
            // Judges a little apart, as a panel is, so that the limits have a width to read.
            return [{ controlId: 'sweet', value: level[index]! + (((judge * 2 + index) % 3) - 1) * 0.6 }];
          });
        }
        api.advance(1000);
      }
    } finally {
      await api.close();
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`lists the products, refuses a CSV file with its lines, and charts a product's batches [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await signInToConsole(page, app, { login: 'lea', password: PASSWORD, path: 'products' });
      const table = page.getByRole('region', { name: 'Products' }).getByRole('table');
      await table.waitFor();
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(['CHOC-70']);
      await page.locator('input[type=file]').setInputFiles({
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('code,name,cocoa\nMILK,Milk 32,32\nWHITE,White,lots\n'),
      });
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByText('Line 3: "cocoa" must be a number.').waitFor();
      await page.screenshot({ path: screenshotPath(`console-products-${size}`), fullPage: true });
      if (size === 'tablet') await page.screenshot({ path: join(GUIDE, 'product-library-1-products.png') });
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      // Nothing of the refused file was kept.
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(['CHOC-70']);

      await table.getByRole('link', { name: 'CHOC-70' }).click();
      await page.getByRole('heading', { name: 'Dark 70 (CHOC-70)' }).waitFor();
      const served = page.getByRole('region', { name: 'Publications that served it' }).getByRole('table');
      expect(await served.getByRole('rowheader').allTextContents()).toEqual([
        'Weekly check 4',
        'Weekly check 3',
        'Weekly check 2',
        'Weekly check 1',
      ]);
      expect(await served.getByLabel('Batch served as Dark 70, first batch').first().inputValue()).not.toBe('');
      const chart = page.getByRole('img', { name: /^X-bar chart of “Sweetness” over 8 batches/ });
      await chart.locator('svg').waitFor();
      await page.getByText(/^L08: beyond the control limits/).waitFor();
      await chart.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`console-product-chart-${size}`) });
      if (size === 'tablet') {
        await page
          .locator('section', { has: page.getByRole('heading', { name: 'Control chart' }) })
          .screenshot({ path: join(GUIDE, 'product-library-2-chart.png') });
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`names each product's library product in the designer, publishes the batch each serves, and the results name them [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await signInToConsole(page, app, {
        login: 'lea',
        password: PASSWORD,
        path: `questionnaires/${questionnaireId}/design`,
      });
      const libraryProduct = page.getByLabel('Product 1: in the product library');
      await expect.poll(() => libraryProduct.inputValue()).toBe('CHOC-70');
      expect(await libraryProduct.locator('option').allTextContents()).toEqual(['None', 'CHOC-70: Dark 70']);

      await page.goto(`${app.url}/console/questionnaires/${questionnaireId}/publish`);
      const batches = page.getByRole('group', { name: 'Batches served' });
      const first = batches.getByLabel('first: Dark 70, first batch: batch of CHOC-70');
      await expect.poll(() => first.locator('option').allTextContents()).toContain('L03 (2026-01-19)');
      await first.selectOption({ label: 'L03 (2026-01-19)' });
      await batches
        .getByLabel('second: Dark 70, second batch: batch of CHOC-70')
        .selectOption({ label: 'L04 (2026-01-26)' });
      // Named once the form has all it loads, so that the name typed is the one published.
      const name = `Batch check ${size}`;
      const nameField = page.getByLabel('Name', { exact: true });
      await nameField.fill(name);
      await expect.poll(() => nameField.inputValue()).toBe(name);
      await batches.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`console-publish-batches-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.waitForURL(/\/console\/publications$/);

      // One judge answers, so that the analysis has its products.
      const published = () =>
        app.database.db.selectFrom('publication').select('id').where('name', '=', name).executeTakeFirst();
      await expect.poll(published, { timeout: 10_000 }).toBeDefined();
      const publication = (await published())!;
      const api = await ApiClient.start(app.database);
      try {
        await api.answerEveryScreen(await api.newJudge(), publication.id, (screen) =>
          screen.sample === null ? [] : [{ controlId: 'sweet', value: 5 }],
        );
      } finally {
        await api.close();
      }
      await page.goto(`${app.url}/console/publications/${publication.id}/results`);
      const served = page.getByRole('region', { name: 'Batches served' });
      await served.getByRole('listitem').first().waitFor();
      expect(await served.getByRole('listitem').allTextContents()).toEqual([
        'first: Dark 70, first batch · CHOC-70 · batch L03, produced 2026-01-19',
        'second: Dark 70, second batch · CHOC-70 · batch L04, produced 2026-01-26',
      ]);
      await page.screenshot({ path: screenshotPath(`console-results-batches-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }
});
