import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl } from '@palate/protocol';
import { newId } from '../apps/server/src/security/tokens.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { messageTexts } from '../apps/web/src/features/messages/texts.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

describeInBrowser("the panel leaders' messages in Chromium", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('messages');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A leader of the demo account, with a token, as the login would make one. */
  async function newLeader(name: string): Promise<{ id: string; token: string; login: string }> {
    const login = `${name}-${newId()}`;
    const { id, tk } = await signedInMember(app.database.db, Date.now(), { roles: ['user'], login, displayName: name });
    return { id, token: tk, login };
  }

  async function openAsLeader(viewport: { width: number; height: number }, token: string): Promise<BrowserContext> {
    const context = await app.browser.newContext({ viewport, locale: 'en-US' });
    await storeLeaderSession(context, token);
    return context;
  }

  it('shows no way to the messages without a logged-in leader', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.url}/en/home`);
    await page.getByRole('button', { name: questionnaireTexts.en.home.answerAnonymously }).waitFor();
    expect(await page.getByRole('link', { name: messageTexts.en.messages.nav }).count()).toBe(0);
    await page.goto(`${app.url}/en/account?messages`);
    await page.getByText(messageTexts.en.messages.notLeader).waitFor();
    await context.close();
  });

  it.each([
    { size: 'tablet', viewport: TABLET, lang: 'en' },
    { size: 'phone', viewport: PHONE, lang: 'ja' },
  ] as const)('lets a leader write, read and mark messages ($size, $lang)', async ({ size, viewport, lang }) => {
    const texts = messageTexts[lang].messages;
    const writer = await newLeader('Ana');
    const reader = await newLeader('Ben');
    const written = `Panel at 10:00 (${size})`;
    // Another leader writes to the leaders: this one reads it and sets its status.
    const toLeaders = await fetch(`${app.url}${callUrl('messages/add')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tk: reader.token, text: `Room 2 is free (${size})`, recipients: { group: 'leaders' } }),
    });
    expect(((await toLeaders.json()) as { errorType: number }).errorType).toBe(0);

    const context = await openAsLeader(viewport, writer.token);
    const page = await context.newPage();
    await page.goto(`${app.url}/${lang}/home`);
    await page.getByRole('link', { name: texts.nav }).click();
    await page.waitForURL(`**/${lang}/account?messages`);
    await page.getByText(`Room 2 is free (${size})`).waitFor();

    // Nothing is sent without a text, nor without anyone to read it.
    await page.getByRole('button', { name: texts.send }).click();
    await page.getByText(texts.textMissing).waitFor();
    await page.getByRole('textbox', { name: texts.text }).fill(written);
    await page.getByRole('radio', { name: texts.kindBanner }).check();
    await page.getByRole('radio', { name: texts.groupNone }).check();
    await page.getByRole('button', { name: texts.send }).click();
    await page.getByText(texts.recipientsMissing).waitFor();

    // A named reader is found by name or login and picked.
    await page.getByRole('textbox', { name: texts.findMember }).fill(reader.login);
    await page.getByRole('checkbox', { name: new RegExp(reader.login) }).click();
    await page.getByRole('radio', { name: texts.groupJudges }).check();
    await page.getByRole('button', { name: texts.send }).click();
    await page.getByRole('status').getByText(texts.sent).waitFor();
    const mine = page.locator('.pl-message', { hasText: written });
    await mine.getByText(texts.byYou).waitFor();
    await mine.getByText(texts.kindBanner).waitFor();
    await mine.getByText(texts.forGroup.replace('{{group}}', texts.groupJudges)).waitFor();
    await mine.getByText(texts.forUsers.replace('{{users}}', 'Ben')).waitFor();
    expect(await mine.getByRole('radiogroup').count()).toBe(0);

    const theirs = page.locator('.pl-message', { hasText: `Room 2 is free (${size})` });
    const saved = page.waitForResponse((response) => response.url().endsWith('/message/status/set'));
    // The status shows once the server has kept it.
    await theirs.getByRole('radio', { name: texts.read, exact: true }).click();
    expect(((await (await saved).json()) as { errorType: number }).errorType).toBe(0);
    await expect.poll(() => theirs.getByRole('radio', { name: texts.read, exact: true }).isChecked()).toBe(true);
    await page.screenshot({ path: screenshotPath(`messages-${lang}-${size}`), fullPage: true });

    await page.reload();
    await page.locator('.pl-message', { hasText: written }).waitFor();
    expect(await theirs.getByRole('radio', { name: texts.read, exact: true }).isChecked()).toBe(true);
    await context.close();
  });
});
