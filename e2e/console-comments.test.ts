import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PageView } from '@palate/protocol';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { findPublication } from '../apps/server/src/publishing/publications.repository.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import commentsEn from '../apps/console/src/features/results/comments/texts/en.ts';
import commentsJa from '../apps/console/src/features/results/comments/texts/ja.ts';
import consumerEn from '../apps/console/src/features/results/consumer/texts/en.ts';
import consumerJa from '../apps/console/src/features/results/consumer/texts/ja.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { openPublicationResults } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Comments#2026';
const NAME = 'Juice comments';
const PRODUCTS = ['fresh', 'concentrate', 'light'] as const;
type Product = (typeof PRODUCTS)[number];

/** Three juices: liking, sweetness JAR, CATA and a comment per sample. */
const DEFINITION = `
name: juice-comments
title: Orange juices
design: williams
products:
  - { id: fresh, name: Freshly squeezed }
  - { id: concentrate, name: From concentrate }
  - { id: light, name: Light }
pages:
  - id: tasting
    perSample: true
    controls:
      - kind: scale
        id: liking
        label: Overall liking
        style: category
        min: 1
        max: 9
        categories: [Dislike extremely, Dislike very much, Dislike moderately, Dislike slightly, Neither like nor dislike, Like slightly, Like moderately, Like very much, Like extremely]
      - kind: scale
        id: sweetness
        label: Sweetness
        style: category
        min: 1
        max: 5
        justRight: true
        categories: [Much too weak, Too weak, Just about right, Too strong, Much too strong]
      - kind: multiple
        id: cata
        label: Words for this juice
        choices:
          - { id: sweet, label: Sweet }
          - { id: fresh, label: Fresh }
          - { id: bitter, label: Bitter }
          - { id: watery, label: Watery }
      - kind: comment
        id: why
        label: Why do you like or dislike it?
`;

const JUDGES = 12;
/** What judges write about each juice; the last three write in Japanese. */
const WRITTEN: Record<Product, string[]> = {
  fresh: [
    'Fresh and fruity, really nice',
    'Very fresh, like real oranges',
    'Sweet and fresh',
    'Pulpy and fresh',
    'Nice balance, fresh',
    'A bit sour but fresh',
    'Fruity aroma',
    'Natural taste',
    'Fresh, I would buy it',
    '甘くて美味しい',
    'とても新鮮で美味しい',
    '果汁感がある',
  ],
  concentrate: [
    'Too sweet for me',
    'Cooked taste, too sweet',
    'Sweet but flat',
    'Sugary',
    'Tastes cooked',
    'Too sweet and sticky',
    'OK, a bit cooked',
    'Like a soft drink',
    'Sweet, nothing more',
    '甘すぎる',
    '少し甘い',
    '普通',
  ],
  light: [
    'Watery and bitter',
    'Bitter aftertaste',
    'Thin, watery',
    'Artificial sweetener taste',
    'Bitter',
    'Watery',
    'Not sweet enough, bitter',
    'Chemical aftertaste',
    'Flat and watery',
    '苦い',
    '水っぽくて苦い',
    '薄い',
  ],
};

/** A consumer's answers: liking and CATA that differ by juice, with some variety by judge. */
function answersOf(judge: number, productOf: Map<string, Product>) {
  return (page: PageView) => {
    if (!page.sample) return [];
    const product = productOf.get(page.sample.code)!;
    const index = PRODUCTS.indexOf(product);
    const sweetness =
      product === 'fresh' ? 3 : product === 'concentrate' ? (judge % 3 === 0 ? 3 : 5) : judge % 2 ? 2 : 3;
    // Off "just about right" costs two points of liking.
    const liking = [8, 6, 5][index]! + ((judge % 3) - 1) - (sweetness === 3 ? 0 : 2);
    const terms = {
      fresh: ['fresh', ...(judge % 2 ? ['sweet'] : [])],
      concentrate: ['sweet', ...(judge % 4 === 0 ? ['bitter'] : [])],
      light: ['watery', ...(judge % 3 ? ['bitter'] : []), ...(judge === 0 ? ['fresh'] : [])],
    }[product];
    return [
      { controlId: 'liking', value: liking },
      { controlId: 'sweetness', value: sweetness },
      { controlId: 'cata', choices: terms },
      { controlId: 'why', text: WRITTEN[product][judge]! },
    ];
  };
}

describeInBrowser("the console's comments and consumer figures", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('comments');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'mia', name: 'Mia', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const api = await ApiClient.start(app.database);
    try {
      const parsed = parseDefinitionFile(DEFINITION);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
      const questionnaire = await importDefinition(db, parsed.definition, api.now);
      const options = { name: NAME, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      const { publicationId } = await publishQuestionnaire(db, questionnaire, options, api.now);
      // A screen names its sample by code: the publication's codes tell which juice it is.
      const codes = JSON.parse((await findPublication(db, publicationId))!.blinding_codes) as Record<string, string>;
      const productOf = new Map(Object.entries(codes).map(([key, code]) => [code, key as Product]));
      for (let judge = 0; judge < JUDGES; judge++) {
        await api.answerEveryScreen(await api.newJudge(), publicationId, answersOf(judge, productOf));
      }
    } finally {
      await api.close();
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openResults(
    viewport: { width: number; height: number },
    language: 'en' | 'ja' = 'en',
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({ viewport, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
    const page = await context.newPage();
    await openPublicationResults(page, app, { login: 'mia', password: PASSWORD, language }, NAME);
    return { context, page };
  }

  it('compares the products term by term, weighs each term on liking and tests the penalties', async () => {
    const { context, page } = await openResults(TABLET);
    const texts = consumerEn.consumer;
    await page
      .getByLabel('Overall liking question (penalties, preference maps, segments)')
      .selectOption({ label: 'Overall liking' });
    const pairwise = page.getByRole('table', { name: texts.pairwise });
    await pairwise.waitFor();
    // Everyone who tasted the concentrate called it sweet, a few the light one: they differ.
    const sweet = pairwise.getByRole('row', { name: /^Sweet/ });
    const [fresh, concentrate, light] = await sweet.getByRole('cell').allTextContents();
    expect(concentrate).toMatch(/^100 % a/);
    expect(light).toMatch(/^0 % b/);
    expect(fresh).toMatch(/^50 %/);
    const impact = page.getByRole('region', { name: texts.meanImpact });
    await impact.getByRole('row', { name: /^Fresh/ }).waitFor();
    await page.getByRole('img', { name: texts.meanImpactChart }).waitFor();
    await page.getByRole('img', { name: /Penalty plot/ }).waitFor();
    await page.getByText(texts.penaltyNote).waitFor();
    await page.getByRole('columnheader', { name: texts.dropTests }).waitFor();
    const cata = page.locator('section.pl-results-question', {
      has: page.getByRole('heading', { name: /^Words for this juice/ }),
    });
    await cata.screenshot({ path: screenshotPath('console-results-cata-pairwise-tablet') });
    const jar = page.locator('section.pl-results-question', {
      has: page.getByRole('heading', { name: /^Sweetness/ }),
    });
    const penaltyPlot = jar.getByRole('img', { name: /Penalty plot/ });
    // Too little sweetness costs the light juice two points (significant), too much costs the concentrate half a point (not).
    expect(await penaltyPlot.locator('circle[fill="white"]').count()).toBe(1);
    expect(await penaltyPlot.locator('circle').count()).toBe(2);
    await penaltyPlot.screenshot({ path: screenshotPath('console-results-penalty-tablet') });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const phone = await openResults(PHONE);
    await phone.page
      .getByLabel('Overall liking question (penalties, preference maps, segments)')
      .selectOption({ label: 'Overall liking' });
    const onPhone = phone.page.locator('section.pl-results-question', {
      has: phone.page.getByRole('heading', { name: /^Words for this juice/ }),
    });
    await onPhone.getByRole('img', { name: texts.meanImpactChart }).waitFor();
    await onPhone.getByRole('table', { name: texts.pairwise }).evaluate((table) => table.scrollIntoView());
    await phone.page.screenshot({ path: screenshotPath('console-results-cata-pairwise-phone') });
    await phone.page.getByRole('img', { name: /Penalty plot/ }).evaluate((plot) => plot.scrollIntoView());
    await phone.page.screenshot({ path: screenshotPath('console-results-penalty-phone') });
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.context.close();
  });

  it("lists the comments per product with the judge's label, searches them and picks one for the report", async () => {
    const { context, page } = await openResults(TABLET);
    const texts = commentsEn.comments;
    const section = page.locator('section', { has: page.getByRole('heading', { name: texts.title, exact: true }) });
    await section.getByRole('heading', { name: /^Freshly squeezed/ }).waitFor();
    const freshTable = section.getByRole('region', { name: 'Why do you like or dislike it?: Freshly squeezed' });
    expect(await freshTable.getByRole('row').count()).toBe(JUDGES + 1);
    // The most frequent word of the fresh juice is "fresh", in seven of its comments.
    await section.getByRole('button', { name: 'fresh 7', exact: true }).click();
    await expect.poll(() => section.getByRole('searchbox', { name: texts.search }).inputValue()).toBe('fresh');
    await expect.poll(() => freshTable.getByRole('row').count()).toBe(7 + 1);
    await section.getByRole('searchbox', { name: texts.search }).fill('bitter');
    const lightTable = section.getByRole('region', { name: 'Why do you like or dislike it?: Light' });
    await expect.poll(() => lightTable.getByRole('row').count()).toBe(4 + 1);
    expect(await freshTable.count()).toBe(0);
    await section.screenshot({ path: screenshotPath('console-results-comments-tablet') });
    expect(await seriousViolations(page)).toEqual([]);

    const pick = lightTable.getByRole('checkbox', { name: texts.pick.replace('{{judge}}', 'J002') });
    // The box drawn over the visually hidden input is what a leader clicks.
    await lightTable.getByRole('row', { name: /^J002/ }).locator('.pl-console-checkbox').click();
    expect(await pick.isChecked()).toBe(true);
    await section.getByText('1 comment picked for the report.').waitFor();
    await page.reload();
    await section.getByRole('searchbox', { name: texts.search }).fill('aftertaste');
    await expect.poll(() => lightTable.getByRole('checkbox', { name: /J002/ }).isChecked()).toBe(true);
    await context.close();

    const phone = await openResults(PHONE);
    const onPhone = phone.page.locator('section', {
      has: phone.page.getByRole('heading', { name: texts.title, exact: true }),
    });
    await onPhone.getByRole('heading', { name: /^Light/ }).waitFor();
    // What a phone's screen shows of the section from its heading.
    await onPhone
      .getByRole('heading', { name: texts.title, exact: true })
      .evaluate((heading) => heading.scrollIntoView());
    await phone.page.screenshot({ path: screenshotPath('console-results-comments-phone') });
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.context.close();
  });

  it('speaks Japanese, and finds the words of comments written in Japanese', async () => {
    const { context, page } = await openResults(PHONE, 'ja');
    const texts = commentsJa.comments;
    const section = page.locator('section', { has: page.getByRole('heading', { name: texts.title, exact: true }) });
    await section.getByRole('heading', { name: /^Freshly squeezed/ }).waitFor();
    // 美味しい is in two comments of the fresh juice, split from text without spaces.
    await section.getByRole('button', { name: '美味しい 2' }).waitFor();
    await page.getByRole('table', { name: consumerJa.consumer.pairwise }).waitFor();
    await section.getByRole('heading', { name: /^Freshly squeezed/ }).evaluate((heading) => heading.scrollIntoView());
    await page.screenshot({ path: screenshotPath('console-results-comments-ja-phone') });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
