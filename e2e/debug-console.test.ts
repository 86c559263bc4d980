import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

describeInBrowser('the debug console: only for a member with the debug role', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('debug-console');
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const [sizeName, viewport] of [
    ['phone', PHONE],
    ['tablet', TABLET],
  ] as const) {
    it(`offers the console's setting in Settings and keeps it under fzj_console (${sizeName})`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const { tk } = await signedInMember(app.database.db, Date.now(), { roles: ['user'], displayName: 'Dee' });
      await context.addInitScript(
        (token) =>
          localStorage.setItem(
            'fzj_user',
            JSON.stringify({ name: 'Dee', account: { code: 'demo', guid: 'demo' }, roles: ['user', 'debug'], token }),
          ),
        tk,
      );
      const page = await context.newPage();
      await page.goto(`${app.url}/settings`);
      const option = page.getByRole('checkbox', {
        name: /Show the server’s own messages|Show the server's own messages/,
      });
      await option.waitFor();
      expect(await option.isChecked()).toBe(true);
      await page.screenshot({ path: screenshotPath(`debug-console-${sizeName}`), fullPage: true });
      await option.press('Space');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('fzj_console'))).toBe('{"services":false}');
      await context.close();
    });
  }
});
