import { parseSampleCodeKey, questionnaire, type Answer, type Questionnaire } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { answersOfJudge } from '../apps/server/test/example-answers.ts';
import { exampleDefinition } from '../apps/server/test/fixtures.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { openPublicationResults } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

// Issue 43 on the results page: the Panel section of a profile with repetitions (the panel
// summary, each attribute's Tucker-1 circle of correlations, p*MSE, F, MSE and eggshell
// plots, each judge's Manhattan plot, with their tables) and the
// beta-binomial model of a triangle test answered three times, with which figures to read.

const PASSWORD = 'Panel#2026';
const JUDGES = 6;

const REPEATED_TRIANGLE = questionnaire.parse({
  name: 'repeated-triangle',
  title: 'Repeated triangle',
  products: ['A', 'B'].map((id) => ({ id, name: `Recipe ${id}` })),
  repetitions: 3,
  pages: [
    {
      id: 'triangle',
      controls: [{ kind: 'discrimination', id: 'odd', label: 'Odd one', method: 'triangle', products: ['A', 'B'] }],
    },
  ],
});

/** Each attribute's level of the three cheeses, in the definition's order. */
const LEVELS: Record<string, number[]> = { firmness: [3, 7, 5], saltiness: [4, 6, 8], fruity: [6, 3, 5] };

/**
 * A judge's answers to the profile: each attribute scored from the cheeses' own levels, with the
 * judge's use of the scale and a little noise by turn (so that each judge's attributes are not
 * one and the same, and their Manhattan plot has two dimensions); the last judge reads the
 * products backwards. Other screens as the examples' answers.
 */
function profileAnswers(judge: number, productOf: (code: string) => number): (screen: PageView) => Answer[] {
  const others = answersOfJudge(judge);
  let served = 0;
  return (screen) => {
    if (!screen.sample) return others(screen);
    served += 1;
    const product = productOf(screen.sample.code);
    return others(screen).map((answer) => {
      const levels = LEVELS[answer.controlId];
      if (!levels) return answer;
      const level = judge === JUDGES - 1 ? 10 - levels[product]! : levels[product]!;
      const noise = ((judge * 7 + served * 3 + Object.keys(LEVELS).indexOf(answer.controlId)) % 5) / 5;
      return { ...answer, value: Math.min(10, Math.round((level * 0.8 * (1 + judge / 10) + noise) * 10) / 10) };
    });
  };
}

describeInBrowser("the results page's panel figures", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('panel-diagnostics');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const api = await ApiClient.start(app.database);
    const publish = async (definition: Questionnaire, name: string) => {
      const id = await importDefinition(db, definition, api.now);
      const options = { name, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      return publishQuestionnaire(db, id, options, api.now);
    };
    try {
      const cheeses = exampleDefinition('descriptive-profile.yaml');
      const profile = await publish(cheeses, 'Cheese profile');
      const cheeseOf = new Map(
        Object.entries(profile.codes).map(([key, code]) => [
          code,
          cheeses.products.findIndex((p) => p.id === parseSampleCodeKey(key).productId),
        ]),
      );
      for (let judge = 0; judge < JUDGES; judge++) {
        await api.answerEveryScreen(
          await api.newJudge(),
          profile.publicationId,
          profileAnswers(judge, (code) => cheeseOf.get(code)!),
        );
      }
      // Half the judges always find the odd sample, half never: they differ, beyond chance.
      const triangle = await publish(REPEATED_TRIANGLE, 'Triangle, three times');
      const productOf = new Map(Object.entries(triangle.codes).map(([key, code]) => [code, parseSampleCodeKey(key)]));
      for (let judge = 0; judge < JUDGES; judge++) {
        await api.answerEveryScreen(await api.newJudge(), triangle.publicationId, (screen) => {
          const cups = screen.served['odd'] ?? [];
          const odd = cups.find(
            (cup) =>
              cups.filter((other) => productOf.get(other)?.productId === productOf.get(cup)?.productId).length === 1,
          );
          return [{ controlId: 'odd', choices: [judge < JUDGES / 2 ? odd! : cups.find((cup) => cup !== odd)!] }];
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

  for (const [size, viewport, language] of [
    ['tablet', TABLET, 'en'],
    ['phone', PHONE, 'ja'],
  ] as const) {
    it(`draws the panel summary, each attribute's correlation circle, p*MSE, F, MSE and eggshell plots and each judge's Manhattan plot, with their tables [${size}, ${language}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
      const page = await context.newPage();
      await openResults(page, 'Cheese profile', language);
      const panel = page.getByRole('region', { name: language === 'ja' ? 'パネル' : 'Panel', exact: true });
      await panel.waitFor();
      const attributes = panel.locator('section.pl-maps-map:not(.pl-manhattan-section)');
      await expect.poll(() => attributes.count()).toBe(3);
      const firmness = attributes.first();
      const circle = firmness.getByRole('img', {
        name: language === 'ja' ? /相関円/ : /Correlation circle of Firmness/,
      });
      await circle.waitFor();
      // One arrow per judge, each named on the circle.
      await expect.poll(() => circle.locator('svg [aria-label="arrow"] path').count()).toBe(JUDGES);
      const names = await circle.locator('svg text').allTextContents();
      for (let judge = 1; judge <= JUDGES; judge++) expect(names).toContain(`J00${judge}`);
      await firmness.getByRole('img', { name: /p\*MSE/ }).waitFor();
      // The figures behind both charts: the eigenvalues and each judge's p and MSE.
      await firmness.getByRole('table', { name: language === 'ja' ? '固有値' : 'Eigenvalues' }).waitFor();
      const pmse = firmness.getByRole('table', { name: /p\*MSE/ });
      expect(await pmse.getByRole('rowheader').allTextContents()).toEqual(
        Array.from({ length: JUDGES }, (_, i) => `J00${i + 1}`),
      );
      // The panel summary at the section's head: every judge once.
      const summary = panel.getByRole('table', { name: language === 'ja' ? 'パネルのまとめ' : 'Panel summary' });
      expect((await summary.getByRole('rowheader').allTextContents()).sort()).toEqual(
        Array.from({ length: JUDGES }, (_, i) => `J00${i + 1}`),
      );
      // The F and MSE plots: a bar per judge, the F with its 5 % critical line; each with its table.
      const fChart = firmness.getByRole('img', { name: language === 'ja' ? /F プロット/ : /^F plot of Firmness/ });
      await expect.poll(() => fChart.locator('svg [aria-label="bar"] rect').count()).toBe(JUDGES);
      expect(
        await fChart.locator('svg [aria-label="rule"] line, svg [aria-label="tick"] line').count(),
      ).toBeGreaterThan(1);
      const mseChart = firmness.getByRole('img', {
        name: language === 'ja' ? /MSE プロット/ : /^MSE plot of Firmness/,
      });
      await expect.poll(() => mseChart.locator('svg [aria-label="bar"] rect').count()).toBe(JUDGES);
      for (const name of language === 'ja'
        ? ['各パネリストの識別力（F）', '各パネリストの再現性（MSE）']
        : ['Discrimination of each judge (F)', 'Repeatability of each judge (MSE)']) {
        expect(await firmness.getByRole('table', { name }).getByRole('rowheader').count()).toBe(JUDGES);
      }
      // Each judge's scale use (the mixed assessor model): a bar from 1 per judge, the judges who
      // compress or stretch the scale named in words (or none), the product test corrected for
      // scale use, and the figures in tables.
      const scaleUse = firmness.locator('.pl-scale-use');
      const scalingChart = scaleUse.getByRole('img', {
        name: language === 'ja' ? /の尺度係数/ : /^Scaling coefficients of Firmness/,
      });
      await expect.poll(() => scalingChart.locator('svg [aria-label="bar"] rect').count()).toBe(JUDGES);
      const scalingTable = scaleUse.getByRole('table', {
        name: language === 'ja' ? /^各パネリストの尺度の使い方/ : /^Scale use of each judge/,
      });
      expect(await scalingTable.getByRole('rowheader').allTextContents()).toEqual(
        Array.from({ length: JUDGES }, (_, i) => `J00${i + 1}`),
      );
      await scaleUse
        .getByText(
          language === 'ja'
            ? /尺度を(縮めて|広げて)使用：J00|有意に異なる尺度の使い方をしたパネリストはいません/
            : /(Compress|Stretch) the scale: J00|No judge uses the scale significantly differently/,
        )
        .first()
        .waitFor();
      await scaleUse
        .getByText(
          language === 'ja' ? /^尺度の使い方を補正した製品の検定：F = / : /^Products, corrected for scale use: F = /,
        )
        .waitFor();
      expect(
        await scaleUse
          .getByRole('table', { name: language === 'ja' ? '混合評価者モデルの分散分析' : /mixed assessor model$/ })
          .getByRole('rowheader')
          .count(),
      ).toBe(5);
      await scaleUse.screenshot({ path: screenshotPath(`console-results-panel-scale-use-${size}-${language}`) });
      // The eggshell plot: a line per judge over the consensus order, named in its legend, and its table.
      const eggshell = firmness.getByRole('img', {
        name: language === 'ja' ? /エッグシェルプロット/ : /^Eggshell plot of Firmness/,
      });
      await expect.poll(() => eggshell.locator('svg [aria-label="line"] path').count()).toBe(JUDGES);
      const eggshellTable = firmness.getByRole('table', {
        name: language === 'ja' ? /エッグシェルプロット/ : /eggshell plot/,
      });
      expect(await eggshellTable.getByRole('rowheader').count()).toBe(JUDGES);
      // The Manhattan plots, after the attributes: a grid per judge, three attributes across and
      // a row per dimension of the judge's own PCA, the last row explaining each attribute whole.
      const manhattan = panel.locator('section.pl-manhattan-section');
      const grids = manhattan.getByRole('img', {
        name: language === 'ja' ? /マンハッタンプロット/ : /^Manhattan plots of/,
      });
      await expect.poll(() => grids.locator('.pl-manhattan-judge').count()).toBe(JUDGES);
      const manhattanTable = manhattan.getByRole('table', {
        name: language === 'ja' ? '各特性の分散の累積説明割合（パネリスト別）' : /^Cumulative share/,
      });
      const rows = await manhattanTable.getByRole('rowheader').count();
      // Three cheeses: at most two dimensions per judge, and these judges' attributes need both.
      expect(rows).toBe(2 * JUDGES);
      expect(await grids.locator('.pl-manhattan-cell').count()).toBe(3 * rows);
      const last = grids.locator('.pl-manhattan-judge').first().locator('.pl-manhattan-cell').last();
      expect(await last.getAttribute('title')).toMatch(
        language === 'ja' ? /^J001、.+、次元 1〜2：1\.000$/ : /^J001, .+, dimensions 1 to 2: 1\.000$/,
      );
      const cells = await grids.locator('.pl-manhattan-judge').first().locator('.pl-manhattan-cell').all();
      const shades = await Promise.all(cells.map((cell) => cell.getAttribute('style')));
      // Shaded by their share: not one colour for every cell.
      expect(new Set(shades).size).toBeGreaterThan(1);
      await manhattan.screenshot({ path: screenshotPath(`console-results-panel-manhattan-${size}-${language}`) });
      await summary.screenshot({ path: screenshotPath(`console-results-panel-summary-${size}-${language}`) });
      await firmness.screenshot({ path: screenshotPath(`console-results-panel-${size}-${language}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`says which figures of a triangle answered three times to read, with the beta-binomial's [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await openResults(page, 'Triangle, three times', 'en');
      const test = page.locator('section.pl-results-question').first();
      await test
        .getByRole('heading', { name: 'Judges who answered more than once: the beta-binomial model' })
        .waitFor();
      await test
        .getByText(/^The judges differ in how well they tell the samples apart \(over-dispersion: p [<=]/)
        .waitFor();
      const table = test.getByRole('table', { name: 'Beta-binomial model (sensR betabin)' });
      expect(await table.getByRole('rowheader').count()).toBe(6);
      await test.screenshot({ path: screenshotPath(`console-results-beta-binomial-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
