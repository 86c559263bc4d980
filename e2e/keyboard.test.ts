import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { TABLET, describeInBrowser } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');

const TYPED_ANSWER = `
name: typed
title: Typed answers
products: [{ id: a, name: A }, { id: b, name: B }]
pages:
  - id: typed
    controls:
      - kind: text
        id: age
        label: How old are you?
        format: integer
`;

/** Presses Tab until the focus is in the control (or on the element) and says how many presses it took. */
async function tabTo(page: Page, target: { control: string } | { selector: string }): Promise<number> {
  const focusedHere =
    'control' in target
      ? `document.activeElement?.closest('[data-control-id]')?.getAttribute('data-control-id') === ${JSON.stringify(target.control)}`
      : `document.activeElement?.matches(${JSON.stringify(target.selector)}) === true`;
  for (let presses = 1; presses <= 60; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate<boolean>(focusedHere)) return presses;
  }
  throw new Error(`${JSON.stringify(target)} cannot be reached with the Tab key`);
}

/** What a screen reader is given for the focused element: its role, name and state. */
const focused = (page: Page) => page.locator(':focus').ariaSnapshot();

/** Moves on with Enter on the Next (or Finish) button, and waits until the screen is replaced. */
async function nextByKeyboard(page: Page): Promise<void> {
  const form = await page.locator('form.pl-session-form').elementHandle();
  await tabTo(page, { selector: '.pl-session-nav .pl-button--primary' });
  await page.keyboard.press('Enter');
  await page.waitForFunction((element: { isConnected: boolean } | null) => !element?.isConnected, form);
}

describeInBrowser('every control kind answered with the keyboard alone, with what a screen reader announces', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('keyboard');
    const now = Date.now();
    const definitions: [string, string][] = [
      ['Consumer', readFileSync(join(EXAMPLES, 'consumer-test.yaml'), 'utf8')],
      ['Profile', readFileSync(join(EXAMPLES, 'descriptive-profile.yaml'), 'utf8')],
      ['Triangle', readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8')],
      ['Typed', TYPED_ANSWER],
    ];
    for (const [name, text] of definitions) {
      const parsed = parseDefinitionFile(text);
      if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.faults)}`);
      const id = await importDefinition(app.database.db, parsed.definition, now);
      const options = { name, judgesTitle: name, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      await publishQuestionnaire(app.database.db, id, options, now);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A judge who got in and started the publication with the keys only. */
  async function start(name: string): Promise<Page> {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(app.url + '/');
    await page.locator('.pl-welcome .pl-button--primary').waitFor();
    await tabTo(page, { selector: '.pl-welcome .pl-button--primary' });
    await page.keyboard.press('Enter');
    const section = page.locator('section.pl-publication', { has: page.getByRole('heading', { name, exact: true }) });
    const label = await section.locator('.pl-button--primary').getAttribute('aria-label');
    const startButton = `section.pl-publication .pl-button--primary[aria-label=${JSON.stringify(label)}]`;
    await tabTo(page, { selector: startButton });
    await page.keyboard.press('Enter');
    await page.locator('form.pl-session-form').waitFor();
    return page;
  }

  it('single choice, category scales, check-all-that-apply, rank and comment (the consumer test)', async () => {
    const page = await start('Consumer');
    await nextByKeyboard(page);

    await tabTo(page, { control: 'frequency' });
    await page.keyboard.press('Space');
    expect(await focused(page)).toBe('- radio "Every day" [checked]');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('- radio "Every week" [checked]');
    await nextByKeyboard(page);

    for (let sample = 1; sample <= 3; sample++) {
      await tabTo(page, { control: 'liking' });
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('- radio "Dislike very much" [checked]');
      await tabTo(page, { control: 'sweetnessJar' });
      await page.keyboard.press('Space');
      expect(await focused(page)).toBe('- radio "Much too weak" [checked]');
      await tabTo(page, { control: 'cata' });
      await page.keyboard.press('Space');
      expect(await focused(page)).toBe('- checkbox "Sweet" [checked]');
      await nextByKeyboard(page);
    }

    // Each sample's row announces its code, each place its position.
    await tabTo(page, { control: 'preference' });
    const codes = await page.locator('.pl-rank-code').allTextContents();
    for (const [row, code] of codes.entries()) {
      if (row > 0) await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      for (let step = 0; step < row; step++) await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe(`- radio "Place ${row + 1}" [checked]`);
      const group = page.getByRole('radiogroup', { name: code, exact: true });
      await expect(group.getByRole('radio', { name: `Place ${row + 1}` }).isChecked()).resolves.toBe(true);
    }
    await tabTo(page, { control: 'remarks' });
    await page.keyboard.type('Fresh and clean');
    await nextByKeyboard(page);
    await page.locator('.pl-end').waitFor();
    await page.context().close();
  });

  it('line scales announce their anchors and value (the descriptive profile)', async () => {
    const page = await start('Profile');
    await nextByKeyboard(page);
    await tabTo(page, { control: 'firmness' });
    const slider = page.locator(':focus');
    expect(await slider.getAttribute('aria-valuetext')).toBe('not answered, on a line from “Soft” to “Firm”');
    await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^[\d.]+, on a line from “Soft” to “Firm”$/);
    expect(await focused(page)).toContain('slider "Firmness"');
    await page.context().close();
  });

  it('a discrimination test and typed answers', async () => {
    const triangle = await start('Triangle');
    await nextByKeyboard(triangle);
    await tabTo(triangle, { control: 'odd' });
    await triangle.keyboard.press('Space');
    expect(await focused(triangle)).toMatch(/^- radio "\d{3}" \[checked\]$/);
    await nextByKeyboard(triangle);
    await tabTo(triangle, { control: 'why' });
    await triangle.keyboard.type('Less sweet');
    await nextByKeyboard(triangle);
    await triangle.locator('.pl-end').waitFor();
    await triangle.context().close();

    const typed = await start('Typed');
    await tabTo(typed, { control: 'age' });
    await typed.keyboard.type('42');
    expect(await focused(typed)).toContain('textbox "How old are you?"');
    await nextByKeyboard(typed);
    await typed.locator('form.pl-session-form, .pl-end').first().waitFor();
    await typed.context().close();
  });
});
