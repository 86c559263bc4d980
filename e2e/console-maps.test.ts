import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseSampleCodeKey, questionnaire, seededRandom, type Questionnaire } from '@palate/engine';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { openPublicationResults } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Maps#2026';
const PRODUCTS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'];
const ATTRIBUTES = ['sweet', 'sour', 'creamy', 'firm'];
/** The attributes' labels in two languages, so that the results show the leader's. */
const ATTRIBUTE_LABELS: Record<string, { en: string; ja: string }> = {
  sweet: { en: 'Sweet', ja: '甘味' },
  sour: { en: 'Sour', ja: '酸味' },
  creamy: { en: 'Creamy', ja: 'クリーミーさ' },
  firm: { en: 'Firm', ja: '固さ' },
};
/** Each product's true intensity of each attribute, so that the map has a shape to find. */
const PROFILE_OF: Record<string, number[]> = {
  P1: [2, 8, 3, 6],
  P2: [4, 6, 4, 5],
  P3: [6, 4, 6, 4],
  P4: [8, 2, 7, 3],
  P5: [5, 5, 2, 8],
  P6: [3, 3, 8, 2],
  P7: [7, 6, 5, 7],
};

const products = PRODUCTS.map((id, i) => ({ id, name: `Yoghurt ${String.fromCharCode(65 + i)}` }));
const PROFILE = questionnaire.parse({
  name: 'profile',
  title: 'Yoghurt profile',
  products,
  repetitions: 2,
  pages: [
    {
      id: 'profile',
      title: 'Texture and taste',
      perSample: true,
      controls: ATTRIBUTES.map((id) => ({
        kind: 'scale',
        id,
        label: ATTRIBUTE_LABELS[id],
        style: 'line',
        min: 0,
        max: 10,
      })),
    },
  ],
});
const CONSUMERS = questionnaire.parse({
  name: 'consumers',
  title: 'Yoghurt consumer test',
  products,
  pages: [
    {
      id: 'taste',
      perSample: true,
      controls: [
        {
          kind: 'scale',
          id: 'liking',
          label: 'Overall liking',
          style: 'category',
          min: 1,
          max: 9,
          categories: Array.from({ length: 9 }, (_, i) => `${i + 1}`),
        },
        {
          kind: 'multiple',
          id: 'terms',
          label: 'Which words describe it?',
          mandatory: false,
          choices: ['sweet', 'sour', 'creamy', 'fruity', 'bland'].map((id) => ({
            id,
            label: id[0]!.toUpperCase() + id.slice(1),
          })),
        },
      ],
    },
  ],
});

describeInBrowser("the console's maps", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('maps');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const random = seededRandom(7);
    const noise = (spread: number) => (random() - 0.5) * 2 * spread;
    const api = await ApiClient.start(app.database);
    const publish = async (definition: Questionnaire, name: string) => {
      const id = await importDefinition(db, definition, api.now);
      const options = { name, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      return publishQuestionnaire(db, id, options, api.now);
    };
    try {
      const profile = await publish(PROFILE, 'Yoghurt profile');
      const profileKeys = new Map(Object.entries(profile.codes).map(([key, code]) => [code, key]));
      for (let judge = 0; judge < 8; judge++) {
        await api.answerEveryScreen(await api.newJudge(), profile.publicationId, (page) => {
          if (!page.sample) return [];
          const product = parseSampleCodeKey(profileKeys.get(page.sample.code)!).productId;
          return ATTRIBUTES.map((id, a) => ({
            controlId: id,
            value: Math.round(Math.min(10, Math.max(0, PROFILE_OF[product]![a]! + noise(1.5))) * 10) / 10,
          }));
        });
      }
      const consumers = await publish(CONSUMERS, 'Yoghurt consumer test');
      const consumerKeys = new Map(Object.entries(consumers.codes).map(([key, code]) => [code, key]));
      for (let consumer = 0; consumer < 24; consumer++) {
        // Three kinds of consumers: lovers of sweet, of sour, of creamy.
        const likes = consumer % 3;
        await api.answerEveryScreen(await api.newJudge(), consumers.publicationId, (page) => {
          if (!page.sample) return [];
          const product = parseSampleCodeKey(consumerKeys.get(page.sample.code)!).productId;
          const [sweet, sour, creamy] = PROFILE_OF[product]!;
          const drive = [sweet, sour, creamy][likes]!;
          const liking = Math.round(Math.min(9, Math.max(1, 1 + drive + noise(1))));
          const terms = (['sweet', 'sour', 'creamy'] as const).filter(
            (_, i) => [sweet, sour, creamy][i]! + noise(3) > 5,
          );
          return [
            { controlId: 'liking', value: liking },
            ...(terms.length > 0 || random() > 0.5
              ? [{ controlId: 'terms', choices: terms.length > 0 ? [...terms] : ['fruity'] }]
              : []),
          ];
        });
      }
    } finally {
      await api.close();
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openResults(page: Page, publication: string, japanese = false) {
    await openPublicationResults(
      page,
      app,
      { login: 'lea', password: PASSWORD, language: japanese ? 'ja' : 'en' },
      publication,
    );
  }

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`shows a profile's product map with its ellipses [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport });
      const page = await context.newPage();
      await openResults(page, 'Yoghurt profile');
      const map = page.getByRole('region', { name: 'Product map: Texture and taste' });
      await map.getByRole('img', { name: /Product map: Texture and taste: dimension 1 across/ }).waitFor();
      expect(await map.locator('.pl-results-chart svg circle').count()).toBe(PRODUCTS.length);
      await map.getByRole('checkbox', { name: 'Show confidence ellipses (95 %)' }).check({ force: true });
      await map.getByText(/Ellipses from 300 resamplings of the judges/).waitFor();
      // The figures behind the picture: every product and attribute in the table.
      await map.getByText('Coordinates on the first two dimensions', { exact: true }).first().click();
      const coordinates = map.getByRole('table', { name: 'Coordinates on the first two dimensions' });
      for (const name of ['Yoghurt A', 'Yoghurt G', 'Sweet', 'Firm']) await coordinates.getByText(name).waitFor();
      await page
        .getByRole('region', { name: 'Maps', exact: true })
        .screenshot({ path: screenshotPath(`console-maps-profile-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('splits the consumers into three segments and maps their liking onto the profile', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, acceptDownloads: true });
    const page = await context.newPage();
    await openResults(page, 'Yoghurt consumer test');
    // The scale called liking is the liking question without the leader choosing it.
    await page.getByText(/^Chosen by the analysis: the one scale named as the overall liking\./).waitFor();
    expect(await page.getByText('Choose the overall liking question above').count()).toBe(0);

    const segments = page.getByRole('region', { name: 'Consumer segments: Overall liking' });
    await segments.getByLabel('Number of segments').selectOption('3');
    const table = segments.getByRole('table', { name: 'Mean liking of each product in each segment' });
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    // The answers were made by three kinds of consumers, eight of each: the segments find them.
    expect(await table.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(['8', '8', '8']);
    const download = page.waitForEvent('download');
    await segments.getByRole('button', { name: /each consumer’s segment/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/long\.csv$/);

    await page
      .getByLabel('Profile publication for the external preference map')
      .selectOption({ label: 'Yoghurt profile' });
    const preference = page.getByRole('region', { name: 'External preference map: Overall liking' });
    await preference.getByRole('img', { name: /Share of the 24 consumers .* \(Quadratic model\)/ }).waitFor();
    await preference.getByRole('combobox', { name: /^Model/ }).selectOption('vector');
    await preference.getByRole('img', { name: /\(Vector model\)/ }).waitFor();
    // Beside the map, the drivers of liking: the PLS of the products' mean liking on the profile's means.
    await preference.getByRole('img', { name: /^Each attribute’s PLS coefficient on liking/ }).waitFor();
    await preference.getByText(/^With 2 components, the model explains \d+ % of the differences/).waitFor();
    const drivers = preference.getByRole('table', { name: 'Drivers of liking' });
    // The profile's attributes by their labels, which its own questionnaire holds (not the consumer test's).
    await expect
      .poll(async () => (await drivers.locator('tbody th').allTextContents()).sort())
      .toEqual(ATTRIBUTES.map((id) => ATTRIBUTE_LABELS[id]!.en).sort());
    const coefficients = (await drivers.locator('tbody td:nth-child(2)').allTextContents()).map(Number);
    expect(coefficients.every(Number.isFinite)).toBe(true);
    expect(coefficients).toEqual([...coefficients].sort((a, b) => b - a));
    // Consumers were made to like sweetness, sourness or creaminess, each a third of them: the products' mean
    // liking grows with the three together, and sweetness, which the profile spreads most apart from sourness, leads.
    expect(
      Number(await drivers.locator('tbody tr', { hasText: 'Sweet' }).locator('td').first().textContent()),
    ).toBeGreaterThan(0);
    // VIPs' squares average 1: some attribute is important.
    expect(await drivers.getByRole('cell', { name: 'Important (VIP ≥ 1)' }).count()).toBeGreaterThan(0);
    // The MFA's profile group and its attributes, named by the profile's own questionnaire.
    const mfa = page.getByRole('region', { name: 'Multiple factor analysis' });
    await mfa
      .getByText(/Texture and taste/)
      .first()
      .waitFor();
    await expect.poll(() => mfa.locator('table th', { hasText: /^Sweet$/ }).count()).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Internal preference map: Overall liking' }).waitFor();
    await page.getByRole('region', { name: 'Map of the terms: Which words describe it?' }).waitFor();
    await page
      .getByRole('region', { name: 'Maps', exact: true })
      .screenshot({ path: screenshotPath('console-maps-consumers-tablet') });
    await preference.locator('.pl-drivers').screenshot({ path: screenshotPath('console-maps-drivers-tablet') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await page
      .getByRole('region', { name: 'Maps', exact: true })
      .screenshot({ path: screenshotPath('console-maps-consumers-phone') });
    await preference.locator('.pl-drivers').screenshot({ path: screenshotPath('console-maps-drivers-phone') });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('speaks Japanese, with no serious accessibility fault', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'ja-JP' });
    const page = await context.newPage();
    await openResults(page, 'Yoghurt consumer test', true);
    await page.getByLabel('総合的な好みの質問（ペナルティ分析、選好マップ、セグメント）').selectOption('liking');
    await page.getByRole('region', { name: '消費者セグメント：Overall liking' }).waitFor();
    await page.getByLabel('外部選好マップに使うプロファイルの公開').selectOption({ label: 'Yoghurt profile' });
    const preference = page.getByRole('region', { name: '外部選好マップ：Overall liking' });
    await preference.getByRole('img', { name: /^製品マップの各位置で/ }).waitFor();
    const drivers = preference.getByRole('table', { name: '好みのドライバー' });
    await expect
      .poll(async () => (await drivers.locator('tbody th').allTextContents()).sort())
      .toEqual(ATTRIBUTES.map((id) => ATTRIBUTE_LABELS[id]!.ja).sort());
    await page
      .getByRole('region', { name: 'マップ', exact: true })
      .screenshot({ path: screenshotPath('console-maps-consumers-ja') });
    await preference.locator('.pl-drivers').screenshot({ path: screenshotPath('console-maps-drivers-ja') });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
