import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition } from '../apps/server/src/publishing/publishing.service.ts';
import englishLogic from '../apps/console/src/features/questionnaires/designer/logic/texts/en.ts';
import japaneseLogic from '../apps/console/src/features/questionnaires/designer/logic/texts/ja.ts';
import japaneseQuestionnaires from '../apps/console/src/features/questionnaires/texts/ja.ts';
import judgesSession from '../apps/web/src/features/session/texts/en.ts';
import judgesPreviewTexts from '../apps/web/src/features/preview/texts/en.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Logic#2026';
/** The guide's page on questionnaires that adapt shows these steps (docs/guide/adaptive-questionnaires.md). */
const GUIDE = resolve(import.meta.dirname, '../docs/guide');
const EXAMPLE = resolve(import.meta.dirname, '../examples/consumer-test-adaptive.yaml');
const LOGIC = { en: englishLogic.designerLogic, ja: japaneseLogic.designerLogic };
/** The judges' own words, in the preview's frame. */
const judges = judgesSession.session;
const judgesPreview = judgesPreviewTexts.preview;
/** The name of a preview's screen, as the judges' app heads it. */
const screenOf = (screen: number) => judges.progress.replace('{{current}}', String(screen)).replace('{{count}}', '5');

describeInBrowser('the designer’s conditions, screen-outs, random orders and waits, built with no file', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('console-designer-logic');
    const demo = await requireAccount(app.database.db, 'demo');
    await createUser(
      app.database.db,
      demo,
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  async function stored(name: string) {
    const row = await app.database.db
      .selectFrom('questionnaire')
      .select(['definition'])
      .where('name', '=', name)
      .orderBy('version', 'desc')
      .executeTakeFirst();
    return row ? questionnaire.parse(JSON.parse(row.definition)) : null;
  }

  async function addControl(page: Locator, template: string): Promise<Locator> {
    const controls = page.locator('.pl-console-designer-control');
    const at = await controls.count();
    await page.getByLabel('New control').selectOption(template);
    await page.getByRole('button', { name: 'Add the control' }).click();
    // By its place, not as "the last", which a later control would become.
    await controls.nth(at).waitFor();
    return controls.nth(at);
  }

  /** Answers a choice in the preview's frame from the keyboard, as the frame is drawn scaled to its column. */
  async function choose(radio: Locator): Promise<void> {
    await radio.focus();
    await radio.press('Space');
    await expect.poll(() => radio.isChecked()).toBe(true);
  }

  /** A step's picture for the guide: the part of the screen it is about. */
  const guideShot = (target: Locator | Page, file: string) => target.screenshot({ path: join(GUIDE, file) });

  it('builds a screen-out, a conditional question, a random list with “none” kept last and a wait, and answers them in the preview [en, 1280x800]', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('link', { name: 'New questionnaire' }).click();
    await page.getByLabel('Name (letters, digits, - and _)').fill('juice-logic');
    const texts = LOGIC.en;

    // Page 1, a screener: a judge who does not drink orange juice is thanked and stopped.
    const first = page.getByRole('region', { name: /^Page 1/ });
    // The first page has nothing earlier to read: only a screen-out after it is offered.
    expect(await first.getByRole('button', { name: texts.pageShowIf }).count()).toBe(0);
    const screener = await addControl(first, 'single');
    await screener.getByLabel('Control name').fill('drinks');
    await screener.getByLabel('Question (English)').fill('Do you drink orange juice?');
    await first.getByRole('button', { name: texts.pageEndIf }).click();
    const screenOut = first.getByRole('group', { name: texts.pageEndIf });
    await expect.poll(() => screenOut.getByLabel(texts.question).inputValue()).toBe('drinks');
    expect(await screenOut.getByLabel(texts.comparison).inputValue()).toBe('anyOf');
    await screenOut.getByText('Yes', { exact: true }).click();
    await screenOut.getByText('No', { exact: true }).click();
    await guideShot(first.getByRole('group', { name: texts.page }), 'adaptive-1-screen-out.png');

    // Page 2, each sample: liking, "why" only after a low liking, CATA in random order with "none" last.
    await page.getByRole('button', { name: 'Add a page shown for each sample' }).click();
    const samples = page.getByRole('region', { name: /^Page 2/ });
    await addControl(samples, 'hedonic');
    const why = await addControl(samples, 'comment');
    await why.getByLabel('Control name').fill('why');
    await why.getByLabel('Question (English)').fill('You answered “{answer:liking}” for sample {code}. Why?');
    await why.getByText('Must be answered').click();
    await why.getByRole('button', { name: texts.controlShowIfOf.replace('{{id}}', 'why') }).click();
    const condition = why.getByRole('group', { name: texts.controlShowIf });
    const question = condition.getByLabel(texts.question);
    // Only earlier questions are offered, by their page and text: the screener, and the liking above.
    expect(
      await question.locator('option').evaluateAll((options) => options.map((o) => o.getAttribute('value'))),
    ).toEqual(['drinks', 'liking']);
    expect(
      await question.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
    ).toEqual(['Page 1: welcome', 'Page 2: samples']);
    await question.selectOption('liking');
    // A scale is compared by at least / at most, with its points by their texts.
    const comparison = condition.getByLabel(texts.comparison);
    expect(await comparison.locator('option').allTextContents()).toEqual(
      ['atLeast', 'atMost', 'answered', 'notAnswered'].map((key) => texts.comparisons[key as 'atLeast']),
    );
    await comparison.selectOption('atMost');
    await condition.getByLabel(texts.value).selectOption('4');
    expect(await condition.getByLabel(texts.value).locator('option:checked').textContent()).toBe('4: Dislike slightly');

    const cata = await addControl(samples, 'cata');
    await cata.getByRole('button', { name: 'Add an answer' }).click();
    await cata.getByLabel('Answer 4: name').fill('none');
    await cata.getByLabel('Answer 4: text (English)').fill('None of these');
    await cata.getByText(texts.randomChoices).click();
    await cata.getByText(texts.keepChoiceInPlace.replace('{{label}}', 'None of these')).click();

    // Page 3, each sample: a rinse of 30 seconds.
    await page.getByRole('button', { name: 'Add a page shown for each sample' }).click();
    const rinse = page.getByRole('region', { name: /^Page 3/ });
    const rinseText = await addControl(rinse, 'info');
    await rinseText.getByLabel('Text (English)').fill('Rinse your mouth with water.');
    await rinse.getByLabel(texts.minimumSeconds).fill('30');

    const frame = page.frameLocator('iframe.pl-console-preview-frame');
    await frame.getByRole('heading', { name: screenOf(1) }).waitFor();
    await why.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-designer-logic-condition-tablet-en') });
    await guideShot(why, 'adaptive-2-condition.png');
    await guideShot(cata.locator('.pl-console-logic-control'), 'adaptive-3-order.png');
    await guideShot(rinse.getByRole('group', { name: texts.page }), 'adaptive-4-wait.png');
    expect(await seriousViolations(page)).toEqual([]);

    // The engine's faults show beside the fields: moved above the liking it reads, the "why" is refused.
    await why.getByRole('button', { name: 'Move why up' }).click();
    const moved = samples.locator('.pl-console-designer-control').first();
    await moved.getByText(/^"liking" comes after this control on the page: a condition reads/).waitFor();
    await moved.getByRole('button', { name: 'Move why down' }).click();
    await expect.poll(() => page.locator('.pl-console-fault').count()).toBe(0);

    // The preview answers as a judge would: the "why" comes with a low liking, and goes with a high one.
    await choose(frame.getByRole('radio', { name: 'Yes', exact: true }));
    await frame.getByRole('button', { name: judges.next }).click();
    const whyField = frame.getByText(/^You answered “.*” for sample \d{3}\. Why\?/);
    await choose(frame.getByRole('radio', { name: 'Dislike moderately', exact: true }));
    await whyField.waitFor();
    expect(await whyField.textContent()).toMatch(/^You answered “Dislike moderately” for sample \d{3}\. Why\?/);
    await whyField.scrollIntoViewIfNeeded();
    await page.locator('section[aria-labelledby="pl-preview-title"]').screenshot({
      path: screenshotPath('console-designer-logic-preview-tablet-en'),
    });
    await guideShot(page.locator('section[aria-labelledby="pl-preview-title"]'), 'adaptive-5-preview.png');
    await choose(frame.getByRole('radio', { name: 'Like moderately', exact: true }));
    await whyField.waitFor({ state: 'hidden' });
    // "None of these" stays last, whatever the order of the other answers.
    const terms = await frame
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => box.closest('label')?.textContent?.trim() ?? box.getAttribute('aria-label')),
      );
    expect(terms.at(-1)).toBe('None of these');

    // The rinse page holds the judge: Next waits, with its countdown.
    await choose(frame.getByRole('checkbox', { name: 'None of these', exact: true }));
    await frame.getByRole('button', { name: judges.next }).click();
    await frame.getByText('Rinse your mouth with water.').waitFor();
    const countdown = frame.getByText(new RegExp(`^${judges.wait.left.replace('{{count}}', '\\d+')}$`));
    expect(Number((await countdown.first().textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(25);
    expect(await frame.getByRole('button', { name: judges.next }).isDisabled()).toBe(true);
    // A judge who does not drink orange juice is thanked and stopped after the first page.
    for (const screen of [2, 1]) {
      await frame.getByRole('button', { name: judges.previous }).click();
      await frame.getByRole('heading', { name: screenOf(screen) }).waitFor();
    }
    await choose(frame.getByRole('radio', { name: 'No', exact: true }));
    await frame.getByRole('button', { name: judges.next }).click();
    await frame.getByRole('heading', { name: judgesPreview.endTitle }).waitFor();

    await page.getByRole('button', { name: 'Save as a new questionnaire' }).click();
    await page.getByText('“juice-logic” is saved.').waitFor();
    const saved = await stored('juice-logic');
    expect(saved?.pages[0]).toMatchObject({ endIf: { control: 'drinks', anyOf: ['no'] } });
    expect(saved?.pages[1]?.controls[1]).toMatchObject({
      id: 'why',
      mandatory: true,
      showIf: { control: 'liking', atMost: 4 },
    });
    expect(saved?.pages[1]?.controls[2]).toMatchObject({
      order: 'random',
      choices: [{ id: 'sweet' }, { id: 'bitter' }, { id: 'fruity' }, { id: 'none', fixed: true }],
    });
    const savedCata = saved?.pages[1]?.controls[2];
    // Only "none of these" is fixed: the others carry no key of it (the format refuses one outside a random order).
    expect(savedCata?.kind === 'multiple' && savedCata.choices.filter((choice) => 'fixed' in choice).length).toBe(1);
    expect(saved?.pages[2]).toMatchObject({ minimumSeconds: 30 });
    await context.close();
  });

  it('shows the condition editor on a phone in Japanese, joins two conditions with “any”, and keeps a deeper condition from a file as written [ja, 390x844]', async () => {
    const parsed = parseDefinitionFile(
      readFileSync(EXAMPLE, 'utf8').replace(
        'showIf: { control: liking, atMost: 4 }',
        'showIf: { any: [{ control: liking, atMost: 4 }, { all: [{ control: frequency, anyOf: [daily] }, { control: liking, atMost: 5 }] }] }',
      ),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const id = await importDefinition(app.database.db, parsed.definition, Date.now());
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'ja-JP' });
    const page = await context.newPage();
    await signInToConsole(page, app, {
      login: 'lea',
      password: PASSWORD,
      language: 'ja',
      path: `questionnaires/${encodeURIComponent(id)}/design`,
    });
    const texts = LOGIC.ja;
    const tasting = page.getByRole('region', { name: /^2 ページ/ });
    const why = tasting.locator('.pl-console-designer-control').nth(1);
    // The nested condition is shown as the file writes it, with no field to change it.
    const kept = why.getByRole('group', { name: texts.controlShowIf });
    await kept.getByText('{ any: [{ control: liking, atMost: 4 }, { all: [', { exact: false }).waitFor();
    expect(await kept.getByRole('combobox').count()).toBe(0);

    // The CATA list's own condition: two comparisons, either enough.
    const cata = tasting.locator('.pl-console-designer-control').nth(2);
    await cata.getByRole('button', { name: texts.controlShowIfOf.replace('{{id}}', 'cata') }).click();
    const condition = cata.getByRole('group', { name: texts.controlShowIf });
    await condition.getByRole('button', { name: texts.addCondition }).click();
    const second = condition.getByRole('group', { name: texts.condition.replace('{{number}}', '2') });
    await second.getByLabel(texts.question).selectOption('liking');
    await second.getByLabel(texts.comparison).selectOption('atLeast');
    await second.getByLabel(texts.value).selectOption('7');
    await condition.getByText(texts.joinAny, { exact: true }).click();
    await condition.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-designer-logic-condition-phone-ja') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: japaneseQuestionnaires.questionnaires.texts.save }).click();
    await page
      .getByText(japaneseQuestionnaires.questionnaires.designer.saved.replace('{{name}}', 'juice-consumer-adaptive'))
      .waitFor();
    const saved = await stored('juice-consumer-adaptive');
    expect(saved?.pages[1]?.controls[1]?.showIf).toEqual(parsed.definition.pages[1]?.controls[1]?.showIf);
    expect(saved?.pages[1]?.controls[2]?.showIf).toEqual({
      any: [
        { control: 'frequency', anyOf: ['daily'] },
        { control: 'liking', atLeast: 7 },
      ],
    });
    await context.close();
  });
});
