import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { answersOfJudge } from '../apps/server/test/example-answers.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');
const PASSWORD = 'Results#2026';
const JUDGES = 6;
const LIBREOFFICE = '/usr/bin/libreoffice';

describeInBrowser("the console's results page", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('results');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    // Judges answer through the API on the server's own database file, as booths would.
    const api = await ApiClient.start(app.database);
    try {
      for (const [file, name] of [
        ['triangle-test.yaml', 'Sweetener triangle'],
        ['descriptive-profile.yaml', 'Cheese profile'],
        ['consumer-test.yaml', 'Juice consumer test'],
      ] as const) {
        const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
        const questionnaire = await importDefinition(db, parsed.definition, api.now);
        const options = { name, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
        const { publicationId } = await publishQuestionnaire(db, questionnaire, options, api.now);
        for (let judge = 0; judge < JUDGES; judge++) {
          await api.answerEveryScreen(await api.newJudge(), publicationId, answersOfJudge(judge));
        }
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
    publication: string,
    locale = 'en-US',
  ): Promise<{ context: BrowserContext; page: Page; cspViolations: string[] }> {
    const context = await app.browser.newContext({ viewport, locale, acceptDownloads: true });
    const cspViolations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
    });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD, language: locale === 'ja-JP' ? 'ja' : 'en' });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: locale === 'ja-JP' ? '公開' : 'Publications' })
      .click();
    await page
      .getByRole('link', { name: locale === 'ja-JP' ? `結果：${publication}` : `Results: ${publication}` })
      .click();
    return { context, page, cspViolations };
  }

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`shows a finished triangle test's verdict against the numbers needed [${size}]`, async () => {
      const { context, page, cspViolations } = await openResults(viewport, 'Sweetener triangle');
      await page.getByRole('heading', { name: 'Results: Sweetener triangle' }).waitFor();
      await page.getByText(`${JUDGES} judges in the analysis`).waitFor();
      const section = page.locator('section.pl-results-question').first();
      await section.getByText('Triangle test').waitFor();
      await expect.poll(() => section.getByText(/correct of 6/).count()).toBe(1);
      await section.getByRole('table', { name: 'Correct answers needed' }).waitFor();
      await section.getByRole('img', { name: /Correct answers against the numbers needed/ }).waitFor();
      // The chart is Observable Plot's SVG, drawn in the page.
      expect(await section.locator('.pl-results-chart svg').count()).toBe(1);
      await page.screenshot({ path: screenshotPath(`console-results-triangle-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
      await context.close();
    });
  }

  it('analyses a profile with repetitions, filters a repetition, leaves a judge out for good, and gives the workbook', async () => {
    const { context, page, cspViolations } = await openResults(TABLET, 'Cheese profile');
    await page.getByRole('heading', { name: 'Results: Cheese profile' }).waitFor();
    const anova = page.getByRole('table', { name: 'Analysis of variance' }).first();
    await anova.waitFor();
    expect(await anova.getByRole('rowheader').allTextContents()).toEqual([
      'product',
      'judge',
      'product:judge',
      'Residuals',
    ]);
    await page.getByRole('table', { name: 'Panel performance' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('console-results-profile-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const residualDf = () =>
      anova
        .getByRole('row', { name: /^Residuals/ })
        .getByRole('cell')
        .first()
        .textContent();
    const allRepetitions = await residualDf();
    await page.getByLabel('Repetition').selectOption('1');
    // One repetition: no interaction term, fewer residual degrees of freedom.
    await expect.poll(() => anova.getByRole('rowheader').allTextContents()).toEqual(['product', 'judge', 'Residuals']);
    expect(await residualDf()).not.toBe(allRepetitions);
    await page.getByLabel('Repetition').selectOption('');

    await page.locator('.pl-results-judges').getByText('J002', { exact: true }).click();
    await page.getByText('Left out: J002').waitFor();
    await page.getByText(`${JUDGES - 1} judges in the analysis`).waitFor();
    // Kept: a new visit still leaves J002 out.
    await page.reload();
    await page.getByText('Left out: J002').waitFor();
    expect(await page.getByRole('checkbox', { name: 'J002' }).isChecked()).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Workbook (XLSX)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Cheese-profile.xlsx');
    const path = (await file.path())!;
    if (existsSync(LIBREOFFICE) || process.env.CI === 'true') {
      // The workbook opens in LibreOffice: its first sheet, the raw answers, converts to CSV.
      const out = mkdtempSync(join(tmpdir(), 'palate-xlsx-'));
      try {
        execFileSync(LIBREOFFICE, ['--headless', '--convert-to', 'csv', '--outdir', out, path], { stdio: 'pipe' });
        const csv = readFileSync(
          join(
            out,
            `${path
              .split('/')
              .pop()!
              .replace(/\.[^.]*$/, '')}.csv`,
          ),
          'utf8',
        );
        expect(csv.split('\n')[0]).toMatch(
          /^publication,judge,repetition,sample_code,product,page,attribute,value,text,excluded_from_analysis/,
        );
        expect(csv).toContain(',J002,');
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    } else {
      console.warn(
        'LibreOffice is not installed: the workbook is not opened in it (apt-get install libreoffice-calc-nogui).',
      );
    }
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('shows a consumer test: JAR penalties once the liking question is named, CATA as a heat map with Cochran’s Q, ranks', async () => {
    const { context, page, cspViolations } = await openResults(PHONE, 'Juice consumer test');
    await page.getByRole('heading', { name: 'Results: Juice consumer test' }).waitFor();
    await page.getByRole('table', { name: 'Just about right' }).waitFor();
    await page.getByRole('table', { name: 'Cochran’s Q per term' }).waitFor();
    const cata = page.locator('section', { has: page.getByRole('heading', { name: /Check all the words/ }) });
    await cata.getByRole('img', { name: 'How often each term was chosen per product' }).waitFor();
    await page.getByText(/Friedman test: statistic/).waitFor();
    expect(await page.getByRole('img', { name: /Penalty plot/ }).count()).toBe(0);
    await page
      .getByLabel('Overall liking question (penalties, preference maps, segments)')
      .selectOption({ label: 'Overall, how much do you like this juice?' });
    await page.getByRole('img', { name: /Penalty plot/ }).waitFor();
    await page.screenshot({ path: screenshotPath('console-results-consumer-phone'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('speaks Japanese', async () => {
    const { context, page } = await openResults(TABLET, 'Cheese profile', 'ja-JP');
    await page.getByRole('heading', { name: '結果：Cheese profile' }).waitFor();
    await page.getByRole('table', { name: '分散分析' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('console-results-profile-ja'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
