import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TemporalRecording } from '@palate/engine';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');
const PASSWORD = 'Temporal#2026';
const texts = sessionTexts.en.session.temporal;
/** The promise: booths started together start within 100 ms of each other. */
const SYNCHRONISED_WITHIN_MS = 100;

describeInBrowser('temporal methods: TDS, TCATA and time-intensity, with a synchronised start', () => {
  let app: E2eApp;
  const publications: Record<string, string> = {};

  async function publish(file: string, name: string, edit: (text: string) => string = (text) => text) {
    const parsed = parseDefinitionFile(edit(readFileSync(join(EXAMPLES, file), 'utf8')));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const id = await importDefinition(app.database.db, parsed.definition, Date.now());
    const options = { name, judgesTitle: name, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    publications[name] = (await publishQuestionnaire(app.database.db, id, options, Date.now())).publicationId;
  }

  beforeAll(async () => {
    app = await startE2eApp('temporal');
    const demo = await requireAccount(app.database.db, 'demo');
    const leader = { login: 'lea', name: 'Léa', type: 'u' as const, roles: ['user' as const], password: PASSWORD };
    await createUser(app.database.db, demo, leader, Date.now());
    await publish('tds.yaml', 'Chocolate');
    await publish('tcata.yaml', 'Juice');
    // Short enough to run in real time: the synchronised start cannot use a fake clock,
    // since what it measures is the booths' agreement on the real one.
    await publish('ti.yaml', 'Beer', (text) =>
      text.replace('duration: 45', 'duration: 4').replace('minDuration: 20', 'minDuration: 2'),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openQuestionnaire(context: BrowserContext, name: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${app.url}/en/`);
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    const section = page.locator('section.pl-publication', {
      has: page.getByRole('heading', { name, exact: true }),
    });
    await section.getByRole('button', { name: /^Start/ }).click();
    return page;
  }

  /** The leader signs in to the console and opens the publications. */
  async function signInToPublications(page: Page): Promise<void> {
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
  }

  async function storedRecordings(publication: string): Promise<TemporalRecording[]> {
    const rows = await longResults(app.database.db, publication);
    return rows.flatMap((row) => (row.recording ? [row.recording] : []));
  }

  it('TDS: the times stored are those of the taps, to the millisecond, on a controlled clock', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    await context.clock.install();
    const page = await openQuestionnaire(context, 'Chocolate');
    await page.getByRole('button', { name: 'Next' }).click();
    const control = page.locator('.pl-temporal');
    await control.waitFor();
    await page.screenshot({ path: screenshotPath('temporal-tds-ready-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 2000);
    // Nothing can be tapped before the start, and the screen cannot be left unrecorded.
    expect(await page.getByRole('button', { name: 'Cocoa' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: texts.start }).click();
    await page.clock.runFor(1200);
    await page.getByRole('button', { name: 'Cocoa' }).click();
    await page.clock.runFor(3000);
    await page.getByRole('button', { name: 'Bitter' }).click();
    await page.clock.runFor(3000);
    expect(await page.getByRole('button', { name: 'Bitter' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Cocoa' }).getAttribute('aria-pressed')).toBe('false');
    // Stop waits for the definition's minimum of 10 s.
    expect(await page.getByRole('button', { name: texts.stop }).isDisabled()).toBe(true);
    await page.getByText('You can stop in 3 s.').waitFor();
    // (axe waits on timers, so it looks at a running recording in the TCATA test, on a clock that runs.)
    await page.screenshot({ path: screenshotPath('temporal-tds-running-tablet'), fullPage: true });
    await page.clock.runFor(4000);
    await page.getByRole('button', { name: texts.stop }).click();
    await page.getByText('Recorded: 11.2 s.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.pl-temporal[data-phase="ready"]').waitFor();

    const [recording] = await storedRecordings(publications.Chocolate!);
    expect(recording).toMatchObject({
      duration: 11_200,
      intervals: [
        { attribute: 'cocoa', start: 1200, end: 4200 },
        { attribute: 'bitter', start: 4200, end: 11_200 },
      ],
    });
    await context.close();
  });

  it('TCATA: attributes checked and unchecked over time, and the screen moves on by itself at the limit (phone)', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'en-US', hasTouch: true });
    await context.clock.install();
    const page = await openQuestionnaire(context, 'Juice');
    await page.locator('.pl-temporal').waitFor();
    const sampleCode = await page.locator('.pl-sample').textContent();
    await page.clock.pauseAt(Date.now() + 2000);
    await page.getByRole('button', { name: texts.start }).tap();
    await page.clock.runFor(2000);
    await page.getByRole('button', { name: 'Sweet' }).tap();
    await page.clock.runFor(3000);
    await page.getByRole('button', { name: 'Sour' }).tap();
    await page.clock.runFor(3000);
    await page.getByRole('button', { name: 'Sweet' }).tap();
    await page.screenshot({ path: screenshotPath('temporal-tcata-running-phone'), fullPage: true });
    // 30 s after the start the recording stops and the next sample comes, with no press.
    await page.clock.runFor(22_000);
    await expect.poll(() => page.locator('.pl-sample').textContent()).not.toBe(sampleCode);
    expect(await page.locator('.pl-temporal').getAttribute('data-phase')).toBe('ready');
    await page.clock.resume();
    await page.getByRole('button', { name: texts.start }).tap();
    await page.getByRole('button', { name: 'Bitter' }).tap();
    await expect.poll(() => page.getByRole('button', { name: 'Bitter' }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    const [recording] = await storedRecordings(publications.Juice!);
    expect(recording).toMatchObject({
      duration: 30_000,
      intervals: [
        { attribute: 'sweet', start: 2000, end: 8000 },
        { attribute: 'sour', start: 5000, end: 30_000 },
      ],
    });
    await context.close();
  });

  it('time-intensity: three booths started by the leader start within 100 ms, and each stores its readings', async () => {
    const booths = await Promise.all(
      [0, 1, 2].map(async () => {
        const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
        const page = await openQuestionnaire(context, 'Beer');
        await page.locator('.pl-temporal').waitFor();
        return { context, page };
      }),
    );
    for (const { page } of booths) await page.getByRole('button', { name: texts.ready }).click();
    for (const { page } of booths) await page.getByText(texts.waiting).waitFor();
    await booths[0]!.page.screenshot({ path: screenshotPath('temporal-ti-waiting-tablet'), fullPage: true });
    expect(await seriousViolations(booths[0]!.page)).toEqual([]);

    const consoleContext = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const leader = await consoleContext.newPage();
    await signInToPublications(leader);
    await leader.getByRole('link', { name: 'Live: Beer' }).click();
    await leader.getByRole('heading', { name: 'Synchronised start' }).waitFor();
    await leader.getByRole('button', { name: 'Start every booth' }).click();
    await leader.getByText('Every waiting booth starts in 5 s.').waitFor();
    await leader.screenshot({ path: screenshotPath('temporal-monitor-start-tablet'), fullPage: true });
    expect(await seriousViolations(leader)).toEqual([]);

    for (const { page } of booths) await page.locator('.pl-temporal[data-phase="countdown"]').waitFor();
    await booths[1]!.page.screenshot({ path: screenshotPath('temporal-ti-countdown-tablet'), fullPage: true });
    for (const { page } of booths)
      await page.locator('.pl-temporal[data-phase="running"]').waitFor({ timeout: 10_000 });
    const started = await Promise.all(
      booths.map(({ page }) => page.locator('.pl-temporal').getAttribute('data-started-at').then(Number)),
    );
    const running = await Promise.all(
      booths.map(({ page }) => page.locator('.pl-temporal').getAttribute('data-running-at').then(Number)),
    );
    const spread = (times: number[]) => Math.max(...times) - Math.min(...times);
    console.log(
      `Synchronised start on 3 booths: planned starts within ${spread(started)} ms, clocks started within ${spread(running)} ms`,
    );
    expect(spread(started)).toBeLessThanOrEqual(SYNCHRONISED_WITHIN_MS);
    expect(spread(running)).toBeLessThanOrEqual(SYNCHRONISED_WITHIN_MS);

    // Each judge raises the intensity from the keyboard; the scale's thumb holds the focus.
    for (const [index, { page }] of booths.entries()) {
      await page.getByRole('slider').focus();
      for (let press = 0; press < index + 3; press++) await page.keyboard.press('PageUp');
    }
    await booths[2]!.page.screenshot({ path: screenshotPath('temporal-ti-running-tablet'), fullPage: true });
    expect(await seriousViolations(booths[2]!.page)).toEqual([]);
    for (const { page } of booths) await page.locator('.pl-temporal[data-phase="done"]').waitFor({ timeout: 10_000 });
    for (const { page } of booths) await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await storedRecordings(publications.Beer!)).length).toBe(3);
    for (const recording of await storedRecordings(publications.Beer!)) {
      expect(recording.duration).toBe(4000);
      const points = recording.points!;
      expect(points[0]).toEqual({ time: 0, value: 0 });
      expect(points.length).toBeGreaterThan(20);
      points.slice(1).forEach((point, index) => expect(point.time).toBeGreaterThan(points[index]!.time));
      expect(Math.max(...points.map((p) => p.value))).toBeGreaterThanOrEqual(3);
    }
    for (const { context } of booths) await context.close();
    await consoleContext.close();
  });

  it('shows the leader TDS curves with their levels and the time-intensity parameters', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await signInToPublications(page);
    await page.getByRole('link', { name: 'Results: Chocolate' }).click();
    await page
      .getByText(/^Dominance rate of each attribute over standardised time for /)
      .first()
      .waitFor();
    await page
      .getByText(/^Evaluations: 1; chance level 0\.13, significance level 0\.67/)
      .first()
      .waitFor();
    expect(await page.locator('.pl-results-chart svg').count()).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'TDS or TCATA for tempR (CSV)' }).waitFor();
    await page.screenshot({ path: screenshotPath('temporal-results-tds-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the publications' }).click();
    await page.getByRole('link', { name: 'Results: Beer' }).click();
    const table = page.getByRole('table', { name: /Time-intensity parameters/ });
    await table.waitFor();
    // The three judges' first samples, split between the two beers by the serving order.
    const evaluations = await table.locator('tbody tr td:first-of-type').allTextContents();
    expect(evaluations.map(Number).reduce((sum, n) => sum + n, 0)).toBe(3);
    await page.screenshot({ path: screenshotPath('temporal-results-ti-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('lays each control out at the other size too: TDS and time-intensity on a phone, TCATA on a booth tablet', async () => {
    for (const [name, viewport, file] of [
      ['Chocolate', PHONE, 'temporal-tds-running-phone'],
      ['Beer', PHONE, 'temporal-ti-waiting-phone'],
      ['Juice', TABLET, 'temporal-tcata-running-tablet'],
    ] as const) {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await openQuestionnaire(context, name);
      if (name === 'Chocolate') await page.getByRole('button', { name: 'Next' }).click();
      await page.locator('.pl-temporal').waitFor();
      if (name === 'Beer') {
        await page.getByRole('button', { name: texts.ready }).click();
        await page.getByText(texts.waiting).waitFor();
      } else {
        await page.getByRole('button', { name: texts.start }).click();
        await page.getByRole('button', { name: 'Sweet' }).click();
        await expect.poll(() => page.getByRole('button', { name: 'Sweet' }).getAttribute('aria-pressed')).toBe('true');
      }
      await page.screenshot({ path: screenshotPath(file), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
