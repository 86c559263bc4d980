import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl } from '@palate/protocol';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { newId } from '../apps/server/src/security/tokens.ts';
import english from '../apps/console/src/features/messages/texts/en.ts';
import japanese from '../apps/console/src/features/messages/texts/ja.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { shellTexts } from '../apps/web/src/features/shell/texts.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole, submitConsoleSignIn } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Messages#2026';
const TEXTS = { en: english.messages, ja: japanese.messages };

describeInBrowser("the panel leaders' messages, in the console", () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('messages');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A leader of the demo account who signs in with a password; their token too, as the judges' app keeps it. */
  async function newLeader(name: string): Promise<{ login: string; token: string }> {
    const login = `${name.toLowerCase()}-${newId().slice(0, 6)}`;
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login, name, type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const response = await fetch(app.url + callUrl('members/connect'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ l: login, p: PASSWORD }),
    });
    return { login, token: ((await response.json()) as { tk: string }).tk };
  }

  it("links a leader from the judges' app to the console's messages, and the old address follows", async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.url}/en/home`);
    await page.getByRole('button', { name: questionnaireTexts.en.home.answerAnonymously }).waitFor();
    expect(await page.getByRole('link', { name: shellTexts.en.shell.nav.messages }).count()).toBe(0);

    const leader = await newLeader('Carla');
    await storeLeaderSession(context, leader.token);
    await page.goto(`${app.url}/en/home`);
    await page.getByRole('link', { name: shellTexts.en.shell.nav.messages }).click();
    await page.waitForURL('**/console/messages');
    await submitConsoleSignIn(page, { login: leader.login, password: PASSWORD });
    await page.getByRole('heading', { name: TEXTS.en.title, level: 1 }).waitFor();

    await page.goto(`${app.url}/en/account?messages`);
    await page.waitForURL('**/console/messages');
    await page.getByRole('heading', { name: TEXTS.en.title, level: 1 }).waitFor();
    await context.close();
  });

  it.each([
    { size: 'tablet', viewport: TABLET, lang: 'en' },
    { size: 'phone', viewport: PHONE, lang: 'ja' },
  ] as const)('lets a leader write, read and mark messages ($size, $lang)', async ({ size, viewport, lang }) => {
    const texts = TEXTS[lang];
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

    const context = await app.browser.newContext({ viewport, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
    const cspViolations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
    });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: writer.login, password: PASSWORD, language: lang, path: 'messages' });
    await page.getByText(`Room 2 is free (${size})`).waitFor();

    // Nothing is sent without a text, nor without anyone to read it.
    await page.getByRole('button', { name: texts.send }).click();
    await page.getByText(texts.textMissing).waitFor();
    await page.getByRole('textbox', { name: texts.text }).fill(written);
    await page.getByRole('radio', { name: texts.kindBanner }).locator('xpath=ancestor::label').click();
    await page.getByRole('radio', { name: texts.groupNone }).locator('xpath=ancestor::label').click();
    await page.getByRole('button', { name: texts.send }).click();
    await page.getByText(texts.recipientsMissing).waitFor();

    // A named reader is found by name or login and picked.
    await page.getByRole('searchbox', { name: texts.findMember }).fill(reader.login);
    await page
      .getByRole('checkbox', { name: new RegExp(reader.login) })
      .locator('xpath=ancestor::label')
      .click();
    await page.getByRole('radio', { name: texts.groupJudges }).locator('xpath=ancestor::label').click();
    await page.getByRole('button', { name: texts.send }).click();
    await page.getByRole('status').getByText(texts.sent).waitFor();
    const mine = page.locator('.pl-message', { hasText: written });
    await mine.getByText(texts.byYou).waitFor();
    await mine.getByText(texts.kindBanner).waitFor();
    await mine.getByText(texts.forGroup.replace('{{group}}', texts.groupJudges)).waitFor();
    await mine.getByText(texts.forUsers.replace('{{users}}', 'Ben')).waitFor();
    expect(await mine.getByRole('radiogroup').count()).toBe(0);

    const theirs = page.locator('.pl-message', { hasText: `Room 2 is free (${size})` });
    // React Aria's inputs are hidden under their labels: a tap lands on the label.
    const saved = page.waitForResponse((response) => response.url().endsWith('/message/status/set'));
    await theirs.getByRole('radio', { name: texts.read, exact: true }).locator('xpath=ancestor::label').click();
    expect(((await (await saved).json()) as { errorType: number }).errorType).toBe(0);
    await expect.poll(() => theirs.getByRole('radio', { name: texts.read, exact: true }).isChecked()).toBe(true);
    await page.screenshot({ path: screenshotPath(`console-messages-${lang}-${size}`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await page.locator('.pl-message', { hasText: written }).waitFor();
    expect(await theirs.getByRole('radio', { name: texts.read, exact: true }).isChecked()).toBe(true);
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
