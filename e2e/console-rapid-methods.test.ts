import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseSampleCodeKey, questionnaire, seededRandom } from '@palate/engine';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { openPublicationResults, signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Rapid#2026';
const PRODUCTS = ['P1', 'P2', 'P3', 'P4', 'P5'];
/** Where each product sits on the sheet (60 × 40) and its group, so that the maps have a shape to find. */
const PLACE_OF: Record<string, [number, number]> = {
  P1: [8, 30],
  P2: [14, 34],
  P3: [50, 8],
  P4: [44, 12],
  P5: [30, 20],
};
const GROUP_OF: Record<string, number> = { P1: 0, P2: 0, P3: 1, P4: 1, P5: 2 };
/** The word judges give each product on the napping sheet (ultra-flash profiling). */
const WORD_OF: Record<string, string> = { P1: 'tart', P2: 'tart', P3: 'sweet', P4: 'sweet', P5: 'mild' };
const TERMS = ['sweet', 'sour', 'creamy'];

const RAPID = questionnaire.parse({
  name: 'rapid',
  title: 'Rapid methods',
  products: PRODUCTS.map((id, i) => ({ id, name: `Juice ${String.fromCharCode(65 + i)}` })),
  pages: [
    { id: 'sheet', controls: [{ kind: 'napping', id: 'nap', label: 'Place the juices', words: true }] },
    { id: 'groups', controls: [{ kind: 'sorting', id: 'sort', label: 'Sort the juices' }] },
    {
      id: 'taste',
      perSample: true,
      controls: [
        {
          kind: 'multiple',
          id: 'terms',
          label: 'Check and rate',
          mandatory: false,
          rate: 5,
          choices: TERMS.map((id) => ({ id, label: id[0]!.toUpperCase() + id.slice(1) })),
        },
        { kind: 'scale', id: 'sweetness', label: 'Sweetness', style: 'line', min: 0, max: 10, ideal: true },
      ],
    },
  ],
});

describeInBrowser('the rapid methods in the console: designer, maps and charts', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('rapid-methods');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const random = seededRandom(29);
    const noise = (spread: number) => Math.round((random() - 0.5) * 2 * spread * 10) / 10;
    const api = await ApiClient.start(app.database);
    try {
      const id = await importDefinition(db, RAPID, api.now);
      const options = { name: 'Juice rapid', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      const { publicationId, codes } = await publishQuestionnaire(db, id, options, api.now);
      const keys = new Map(Object.entries(codes).map(([key, code]) => [code, key]));
      const productOf = (code: string) => parseSampleCodeKey(keys.get(code)!).productId;
      for (let judge = 0; judge < 6; judge++) {
        await api.answerEveryScreen(await api.newJudge(), publicationId, (page) => {
          if (page.ideal) return [{ controlId: 'sweetness', value: 6 + noise(1) }];
          if (page.sample) {
            const product = productOf(page.sample.code);
            const index = PRODUCTS.indexOf(product);
            const checked = TERMS.filter((_, t) => (index + t + judge) % 3 !== 0);
            return [
              {
                controlId: 'terms',
                choices: checked,
                ratings: Object.fromEntries(checked.map((term, t) => [term, 1 + ((index + t + judge) % 5)])),
              },
              { controlId: 'sweetness', value: 2 + index * 1.5 + noise(1) },
            ];
          }
          const napping = page.served.nap;
          if (napping) {
            const positions = Object.fromEntries(
              napping.map((code) => {
                const [x, y] = PLACE_OF[productOf(code)]!;
                const position: [number, number] = [Math.max(0, x + noise(3)), Math.max(0, y + noise(3))];
                return [code, position];
              }),
            );
            const words = Object.fromEntries(napping.map((code) => [code, [WORD_OF[productOf(code)]!]]));
            return [{ controlId: 'nap', positions, words }];
          }
          const sorting = page.served.sort;
          if (sorting) {
            // Judge 0 puts P5 with P3 and P4; the others keep it apart.
            const groupOf = (code: string) =>
              judge === 0 && productOf(code) === 'P5' ? 1 : GROUP_OF[productOf(code)]!;
            const groups = [0, 1, 2]
              .map((g) => sorting.filter((code) => groupOf(code) === g))
              .filter((group) => group.length > 0);
            return [{ controlId: 'sort', groups }];
          }
          return [];
        });
      }
    } finally {
      await api.close();
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  async function stored(name: string) {
    const row = await app.database.db
      .selectFrom('questionnaire')
      .select(['definition'])
      .where('name', '=', name)
      .orderBy('version', 'desc')
      .executeTakeFirst();
    return row ? questionnaire.parse(JSON.parse(row.definition)) : null;
  }

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`adds a napping, a sorting, a RATA and an ideal scale in the designer and keeps them on a save [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
      await page.getByRole('link', { name: 'New questionnaire' }).click();
      await page.getByRole('heading', { name: 'New questionnaire', level: 1 }).waitFor();
      const name = `rapid-designed-${size}`;
      await page.getByLabel('Name (letters, digits, - and _)').fill(name);
      await page.getByRole('button', { name: 'Add a product' }).click();

      // A page for the whole set of samples: a napping and a sorting.
      await page.getByRole('button', { name: 'Add a page', exact: true }).click();
      const sheet = page.getByRole('region', { name: /^Page 2/ });
      for (const template of ['napping', 'sorting']) {
        await sheet.getByLabel('New control').selectOption(template);
        await sheet.getByRole('button', { name: 'Add the control' }).click();
      }
      await sheet.getByLabel('Width of the sheet').fill('50');
      await sheet.getByText('Judges describe each sample in a few words').click();
      await sheet.getByText('One group of all the samples is allowed').click();

      // A page per sample: a RATA and an ideal scale; a napping cannot be added there.
      await page.getByRole('button', { name: 'Add a page shown for each sample' }).click();
      const samples = page.getByRole('region', { name: /^Page 3/ });
      expect(await samples.getByRole('option', { name: 'Projective mapping (napping)' }).isDisabled()).toBe(true);
      for (const template of ['cata', 'line']) {
        await samples.getByLabel('New control').selectOption(template);
        await samples.getByRole('button', { name: 'Add the control' }).click();
      }
      await samples.getByLabel('Intensity of each checked term (RATA)').selectOption('5');
      // With an intensity, the multiple choice is named for what it now is.
      await samples.locator('.pl-console-designer-kind', { hasText: 'RATA (rate all that apply)' }).waitFor();
      await samples.getByText('Also ask each judge’s ideal level').click();

      // Turned per sample, the napping's page gets the engine's own refusal.
      await sheet.getByText('Shown once for each sample, in the judge’s order').click();
      await sheet.getByText(/a napping control compares samples and cannot be on a perSample page/).waitFor();
      await sheet.getByText('Shown once for each sample, in the judge’s order').click();
      await expect.poll(() => sheet.getByRole('alert').count()).toBe(0);

      // The live preview frames the judges' app over the new kinds.
      await page.locator('iframe.pl-console-preview-frame').waitFor();
      await sheet.screenshot({ path: screenshotPath(`console-rapid-designer-sheet-${size}`) });
      await samples.screenshot({ path: screenshotPath(`console-rapid-designer-samples-${size}`) });
      await page
        .locator('section[aria-labelledby="pl-preview-title"]')
        .screenshot({ path: screenshotPath(`console-rapid-designer-preview-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
      await page.getByText(`“${name}” is saved.`).waitFor();
      const saved = await stored(name);
      expect(saved?.pages[1]?.controls).toMatchObject([
        { kind: 'napping', width: 50, height: 40, words: true },
        { kind: 'sorting', singleGroup: true, words: false },
      ]);
      expect(saved?.pages[2]?.controls.map((control) => control.kind)).toEqual(['multiple', 'scale']);
      expect(saved?.pages[2]?.controls[0]).toMatchObject({ kind: 'multiple', rate: 5 });
      expect(saved?.pages[2]?.controls[1]).toMatchObject({ kind: 'scale', ideal: true });

      // Opened again, the designer shows what was saved.
      await page.waitForURL(/\/design$/);
      await page.reload();
      const reopened = page.getByRole('region', { name: /^Page 2/ });
      expect(await reopened.getByLabel('Width of the sheet').inputValue()).toBe('50');
      expect(
        await page
          .getByRole('region', { name: /^Page 3/ })
          .getByLabel('Intensity of each checked term (RATA)')
          .inputValue(),
      ).toBe('5');
      await context.close();
    });
  }

  async function openResults(page: Page, japanese = false) {
    await openPublicationResults(
      page,
      app,
      { login: 'lea', password: PASSWORD, language: japanese ? 'ja' : 'en' },
      'Juice rapid',
    );
  }

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`shows the napping map with a judge's sheet, the sorting map, the RATA and ideal charts [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await openResults(page);

      const napping = page.getByRole('region', { name: 'Napping map: Place the juices' });
      await napping.getByRole('img', { name: /Napping map: Place the juices: dimension 1 across/ }).waitFor();
      expect(await napping.locator('.pl-results-chart svg circle').count()).toBe(PRODUCTS.length);
      // The words, supplementary, in the coordinates' table beside the products.
      await napping.getByText('Coordinates on the first two dimensions').click();
      for (const word of ['tart', 'sweet', 'mild']) await napping.getByRole('rowheader', { name: word }).waitFor();
      await napping.getByLabel('A judge’s own sheet').selectOption('J002');
      await napping.getByRole('img', { name: /Sheet of J002 \(60 × 40\)/ }).waitFor();
      const positions = napping.getByRole('table', { name: /Positions on the sheet of J002/ });
      expect(await positions.locator('tbody tr').count()).toBe(PRODUCTS.length);

      const sorting = page.getByRole('region', { name: 'Sorting map: Sort the juices' });
      await sorting.getByRole('img', { name: /Sorting map: Sort the juices: dimension 1 across/ }).waitFor();
      const coOccurrence = sorting.getByRole('table', { name: /Co-occurrence/ });
      // Every judge put Juice A with Juice B; one judge of six put Juice E with Juice C.
      const rowOf = (name: string) =>
        coOccurrence.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      expect(await rowOf('Juice A').getByRole('cell').allTextContents()).toEqual(['6', '6', '0', '0', '0']);
      expect(await rowOf('Juice E').getByRole('cell').allTextContents()).toEqual(['0', '0', '1', '1', '6']);

      const rata = page.getByRole('region', { name: /^Check and rate/ });
      await rata.getByRole('img', { name: /Mean intensity of each term per product/ }).waitFor();
      await rata.getByRole('table', { name: /Mean intensity \(times checked \/ answers\)/ }).waitFor();
      const ideal = page.getByRole('region', { name: /^Sweetness/ });
      await ideal.getByRole('img', { name: /against the judges’ mean ideal/ }).waitFor();
      const idealTable = ideal.getByRole('table', { name: /Each product’s mean against the ideal/ });
      expect(await idealTable.locator('tbody tr').count()).toBe(PRODUCTS.length + 1);

      for (const [part, region] of [
        ['napping', napping],
        ['sorting', sorting],
        ['rata', rata],
        ['ideal', ideal],
      ] as const) {
        await region.screenshot({ path: screenshotPath(`console-rapid-${part}-${size}`) });
      }
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('speaks Japanese, with no serious accessibility fault', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'ja-JP' });
    const page = await context.newPage();
    await openResults(page, true);
    const napping = page.getByRole('region', { name: 'ナッピングマップ：Place the juices' });
    await napping.getByLabel('パネリストごとのシート').selectOption('J001');
    await napping.getByRole('img', { name: /J001のシート/ }).waitFor();
    await page
      .getByRole('region', { name: '分類マップ：Sort the juices' })
      .getByRole('table', { name: /共起/ })
      .waitFor();
    await page.getByRole('heading', { name: 'RATA：各用語の強度' }).waitFor();
    await page.getByRole('heading', { name: '理想プロファイル' }).waitFor();
    await napping.screenshot({ path: screenshotPath('console-rapid-napping-ja') });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
