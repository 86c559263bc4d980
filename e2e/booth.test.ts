import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  findPublication,
  insertPublication,
  listAllPublications,
} from '../apps/server/src/publishing/publications.repository.ts';
import { insertPortalScreen } from '../apps/server/src/publishing/portal.repository.ts';
import { findDefaultAccount } from '../apps/server/src/accounts/members.repository.ts';
import { newId } from '../apps/server/src/security/tokens.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { createGlobalLink } from '../apps/server/src/publishing/links.service.ts';
import { PHONE, TABLET, answerDemoScreens, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

describeInBrowser('booth terminals, links and a full panel in Chromium', () => {
  let app: E2eApp;
  let demoId: string;

  beforeAll(async () => {
    app = await startE2eApp('booth');
    // The test arranges what a leader's tools would (a leader's token, a link, a target)
    // directly in the server's database.
    demoId = (await listAllPublications(app.database.db))[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function leaderToken(): Promise<string> {
    return (await signedInMember(app.database.db, Date.now(), { roles: ['user'], displayName: 'Lea' })).tk;
  }

  async function asLeader(context: BrowserContext): Promise<void> {
    const token = await leaderToken();
    await storeLeaderSession(context, token);
  }

  it('sets up a booth; two judges answer in turn and the second finds nothing of the first', async () => {
    const booth = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    await asLeader(booth);
    const page = await booth.newPage();
    await page.goto(`${app.url}/home?device`);
    await page.getByRole('heading', { name: 'Device set-up' }).waitFor();
    await page.screenshot({ path: screenshotPath('booth-tablet-device-setup'), fullPage: true });
    await page.getByLabel('Terminal name').fill('Booth 1');
    await page.getByRole('button', { name: 'Set up as a booth terminal' }).click();
    await page.getByText('This device is the terminal “Booth 1”.').waitFor();
    await page.getByRole('cell', { name: 'Nobody' }).waitFor();
    await page.screenshot({ path: screenshotPath('booth-tablet-device-connected'), fullPage: true });
    // The leader steps away: from now on the booth is for judges only.
    await page.evaluate(() => localStorage.removeItem('fzj_user'));

    await page.goto(`${app.url}/home`);
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    await page.getByText('Device: Booth 1').waitFor();
    await page.screenshot({ path: screenshotPath('booth-tablet-list'), fullPage: true });
    await page.getByRole('button', { name: /^Start/ }).click();
    await answerDemoScreens(page, 1);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    // Let go as soon as they finish, even if they walk away without a tap.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fzj_judge'))).toBeNull();
    await page.screenshot({ path: screenshotPath('booth-tablet-end'), fullPage: true });
    await page.getByRole('button', { name: 'Done: next person' }).click();

    // The start screen again, with nothing of the first judge in the browser.
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('fzj_judge'))).toBeNull();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fzj_term') ?? '{}').name)).toBe('Booth 1');
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    await page.getByText('Not started').waitFor();
    expect(await page.getByText('Finished', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Continue/ }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('booth-tablet-second-judge'), fullPage: true });
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.getByText('Screen 1 of 7').first().waitFor();
    await page.goBack();

    // The leader sees the booth connected, with a judge on it.
    const leader = await app.browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'en-US' });
    await asLeader(leader);
    const leaderPage = await leader.newPage();
    await leaderPage.goto(`${app.url}/home?device`);
    await leaderPage.getByRole('rowheader', { name: 'Booth 1' }).waitFor();
    await leaderPage.getByText('Judge without identification').waitFor();
    await leaderPage.screenshot({ path: screenshotPath('booth-phone-terminals'), fullPage: true });
    await leader.close();
    await booth.close();
  });

  it('gives a link visitor an individual link; leaving half-way and coming back continues', async () => {
    const global = await createGlobalLink(app.database.db, demoId, Date.now());
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['tablet', TABLET],
    ] as const) {
      const context = await app.browser.newContext({ viewport, hasTouch: size === 'phone', locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${app.url}/to/${global}`);
      await page.waitForURL(/\/my\/[\w-]+\?judge=/);
      const individual = page.url();
      expect(individual).not.toContain(global);
      await page.getByText('Keep this page’s address').waitFor();
      await page.screenshot({ path: screenshotPath(`link-${size}-individual`), fullPage: true });
      await page.getByRole('button', { name: /^Start/ }).click();
      await answerDemoScreens(page, 1, 3);
      await page.getByText('Screen 3 of 7').first().waitFor();
      expect(page.url()).toContain('/my/');

      await page.goto('about:blank');
      await page.goto(`${app.url}/to/${global}`);
      await page.waitForURL(individual);
      await page.getByText('In progress').waitFor();
      await page.screenshot({ path: screenshotPath(`link-${size}-returning`), fullPage: true });
      await page.getByRole('button', { name: /^Continue/ }).click();
      await page.getByText('Screen 3 of 7').first().waitFor();
      const links = await page.evaluate(() => JSON.parse(localStorage.getItem('fzj_links') ?? '{}'));
      expect(links[global]).toMatchObject({ cd: new URL(individual).pathname.split('/').pop() });
      expect(links[global].ts).toBeLessThan(Date.now() / 1000 + 1);

      await page.goto(`${app.url}/to/not-a-link`);
      await page.waitForURL(/\/off\/not-a-link\?linkError=30201/);
      await page.getByText('This link is not valid').waitFor();
      await page.screenshot({ path: screenshotPath(`link-${size}-wrong`), fullPage: true });
      await context.close();
    }
  });

  it('shows the lab’s header and footer, with nothing in them able to run', async () => {
    const account = await findDefaultAccount(app.database.db);
    const part = { account_id: account!.id, scope: 'account' as const, scope_id: account!.id, type: 'home' };
    await insertPortalScreen(app.database.db, {
      ...part,
      id: newId(),
      name: 'header',
      style: 'background: url(https://tracker.invalid/p.gif); padding: 8px; border-left: 6px solid #0a58a8',
      content:
        '<h2>Sensory lab</h2><img src="x" onerror="window.pwned = 1"><script>window.pwned = 2</script>' +
        '<a href="javascript:window.pwned = 3">Help</a><form action="https://phish.invalid"><input name="p"></form>',
    });
    await insertPortalScreen(app.database.db, {
      ...part,
      id: newId(),
      name: 'footer',
      style: '',
      content: '<p onclick="window.pwned = 4">Thank you for tasting with us.</p>',
    });
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${app.url}/home`);
      await page.getByRole('heading', { name: 'Sensory lab' }).waitFor();
      await page.getByText('Thank you for tasting with us.').click();
      await page.getByText('Help').click();
      const header = page.locator('.pl-portal--header');
      expect(await header.locator('script, form, input, [onerror]').count()).toBe(0);
      // Without its javascript: address the anchor is no longer a link.
      expect(await header.locator('a').getAttribute('href')).toBeNull();
      expect(await header.evaluate((element) => element.style.background)).toBe('');
      expect(await header.evaluate((element) => element.style.paddingTop)).toBe('8px');
      expect(await page.evaluate(() => (globalThis as { pwned?: number }).pwned)).toBeUndefined();
      await page.screenshot({ path: screenshotPath(`portal-${size}-home`), fullPage: true });
      await context.close();
    }
  });

  it('shows a publication full once its target is reached and refuses the next judge with 3405', async () => {
    const demo = await findPublication(app.database.db, demoId);
    await insertPublication(app.database.db, {
      ...demo!,
      id: newId(),
      name: 'Full panel',
      judges_title: 'Full panel',
      target_judges: 1,
      created_at: Date.now(),
    });
    // Two more, to show the end-of-life notices beside the full one.
    await insertPublication(app.database.db, {
      ...demo!,
      id: newId(),
      name: 'Closing soon',
      judges_title: 'Closing soon',
      expires_at: Date.now() + 3 * 24 * 3600_000,
      created_at: Date.now() + 1,
    });
    await insertPublication(app.database.db, {
      ...demo!,
      id: newId(),
      name: 'Removed soon',
      judges_title: 'Removed soon',
      deletes_at: Date.now() + 30 * 60_000,
      created_at: Date.now() + 2,
    });
    const late = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const latePage = await late.newPage();
    await latePage.goto(`${app.url}/home`);
    await latePage.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    const lateItem = latePage.getByRole('region', { name: 'Full panel' });
    await lateItem.getByText('Not started').waitFor();

    const first = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const firstPage = await first.newPage();
    await firstPage.goto(`${app.url}/home`);
    await firstPage.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    await firstPage
      .getByRole('region', { name: 'Full panel' })
      .getByRole('button', { name: /^Start/ })
      .click();
    await firstPage.getByText('Screen 1 of 7').first().waitFor();

    await lateItem.getByRole('button', { name: /^Start/ }).click();
    await latePage.getByText('No more participants can take part in this questionnaire.').first().waitFor();
    await latePage.screenshot({ path: screenshotPath('full-tablet-refused'), fullPage: true });
    await latePage.getByRole('button', { name: 'Back home', exact: true }).click();
    await lateItem.getByText('Full', { exact: true }).waitFor();
    expect(await lateItem.getByRole('button', { name: /^Start/ }).count()).toBe(0);
    await latePage.screenshot({ path: screenshotPath('full-tablet-list'), fullPage: true });

    const phone = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${app.url}/home`);
    await phonePage.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    await phonePage.getByRole('region', { name: 'Full panel' }).getByText('Full', { exact: true }).waitFor();
    await phonePage
      .getByRole('region', { name: 'Closing soon' })
      .getByText(/^Open until /)
      .waitFor();
    await phonePage
      .getByRole('region', { name: 'Removed soon' })
      .getByText('Will be removed in less than an hour')
      .waitFor();
    await phonePage.screenshot({ path: screenshotPath('full-phone-list'), fullPage: true });
    await Promise.all([late.close(), first.close(), phone.close()]);
  });
});
