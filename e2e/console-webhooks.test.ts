import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { closeByHand } from '../apps/server/src/publishing/publication-events.repository.ts';
import { listAllPublications } from '../apps/server/src/publishing/publications.repository.ts';
import { startReceiver, type Receiver } from '../apps/server/test/webhook-receiver.ts';
import english from '../apps/console/src/features/account/webhooks/texts/en.ts';
import japanese from '../apps/console/src/features/account/webhooks/texts/ja.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole, type ConsoleLanguage } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Webhooks#2026';
const TEXTS = { en: english.webhooks, ja: japanese.webhooks };

// The real server's own loop sends the deliveries (every few seconds): the console shows what it did.
describeInBrowser("the account page's webhooks", () => {
  let app: E2eApp;
  let receiver: Receiver;
  let failing: Receiver;

  beforeAll(async () => {
    app = await startE2eApp('webhooks');
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'ada', name: 'Ada', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      Date.now(),
    );
    receiver = await startReceiver();
    failing = await startReceiver();
    failing.answers = Array.from({ length: 10 }, () => 500);
  });
  afterAll(async () => {
    await receiver?.close();
    await failing?.close();
    await app?.close();
  });

  async function openWebhooks(page: Page, language: ConsoleLanguage) {
    await signInToConsole(page, app, { login: 'ada', password: PASSWORD, language });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: language === 'ja' ? 'アカウント' : 'Account' })
      .click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: TEXTS[language].title }) });
    await section.waitFor();
    return section;
  }

  it('adds a webhook with its secret shown once, shows its signed deliveries and a failing one waiting, and deletes one', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    const texts = TEXTS.en;
    const section = await openWebhooks(page, 'en');
    await section.getByText(texts.none).waitFor();

    const add = async (url: string) => {
      await section.getByLabel(texts.address).fill(url);
      await section.getByText(texts.event_screenedOut, { exact: true }).click();
      await section.getByRole('button', { name: texts.add }).click();
      const secret = await section.locator('.pl-webhooks-secret code').textContent();
      await section.getByRole('button', { name: texts.done }).click();
      return secret ?? '';
    };
    const secret = await add(receiver.url);
    expect(secret).toMatch(/^[\w-]{43}$/);
    await section.getByText(texts.added).waitFor();
    expect(await section.locator('.pl-webhooks-secret').count()).toBe(0);
    await add(failing.url);
    await section
      .getByText(`${english.webhooks.event_targetReached} · ${english.webhooks.event_closed}`)
      .first()
      .waitFor();

    const [demo] = await listAllPublications(app.database.db);
    await closeByHand(app.database.db, demo!.id, Date.now());
    await expect.poll(() => receiver.posts.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => failing.posts.length, { timeout: 20_000 }).toBe(1);
    const [received] = receiver.posts;
    expect(received!.headers['x-palate-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(received!.body).digest('hex')}`,
    );

    const items = section.getByRole('listitem').filter({ has: page.locator('.pl-webhooks-url') });
    await page.reload();
    await items.first().getByText('1 delivered · 0 waiting · 0 given up').waitFor();
    await items.first().getByRole('button', { name: texts.showDeliveries }).click();
    const delivered = items
      .first()
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: texts.eventName_closed }) });
    await delivered.getByText(texts.status_delivered, { exact: true }).waitFor();
    await delivered.getByText(demo!.name).waitFor();
    await delivered.getByText('HTTP 200').waitFor();
    await items.nth(1).getByRole('button', { name: texts.showDeliveries }).click();
    const waiting = items
      .nth(1)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await waiting.getByText(texts.status_due, { exact: true }).waitFor();
    await waiting.getByText('HTTP 500').waitFor();
    // What a leader sees at this size: the webhooks and their deliveries.
    await section.getByRole('heading', { name: texts.title }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-webhooks-desktop') });
    expect(await seriousViolations(page)).toEqual([]);

    await items.nth(1).getByRole('button', { name: texts.delete }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.delete }).click();
    await section.getByText(texts.deleted).waitFor();
    await expect.poll(() => items.count()).toBe(1);
    await context.close();
  });

  it('reads on a phone in Japanese, a new secret and the deliveries included', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'ja-JP' });
    const page = await context.newPage();
    const texts = TEXTS.ja;
    const section = await openWebhooks(page, 'ja');
    await section.getByRole('button', { name: texts.showDeliveries }).click();
    await section.getByText(texts.status_delivered, { exact: true }).waitFor();
    await section.getByLabel(texts.address).fill(`${receiver.url}?phone`);
    await section.getByRole('button', { name: texts.add }).click();
    await section.getByRole('heading', { name: texts.secretTitle }).waitFor();
    await section.getByRole('heading', { name: texts.secretTitle }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-webhooks-phone') });
    await section.getByRole('table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-webhooks-phone-deliveries') });
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing in the section is wider than the phone.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
