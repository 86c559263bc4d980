import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { previewTexts } from '../apps/web/src/features/preview/texts.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

describeInBrowser('a panel leader simulates a questionnaire in Chromium', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('preview');
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openAsLeader(viewport: { width: number; height: number }, locale: string): Promise<BrowserContext> {
    const { tk } = await signedInMember(app.database.db, Date.now(), { roles: ['user'], displayName: 'Lea' });
    const context = await app.browser.newContext({ viewport, locale });
    await storeLeaderSession(context, tk);
    return context;
  }

  it('sends a visitor who is not a leader to the login, keeping the simulation as the target', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.url}/en/pvw/anything/n1`);
    await page.waitForURL('**/en/login');
    await context.close();
  });

  it('runs a simulation as a chosen judge, without forced answers, apart from the panel', async () => {
    const texts = previewTexts.en.preview;
    const context = await openAsLeader(TABLET, 'en-US');
    const page = await context.newPage();
    await page.goto(`${app.url}/en/home`);
    await page.getByRole('link', { name: texts.nav }).click();
    await page.waitForURL('**/en/account?simulations');
    await page.getByText('Demo tasting: orange juices').waitFor();
    await page.screenshot({ path: screenshotPath('preview-list-tablet-en') });
    await page.getByRole('button', { name: texts.simulate }).click();
    await page.waitForURL('**/en/pvw/*/n1');

    const judge = page.getByRole('textbox', { name: texts.judge });
    await expect.poll(() => judge.inputValue()).toBe('1');
    await page.getByRole('button', { name: /increase/i }).click();
    await expect.poll(() => judge.inputValue()).toBe('2');
    await page.getByText(texts.judgeHelp.replace('{{count}}', '6')).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(texts.mandatoryAnswers) }).uncheck();
    expect(await page.getByRole('checkbox', { name: new RegExp(texts.screenshots) }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('preview-options-tablet-en') });
    await page.getByRole('button', { name: texts.start }).click();

    // Every screen can be left unanswered; the banner says what this run is.
    await page.getByText(texts.bannerOptional.replace('{{judge}}', '2')).waitFor();
    for (let screen = 1; screen <= 7; screen++) {
      await page.getByText(`Screen ${screen} of 7`).first().waitFor();
      if (screen === 2) await page.screenshot({ path: screenshotPath('preview-screen-tablet-en') });
      await page.getByRole('button', { name: screen === 7 ? 'Finish' : 'Next' }).click();
    }
    await page.getByRole('heading', { name: texts.endTitle }).waitFor();
    expect(await page.getByRole('heading', { name: sessionTexts.en.session.endTitle }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('preview-end-tablet-en') });

    // Kept apart: no judge's result, but the simulation is there when asked for.
    expect(await longResults(app.database.db)).toEqual([]);
    await page.getByRole('button', { name: texts.again }).click();
    await page.getByRole('button', { name: texts.start }).waitFor();
    await context.close();
  });

  it('offers to go on without saving when the earlier simulation cannot be saved (phone, Japanese)', async () => {
    const texts = previewTexts.ja.preview;
    const context = await openAsLeader(PHONE, 'ja-JP');
    const page = await context.newPage();
    await page.goto(`${app.url}/ja/account?simulations`);
    await page.getByRole('button', { name: texts.simulate }).waitFor();
    await page.screenshot({ path: screenshotPath('preview-list-phone-ja'), fullPage: true });
    await page.getByRole('button', { name: texts.simulate }).click();
    await page.getByRole('button', { name: texts.start }).waitFor();
    await page.screenshot({ path: screenshotPath('preview-options-phone-ja'), fullPage: true });

    // The save call is lost on the way, once.
    let failures = 0;
    await page.route('**/run/preview/save', (route) => (failures++ === 0 ? route.abort() : route.continue()));
    await page.getByRole('button', { name: texts.start }).click();
    await page.getByRole('alertdialog', { name: texts.saveFailedTitle }).waitFor();
    await page.screenshot({ path: screenshotPath('preview-save-failed-phone-ja') });
    await page.getByRole('button', { name: texts.continueWithoutSaving }).click();
    await page.getByText(texts.banner.replace('{{judge}}', '1')).waitFor();
    // Forced answers are on: the first question cannot be skipped.
    await page.getByRole('button', { name: sessionTexts.ja.session.next }).click();
    await page.getByRole('button', { name: sessionTexts.ja.session.next }).click();
    await page
      .getByText(sessionTexts.ja.session.progress.replace('{{current}}', '2').replace('{{count}}', '7'))
      .waitFor();
    await page.screenshot({ path: screenshotPath('preview-screen-phone-ja'), fullPage: true });
    await context.close();
  });
});
