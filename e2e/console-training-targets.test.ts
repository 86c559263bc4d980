import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PageView } from '@palate/protocol';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { exampleDefinition, signedInMember } from '../apps/server/test/fixtures.ts';
import englishFrame from '../apps/console/src/app/texts/en.ts';
import englishPanel from '../apps/console/src/features/panel/texts/en.ts';
import japanesePanel from '../apps/console/src/features/panel/texts/ja.ts';
import englishTraining from '../apps/console/src/features/training/texts/en.ts';
import frenchTraining from '../apps/console/src/features/training/texts/fr.ts';
import frenchSignIn from '../apps/console/src/features/signin/texts/fr.ts';
import japaneseTraining from '../apps/console/src/features/training/texts/ja.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole, type ConsoleLanguage } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Targets#2026';
const JUDGES = [
  { login: 'ines', name: 'Inès Moreau' },
  { login: 'kenji', name: 'Kenji Sato' },
  { login: 'lars', name: 'Lars Berg' },
];
/** The cheese profile's products and attributes (examples/descriptive-profile.yaml), as the table names them. */
const PRODUCTS = ['comte12', 'comte24', 'beaufort'];
const ATTRIBUTES = ['firmness', 'saltiness', 'fruity'];

// The console's own words, so that a reworded label changes here with the console.
const TEXTS = {
  en: { training: englishTraining.training, panel: englishPanel.panel },
  ja: { training: japaneseTraining.training, panel: japanesePanel.panel },
};
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

describeInBrowser("a training publication's targets in the console, and the judge's record", () => {
  let app: E2eApp;
  let api: ApiClient;
  let leaderTk = '';
  const publications = { week1: '', week2: '', study: '' };

  async function consoleContext(language: ConsoleLanguage | 'fr'): Promise<BrowserContext> {
    const locale = { en: 'en-US', ja: 'ja-JP', fr: 'fr-FR' }[language];
    const context = await app.browser.newContext({ viewport: TABLET, locale });
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) throw new Error(message.text());
    });
    return context;
  }

  /** A screenshot (of the whole page, or of `part`) at the tablet's and the phone's sizes, with axe run on the page at each. */
  async function shotsAtBothSizes(page: Page, name: string, part?: Locator): Promise<void> {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      const path = screenshotPath(`${name}-${size}`);
      await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.setViewportSize(TABLET);
  }

  /** Every judge answers every scale of a publication from `base` up, through the API as booths would. */
  async function answerAll(publication: string, tokens: string[], base: number): Promise<void> {
    for (const [judge, tk] of tokens.entries()) {
      // A tenth more per judge, and 0 to 0.2 more from screen to screen, so that repetitions differ.
      await api.answerEveryScreen(tk, publication, (page: PageView) =>
        page.controls
          .filter((control) => control.kind === 'scale')
          .map((control) => ({ controlId: control.id, value: base + judge / 10 + (page.position % 3) / 10 })),
      );
    }
  }

  beforeAll(async () => {
    app = await startE2eApp('training-targets');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'tia', name: 'Tia', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    // The judges answer and the second week's targets are set through the API on the server's own database file.
    api = await ApiClient.start(app.database);
    leaderTk = (await signedInMember(db, api.now, { type: 'u', roles: ['user'], tokenLifeMs: 90 * 86_400_000 })).tk;
    const questionnaire = await importDefinition(db, exampleDefinition('descriptive-profile.yaml'), api.now);
    for (const [key, name, training] of [
      ['week1', 'Cheese training, week 1', true],
      ['week2', 'Cheese training, week 2', true],
      ['study', 'Cheese profile', false],
    ] as const) {
      const options = { name, anonymous: false, targetJudges: null, expiresAt: null, tray: null, training };
      publications[key] = (await publishQuestionnaire(db, questionnaire, options, api.now)).publicationId;
    }
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await app?.close();
  });

  it('a leader sets some targets and the panel rule, is told what is missing, saves, reloads and sees them; a study offers none', async () => {
    const texts = TEXTS.en.training;
    const context = await consoleContext('en');
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'tia', password: PASSWORD, path: 'publications' });
    const link = (name: string) => page.getByRole('link', { name: fill(texts.link, { name }) });
    // Only training publications link to targets.
    await link('Cheese training, week 1').waitFor();
    expect(await link('Cheese profile').count()).toBe(0);
    await link('Cheese training, week 1').click();
    await page
      .getByRole('heading', { level: 1, name: fill(texts.title, { name: 'Cheese training, week 1' }) })
      .waitFor();

    const field = (kind: 'valueOf' | 'toleranceOf', attribute: string, product: string) =>
      page.getByRole('textbox', { name: fill(texts[kind], { attribute, product }), exact: true });
    await field('valueOf', 'Firmness', 'Comté 12 months').fill('5.5');
    await page.getByRole('button', { name: texts.save }).click();
    await page
      .getByRole('alert')
      .getByText(fill(texts.toleranceMissing, { attribute: 'Firmness', product: 'Comté 12 months' }))
      .waitFor();
    await field('toleranceOf', 'Firmness', 'Comté 12 months').fill('1');
    await field('valueOf', 'Saltiness', 'Beaufort').fill('7.25');
    await field('toleranceOf', 'Saltiness', 'Beaufort').fill('0.5');
    await page.getByText(texts.usePanel).click();
    await page.getByRole('textbox', { name: texts.k }).fill('1.5');
    await page.getByRole('textbox', { name: texts.minJudges }).fill('2');
    await page.getByRole('textbox', { name: texts.minJudges }).press('Tab');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: texts.save }).click();
    await page.getByRole('status').getByText(texts.saved).waitFor();
    const saved = await api.ok('pub/targets', { tk: leaderTk, id: publications.week1 });
    expect(saved.panelRule).toEqual({ k: 1.5, minJudges: 2 });
    expect(saved.targets).toHaveLength(2);
    expect(saved.targets).toEqual(
      expect.arrayContaining([
        { product: 'comte12', control: 'firmness', value: 5.5, tolerance: 1 },
        { product: 'beaufort', control: 'saltiness', value: 7.25, tolerance: 0.5 },
      ]),
    );

    await page.reload();
    await expect.poll(() => field('valueOf', 'Firmness', 'Comté 12 months').inputValue()).toBe('5.5');
    expect(await field('toleranceOf', 'Firmness', 'Comté 12 months').inputValue()).toBe('1');
    expect(await field('valueOf', 'Saltiness', 'Beaufort').inputValue()).toBe('7.25');
    expect(await field('valueOf', 'Fruity aroma', 'Comté 24 months').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: texts.usePanel }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: texts.k }).inputValue()).toBe('1.5');
    await shotsAtBothSizes(page, 'console-training-targets-en');

    // An edit not saved is asked about before leaving.
    await field('toleranceOf', 'Saltiness', 'Beaufort').fill('2');
    await page.getByRole('link', { name: texts.back }).click();
    const leaving = page.getByRole('alertdialog', { name: englishFrame.app.leave.title });
    await leaving.getByRole('button', { name: englishFrame.app.leave.leave }).click();
    await link('Cheese training, week 1').waitFor();

    // The server's refusal is shown: the publication became a study while the leader edited its targets.
    await api.ok('pub/training', { tk: leaderTk, id: publications.study, training: true });
    await page.goto(`${app.url}/console/publications/${publications.study}/targets`);
    await field('valueOf', 'Firmness', 'Beaufort').fill('4');
    await field('toleranceOf', 'Firmness', 'Beaufort').fill('1');
    await api.ok('pub/training', { tk: leaderTk, id: publications.study, training: false });
    await page.getByRole('button', { name: texts.save }).click();
    await page.getByRole('alert').getByText('Targets apply to training sessions only', { exact: false }).waitFor();

    await page.goto(`${app.url}/console/publications/${publications.study}/targets`);
    await page.getByText(texts.notTraining).waitFor();
    expect(await page.getByRole('button', { name: texts.save }).count()).toBe(0);
    await context.close();

    // A French leader reads and types the decimal comma.
    const french = await consoleContext('fr');
    const typing = await french.newPage();
    await typing.goto(`${app.url}/console/publications/${publications.week1}/targets`);
    // The shared sign-in speaks English and Japanese: the French form is filled here.
    await typing.getByLabel(frenchSignIn.signin.login, { exact: true }).fill('tia');
    await typing.getByLabel(frenchSignIn.signin.password, { exact: true }).fill(PASSWORD);
    await typing.getByRole('button', { name: frenchSignIn.signin.submit, exact: true }).click();
    const frenchField = (kind: 'valueOf' | 'toleranceOf', attribute: string, product: string) =>
      typing.getByRole('textbox', { name: fill(frenchTraining.training[kind], { attribute, product }), exact: true });
    await expect.poll(() => frenchField('valueOf', 'Saltiness', 'Beaufort').inputValue()).toBe('7,25');
    await frenchField('valueOf', 'Fruity aroma', 'Comté 24 months').fill('6,5');
    await frenchField('toleranceOf', 'Fruity aroma', 'Comté 24 months').fill('0,75');
    await typing.getByRole('button', { name: frenchTraining.training.save }).click();
    await typing.getByRole('status').getByText(frenchTraining.training.saved).waitFor();
    expect((await api.ok('pub/targets', { tk: leaderTk, id: publications.week1 })).targets).toContainEqual({
      product: 'comte24',
      control: 'fruity',
      value: 6.5,
      tolerance: 0.75,
    });
    await french.close();

    const japanese = await consoleContext('ja');
    const shown = await japanese.newPage();
    await signInToConsole(shown, app, {
      login: 'tia',
      password: PASSWORD,
      language: 'ja',
      path: `publications/${publications.week1}/targets`,
    });
    const valueField = shown.getByRole('textbox', {
      name: fill(TEXTS.ja.training.valueOf, { attribute: 'Firmness', product: 'Comté 12 months' }),
      exact: true,
    });
    await expect.poll(() => valueField.inputValue()).toBe('5.5');
    await shotsAtBothSizes(shown, 'console-training-targets-ja');
    await japanese.close();
  }, 180_000);

  it("a judge's record shows their distance to the targets over the training sessions", async () => {
    const targets = PRODUCTS.flatMap((product) =>
      ATTRIBUTES.map((control) => ({ product, control, value: 5, tolerance: 1 })),
    );
    for (const publication of [publications.week1, publications.week2]) {
      await api.ok('pub/targets/set', { tk: leaderTk, id: publication, targets, panelRule: null });
    }
    const tokens = await Promise.all(
      JUDGES.map(
        async ({ login, name }) =>
          (
            await signedInMember(app.database.db, api.now, {
              type: 'j',
              login,
              displayName: name,
              tokenLifeMs: 90 * 86_400_000,
            })
          ).tk,
      ),
    );
    // Too high in the first week (7.5 to 7.9 for a target of 5 ± 1), on target a week later (5.2 to 5.6).
    await answerAll(publications.week1, tokens, 7.5);
    api.advance(7 * 86_400_000);
    await answerAll(publications.week2, tokens, 5.2);

    for (const language of ['en', 'ja'] as const) {
      const texts = TEXTS[language].panel;
      const context = await consoleContext(language);
      const page = await context.newPage();
      await signInToConsole(page, app, { login: 'tia', password: PASSWORD, language, path: 'panel' });
      await page.getByRole('link', { name: 'Kenji Sato' }).click();
      const section = page.getByRole('region', { name: texts.trainingTitle, exact: true }).first();
      const rows = section.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      // Six samples (three cheeses, two repetitions) of three attributes each session.
      expect(await rows.nth(0).locator('th').textContent()).toBe('1. Cheese training, week 1');
      expect(await rows.nth(0).locator('td').nth(1).textContent()).toContain(
        fill(texts.onTargetOf, { onTarget: '0', rated: '18', percent: fill(texts.percent, { value: '0' }) }),
      );
      expect(await rows.nth(1).locator('td').nth(1).textContent()).toContain(
        fill(texts.onTargetOf, { onTarget: '18', rated: '18', percent: fill(texts.percent, { value: '100' }) }),
      );
      // Kenji gives 7.6 to 7.8 (7.7 on average: six consecutive screens) then 5.3 to 5.5 on a scale of 0 to 10
      // around targets of 5: 27 % then 4 % of the scale from the centre.
      expect(await rows.nth(0).locator('td').nth(2).textContent()).toBe(fill(texts.percent, { value: '27' }));
      expect(await rows.nth(1).locator('td').nth(2).textContent()).toBe(fill(texts.percent, { value: '4' }));
      await expect.poll(() => section.locator('.pl-results-chart svg').count()).toBe(1);
      await shotsAtBothSizes(page, `console-training-record-${language}`, section);
      await context.close();
    }
  }, 240_000);
});
