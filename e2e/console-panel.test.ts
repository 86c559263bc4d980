import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { answersOfJudge } from '../apps/server/test/example-answers.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { judgeRecords } from '../apps/server/src/results/panel-record.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');
const PASSWORD = 'Panel#2026';
const JUDGES = [
  { login: 'ines', name: 'Inès Moreau' },
  { login: 'kenji', name: 'Kenji Sato' },
  { login: 'lars', name: 'Lars Berg' },
  { login: 'maya', name: 'Maya Cohen' },
  { login: 'noor', name: 'Noor Haddad' },
];

const TEXTS = {
  en: {
    nav: 'Panel',
    repeatability: 'Repeatability (residual SD)',
    record: 'Record of Kenji Sato',
    measure: 'Figure shown',
    shortfall: 'Where Kenji Sato falls short',
  },
  ja: {
    nav: 'パネル',
    repeatability: '再現性（残差標準偏差）',
    record: 'Kenji Sato の記録',
    measure: '表示する指標',
    shortfall: 'Kenji Sato の弱点',
  },
} as const;

describeInBrowser("the console's panel screen and a judge's record", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('panel');
    const db = app.database.db;
    await createUser(
      db,
      await requireAccount(db, 'demo'),
      { login: 'pia', name: 'Pia', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    // Named judges answer through the API on the server's own database file, as booths would.
    const api = await ApiClient.start(app.database);
    try {
      const tokens = await Promise.all(
        JUDGES.map(
          async ({ login, name }) =>
            (await signedInMember(db, api.now, { type: 'j', login, displayName: name, tokenLifeMs: 90 * 86_400_000 }))
              .tk,
        ),
      );
      const publications = [
        ['descriptive-profile.yaml', 'Cheese profile, training', true],
        ['descriptive-profile.yaml', 'Cheese profile, week 2', false],
        ['triangle-test.yaml', 'Orange drink triangle', false],
        ['descriptive-profile.yaml', 'Cheese profile, week 4', false],
      ] as const;
      for (const [index, [file, name, training]] of publications.entries()) {
        const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
        const questionnaire = await importDefinition(db, parsed.definition, api.now);
        const options = { name, anonymous: false, targetJudges: null, expiresAt: null, tray: null, training };
        const { publicationId } = await publishQuestionnaire(db, questionnaire, options, api.now);
        api.advance(7 * 86_400_000);
        for (const [judge, tk] of tokens.entries()) {
          // Each week's answers differ, so that the figures move over time.
          await api.answerEveryScreen(tk, publicationId, answersOfJudge(judge + index));
        }
      }
    } finally {
      await api.close();
    }
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  async function openPanel(page: Page, language: keyof typeof TEXTS): Promise<void> {
    const texts = TEXTS[language];
    await signInToConsole(page, app, { login: 'pia', password: PASSWORD, language });
    await page.getByRole('navigation').getByRole('link', { name: texts.nav, exact: true }).click();
    await page.getByRole('heading', { name: texts.nav, level: 1 }).waitFor();
  }

  const rowNames = (page: Page) => page.locator('tbody th[scope="row"] a').allTextContents();
  /** The repeatability column (the fourth figure) as numbers, in the order shown. */
  const repeatabilities = async (page: Page) =>
    (await page.locator('tbody tr td:nth-of-type(4)').allTextContents()).map(Number);

  for (const [language, locale] of [
    ['en', 'en-US'],
    ['ja', 'ja-JP'],
  ] as const) {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      it(`lists the judges, sorts them, and opens a record with its charts [${language}, ${size}]`, async () => {
        const texts = TEXTS[language];
        const context = await app.browser.newContext({ viewport, locale });
        const cspViolations: string[] = [];
        context.on('console', (message) => {
          if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
        });
        const page = await context.newPage();
        await openPanel(page, language);
        await page.getByRole('link', { name: 'Kenji Sato' }).waitFor();
        expect(await rowNames(page)).toEqual([...JUDGES.map((judge) => judge.name)].sort());
        // Four publications each, the last one a week after the third.
        const kenji = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Kenji Sato' }) });
        await expect.poll(() => kenji.locator('td').first().textContent()).toBe('4');

        const sortButton = page.getByRole('button', {
          name: new RegExp(texts.repeatability.replace(/[()（）]/g, '.')),
        });
        await sortButton.click();
        const header = page.locator('th[aria-sort]');
        await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
        const ascending = await repeatabilities(page);
        expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
        await sortButton.click();
        await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
        const descending = await repeatabilities(page);
        expect(descending).toEqual([...ascending].reverse());
        expect(descending[0]).toBeGreaterThan(descending.at(-1) ?? Infinity);
        await page.screenshot({ path: screenshotPath(`console-panel-${language}-${size}`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('link', { name: 'Kenji Sato' }).click();
        await page.getByRole('heading', { name: texts.record, level: 1 }).waitFor();
        // Where Kenji falls short: the three profiles, oldest first, with the attributes of his
        // row of each one's panel summary, as the server's record gives them.
        const account = await requireAccount(app.database.db, 'demo');
        const [record] = (await judgeRecords(app.database.db, account.id)).filter((r) => r.login === 'kenji');
        const profiles = (record?.publications ?? []).filter((p) => Object.keys(p.attributes).length > 0);
        expect(profiles).toHaveLength(3);
        expect(profiles.some((p) => p.fails.length > 0)).toBe(true);
        const shortfall = page.getByRole('table', { name: texts.shortfall });
        const rows = shortfall.locator('tbody tr');
        await expect.poll(() => rows.count()).toBe(3);
        expect(await rows.locator('td:nth-of-type(2)').allTextContents()).toEqual(
          profiles.map((p) => String(p.fails.length)),
        );
        const where = await rows.locator('td:nth-of-type(3)').allTextContents();
        for (const [index, profile] of profiles.entries()) {
          for (const { control } of profile.fails) expect(where[index]).toContain(control);
        }
        await page
          .locator('section', { has: shortfall })
          .screenshot({ path: screenshotPath(`console-panel-shortfall-${language}-${size}`) });
        // Three profiles of three attributes, each a chart named by its caption, and the triangle's.
        const charts = page.getByRole('img');
        await expect.poll(() => charts.count()).toBe(4);
        await expect.poll(() => page.locator('.pl-results-chart svg').count()).toBe(4);
        expect(await charts.first().getAttribute('aria-labelledby')).toBeTruthy();
        await page.getByLabel(texts.measure).selectOption('agreement');
        await expect.poll(() => page.locator('.pl-results-chart svg').count()).toBe(4);
        await page.screenshot({ path: screenshotPath(`console-panel-record-${language}-${size}`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
        expect(cspViolations).toEqual([]);
        await context.close();
      }, 120_000);
    }
  }
});
