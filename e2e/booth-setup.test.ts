import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

describeInBrowser(
  'a leader connects this browser as a known terminal, or as a virtual one, from the booth screen',
  () => {
    let app: E2eApp;

    beforeAll(async () => {
      app = await startE2eApp('booth-setup');
    });
    afterAll(async () => {
      await app?.close();
    });

    for (const [sizeName, viewport] of [
      ['phone', PHONE],
      ['tablet', TABLET],
    ] as const) {
      it(`connects by id, disconnects, then connects as a virtual terminal (${sizeName})`, async () => {
        const booth = await app.browser.newContext({ viewport, locale: 'en-US' });
        const { tk } = await signedInMember(app.database.db, Date.now(), { roles: ['user'], displayName: 'Lea' });
        await storeLeaderSession(booth, tk);
        const page = await booth.newPage();
        const name = `Booth ${sizeName}`;
        await page.goto(`${app.url}/home?device`);
        await page.getByLabel('Terminal name').fill(name);
        await page.getByRole('button', { name: 'Set up as a booth terminal' }).click();
        await page.getByText(`This device is the terminal “${name}”.`).waitFor();
        await page.getByRole('button', { name: 'Disconnect' }).click();

        // The terminal is known to the server: this browser takes it up again by its id.
        const useAgain = page.getByRole('button', { name: `Use on this device: ${name}` });
        await useAgain.waitFor();
        await page.screenshot({ path: screenshotPath(`booth-setup-${sizeName}-choices`), fullPage: true });
        await useAgain.click();
        await page.getByText(`This device is the terminal “${name}”.`).waitFor();
        await page.screenshot({ path: screenshotPath(`booth-setup-${sizeName}-by-id`), fullPage: true });
        const terminals = await app.database.db.selectFrom('terminal').select(['name', 'virtual']).execute();
        expect(terminals.filter((terminal) => terminal.name === name)).toHaveLength(1);

        await page.getByRole('button', { name: 'Disconnect' }).click();
        await page.getByRole('button', { name: "Set up as a virtual terminal (a judge's own device)" }).click();
        await page.getByText(/This device is the terminal “virtual-/).waitFor();
        await page.screenshot({ path: screenshotPath(`booth-setup-${sizeName}-virtual`), fullPage: true });
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fzj_term') ?? '{}').name)).toMatch(
          /^virtual-/,
        );
        await booth.close();
      });
    }
  },
);
