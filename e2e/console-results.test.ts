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
import { openPublicationResults } from './console-sign-in.ts';
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
        // The triangle was planned for twice the judges who came: its results say so.
        const targetJudges = file === 'triangle-test.yaml' ? 2 * JUDGES : null;
        const options = { name, anonymous: true, targetJudges, expiresAt: null, tray: null };
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
    const language = locale === 'ja-JP' ? 'ja' : 'en';
    await openPublicationResults(page, app, { login: 'lea', password: PASSWORD, language }, publication);
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
      // The chart is Observable Plot's SVG, drawn in the page; its axis counts whole judges.
      expect(await section.locator('.pl-results-chart svg').count()).toBe(1);
      const ticks = await section
        .locator('.pl-results-chart svg [aria-label="x-axis tick label"] text')
        .allTextContents();
      expect(ticks.length).toBeGreaterThan(1);
      expect(ticks.every((tick) => /^\d+$/.test(tick))).toBe(true);
      // The answers against the twelve planned, and the power each number gives.
      await section
        .getByText(`${JUDGES} answers received of the ${2 * JUDGES} planned (a target of ${2 * JUDGES} judges).`)
        .waitFor();
      await section
        .getByText(/^Power reached with these answers: \d+ % to detect 30 % of distinguishers at α = 0\.05\./)
        .waitFor();
      await section.getByText(/With the 12 answers planned: \d+ %\./).waitFor();
      expect(await section.getByText(/p = < |p = 0\.00\b/).count()).toBe(0);
      await page.screenshot({ path: screenshotPath(`console-results-triangle-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
      await context.close();
    });
  }

  it('analyses a profile with repetitions, filters a repetition, leaves a judge out for good, and gives the workbook', async () => {
    const { context, page, cspViolations } = await openResults(TABLET, 'Cheese profile');
    await page.getByRole('heading', { name: 'Results: Cheese profile' }).waitFor();
    const anova = page.getByRole('table', { name: 'Analysis of variance', exact: true }).first();
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

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`shows a consumer test: penalties, maps and segments on the liking question the analysis chose, the hedonic scale point by point, CATA, ranks [${size}]`, async () => {
      const { context, page, cspViolations } = await openResults(viewport, 'Juice consumer test');
      await page.getByRole('heading', { name: 'Results: Juice consumer test' }).waitFor();
      // The only 9-point hedonic scale, chosen at once and said so; the leader may choose another.
      const liking = page.getByLabel('Overall liking question (penalties, preference maps, segments)');
      await expect.poll(() => liking.inputValue()).toBe('liking');
      await page.getByText(/^Chosen by the analysis: the questionnaire’s only 9-point hedonic scale\./).waitFor();
      await page.getByRole('img', { name: /Penalty plot/ }).waitFor();
      await page.getByRole('region', { name: /^Internal preference map: Overall, how much/ }).waitFor();
      // Six consumers: no segment of fewer than three, and the leader is told why there are none.
      const segments = page.getByRole('region', { name: /^Consumer segments: Overall, how much/ });
      await segments
        .getByText(/^No segments: the consumers are too few, or too alike, to form segments of at least 3 each\./)
        .waitFor();
      // The liking's distribution: one bar and one column per point of the 9-point scale.
      const points = page.getByRole('table', {
        name: /^Answers at each point of the scale, from 1 \(Dislike extremely\) to 9 \(Like extremely\)/,
      });
      expect(await points.getByRole('columnheader').allTextContents()).toEqual([
        'Product',
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
      ]);
      await page.getByRole('table', { name: 'Cochran’s Q per term' }).waitFor();
      const cata = page.locator('section', { has: page.getByRole('heading', { name: /Check all the words/ }) });
      await cata.getByRole('img', { name: 'How often each term was chosen per product' }).waitFor();
      await page.getByText(/Friedman test: statistic/).waitFor();
      expect(await page.getByText(/p = < |p = 0\.00\b/).count()).toBe(0);
      await page.screenshot({ path: screenshotPath(`console-results-consumer-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
      await context.close();
    });
  }

  it('speaks Japanese', async () => {
    const { context, page } = await openResults(TABLET, 'Cheese profile', 'ja-JP');
    await page.getByRole('heading', { name: '結果：Cheese profile' }).waitFor();
    await page.getByRole('table', { name: '分散分析' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('console-results-profile-ja'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('says in Japanese which liking question it chose, and a triangle’s answers against those planned', async () => {
    for (const [publication, size] of [
      ['Juice consumer test', 'consumer'],
      ['Sweetener triangle', 'triangle'],
    ] as const) {
      for (const [viewportName, viewport] of [
        ['tablet', TABLET],
        ['phone', PHONE],
      ] as const) {
        const { context, page } = await openResults(viewport, publication, 'ja-JP');
        await page.getByRole('heading', { name: `結果：${publication}` }).waitFor();
        if (size === 'consumer') {
          await page.getByText(/^分析が選択：質問票で唯一の9段階嗜好尺度です。/).waitFor();
          await page
            .getByRole('img', { name: /ペナルティ/ })
            .first()
            .waitFor();
        } else {
          await page
            .getByText(`予定 ${2 * JUDGES} 回答のうち ${JUDGES} 回答を受領（目標 ${2 * JUDGES} 人）。`)
            .waitFor();
        }
        await page.screenshot({ path: screenshotPath(`console-results-${size}-ja-${viewportName}`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      }
    }
  });
});
