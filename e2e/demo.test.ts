import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

describeInBrowser('an anonymous judge completes the demo in Chromium', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('demo');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Answers every screen as a judge would: liking "Like moderately" (7), intensities by keyboard and by touch. */
  async function completeDemo(page: Page, sizeName: string): Promise<string[]> {
    await page.goto(app.url + '/');
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    await page.getByRole('button', { name: /^Start/ }).click();

    const codes: string[] = [];
    for (let screen = 0; screen < 20; screen++) {
      // The progress line tells when the next screen has really replaced this one.
      await page
        .getByText(`Screen ${screen + 1} of 7`)
        .first()
        .waitFor();
      const next = page.getByRole('button', { name: /^(Next|Finish)$/ });
      const heading = await page
        .getByText(/^Sample \d{3}$/)
        .first()
        .textContent({ timeout: 500 })
        .catch(() => null);
      const code = heading?.match(/\d{3}/)?.[0];
      const liking = page.getByRole('radio', { name: 'Like moderately', exact: true });
      const sliders = page.getByRole('slider');
      if (await liking.count()) {
        codes.push(code ?? '');
        if (codes.length === 1) {
          // Leaving a mandatory question unanswered is refused on the spot, in plain words.
          await next.click();
          await expect.poll(() => page.getByText('Please answer this question.').count()).toBeGreaterThan(0);
          await page.screenshot({ path: screenshotPath(`demo-${sizeName}-required`), fullPage: true });
        }
        await liking.check();
        if (codes.length === 1)
          await page.screenshot({ path: screenshotPath(`demo-${sizeName}-hedonic`), fullPage: true });
      } else if (await sliders.count()) {
        const count = await sliders.count();
        for (let index = 0; index < count; index++) {
          const slider = sliders.nth(index);
          await slider.focus();
          for (let press = 0; press <= index; press++) await slider.press('ArrowRight');
        }
        if (codes.length === 1)
          await page.screenshot({ path: screenshotPath(`demo-${sizeName}-profile`), fullPage: true });
      } else if (screen === 0) {
        await page.screenshot({ path: screenshotPath(`demo-${sizeName}-welcome`), fullPage: true });
      }
      const last = (await next.textContent()) === 'Finish';
      await next.click();
      if (last) break;
    }
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.screenshot({ path: screenshotPath(`demo-${sizeName}-end`), fullPage: true });
    return codes;
  }

  it('at booth-tablet and phone size, and the answers are in the database', async () => {
    const codesBySize: string[][] = [];
    for (const [name, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      const context = await app.browser.newContext({ viewport, hasTouch: name === 'phone', locale: 'en-US' });
      codesBySize.push(await completeDemo(await context.newPage(), name));
      await context.close();
    }

    const results = await longResults(app.database.db);
    expect(new Set(results.map((r) => r.judge))).toEqual(new Set(['J001', 'J002']));
    for (const [index, judge] of ['J001', 'J002'].entries()) {
      const own = results.filter((r) => r.judge === judge);
      expect(own).toHaveLength(3 * 4);
      const liking = own.filter((r) => r.attribute === 'overall_liking');
      expect(liking.map((r) => r.value)).toEqual([7, 7, 7]);
      // The codes the judge saw, in the order they were served, are the ones stored.
      expect(liking.map((r) => r.sampleCode)).toEqual(codesBySize[index]);
      for (const attribute of ['sweetness', 'sourness', 'bitterness']) {
        const values = own.filter((r) => r.attribute === attribute).map((r) => r.value);
        expect(values).toHaveLength(3);
        for (const value of values) expect(value).toBeGreaterThan(0);
      }
    }
    // Williams order: the second judge is served the samples in another order.
    expect(codesBySize[0]).not.toEqual(codesBySize[1]);
  });
});
