import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl } from '@palate/protocol';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { TWO_SETS } from '../apps/server/test/fixtures.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

describeInBrowser("a judge's address with session parameters: a set, and a tray number typed twice", () => {
  let app: E2eApp;
  let publicationId: string;
  let codes: Record<string, string>;

  beforeAll(async () => {
    app = await startE2eApp('session-params');
    const id = await importDefinition(app.database.db, TWO_SETS, Date.now());
    const options = { name: 'Sets', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    ({ publicationId, codes } = await publishQuestionnaire(app.database.db, id, options, Date.now()));
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An anonymous judge's run of the publication, created as the list's Start does. */
  async function newRun(page: Page): Promise<string> {
    await page.goto(app.url + '/');
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    await page
      .getByRole('button', { name: /^Start/ })
      .first()
      .waitFor();
    return page.evaluate(
      async ({ url, block }) => {
        const tk = (JSON.parse(localStorage.getItem('fzj_judge') ?? '{}') as { token?: string }).token;
        const headers = { 'content-type': 'application/json' };
        const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ tk, block }) });
        return ((await response.json()) as { se: string }).se;
      },
      { url: callUrl('run/reqStart'), block: publicationId },
    );
  }

  for (const [sizeName, viewport] of [
    ['phone', PHONE],
    ['tablet', TABLET],
  ] as const) {
    it(`asks for the tray number twice (c1) within m and M, then serves set n only (${sizeName})`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      const se = await newRun(page);
      await page.goto(`${app.url}/sess/${se}/n2+m1+M40+c1`);

      const first = page.getByRole('textbox', { name: 'Type the number written on your tray.' });
      await first.fill('41');
      await page.getByRole('button', { name: 'Next' }).click();
      const again = page.getByRole('textbox', { name: 'Type the same number again to confirm it.' });
      await again.fill('41');
      await page.screenshot({ path: screenshotPath(`tray-confirm-${sizeName}`), fullPage: true });
      await page.getByRole('button', { name: 'Start' }).click();
      // Beyond M: the server refuses it, and the judge starts over at the first field.
      await page.getByText('This tray number is too high.').waitFor();

      await first.fill('12');
      await page.getByRole('button', { name: 'Next' }).click();
      await again.fill('21');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByText('The two numbers are not the same.', { exact: false }).waitFor();
      await page.screenshot({ path: screenshotPath(`tray-mismatch-${sizeName}`), fullPage: true });
      expect(await first.inputValue()).toBe('');

      await first.fill('12');
      await page.keyboard.press('Enter');
      await again.fill('12');
      await page.keyboard.press('Enter');
      await page.getByText('Screen 1 of 2').first().waitFor();
      const served: string[] = [];
      for (let screen = 1; screen <= 2; screen++) {
        await page.getByText(`Screen ${screen} of 2`).first().waitFor();
        served.push(((await page.locator('.pl-sample').textContent()) ?? '').replace(/\D/g, ''));
        await page.getByRole('button', { name: screen === 2 ? 'Finish' : 'Next' }).click();
      }
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
      expect(served.sort()).toEqual([codes.C, codes.D].sort());
      const row = await app.database.db
        .selectFrom('judge_session')
        .select('tray')
        .where('id', '=', se)
        .executeTakeFirstOrThrow();
      expect(row.tray).toBe(12);
      await context.close();
    });
  }
});
