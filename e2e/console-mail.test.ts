import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { composeMail } from '../apps/server/src/outreach/mail/layout.ts';
import { useMailSettings } from '../apps/server/src/outreach/mail/mail-settings.ts';
import { queueMail } from '../apps/server/src/outreach/mail/outbox.ts';
import { freePort } from '../apps/server/test/server-process.ts';
import { SINK_PASSWORD, SINK_USER, startSmtpSink, type SmtpSink } from '../apps/server/test/smtp-sink.ts';
import english from '../apps/console/src/features/account/mail/texts/en.ts';
import japanese from '../apps/console/src/features/account/mail/texts/ja.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole, type ConsoleLanguage } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Email#2026';
const FROM = 'Sensory lab <panel@example.org>';
const TEXTS = { en: english.mail, ja: japanese.mail };

// The real server's own loop sends the messages (every few seconds) to an SMTP sink in this process.
describeInBrowser("the account page's email", () => {
  let app: E2eApp;
  let sink: SmtpSink;
  let smtpUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    smtpUrl = `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${port}`;
    sink = await startSmtpSink(port);
    app = await startE2eApp('mail', {
      prepare: () => ({ SMTP_URL: smtpUrl, MAIL_FROM: FROM, PUBLIC_URL: 'https://tasting.example.org' }),
    });
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'ada', name: 'Ada', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      Date.now(),
    );
  });
  afterAll(async () => {
    await sink?.close();
    await app?.close();
  });

  async function openEmail(page: Page, language: ConsoleLanguage) {
    await signInToConsole(page, app, { login: 'ada', password: PASSWORD, language });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: language === 'ja' ? 'アカウント' : 'Account' })
      .click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: TEXTS[language].title }) });
    await section.waitFor();
    return section;
  }

  it('sends a test email, lists it sent, and sends a failed message again', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    const texts = TEXTS.en;
    const section = await openEmail(page, 'en');
    await section.getByText(`Email is sent from ${FROM}.`).waitFor();
    await section.getByText(texts.none).waitFor();

    await section.getByLabel(texts.testAddress).fill('ana@example.org');
    await section.getByRole('button', { name: texts.sendTest }).click();
    await section.getByText(texts.testQueued).waitFor();
    await expect.poll(() => sink.messages.length, { timeout: 20_000 }).toBe(1);
    expect(sink.messages[0]!.subject).toBe('Palate: test email');
    await section.getByRole('button', { name: texts.refresh }).click();
    const rows = section.getByRole('row');
    await rows
      .filter({ has: page.getByRole('rowheader', { name: 'ana@example.org' }) })
      .getByText(texts.status_sent, { exact: true })
      .waitFor();

    // A message the mail server refused until the loop gave it up, as the tries would leave it.
    const db = app.database.db;
    useMailSettings(db, { smtpUrl, from: FROM });
    const demo = await requireAccount(db, 'demo');
    const body = composeMail('en', { paragraphs: ['Tasting on Monday.'] });
    const mail = { accountId: demo.id, memberId: null, kind: 'invitation', language: 'en' as const, body };
    await queueMail(db, { ...mail, to: 'bo@example.org', subject: 'Invitation' }, Date.now() + 3600_000);
    await db
      .updateTable('mail_message')
      .set({ status: 'failed', attempts: 6, last_error: '550 5.1.1 No such user' })
      .where('to_address', '=', 'bo@example.org')
      .execute();
    await section.getByRole('button', { name: texts.refresh }).click();
    const failed = rows.filter({ has: page.getByRole('rowheader', { name: 'bo@example.org' }) });
    await failed.getByText('550 5.1.1 No such user').waitFor();
    await section.getByText('0 waiting to be sent · 1 given up').waitFor();
    await section.getByRole('heading', { name: texts.title }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-mail-desktop') });
    expect(await seriousViolations(page)).toEqual([]);

    await failed.getByRole('button', { name: 'Send again to bo@example.org' }).click();
    await section.getByText(texts.retried).waitFor();
    await expect
      .poll(() => sink.messages.map((message) => message.to), { timeout: 20_000 })
      .toContain('bo@example.org');
    await section.getByRole('button', { name: texts.refresh }).click();
    await failed.getByText(texts.status_sent, { exact: true }).waitFor();
    await context.close();
  });

  it('reads on a phone in Japanese', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'ja-JP' });
    const page = await context.newPage();
    const texts = TEXTS.ja;
    const section = await openEmail(page, 'ja');
    await section.getByText(texts.status_sent, { exact: true }).first().waitFor();
    await section.getByRole('table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-mail-phone') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
