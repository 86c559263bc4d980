import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { insertToken } from '../apps/server/src/accounts/members.repository.ts';
import { listAllPublications } from '../apps/server/src/publishing/publications.repository.ts';
import { hashToken, newToken } from '../apps/server/src/security/tokens.ts';
import consoleTexts from '../apps/console/src/features/slots/texts/en.ts';
import judgeTexts from '../apps/web/src/features/booking/texts/en.ts';
import japaneseJudgeTexts from '../apps/web/src/features/booking/texts/ja.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Slots#2026';
const LEADER = consoleTexts.slots;
const JUDGE = judgeTexts.booking;

/** A datetime-local field's value for a day ahead at 10:00 in the browser's time zone. */
function tomorrowAtTen(): string {
  const day = new Date(Date.now() + 24 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`;
}

describeInBrowser('booked sessions: the console’s slots and the judge’s booking screen', () => {
  let app: E2eApp;
  let publication: string;
  let judgeToken: string;

  beforeAll(async () => {
    app = await startE2eApp('slots');
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'ada', name: 'Ada', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const judge = await createUser(
      app.database.db,
      demo,
      { login: 'jo', name: 'Jo Taster', type: 'j', roles: [], password: PASSWORD },
      Date.now(),
    );
    judgeToken = newToken();
    await insertToken(app.database.db, hashToken(judgeToken), judge.id, Date.now() + 3_600_000, Date.now());
    publication = (await listAllPublications(app.database.db))[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function checkAndShoot(page: Page, name: string) {
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(name), fullPage: true });
  }

  it('creates a slot and sets the rules in the console, books it as a judge, and shows the booking on the monitor', async () => {
    const leader = await app.browser.newContext({ viewport: TABLET, locale: 'en-US', timezoneId: 'Europe/Paris' });
    const console = await leader.newPage();
    await signInToConsole(console, app, { login: 'ada', password: PASSWORD, path: 'publications' });
    await console
      .getByRole('link', { name: /^Time slots: / })
      .first()
      .click();
    await console.getByRole('heading', { name: LEADER.createTitle }).waitFor();
    await console.getByText(LEADER.none).waitFor();

    await console.getByLabel(LEADER.timeZone).selectOption('Europe/Paris');
    await console.getByLabel(LEADER.deadline).fill('2');
    await console.getByRole('button', { name: LEADER.saveSettings }).click();
    await console.getByText(LEADER.settingsSaved).waitFor();

    await console.getByLabel(LEADER.start).fill(tomorrowAtTen());
    await console.getByLabel(LEADER.length).fill('30');
    await console.getByLabel(LEADER.placesField).fill('1');
    await console.getByRole('button', { name: LEADER.create }).click();
    await console.getByText(LEADER.created).waitFor();
    await console.getByText('0 of 1 booked').waitFor();
    await checkAndShoot(console, 'slots-console-tablet');

    // The judge, on a phone, opens the booking screen a message links to and books with the keyboard.
    const judgeContext = await app.browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'Europe/Paris' });
    // What the judges' app keeps for a judge who logged in by name (fzj_user).
    await judgeContext.addInitScript(
      (tk) =>
        localStorage.setItem(
          'fzj_user',
          JSON.stringify({ name: 'Jo Taster', account: { code: 'demo', guid: 'demo' }, roles: ['judge'], token: tk }),
        ),
      judgeToken,
    );
    const phone = await judgeContext.newPage();
    await phone.goto(`${app.url}/en/book/${publication}`);
    await phone.getByRole('heading', { name: JUDGE.title }).waitFor();
    await phone.getByText(JUDGE.timesIn.replace('{{zone}}', 'Europe/Paris')).waitFor();
    await checkAndShoot(phone, 'slots-judge-phone');
    const book = phone.getByRole('button', { name: new RegExp(`^${JUDGE.book}: .*10:00`) });
    await book.focus();
    await phone.keyboard.press('Enter');
    await phone.getByText(JUDGE.booked).waitFor();
    await phone.getByText(/^Your booking: .*10:00.*\(30 min\)\.$/).waitFor();
    await phone.getByRole('button', { name: JUDGE.cancel }).waitFor();
    await checkAndShoot(phone, 'slots-judge-booked-phone');

    // The booking on the leader's monitor, and the console at a phone's width.
    await console.reload();
    await console.getByText('1 of 1 booked').waitFor();
    await console.getByRole('cell', { name: /Jo Taster/ }).waitFor();
    await console.setViewportSize(PHONE);
    await checkAndShoot(console, 'slots-console-phone');

    // The account page's card leads to the same screen.
    await phone.goto(`${app.url}/en/account`);
    await phone.getByRole('heading', { name: JUDGE.cardTitle }).waitFor();
    await phone.getByRole('link', { name: JUDGE.bookOrChange }).click();
    await phone.getByRole('heading', { name: JUDGE.title }).waitFor();
    await phone.setViewportSize(TABLET);
    await checkAndShoot(phone, 'slots-judge-tablet');

    // In Japanese, on a phone: the screen's own words come in the judge's language.
    await phone.setViewportSize(PHONE);
    await phone.goto(`${app.url}/ja/book/${publication}`);
    await phone.getByRole('heading', { name: japaneseJudgeTexts.booking.title }).waitFor();
    await phone.getByRole('button', { name: japaneseJudgeTexts.booking.cancel }).waitFor();
    await checkAndShoot(phone, 'slots-judge-ja-phone');

    await leader.close();
    await judgeContext.close();
  });
});
