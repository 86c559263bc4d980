import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { answersOfJudge } from '../apps/server/test/example-answers.ts';
import { TABLET, describeInBrowser } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');
const PASSWORD = 'Report#2026';
const JUDGES = 6;
/** An A4 page less the print stylesheet's 12 mm margins, in CSS pixels (96 per inch). */
const A4_CONTENT = { width: ((210 - 24) / 25.4) * 96, height: ((297 - 24) / 25.4) * 96 };

describeInBrowser("the results page's report and print", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('report');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'rita', name: 'Rita', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      Date.now(),
    );
    const api = await ApiClient.start(app.database);
    try {
      const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, 'consumer-test.yaml'), 'utf8'));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
      const questionnaire = await importDefinition(db, parsed.definition, api.now);
      const options = { name: 'Juice report', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      const { publicationId } = await publishQuestionnaire(db, questionnaire, options, api.now);
      for (let judge = 0; judge < JUDGES; judge++) {
        await api.answerEveryScreen(await api.newJudge(), publicationId, answersOfJudge(judge));
      }
    } finally {
      await api.close();
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it('downloads the PowerPoint report, and prints on A4 with no chart cut across pages', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'rita', password: PASSWORD });
    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
    await page.getByRole('link', { name: 'Results: Juice report' }).click();
    await page.getByRole('heading', { name: 'Results: Juice report' }).waitFor();
    await page.getByRole('table', { name: 'Just about right' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Report (PowerPoint)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Juice-report-report.pptx');
    const deck = readFileSync((await file.path()) as string);
    expect(deck.subarray(0, 2).toString('latin1')).toBe('PK');

    // Laid out as on paper: the page's width, the print stylesheet.
    await page.setViewportSize({ width: Math.floor(A4_CONTENT.width), height: TABLET.height });
    await page.emulateMedia({ media: 'print' });
    // In the page's own terms (the e2e suites compile without the DOM's types).
    const layout = await page.evaluate<{
      hidden: boolean[];
      starts: number[];
      figures: { top: number; height: number; avoids: boolean }[];
    }>(`(() => {
      const top = (element) => element.getBoundingClientRect().top + window.scrollY;
      // Where the stylesheet starts a new page: each question and each map.
      const starts = [...document.querySelectorAll('.pl-results *')]
        .filter((element) => getComputedStyle(element).breakBefore === 'page')
        .map(top);
      return {
        hidden: ['nav', '.pl-results-controls', '.pl-console-header'].map((selector) => {
          const element = document.querySelector(selector);
          return element === null || !element.checkVisibility();
        }),
        starts,
        figures: [...document.querySelectorAll('.pl-results-figure')].map((figure) => {
          const box = figure.getBoundingClientRect();
          return { top: top(figure), height: box.height, avoids: getComputedStyle(figure).breakInside === 'avoid' };
        }),
      };
    })()`);
    expect(layout.hidden).toEqual([true, true, true]);
    expect(layout.figures.length).toBeGreaterThan(2);
    for (const figure of layout.figures) {
      expect(figure.avoids).toBe(true);
      // A chart fits a page, so that the browser can keep it whole...
      expect(figure.height).toBeLessThan(A4_CONTENT.height);
      // ...and it does not cross a page boundary counted from the page its question starts on.
      const start = Math.max(0, ...layout.starts.filter((s) => s <= figure.top + 1));
      const first = Math.floor((figure.top - start) / A4_CONTENT.height);
      const last = Math.floor((figure.top + figure.height - start - 1) / A4_CONTENT.height);
      expect(last).toBe(first);
    }

    // Chromium's own PDF of the page: one page or more per question.
    const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: false })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(layout.starts.length);
    await context.close();
  });

  it("sets the reports' colour on the account screen, and the deck wears it", async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'rita', password: PASSWORD });
    await page.getByRole('navigation').getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByLabel('Colour').fill('#aa3300');
    await page.getByLabel('Logo').selectOption({ label: 'No logo' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByRole('status').getByText('Saved.', { exact: true }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Colour').inputValue()).toBe('#aa3300');

    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
    await page.getByRole('link', { name: 'Results: Juice report' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Report (PowerPoint)' }).click();
    const masters = execFileSync('unzip', ['-p', (await (await download).path()) as string, 'ppt/slideLayouts/*.xml'], {
      encoding: 'utf8',
    });
    expect(masters).toContain('AA3300');
    await context.close();
  });
});
