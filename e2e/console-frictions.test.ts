import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGES, questionnaire } from '@palate/engine';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

/**
 * What got in a new panel leader's way in the console (issue 40): edits lost on leaving a
 * screen, the preview under the designer, a publish form silent on the design's balance and
 * on an empty name, links on an address phones cannot open, a header on two lines.
 */
const PASSWORD = 'Frictions#2026';

/** Four juices in a Williams design: four judges complete it. */
const JUICES = questionnaire.parse({
  name: 'four-juices',
  title: 'Juice tasting',
  design: 'williams',
  products: ['Fresh', 'Concentrate', 'Light', 'Organic'].map((name, index) => ({ id: `J${index + 1}`, name })),
  pages: [
    {
      id: 'liking',
      perSample: true,
      controls: [{ kind: 'comment', id: 'comment', label: 'What do you think of it?' }],
    },
  ],
});

const SIZES = [
  ['tablet', TABLET],
  ['phone', PHONE],
] as const;

describeInBrowser('the console’s frictions for a new leader, removed', () => {
  let app: E2eApp;
  let juices: string;
  let publication: string;

  beforeAll(async () => {
    app = await startE2eApp('frictions');
    const db = app.database.db;
    const account = await requireAccount(db, 'demo');
    await createUser(
      db,
      account,
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      Date.now(),
    );
    juices = await importDefinition(db, JUICES, Date.now());
    const options = { name: 'Client X juices', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    publication = (await publishQuestionnaire(db, juices, options, Date.now())).publicationId;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signedIn(viewport: { width: number; height: number } = TABLET, path = ''): Promise<Page> {
    const context = await app.browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD, path });
    return page;
  }

  const header = (page: Page) => page.getByRole('navigation', { name: 'Palate console' });
  const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave this page?' });

  it('asks before the header or a sign-out drops the designer’s or the profile fields’ edits, and not once saved', async () => {
    for (const [size, viewport] of SIZES) {
      const page = await signedIn(viewport, 'questionnaires/new/design');
      await page.getByLabel('Title judges see').fill('Sweetness test');
      await header(page).getByRole('link', { name: 'Publications' }).click();
      await leaveDialog(page).waitFor();
      await page.screenshot({ path: screenshotPath(`console-frictions-leave-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      // Staying keeps the edit; leaving drops it for the screen asked for.
      await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
      expect(await page.getByLabel('Title judges see').inputValue()).toBe('Sweetness test');
      expect(new URL(page.url()).pathname).toBe('/console/questionnaires/new/design');
      await page.getByRole('button', { name: 'Signed in as Léa' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
      await header(page).getByRole('link', { name: 'Publications' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
      await page.getByRole('heading', { name: 'Publications', level: 1 }).waitFor();
      await page.context().close();
    }

    // Saved, the designer moves to the stored questionnaire and lets the leader go without asking.
    const page = await signedIn(TABLET, 'questionnaires/new/design');
    await page.getByLabel('Name (letters, digits, - and _)').fill('sweetness-test');
    await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
    await page.getByText('“sweetness-test” is saved.').waitFor();
    await page.waitForURL(/\/questionnaires\/[^/]+\/design$/);
    await header(page).getByRole('link', { name: 'Questionnaires' }).click();
    await page.getByRole('heading', { name: 'Questionnaires', level: 1 }).waitFor();
    expect(await leaveDialog(page).count()).toBe(0);

    // A profile field begun on the account page is an edit too; a reload asks the browser's question.
    await header(page).getByRole('link', { name: 'Account' }).click();
    await page.getByRole('region', { name: 'Judges’ profiles' }).getByLabel('Label', { exact: true }).fill('Age group');
    await header(page).getByRole('link', { name: 'Members' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
    // The page's beforeunload handler is what makes the browser ask; dispatching the event checks it
    // without the browser's own dialog, whose dismissal on close crashed Chromium under load in CI.
    const asksBeforeUnload = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        (globalThis as unknown as EventTarget).dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await asksBeforeUnload()).toBe(true);
    await page.context().close();
  });

  it('shows the preview beside the designer at 1280 px, a phone at its own size or a booth tablet, and new pages empty', async () => {
    for (const [size, viewport] of SIZES) {
      const page = await signedIn(viewport, 'questionnaires/new/design');
      await page.getByRole('button', { name: 'Add a page', exact: true }).click();
      const second = page.getByRole('region', { name: /^Page 2/ });
      await second.getByText('No control on this page yet').waitFor();
      expect(await second.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
      await second.screenshot({ path: screenshotPath(`console-frictions-designer-new-page-${size}`) });
      await second.getByLabel('New control').selectOption('triangle');
      await second.getByRole('button', { name: 'Add the control' }).click();

      const preview = page.getByRole('region', { name: 'Preview' });
      const frame = page.locator('iframe.pl-console-preview-frame');
      await page.frameLocator('iframe.pl-console-preview-frame').getByRole('button', { name: 'Next' }).waitFor();
      // Measured from the top of the page: the preview stays in view as the form scrolls.
      await page.evaluate('scrollTo(0, 0)');
      const questionnaireBox = (await page.getByRole('group', { name: 'Questionnaire' }).boundingBox())!;
      const previewBox = (await preview.boundingBox())!;
      const phoneBox = (await frame.boundingBox())!;
      if (size === 'tablet') {
        // Beside the form, not under it, and the phone at its own width.
        expect(previewBox.x).toBeGreaterThan(questionnaireBox.x + questionnaireBox.width);
        expect(previewBox.y).toBeLessThan(questionnaireBox.y + questionnaireBox.height);
        expect(phoneBox.width).toBeCloseTo(PHONE.width, 0);
      } else {
        expect(previewBox.y).toBeGreaterThan(questionnaireBox.y + questionnaireBox.height);
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
      }
      if (size === 'phone') await preview.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`console-frictions-designer-phone-preview-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);

      await preview.getByText('Booth tablet', { exact: true }).click();
      expect(await preview.getByRole('radio', { name: 'Booth tablet' }).isChecked()).toBe(true);
      // A booth tablet lies wide, a phone stands tall.
      expect(phoneBox.width / phoneBox.height).toBeLessThan(1);
      await expect
        .poll(async () => {
          const box = (await frame.boundingBox())!;
          return box.width / box.height;
        })
        .toBeCloseTo(TABLET.width / TABLET.height, 1);
      await page.screenshot({ path: screenshotPath(`console-frictions-designer-tablet-preview-${size}`) });
      await page.context().close();
    }
  });

  it('names the publication after the title, says which targets complete the design, and asks for a name', async () => {
    for (const [size, viewport] of SIZES) {
      const page = await signedIn(viewport, `questionnaires/${juices}/publish`);
      const name = page.getByLabel('Name', { exact: true });
      await expect.poll(() => name.inputValue()).toBe('Juice tasting');
      const target = page.getByLabel('Judges needed (optional)');
      const balance = page.locator('#pl-publish-balance');
      await balance.getByText('Every 4 judges complete the design once').waitFor();
      await target.fill('6');
      await target.blur();
      await expect.poll(() => balance.textContent()).toContain('judges 5–6 repeat rows 1–2 of the design');
      expect(await balance.getAttribute('class')).toContain('pl-console-warning');
      // The warning is the target's description: a screen reader reads it with the field.
      expect(await target.getAttribute('aria-describedby')).toContain('pl-publish-balance');
      await balance.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`console-frictions-publish-balance-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await target.fill('8');
      await target.blur();
      await expect
        .poll(() => balance.textContent())
        .toBe('Balanced: 8 judges are 2 × the 4 judges who complete the design.');

      await name.fill('');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const missing = page.getByText('Name the publication: the publications list it under this name.');
      await missing.waitFor();
      const nameId = await name.getAttribute('id');
      expect(nameId).toBeTruthy();
      expect(await page.evaluate('document.activeElement?.id')).toBe(nameId);
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      await missing.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`console-frictions-publish-name-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('names the links’ publication and warns that a loopback address reaches no phone, or uses PUBLIC_URL', async () => {
    for (const [size, viewport] of SIZES) {
      const page = await signedIn(viewport, `publications/${publication}/links`);
      await page.getByRole('heading', { name: 'Links for judges: Client X juices' }).waitFor();
      await page.getByRole('button', { name: 'Create a link' }).click();
      const address = page.locator('.pl-console-address').first();
      await expect.poll(() => address.textContent()).toMatch(new RegExp(`^${app.url}/to/`));
      // The e2e server is at 127.0.0.1: this computer's own address.
      await page.getByText(`These links start with ${app.url}, this computer’s own address`).waitFor();
      await page.screenshot({ path: screenshotPath(`console-frictions-links-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }

    // With PUBLIC_URL set, the server gives it with the links (apps/server/test/public-url.test.ts):
    // the address and the QR code start with it, and nothing warns.
    const page = await signedIn(TABLET);
    await page.route('**/ws/fzPub.dll/pub/links', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...answer, publicUrl: 'https://tasting.example.org' } });
    });
    await page.goto(`${app.url}/console/publications/${publication}/links`);
    const address = page.locator('.pl-console-address').first();
    await expect.poll(() => address.textContent()).toMatch(/^https:\/\/tasting\.example\.org\/to\//);
    const codes = page.getByRole('img', { name: /^QR code of / });
    expect(await codes.count()).toBe(2);
    expect(await page.getByRole('img', { name: /^QR code of https:\/\/tasting\.example\.org\/to\// }).count()).toBe(2);
    expect(await page.getByText('These links start with').count()).toBe(0);
    await page.context().close();
  });

  it('keeps the header on one line at 1280 px, in every language', async () => {
    for (const [size, viewport] of SIZES) {
      const page = await signedIn(viewport);
      const banner = page.getByRole('banner');
      await page.getByRole('heading', { name: 'Questionnaires', level: 1 }).waitFor();
      await banner.screenshot({ path: screenshotPath(`console-frictions-header-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      // The leader's menu: the judges' app and the way out.
      await banner.getByRole('button', { name: 'Signed in as Léa' }).click();
      await page.getByRole('menuitem', { name: 'Judges’ app' }).waitFor();
      await page.screenshot({ path: screenshotPath(`console-frictions-user-menu-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      if (size === 'phone') {
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
        await page.context().close();
        continue;
      }
      for (const language of LANGUAGES) {
        // The select is labelled in the language it shows: found by its place.
        await banner.locator('.pl-console-language select').selectOption(language);
        await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe(language);
        // Every part of the header beside the brand: none starts below the brand's bottom.
        const brand = (await page.locator('.pl-console-brand').boundingBox())!;
        const tops = await banner
          .locator('a, select, button')
          .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
        await banner.screenshot({ path: screenshotPath(`console-frictions-header-tablet-${language}`) });
        expect(Math.max(...tops), language).toBeLessThan(brand.y + brand.height);
      }
      await page.context().close();
    }
  });
});
