import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  findPublication,
  insertPublication,
  listAllPublications,
} from '../apps/server/src/publishing/publications.repository.ts';
import { findDefaultAccount } from '../apps/server/src/accounts/members.repository.ts';
import { newId } from '../apps/server/src/security/tokens.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { createUser } from '../apps/server/src/accounts/admin.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const PASSWORD = 'Tasty#2026';

describeInBrowser('the questionnaire list at a booth: pages, calling the leader, identification', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('list-nav');
    const db = app.database.db;
    const demo = (await findPublication(db, (await listAllPublications(db))[0]!.id))!;
    // Six questionnaires for anyone (two pages), and one in two rounds for named judges only.
    for (let index = 2; index <= 6; index++) {
      await insertPublication(db, {
        ...demo,
        id: newId(),
        name: `Tasting ${index}`,
        // Judges read a publication by its title for judges, never by its name (issue 40).
        judges_title: `Tasting ${index}`,
        created_at: demo.created_at + index,
      });
    }
    await insertPublication(db, {
      ...demo,
      id: newId(),
      name: 'Named panel',
      judges_title: 'Named panel',
      need_id: 1,
      anonymous: 0,
      repetitions: 2,
    });
    const account = (await findDefaultAccount(db))!;
    await createUser(db, account, { login: 'ana', type: 'j', roles: [], password: PASSWORD }, Date.now());
  });
  afterAll(async () => {
    await app?.close();
  });

  async function asLeader(context: BrowserContext): Promise<void> {
    const { tk } = await signedInMember(app.database.db, Date.now(), { roles: ['user'], displayName: 'Lea' });
    await storeLeaderSession(context, tk);
  }

  it('pages the list, calls the leader, and lets a judge pick their name and log in', async () => {
    const booth = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    await asLeader(booth);
    const page = await booth.newPage();
    await page.goto(`${app.url}/home?device`);
    await page.getByLabel('Terminal name').fill('Booth 1');
    await page.getByRole('button', { name: 'Set up as a booth terminal' }).click();
    await page.getByText('This device is the terminal “Booth 1”.').waitFor();
    await page.evaluate(() => localStorage.removeItem('fzj_user'));

    await page.goto(`${app.url}/home`);
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Questionnaire list' });
    await toolbar.waitFor();
    const anonymousToken = await page.evaluate(() => JSON.parse(localStorage.getItem('fzj_judge')!).token as string);

    // Pages: five questionnaires on the first, the sixth on the second.
    expect(await page.getByRole('listitem').count()).toBe(5);
    expect(await toolbar.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('list-nav-tablet'), fullPage: true });
    await toolbar.getByRole('button', { name: 'Next page' }).press('Enter');
    await page.getByRole('heading', { name: 'Tasting 6' }).waitFor();
    expect(await page.getByRole('listitem').count()).toBe(1);
    expect(await toolbar.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await toolbar.getByRole('combobox').selectOption({ label: 'Page 1 of 2' });
    await page.getByRole('heading', { name: 'Tasting 2' }).waitFor();

    // The judge calls the leader, whose terminal list shows it.
    await toolbar.getByRole('button', { name: 'Call the panel leader' }).click();
    await page.getByText('The panel leader has been called and will come to you.').waitFor();
    const leader = await app.browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'en-US' });
    await asLeader(leader);
    const leaderPage = await leader.newPage();
    await leaderPage.goto(`${app.url}/home?device`);
    await leaderPage.getByText(/^Calls you/).waitFor();
    await leaderPage.screenshot({ path: screenshotPath('list-nav-phone-leader-called'), fullPage: true });
    await toolbar.getByRole('button', { name: 'Cancel the call' }).click();
    await toolbar.getByRole('button', { name: 'Call the panel leader' }).waitFor();
    await leaderPage.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => leaderPage.getByText(/^Calls you/).count()).toBe(0);

    // Called again, the leader answers from the terminal list: the booth learns it at its next update check.
    await toolbar.getByRole('button', { name: 'Call the panel leader' }).click();
    await toolbar.getByRole('button', { name: 'Cancel the call' }).waitFor();
    await leaderPage.getByRole('button', { name: 'Refresh' }).click();
    await leaderPage.getByRole('button', { name: 'On my way to Booth 1' }).click();
    await expect.poll(() => leaderPage.getByText(/^Calls you/).count()).toBe(0);
    await toolbar.getByRole('button', { name: 'Call the panel leader' }).waitFor({ timeout: 30_000 });
    await leader.close();

    // Identification: the judge picks their name; the anonymous judge before is logged out.
    await toolbar.getByRole('button', { name: 'Say who I am' }).click();
    const dialog = page.getByRole('dialog', { name: 'Who are you?' });
    await dialog.getByRole('radio', { name: 'ana', exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'ana' }).isChecked()).toBe(true);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await page.screenshot({ path: screenshotPath('list-nav-tablet-identify') });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Named panel' }).waitFor();
    await page.getByText('Repetition 1 of 2').waitFor();
    const named = await page.evaluate(() => JSON.parse(localStorage.getItem('fzj_judge')!) as { token: string });
    expect(named.token).not.toBe(anonymousToken);
    expect(await toolbar.getByRole('button', { name: 'Say who I am' }).count()).toBe(0);
    const oldTokenAnswer = await page.evaluate(
      async ([url, tk]) =>
        (await (
          await fetch(`${url}/ws/fzPub.dll/term/publication`, {
            method: 'POST',
            body: JSON.stringify({ tk }),
            headers: { 'content-type': 'application/json' },
          })
        ).json()) as { errorType: number },
      [app.url, anonymousToken] as const,
    );
    expect(oldTokenAnswer.errorType).not.toBe(0);

    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('list-nav-phone-named'), fullPage: true });
    await booth.close();
  });
});
