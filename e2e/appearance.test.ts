import { afterAll, beforeAll, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const COLOURED = questionnaire.parse({
  name: 'coloured',
  title: 'Coloured',
  products: [{ id: 'A', name: 'A' }],
  appearance: { pageColor: '#f5e6cc', appBackground: '#dfe8f2', pageBreakpoint: 'md' },
  pages: [{ id: 'remark', controls: [{ kind: 'comment', id: 'c', label: 'Your remark' }] }],
});

describeInBrowser("a questionnaire's page colour, background and column width", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('appearance');
    const id = await importDefinition(app.database.db, COLOURED, Date.now());
    const options = { name: 'Coloured', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    await publishQuestionnaire(app.database.db, id, options, Date.now());
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const [sizeName, viewport] of [
    ['phone', PHONE],
    ['tablet', TABLET],
  ] as const) {
    it(`dresses the screen and the app around it, and undresses the app on leaving (${sizeName})`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(app.url + '/');
      await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
      await page.getByRole('button', { name: /^Start.*Coloured/ }).click();
      await page.getByText('Your remark').waitFor();
      const colourOf = (selector: string) =>
        page.evaluate(`getComputedStyle(document.querySelector('${selector}')).backgroundColor`);
      expect(await colourOf('.pl-session')).toBe('rgb(245, 230, 204)');
      expect(await colourOf('body')).toBe('rgb(223, 232, 242)');
      const box = await page.locator('.pl-session').boundingBox();
      if (sizeName === 'tablet') expect(box?.width).toBeLessThanOrEqual(48 * 16);
      await page.screenshot({ path: screenshotPath(`appearance-${sizeName}`), fullPage: true });
      await page.getByRole('link', { name: 'Home' }).click();
      await expect.poll(() => colourOf('body')).not.toBe('rgb(223, 232, 242)');
      await context.close();
    });
  }
});
