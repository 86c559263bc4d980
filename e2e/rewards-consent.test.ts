import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { insertToken } from '../apps/server/src/accounts/members.repository.ts';
import { listAllPublications } from '../apps/server/src/publishing/publications.repository.ts';
import { hashToken, newId, newToken } from '../apps/server/src/security/tokens.ts';
import consoleTexts from '../apps/console/src/features/rewards/texts/en.ts';
import consentTexts from '../apps/web/src/features/consent/texts/en.ts';
import recordTexts from '../apps/web/src/features/account/records/texts/en.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Rewards#2026';
const LEADER = consoleTexts.rewards;
const CONSENT = consentTexts.consent;
const RECORDS = recordTexts.judgeRecords;
const CONSENT_TEXT = 'Your answers are kept for one year and used only for this study.';

describeInBrowser('rewards and consent: the console’s screen, the consent screen, the account page', () => {
  let app: E2eApp;
  let publication: string;
  let judge: { id: string; token: string };

  beforeAll(async () => {
    app = await startE2eApp('rewards-consent');
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'ada', name: 'Ada', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const jo = await createUser(
      app.database.db,
      demo,
      { login: 'jo', name: 'Jo Taster', type: 'j', roles: [], password: PASSWORD },
      Date.now(),
    );
    judge = { id: jo.id, token: newToken() };
    await insertToken(app.database.db, hashToken(judge.token), jo.id, Date.now() + 3_600_000, Date.now());
    publication = (await listAllPublications(app.database.db))[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function checkAndShoot(page: Page, name: string) {
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(name), fullPage: true });
  }

  it('sets a reward and a consent text in the console, at a tablet’s and a phone’s size', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'ada', password: PASSWORD, path: 'publications' });
    await page
      .getByRole('link', { name: /^Rewards and consent: / })
      .first()
      .click();
    await page.getByRole('heading', { name: LEADER.settingTitle }).waitFor();
    await page.locator('select', { has: page.locator('option[value="points"]') }).selectOption('points');
    await page.getByRole('spinbutton', { name: LEADER.value }).fill('10');
    await page.getByRole('button', { name: LEADER.save }).click();
    await page.getByText(LEADER.saved).waitFor();
    await page.getByRole('textbox', { name: 'English', exact: true }).fill(CONSENT_TEXT);
    await page.getByRole('button', { name: LEADER.consentSave }).click();
    await page.getByText(LEADER.consentSaved).waitFor();
    await page.getByText('Version 1: 0 accepted, 0 declined, 0 withdrawn.').waitFor();
    await checkAndShoot(page, 'rewards-console-tablet');
    await page.setViewportSize(PHONE);
    await checkAndShoot(page, 'rewards-console-phone');
    await context.close();
  });

  it('asks a judge for consent before the first question: accepted on a phone, declined on a tablet', async () => {
    const phone = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const page = await phone.newPage();
    await page.goto(app.url + '/');
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.getByRole('heading', { name: CONSENT.title }).waitFor();
    await page.getByText(CONSENT_TEXT).waitFor();
    await checkAndShoot(page, 'consent-phone');
    await page.getByRole('button', { name: CONSENT.accept }).click();
    await page.locator('#pl-session-title').waitFor();
    await phone.close();

    const tablet = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const other = await tablet.newPage();
    await other.goto(app.url + '/');
    await other.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    await other.getByRole('button', { name: /^Start/ }).click();
    await other.getByRole('button', { name: CONSENT.decline }).click();
    await other.getByRole('heading', { name: CONSENT.declinedTitle }).waitFor();
    await other.getByText(CONSENT.declinedText).waitFor();
    await checkAndShoot(other, 'consent-declined-tablet');
    await tablet.close();

    const decisions = await app.database.db
      .selectFrom('judge_consent')
      .select(['version', 'accepted_at', 'declined_at'])
      .where('publication_id', '=', publication)
      .execute();
    expect(decisions.map((d) => [d.version, d.accepted_at !== null, d.declined_at !== null]).sort()).toEqual([
      [1, false, true],
      [1, true, false],
    ]);
  });

  it('shows a judge their balance and lets them withdraw their consent from the account page', async () => {
    // Jo finished the publication and accepted its consent (as the API tests check them being made).
    const now = Date.now();
    await app.database.db
      .insertInto('judge_session')
      .values({
        id: newId(),
        publication_id: publication,
        member_id: judge.id,
        judge_rank: 999,
        presentation_order: '[]',
        position: 0,
        furthest_position: 0,
        status: 'finished',
        started_at: now - 600_000,
        updated_at: now,
        finished_at: now,
        tray: null,
        design_rank: null,
        previewed_by: null,
        mandatory_answers: 1,
        downloaded_at: null,
        upload_key_hash: null,
        download_state: null,
        quota_state: null,
        screen_entries: null,
        screened_out: 0,
      })
      .execute();
    await app.database.db
      .insertInto('judge_consent')
      .values({
        member_id: judge.id,
        publication_id: publication,
        version: 1,
        accepted_at: now,
        declined_at: null,
        withdrawn_at: null,
      })
      .execute();

    const context = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    await storeLeaderSession(context, judge.token);
    const page = await context.newPage();
    await page.goto(`${app.url}/en/account`);
    await page.getByRole('heading', { name: RECORDS.rewardsTitle }).waitFor();
    await page.getByText(`10 ${RECORDS.points}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: RECORDS.download }).waitFor();
    await checkAndShoot(page, 'rewards-account-phone');
    await page.getByRole('button', { name: RECORDS.withdraw }).click();
    await page.getByText(RECORDS.confirm).waitFor();
    await page.getByRole('button', { name: RECORDS.confirmYes }).click();
    await page.getByText(new RegExp(`^.*: ${RECORDS.withdrawn} `)).waitFor();
    await page.setViewportSize(TABLET);
    await checkAndShoot(page, 'rewards-account-tablet');
    const row = await app.database.db
      .selectFrom('judge_consent')
      .select('withdrawn_at')
      .where('member_id', '=', judge.id)
      .executeTakeFirstOrThrow();
    expect(row.withdrawn_at).not.toBeNull();
    await context.close();
  });
});
