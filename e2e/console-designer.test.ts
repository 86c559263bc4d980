import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { questionnaire } from '@palate/engine';
import { discrimSampleSize } from '@palate/stats';
import { insertImage } from '../apps/server/src/accounts/images.repository.ts';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Console#2026';
const DESKTOP = { width: 1440, height: 900 };

describeInBrowser('the console’s designer: questionnaires built from scratch, with no file', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('console-designer');
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    // A picture the lab uploaded earlier (one transparent pixel).
    await insertImage(app.database.db, {
      name: '0123456789abcdef-tray.png',
      account_id: demo.id,
      content_type: 'image/png',
      size: 70,
      data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      created_at: Date.now(),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function newQuestionnaire(page: Page): Promise<void> {
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('link', { name: 'New questionnaire' }).click();
    await page.getByRole('heading', { name: 'New questionnaire', level: 1 }).waitFor();
  }

  async function stored(name: string) {
    const row = await app.database.db
      .selectFrom('questionnaire')
      .select(['definition'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? questionnaire.parse(JSON.parse(row.definition)) : null;
  }

  it('builds a triangle test, previews it in French, publishes it with trays, and a judge through its QR link is served the plan’s cups', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const page = await context.newPage();
    await newQuestionnaire(page);
    await page.getByLabel('Name (letters, digits, - and _)').fill('sweetener-triangle');
    await page.getByLabel('Title judges see').fill('Sweetener triangle test');
    await page.getByLabel('Product 1: name').fill('Reference syrup');
    await page.getByLabel('Product 2: name').fill('New sweetener');
    await page
      .getByRole('region', { name: /^Page 1/ })
      .getByRole('combobox', { name: /^Picture/ })
      .selectOption('0123456789abcdef-tray.png');
    await page.getByRole('button', { name: 'Add a page', exact: true }).click();
    const second = page.getByRole('region', { name: /^Page 2/ });
    await second.getByLabel('New control').selectOption('triangle');
    await second.getByRole('button', { name: 'Add the control' }).click();

    const preview = page.locator('section[aria-labelledby="pl-preview-title"]');
    await preview.getByLabel('Language').selectOption('fr');
    const frame = page.frameLocator('iframe.pl-console-preview-frame');
    await frame.getByRole('button', { name: 'Suivant' }).click();
    // Three cups, each by its own 3-digit code: the judge picks the odd one.
    await expect.poll(() => frame.getByRole('radio').count()).toBe(3);
    for (const label of await frame
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent ?? ''),
      )) {
      expect(label).toMatch(/\d{3}/);
    }
    await page.screenshot({ path: screenshotPath('console-designer-triangle-desktop'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
    await page.getByText('“sweetener-triangle” is saved.').waitFor();
    const saved = await stored('sweetener-triangle');
    expect(saved?.pages.map((each) => each.controls.map((control) => control.kind))).toEqual([
      ['info'],
      ['discrimination'],
    ]);
    expect(saved?.products.map((product) => product.name)).toEqual(['Reference syrup', 'New sweetener']);
    expect(saved?.pages[0]?.controls[0]).toMatchObject({ image: { name: '0123456789abcdef-tray.png' } });

    // Published with a tray range, its serving plan printed, its link shown as a QR code.
    await page.getByRole('link', { name: 'Back to the questionnaires' }).click();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'sweetener-triangle', exact: true }) });
    await row.getByRole('link', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Publish a questionnaire' }).waitFor();
    await page.getByLabel('Name').fill('Designer triangle');
    await page.getByText('Ask each judge for a tray number').click();
    await page.getByLabel('Lowest tray').fill('1');
    await page.getByLabel('Highest tray').fill('12');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Publications' }).waitFor();
    await page.getByRole('link', { name: 'Serving plan: Designer triangle' }).click();
    const trayThree = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3', exact: true }) });
    await trayThree.waitFor();
    const planned = (await trayThree.locator('.pl-console-code').allTextContents()).map((code) => code.trim());
    expect(planned).toHaveLength(3);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: screenshotPath('console-designer-plan-print'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
    await page.getByRole('link', { name: 'Links: Designer triangle' }).click();
    await page.getByRole('button', { name: 'Create a link' }).click();
    const address = (await page.locator('.pl-console-address').first().textContent())!.trim();
    await page.getByRole('img', { name: `QR code of ${address}` }).waitFor();
    await context.close();

    // A judge on a phone comes in through the link at tray 3, and is served exactly the plan's cups.
    const judgeContext = await app.browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    const judge = await judgeContext.newPage();
    await judge.goto(address);
    await judge.waitForURL(/\/my\//);
    await judge
      .getByRole('button', { name: /^(Start|Commencer)/ })
      .first()
      .click();
    await judge.locator('.pl-tray input').first().fill('3');
    await judge.locator('.pl-tray').getByRole('button').last().click();
    await judge.locator('.pl-session-nav .pl-button').last().click();
    await judge.locator('.pl-cup').first().waitFor();
    const served = (await judge.locator('.pl-cup').allTextContents()).map((code) => code.trim());
    expect(served).toEqual(planned);
    await judgeContext.close();
  });

  it('builds a consumer test with a page per sample, moves a control up with the keyboard, previews it in French, and saves it', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await newQuestionnaire(page);
    await page.getByLabel('Name (letters, digits, - and _)').fill('juice-liking');
    await page.getByRole('button', { name: 'Add a product' }).click();
    await page.getByLabel('Product 3: name').fill('Product C');
    await page.getByLabel('Repetitions').fill('2');
    await page.getByLabel('Sittings').selectOption('perRepetition');
    await page.getByRole('button', { name: 'Add a page shown for each sample' }).click();
    const samples = page.getByRole('region', { name: /^Page 2/ });
    for (const template of ['comment', 'hedonic']) {
      await samples.getByLabel('New control').selectOption(template);
      await samples.getByRole('button', { name: 'Add the control' }).click();
    }
    // The liking question first, then the comment: moved with its button, from the keyboard.
    await samples.getByRole('button', { name: 'Move liking up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => samples.locator('.pl-console-designer-control input').first().inputValue()).toBe('liking');
    // Check-all-that-apply, with one more attribute and a limit.
    await samples.getByLabel('New control').selectOption('cata');
    await samples.getByRole('button', { name: 'Add the control' }).click();
    const cata = samples.locator('.pl-console-designer-control').nth(2);
    await cata.getByRole('button', { name: 'Add an answer' }).click();
    await cata.getByLabel('Answer 4: text (English)').fill('Sour');
    await cata.getByLabel('At most this many ticked (optional)').fill('3');
    // Previewed in French, on a sample's screen.
    await page.locator('section[aria-labelledby="pl-preview-title"]').getByLabel('Language').selectOption('fr');
    const frame = page.frameLocator('iframe.pl-console-preview-frame');
    await frame.getByRole('button', { name: 'Suivant' }).click();
    await frame.getByText(/^Échantillon \d{3}$/).waitFor();
    // A temporal method on a page of its own: TDS, with one more attribute.
    await page.getByRole('button', { name: 'Add a page shown for each sample' }).click();
    const temporal = page.getByRole('region', { name: /^Page 3/ });
    await temporal.getByLabel('New control').selectOption('tds');
    await temporal.getByRole('button', { name: 'Add the control' }).click();
    await temporal.getByRole('button', { name: 'Add an answer' }).click();
    await temporal.getByLabel('Answer 4: text (English)').fill('Fruity');
    await temporal.getByRole('combobox', { name: /^Order of the attributes/ }).selectOption('fixed');
    // A page holds one clock: a second temporal method cannot be added to it.
    expect(await temporal.getByRole('option', { name: 'Time-intensity' }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('console-designer-consumer-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
    await page.getByText('“juice-liking” is saved.').waitFor();
    const saved = await stored('juice-liking');
    expect(saved?.products).toHaveLength(3);
    expect(saved).toMatchObject({ repetitions: 2, blocks: 'perRepetition' });
    expect(saved?.pages[2]?.controls.map((control) => control.kind)).toEqual(['tds']);
    expect(saved?.pages[2]?.controls[0]).toMatchObject({
      order: 'fixed',
      attributes: [{}, {}, {}, { label: { en: 'Fruity' } }],
    });
    expect(saved?.pages[1]).toMatchObject({ perSample: true });
    expect(saved?.pages[1]?.controls.map((control) => control.id)).toEqual(['liking', 'comment', 'cata']);
    expect(saved?.pages[1]?.controls[2]).toMatchObject({
      kind: 'multiple',
      maxSelected: 3,
      choices: [{ id: 'sweet' }, { id: 'bitter' }, { id: 'fruity' }, { id: 'choice', label: { en: 'Sour' } }],
    });
    await context.close();
  });

  it('sets what the templates leave out: points, lengths, timing, sets and colours, and moves a control to another page', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await newQuestionnaire(page);
    await page.getByLabel('Name (letters, digits, - and _)').fill('full-format');
    await page.getByRole('button', { name: 'Add a product' }).click();
    // Two sets: A and B in one sitting, C in another.
    await page.getByRole('button', { name: 'Add a set' }).click();
    await page.getByRole('group', { name: 'Set 1' }).getByText('B: Product B').click();
    await page.getByRole('button', { name: 'Add a set' }).click();
    const second = page.getByRole('group', { name: 'Set 2' });
    await second.getByText('A: Product A').click();
    await second.getByText('C: Product C').click();
    await page.getByText('A colour of its own for the screen’s card').click();
    await page.getByLabel('Colour of the card').fill('#fde8c8');

    await page.getByRole('button', { name: 'Add a page shown for each sample' }).click();
    const samples = page.getByRole('region', { name: /^Page 2/ });
    for (const template of ['comment', 'jar']) {
      await samples.getByLabel('New control').selectOption(template);
      await samples.getByRole('button', { name: 'Add the control' }).click();
    }
    const jar = samples.locator('.pl-console-designer-control').nth(1);
    await jar.getByLabel('Number of points').fill('7');
    await jar.getByLabel('Point 7: text (English)').fill('Far too much');
    await samples.locator('.pl-console-designer-control').first().getByLabel('Longest answer (characters)').fill('500');
    await samples.getByLabel('New control').selectOption('text');
    await samples.getByRole('button', { name: 'Add the control' }).click();
    const words = samples.locator('.pl-console-designer-control').nth(2);
    await words.getByRole('combobox', { name: /^Answer/ }).selectOption('tags');
    await words.getByLabel('At most this many words (optional)').fill('3');
    await words.getByLabel('Shortest answer (characters, optional)').fill('2');
    // The comment goes to the first page: the same control, not a new one.
    await samples.getByRole('combobox', { name: /^Page of comment/ }).selectOption('0');

    await page.getByRole('button', { name: 'Add a page shown for each sample' }).click();
    const temporal = page.getByRole('region', { name: /^Page 3/ });
    await temporal.getByLabel('New control').selectOption('ti');
    await temporal.getByRole('button', { name: 'Add the control' }).click();
    const ti = temporal.locator('.pl-console-designer-control').first();
    await ti.getByRole('combobox', { name: /^Direction of the scale/ }).selectOption('horizontal');
    await ti.getByLabel('Readings per second').fill('5');
    await ti.getByLabel('Stop allowed only after (seconds, optional)').fill('10');
    await ti.getByLabel('Countdown before the clock starts (seconds)').fill('3');
    await ti.getByRole('combobox', { name: /^At the time limit/ }).selectOption('next');
    await page.screenshot({ path: screenshotPath('console-designer-full-format-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
    await page.getByText('“full-format” is saved.').waitFor();
    const saved = await stored('full-format');
    expect(saved).toMatchObject({ sets: [['A', 'B'], ['C']], appearance: { pageColor: '#fde8c8' } });
    expect(saved?.pages.map((each) => each.controls.map((control) => control.id))).toEqual([
      ['intro', 'comment'],
      ['sweetness_jar', 'answer'],
      ['intensity_time'],
    ]);
    expect(saved?.pages[0]?.controls[1]).toMatchObject({ kind: 'comment', maxLength: 500 });
    expect(saved?.pages[1]?.controls[0]).toMatchObject({ min: 1, max: 7, justRight: true });
    expect((saved?.pages[1]?.controls[0] as { categories: unknown[] }).categories[6]).toEqual({ en: 'Far too much' });
    expect(saved?.pages[1]?.controls[1]).toMatchObject({ format: 'tags', maxTags: 3, minLength: 2 });
    expect(saved?.pages[2]?.controls[0]).toMatchObject({
      orientation: 'horizontal',
      rate: 5,
      minDuration: 10,
      startDelay: 3,
      atTimeLimit: 'next',
    });
    await context.close();
  });

  it('builds a 12-product consumer test with 4 samples per judge: the design said beside the field, a K too large a fault on it', async () => {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await newQuestionnaire(page);
      const name = `yoghurt-blocks-${size}`;
      await page.getByLabel('Name (letters, digits, - and _)').fill(name);
      for (let added = 2; added < 12; added++) await page.getByRole('button', { name: 'Add a product' }).click();
      await page.getByLabel('Product 12: name').waitFor();
      const samples = page.getByLabel('Samples per judge (empty: every product)');
      await page.getByText('Each judge tastes every product.').waitFor();
      // A K that is not below the number of products: the definition's own fault, on the field.
      await samples.fill('12');
      await page.getByText('samplesPerJudge must be below the number of products (12)').first().waitFor();
      await samples.fill('4');
      const design = page.locator('.pl-console-designer-samples [role="status"]');
      await expect
        .poll(() => design.textContent())
        .toMatch(/^Each judge tastes 4 of the 12 products\. The design has 12 blocks/);
      expect(await design.textContent()).toContain('multiple of 12 judges');
      await expect.poll(() => page.getByText('samplesPerJudge must be below').count()).toBe(0);
      await page.getByRole('button', { name: 'Add a page shown for each sample' }).click();
      const perSample = page.getByRole('region', { name: /^Page 2/ });
      await perSample.getByLabel('New control').selectOption('hedonic');
      await perSample.getByRole('button', { name: 'Add the control' }).click();
      await page.locator('.pl-console-designer-samples').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`console-designer-samples-per-judge-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      if (size === 'phone') {
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
      }
      await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
      await page.getByText(`“${name}” is saved.`).waitFor();
      const saved = await stored(name);
      expect(saved?.products).toHaveLength(12);
      expect(saved?.samplesPerJudge).toBe(4);
      await context.close();
    }
  });

  it('builds a 3-AFC test whose planning panel gives the judges it needs, in English and Japanese', async () => {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await newQuestionnaire(page);
      const name = `bitterness-3afc-${size}`;
      await page.getByLabel('Name (letters, digits, - and _)').fill(name);
      await page.getByRole('button', { name: 'Add a page', exact: true }).click();
      const second = page.getByRole('region', { name: /^Page 2/ });
      await second.getByLabel('New control').selectOption('threeAfc');
      await second.getByRole('button', { name: 'Add the control' }).click();
      await second.getByRole('combobox', { name: 'The product expected to be stronger' }).selectOption('B');
      const planning = second.getByRole('region', { name: 'Planning: how many judges' });
      await planning.getByLabel('Proportion of distinguishers pd the test is planned for').fill('0.25');
      await planning.getByLabel('Power wanted').fill('0.9');
      const needed = discrimSampleSize('threeAfc', 0.9, { pd: 0.25, alpha: 0.05 });
      await planning.getByText(`This test needs ${needed} judges.`).waitFor();
      // Similarity: the judges that show the products alike enough.
      await planning.getByRole('combobox', { name: 'Test' }).selectOption('similarity');
      await planning.getByLabel('Proportion of distinguishers pd the test is planned for').fill('0');
      await planning.getByLabel('Largest pd that still counts as similar (pd0)').fill('0.3');
      const similar = discrimSampleSize('threeAfc', 0.9, { pd: 0, pd0: 0.3, alpha: 0.05, test: 'similarity' });
      await planning.getByText(`This test needs ${similar} judges.`).waitFor();
      await planning.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`console-designer-3afc-planning-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      if (size === 'phone') {
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
      }

      await page.locator('.pl-console-header').getByLabel('Language').selectOption('ja');
      const planningJa = page.getByRole('region', { name: '計画：必要なパネリスト数' });
      await planningJa.getByText(`この検定には ${similar} 人のパネリストが必要です。`).waitFor();
      await planningJa.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`console-designer-3afc-planning-${size}-ja`) });
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('.pl-console-header').getByLabel('言語').selectOption('en');
      await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
      await page.getByText(`“${name}” is saved.`).waitFor();
      const saved = await stored(name);
      expect(saved?.pages[1]?.controls).toEqual([
        expect.objectContaining({ kind: 'discrimination', method: 'threeAfc', products: ['A', 'B'], stronger: 'B' }),
      ]);
      await context.close();
    }
  });

  it('speaks Japanese', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await newQuestionnaire(page);
    await page.locator('.pl-console-header').getByLabel('Language').selectOption('ja');
    await page.getByRole('heading', { name: '新しいアンケート', level: 1 }).waitFor();
    await page.screenshot({ path: screenshotPath('console-designer-tablet-ja'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
