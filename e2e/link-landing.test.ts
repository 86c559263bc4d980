import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { createGlobalLink } from '../apps/server/src/publishing/links.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { seriousViolations } from './axe.ts';

/**
 * A consumer who opens a study's link (issue 40): one questionnaire opens at its first screen
 * without a tap, under the title judges are meant to see, never the leader's name for it.
 */
const INTERNAL = 'Acme Foods, project Falcon';
const JUDGES_TITLE = 'Orange juices, autumn';

const JUICES = questionnaire.parse({
  name: 'juices',
  title: { en: 'Orange juice tasting', ja: 'オレンジジュースの試飲' },
  design: 'williams',
  products: [
    { id: 'fresh', name: 'Fresh' },
    { id: 'light', name: 'Light' },
  ],
  pages: [
    {
      id: 'welcome',
      title: { en: 'Welcome', ja: 'ようこそ' },
      controls: [
        {
          kind: 'info',
          id: 'intro',
          text: { en: 'You will taste two juices.', ja: '2 種類のジュースを試飲していただきます。' },
        },
      ],
    },
    {
      id: 'liking',
      perSample: true,
      controls: [{ kind: 'comment', id: 'comment', label: { en: 'Your comment', ja: 'ご意見' } }],
    },
  ],
});

const SIZES = [
  ['tablet', TABLET],
  ['phone', PHONE],
] as const;
const LANGUAGES = [
  ['en', 'Welcome', 'Orange juice tasting'],
  ['ja', 'ようこそ', 'オレンジジュースの試飲'],
] as const;

describeInBrowser("a study's link opens its one questionnaire under the judges' title", () => {
  let app: E2eApp;
  let titledLink: string;
  let downloadableLink: string;

  beforeAll(async () => {
    app = await startE2eApp('link-landing');
    const db = app.database.db;
    const id = await importDefinition(db, JUICES, Date.now());
    const base = { name: INTERNAL, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    const titled = await publishQuestionnaire(db, id, { ...base, judgesTitle: JUDGES_TITLE }, Date.now());
    titledLink = await createGlobalLink(db, titled.publicationId, Date.now());
    // A download to choose first keeps the landing list, headed by the questionnaire's title.
    const downloadable = await publishQuestionnaire(db, id, { ...base, offline: true }, Date.now());
    downloadableLink = await createGlobalLink(db, downloadable.publicationId, Date.now());
  });
  afterAll(async () => {
    await app?.close();
  });

  async function visit(size: (typeof SIZES)[number], language: string, link: string): Promise<Page> {
    const context = await app.browser.newContext({
      viewport: size[1],
      hasTouch: size[0] === 'phone',
      locale: language,
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/${language}/to/${link}`);
    return page;
  }

  it('goes from the link to the first screen without a tap, the tab named by the title for judges', async () => {
    for (const size of SIZES) {
      for (const [language, welcome] of LANGUAGES) {
        const page = await visit(size, language, titledLink);
        await page.getByRole('heading', { name: welcome, level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/${language}/my/[^/]+/[^/]+$`));
        expect(await page.title()).toBe(JUDGES_TITLE);
        expect(await page.content()).not.toContain('Falcon');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: screenshotPath(`link-landing-first-screen-${size[0]}-${language}`) });
        await page.context().close();
      }
    }
  });

  it("keeps the landing list when a download is offered, headed by the questionnaire's title", async () => {
    for (const size of SIZES) {
      for (const [language, , title] of LANGUAGES) {
        const page = await visit(size, language, downloadableLink);
        const study = page.getByRole('region', { name: title });
        await study.getByRole('button').first().waitFor();
        expect(await study.getByRole('button').count()).toBeGreaterThanOrEqual(2);
        expect(await page.title()).toBe(title);
        expect(await page.content()).not.toContain('Falcon');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: screenshotPath(`link-landing-list-${size[0]}-${language}`), fullPage: true });
        await page.context().close();
      }
    }
  });
});
