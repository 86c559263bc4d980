import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { discrimSampleSize } from '@palate/stats';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { answersOfJudge } from '../apps/server/test/example-answers.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Methods#2026';
const NAME = 'New methods';
/** Judges answering through the API beside those in the browser, so that every figure of the results page shows. */
const API_JUDGES = 10;

const test = (id: string, method: string, label: string, extra: object = {}) => ({
  id,
  controls: [
    {
      kind: 'discrimination',
      id,
      label: { en: label, ja: `${label}（日本語）` },
      method,
      products: ['A', 'B'],
      ...extra,
    },
  ],
});

const DEFINITION = questionnaire.parse({
  name: 'new-methods',
  title: 'New methods',
  products: [
    { id: 'A', name: 'Regular juice' },
    { id: 'B', name: 'Less sugar' },
  ],
  pages: [
    test('afc', 'threeAfc', 'Which sample is the sweetest?', { stronger: 'A' }),
    test('five', 'twoOutOfFive', 'Pick the two samples that are alike.'),
    test('hexad', 'hexad', 'Pick the three samples that are alike.'),
    test('samediff', 'sameDifferent', 'Taste both samples: are they the same or different?'),
    test('anota', 'aNotA', 'Taste sample A first, then the coded sample: is it A?'),
    test('pref', 'pairedPreference', 'Which sample do you prefer?', { noPreference: true }),
    test('twoac', 'twoAc', 'Which sample is sweeter?', { attribute: { en: 'sweet', ja: '甘い' } }),
    test('dod', 'degreeOfDifference', 'How different are these two samples?'),
  ],
});
const METHOD_IDS = ['afc', 'five', 'hexad', 'samediff', 'anota', 'pref', 'twoac', 'dod'];

describeInBrowser('judges answer the new discrimination and preference methods', () => {
  let app: E2eApp;
  let publicationId: string;

  beforeAll(async () => {
    app = await startE2eApp('methods');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const id = await importDefinition(db, DEFINITION, Date.now());
    const options = { name: NAME, judgesTitle: NAME, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    publicationId = (await publishQuestionnaire(db, id, options, Date.now())).publicationId;
    const api = await ApiClient.start(app.database);
    try {
      for (let judge = 0; judge < API_JUDGES; judge++) {
        await api.answerEveryScreen(await api.newJudge(), publicationId, answersOfJudge(judge));
      }
    } finally {
      await api.close();
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openContext(viewport: { width: number; height: number }, language: 'en' | 'ja') {
    const context = await app.browser.newContext({ viewport, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
    const cspViolations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
    });
    return { context, cspViolations };
  }

  /** Every screen: axe finds nothing serious, a screenshot, then the answer (by keyboard where said) and Next. */
  async function answerEveryMethod(page: Page, language: 'en' | 'ja', size: string): Promise<void> {
    const texts = sessionTexts[language].session;
    const form = page.locator('form.pl-session-form');
    const cups = page.locator('.pl-cups');
    for (const id of METHOD_IDS) {
      await page.locator(`[data-control-id="${id}"]`).waitFor();
      await page.screenshot({ path: screenshotPath(`methods-${id}-${language}-${size}`), fullPage: true });
      expect(await seriousViolations(page), id).toEqual([]);
      switch (id) {
        case 'afc':
          await cups.getByRole('radio').first().check();
          break;
        case 'five':
          // Keyboard only: Space ticks the focused cup, Tab moves on to the next.
          await cups.getByRole('checkbox').first().focus();
          await page.keyboard.press('Space');
          await page.keyboard.press('Tab');
          await page.keyboard.press('Space');
          expect(await cups.getByRole('checkbox', { checked: true }).count()).toBe(2);
          break;
        case 'hexad':
          for (const index of [0, 2, 4]) await cups.getByRole('checkbox').nth(index).check();
          break;
        case 'samediff':
          // Keyboard only: the arrow moves from "same" to "different" and chooses it.
          await page.getByRole('radio', { name: texts.same }).focus();
          await page.keyboard.press('ArrowRight');
          expect(await page.getByRole('radio', { name: texts.different }).isChecked()).toBe(true);
          break;
        case 'anota':
          await page.locator('.pl-reference').waitFor();
          await page.getByRole('radio', { name: texts.isA }).check();
          break;
        case 'pref':
          await page.getByRole('radio', { name: texts.noPreference }).check();
          break;
        case 'twoac': {
          // The first cup, "no difference", the second cup; the attribute in the judge's language.
          const radios = cups.getByRole('radio');
          expect(await radios.count()).toBe(3);
          expect(await cups.getByRole('radio', { name: language === 'ja' ? '甘い' : 'sweet' }).count()).toBe(2);
          // Keyboard only: the arrow moves from "no difference" to the second cup and chooses it.
          await page.getByRole('radio', { name: texts.noDifference }).focus();
          await page.keyboard.press('ArrowRight');
          expect(await radios.last().isChecked()).toBe(true);
          break;
        }
        case 'dod':
          // Four points, the ends named; the judge finds the pair very different.
          expect(await cups.getByRole('radio').count()).toBe(4);
          await page.getByRole('radio', { name: texts.identical }).waitFor();
          await page.getByRole('radio', { name: texts.veryDifferent }).check();
          break;
      }
      // Each answer target is a big one, for a finger.
      const target = (await cups.locator('.pl-choice').first().boundingBox())!;
      expect(target.height).toBeGreaterThanOrEqual(44);
      await form.getByRole('button', { name: id === METHOD_IDS.at(-1) ? texts.finish : texts.next }).click();
    }
    await page.locator('.pl-end').waitFor();
  }

  for (const language of ['en', 'ja'] as const) {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      it(`a judge answers each new method [${language}, ${size}]`, async () => {
        const { context, cspViolations } = await openContext(viewport, language);
        const page = await context.newPage();
        await page.goto(`${app.url}/${language}/`);
        await page.locator('.pl-welcome .pl-button--primary').click();
        await page.locator('section.pl-publication').filter({ hasText: NAME }).locator('.pl-button--primary').click();
        await answerEveryMethod(page, language, size);
        expect(cspViolations).toEqual([]);
        await context.close();
      });
    }
  }

  it("stores the browser judges' answers as the analysis reads them", async () => {
    const rows = await longResults(app.database.db, publicationId);
    const values = (attribute: string) => rows.filter((row) => row.attribute === attribute).map((row) => row.value);
    // The four browser judges came after the API's: "different", "A" and no preference each time.
    expect(values('samediff').slice(API_JUDGES)).toEqual([1, 1, 1, 1]);
    expect(values('anota').slice(API_JUDGES)).toEqual([1, 1, 1, 1]);
    expect(values('pref').slice(API_JUDGES)).toEqual([0, 0, 0, 0]);
    // 2-AC: the second cup, the first or the second product as served; DOD: the last point.
    expect(
      values('twoac')
        .slice(API_JUDGES)
        .every((value) => value === 1 || value === 2),
    ).toBe(true);
    expect(values('dod').slice(API_JUDGES)).toEqual([4, 4, 4, 4]);
    expect(rows.filter((row) => row.attribute === 'hexad')).toHaveLength(API_JUDGES + 4);
  });

  async function openConsole(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    return page;
  }

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`shows each method's figures on the results page and computes on the planning page [${size}]`, async () => {
      const { context, cspViolations } = await openContext(viewport, 'en');
      const page = await openConsole(context);
      await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
      await page.getByRole('link', { name: `Results: ${NAME}` }).click();
      await page.getByRole('table', { name: 'Answers by pair served', exact: true }).waitFor();
      await page.getByRole('table', { name: 'Answers by sample served' }).waitFor();
      await page.getByText(/^Criterion τ = /).waitFor();
      await page.getByRole('img', { name: 'Share of “different” answers by pair served' }).waitFor();
      await page.getByRole('img', { name: /^Share of “A” answers by sample served/ }).waitFor();
      await page.getByText(/^Two-sided binomial test: p [=<] /).waitFor();
      await page.getByRole('table', { name: 'Answers by product judged more intense' }).waitFor();
      await page.getByText(/^Two-sided likelihood-root test: p [=<>] /).waitFor();
      await page
        .getByRole('img', { name: 'Answers judging each product the more intense, and no difference' })
        .waitFor();
      await page.getByRole('table', { name: 'Answers by pair served and point of the scale' }).waitFor();
      await page
        .getByRole('img', { name: 'Share of the same pairs and of the different pairs given each point of the scale' })
        .waitFor();
      await page
        .getByText(/^pc = .* proportion of distinguishers pd = /)
        .first()
        .waitFor();
      await page.screenshot({ path: screenshotPath(`methods-results-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('navigation').getByRole('link', { name: 'Planning' }).click();
      await page.getByRole('heading', { name: 'Test planning' }).waitFor();
      // The page computes with the function checked against sensR's discrimSS.
      const pd = page.getByLabel('Proportion of distinguishers pd the test is planned for');
      await pd.fill('0.5');
      await pd.press('Tab');
      await page.getByText(`Judges needed: ${discrimSampleSize('triangle', 0.8, { pd: 0.5 })}`).waitFor();
      await page.getByLabel('Method').nth(1).selectOption('sameDifferent');
      await page.getByText('Criterion τ').waitFor();
      await page.screenshot({ path: screenshotPath(`methods-planning-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
      await context.close();
    });
  }
});
