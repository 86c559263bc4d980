import { questionnaire } from '@palate/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  findPublication,
  insertPublication,
  listAllPublications,
} from '../apps/server/src/publishing/publications.repository.ts';
import { demoQuestionnaire } from '../apps/server/src/seed/demo-questionnaire.ts';
import { newId } from '../apps/server/src/security/tokens.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';

/** What a judge reads and taps, in the two languages these tests answer in. */
const TEXTS = {
  en: {
    answerAnonymously: 'Answer questionnaires without identification',
    start: /^Start/,
    screen: (current: number) => `Screen ${current} of 7`,
    thanks: 'Thank you!',
    report: 'Your answers compared with the panel',
  },
  ja: {
    answerAnonymously: '名前を登録せずにアンケートに回答する',
    start: /を開始$/,
    screen: (current: number) => `画面 ${current} / 7`,
    thanks: 'ありがとうございました！',
    report: 'あなたの回答とパネル全体の比較',
  },
} as const;
type Language = keyof typeof TEXTS;

/** The demo's liking answers by judge (9-point scale, 1-based), so that the panel's figures spread. */
const LIKING = [7, 5, 9, 3, 6, 8];

describeInBrowser('the judge’s results at the end and the list’s expiry times, in Chromium', () => {
  let app: E2eApp;
  let demoId: string;
  /** Judges who finished the demo so far: the next one's answers and the expected count follow from it. */
  let demoJudges = 0;

  beforeAll(async () => {
    app = await startE2eApp('report');
    demoId = (await listAllPublications(app.database.db))[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * Answers the demo's 7 screens in any language: judge `index` gives the liking LIKING[index]
   * and moves each intensity line from its start by an amount of its own.
   */
  async function answerDemo(page: Page, language: Language, index: number): Promise<void> {
    for (let screen = 1; screen <= 7; screen++) {
      await page.getByText(TEXTS[language].screen(screen)).first().waitFor();
      const radios = page.getByRole('radio');
      if (await radios.count()) await radios.nth((LIKING[index % LIKING.length] ?? 5) - 1).check();
      const sliders = page.getByRole('slider');
      for (let slider = 0; slider < (await sliders.count()); slider++) {
        await sliders.nth(slider).focus();
        await sliders.nth(slider).press('Home');
        for (let press = 0; press < 2 + ((index * 3 + slider * 2) % 7); press++) {
          await sliders.nth(slider).press('PageUp');
        }
      }
      await page.locator('button[type="submit"]').click();
    }
    await page.getByRole('heading', { name: TEXTS[language].thanks }).waitFor();
  }

  /** The demo on the list, found by its id: judges read it by its questionnaire's title, in their language. */
  const demoOn = (page: Page) => page.locator(`section[aria-labelledby="pl-pub-${demoId}"]`);

  /** A new anonymous judge opens `path` and finishes the publication titled `publication` for judges (the demo by default). */
  async function finishAsNewJudge(page: Page, path: string, language: Language, publication = 'Demo') {
    await page.goto(app.url + path);
    await page.getByRole('button', { name: TEXTS[language].answerAnonymously }).click();
    const study = publication === 'Demo' ? demoOn(page) : page.getByRole('region', { name: publication });
    await study.getByRole('button', { name: TEXTS[language].start }).click();
    await answerDemo(page, language, demoJudges);
    if (publication === 'Demo') demoJudges++;
  }

  it('shows each judge their scores beside the panel’s, the second one counting both judges', async () => {
    const runs = [
      ['tablet', TABLET, 'en'],
      ['phone', PHONE, 'en'],
      ['tablet', TABLET, 'ja'],
      ['phone', PHONE, 'ja'],
    ] as const;
    for (const [size, viewport, language] of runs) {
      const context = await app.browser.newContext({ viewport, hasTouch: size === 'phone', locale: language });
      const page = await context.newPage();
      await finishAsNewJudge(page, `/${language}/home`, language);
      const report = page.getByRole('region', { name: TEXTS[language].report });
      await report.waitFor();
      if (demoJudges === 1) {
        await report.getByText('Only you have answered so far', { exact: false }).waitFor();
      }
      if (demoJudges === 2) {
        await report.getByText('2 judges have answered so far.').waitFor();
        const liking = report.getByRole('region', { name: /How much do you like this sample overall/ });
        const rows = liking.getByRole('listitem');
        expect(await rows.count()).toBe(3);
        // Liking 7 then 5: mean 6.0, standard deviation √2 rounded for a 1–9 scale.
        for (const row of await rows.all()) {
          const text = await row.textContent();
          expect(text).toMatch(/^Sample \d{3}/);
          expect(text).toContain('Panel: 6.0 ± 1.4');
          expect(text).toContain('You: 5');
          expect(text).toContain('2 judges');
        }
        // Nothing names a product: samples appear by blinding code only.
        expect(await report.textContent()).not.toMatch(/Freshly|Pasteurised|concentrate/i);
      }
      await page.screenshot({ path: screenshotPath(`report-${size}-${language}-end`), fullPage: true });
      await context.close();
    }
  });

  it('follows the panel with syncResults: the figures refresh as another judge finishes', async () => {
    const watching = await app.browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'en' });
    const page = await watching.newPage();
    await finishAsNewJudge(page, '/syncResults/en/home', 'en');
    const report = page.getByRole('region', { name: TEXTS.en.report });
    await report.getByText(`${demoJudges} judges have answered so far.`).waitFor();
    await report.getByText('The figures are updated live as other judges finish.').waitFor();

    const other = await app.browser.newContext({ viewport: TABLET, locale: 'en' });
    await finishAsNewJudge(await other.newPage(), '/home', 'en');
    await other.close();
    // Within one refresh (15 s), without a tap.
    await report.getByText(`${demoJudges} judges have answered so far.`).waitFor({ timeout: 25_000 });
    await page.screenshot({ path: screenshotPath('report-phone-en-live'), fullPage: true });
    await watching.close();
  });

  it('on a booth, shows the report and still lets the judge go; "next person" takes it away', async () => {
    const booth = await app.browser.newContext({ viewport: TABLET, locale: 'en' });
    const leader = await signedInMember(app.database.db, Date.now(), { roles: ['user'], displayName: 'Lea' });
    await storeLeaderSession(booth, leader.tk);
    const page = await booth.newPage();
    await page.goto(`${app.url}/home?device`);
    await page.getByLabel('Terminal name').fill('Booth R');
    await page.getByRole('button', { name: 'Set up as a booth terminal' }).click();
    await page.getByText('This device is the terminal “Booth R”.').waitFor();
    await page.evaluate(() => localStorage.removeItem('fzj_user'));

    await finishAsNewJudge(page, '/home', 'en');
    await page
      .getByRole('region', { name: TEXTS.en.report })
      .getByText(`${demoJudges} judges have answered so far.`)
      .waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fzj_judge'))).toBeNull();
    await page.screenshot({ path: screenshotPath('report-tablet-en-booth'), fullPage: true });
    await page.getByRole('button', { name: 'Done: next person' }).click();
    await page.getByRole('button', { name: TEXTS.en.answerAnonymously }).waitFor();
    expect(await page.getByRole('region', { name: TEXTS.en.report }).count()).toBe(0);
    await booth.close();
  });

  it('shows only the thank-you when the questionnaire does not show results to judges', async () => {
    const definition = questionnaire.parse({ ...demoQuestionnaire, name: 'no-report', showResults: false });
    const questionnaireId = await importDefinition(app.database.db, definition, Date.now());
    const options = {
      name: 'No report',
      judgesTitle: 'No report',
      anonymous: true,
      targetJudges: null,
      expiresAt: null,
      tray: null,
    };
    await publishQuestionnaire(app.database.db, questionnaireId, options, Date.now());

    const context = await app.browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'en' });
    const page = await context.newPage();
    const refusal = page.waitForResponse((response) => response.url().includes('run/renderFunc'));
    await finishAsNewJudge(page, '/home', 'en', 'No report');
    expect((await (await refusal).json()) as unknown).toMatchObject({ errorType: 50202 });
    expect(await page.getByRole('region', { name: TEXTS.en.report }).count()).toBe(0);
    expect(await page.getByText('could not be loaded').count()).toBe(0);
    await context.close();
  });

  it('with expTime, tells each questionnaire’s expiry on the list, and nothing for one without', async () => {
    // Half a minute past the minute, so that the seconds the list counts cannot tip it into another minute.
    const expiresAt = Math.floor(Date.now() / 60_000) * 60_000 + 30 * 86_400_000 + 30_000;
    const demo = await findPublication(app.database.db, demoId);
    await insertPublication(app.database.db, {
      ...demo!,
      id: newId(),
      name: 'Open for a month',
      judges_title: 'Open for a month',
      expires_at: expiresAt,
      created_at: Date.now(),
    });
    const day = (language: Language) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(expiresAt));

    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      for (const language of ['en', 'ja'] as const) {
        const context = await app.browser.newContext({
          viewport,
          hasTouch: size === 'phone',
          locale: language,
          timezoneId: 'UTC',
        });
        const page = await context.newPage();
        await page.goto(`${app.url}/expTime/${language}/home`);
        await page.getByRole('button', { name: TEXTS[language].answerAnonymously }).click();
        const item = page.getByRole('region', { name: 'Open for a month' });
        const note = item.getByText(day(language), { exact: false });
        await note.waitFor();
        if (language === 'en') expect(await note.textContent()).toMatch(/^Open until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
        expect(await demoOn(page).getByText(day(language)).count()).toBe(0);
        await page.screenshot({ path: screenshotPath(`exptime-${size}-${language}-list`), fullPage: true });

        // Without the option, an expiry a month away is not told.
        if (size === 'tablet' && language === 'en') {
          await page.goto(`${app.url}/en/home`);
          await item.getByRole('button', { name: /^Start/ }).waitFor();
          expect(await item.getByText(day(language), { exact: false }).count()).toBe(0);
        }
        await context.close();
      }
    }
  });
});
