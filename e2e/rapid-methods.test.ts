import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { longResults, type LongResult } from '../apps/server/src/results/results.service.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { shellTexts } from '../apps/web/src/features/shell/texts.ts';
import { seriousViolations } from './axe.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

type Lang = 'en' | 'ja';
type Input = 'mouse' | 'touch' | 'keyboard';
type Positions = Record<string, [number, number]>;

const PUBLICATION = 'Rapid';
const SAMPLES = 3;

/** Every rapid method once: a napping with words, a sorting, a RATA per sample and the ideal. */
const RAPID_METHODS = `
name: rapid-e2e
title: { en: Lemonades, ja: レモネード }
products: [{ id: lemon, name: Lemon }, { id: lime, name: Lime }, { id: yuzu, name: Yuzu }]
pages:
  - id: map
    controls:
      - kind: napping
        id: sheet
        label: { en: Place the lemonades on the sheet, ja: レモネードをシートに置いてください }
        words: true
  - id: sort
    controls:
      - kind: sorting
        id: piles
        label: { en: Sort the lemonades into groups, ja: レモネードをグループに分けてください }
  - id: taste
    perSample: true
    controls:
      - kind: multiple
        id: terms
        label: { en: 'Which terms apply, and how strongly?', ja: '当てはまる用語と、その強さは？' }
        rate: 5
        choices:
          - { id: sweet, label: { en: Sweet, ja: 甘い } }
          - { id: sour, label: { en: Sour, ja: 酸っぱい } }
          - { id: bitter, label: { en: Bitter, ja: 苦い } }
      - kind: scale
        id: sweetness
        label: { en: Sweetness, ja: 甘さ }
        style: category
        min: 1
        max: 5
        categories:
          - { en: Not sweet, ja: 甘くない }
          - { en: Slightly sweet, ja: 少し甘い }
          - { en: Sweet, ja: 甘い }
          - { en: Very sweet, ja: とても甘い }
          - { en: Extremely sweet, ja: 非常に甘い }
        ideal: true
`;

describeInBrowser('judges answer a napping, a sorting, a RATA and their ideal, by mouse, touch and keys', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp('rapid-methods');
    const parsed = parseDefinitionFile(RAPID_METHODS);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const id = await importDefinition(app.database.db, parsed.definition, Date.now());
    const options = {
      name: PUBLICATION,
      judgesTitle: PUBLICATION,
      anonymous: true,
      targetJudges: null,
      expiresAt: null,
      tray: null,
      offline: true,
    };
    await publishQuestionnaire(app.database.db, id, options, Date.now());
  });
  afterAll(async () => {
    await app?.close();
  });

  function texts(lang: Lang) {
    return {
      home: questionnaireTexts[lang].home,
      session: sessionTexts[lang].session,
      validation: sessionTexts[lang].validation,
      shell: shellTexts[lang].shell,
    };
  }

  /** A text of the judge's language with its placeholders filled in. */
  function fill(template: string, values: Record<string, string | number>): string {
    return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
  }

  /** The judge's language's token name, read back: the code and the position the token shows. */
  function readToken(lang: Lang, name: string): [string, [number, number]] {
    const pattern = texts(lang)
      .session.napping.token.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{{code}}', '(\\d{3})')
      .replace('{{across}}', '([\\d.]+)')
      .replace('{{up}}', '([\\d.]+)');
    const match = new RegExp(`^${pattern}$`).exec(name);
    if (!match) throw new Error(`"${name}" is not a placed token's name`);
    return [match[1] ?? '', [Number(match[2]), Number(match[3])]];
  }

  async function shownPositions(page: Page, lang: Lang): Promise<Positions> {
    const names = await page
      .locator('.pl-napping-sheet .pl-napping-token')
      .evaluateAll((tokens) => tokens.map((token) => token.getAttribute('aria-label') ?? ''));
    return Object.fromEntries(names.map((name) => readToken(lang, name)));
  }

  async function screen(page: Page, lang: Lang, current: number): Promise<void> {
    const progress = fill(texts(lang).session.progress, { current, count: 6 });
    await page.getByText(progress).first().waitFor();
  }

  /** No serious axe fault on the screen, and its pictures at both sizes for the eye. */
  async function check(page: Page, name: string): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
    const viewport = page.viewportSize() ?? TABLET;
    for (const [size, other] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(other);
      await page.screenshot({ path: screenshotPath(`rapid-${name}-${size}`), fullPage: true });
    }
    await page.setViewportSize(viewport);
  }

  async function next(page: Page, lang: Lang): Promise<void> {
    const { session } = texts(lang);
    await page.getByRole('button', { name: new RegExp(`^(${session.next}|${session.finish})$`) }).click();
  }

  async function startRun(context: BrowserContext, lang: Lang): Promise<Page> {
    const { home } = texts(lang);
    const page = await context.newPage();
    await page.goto(`${app.url}/${lang}/`);
    await page.getByRole('button', { name: home.answerAnonymously }).click();
    await ourSection(page).locator('.pl-button--primary').click();
    return page;
  }

  function ourSection(page: Page): Locator {
    return page.locator('section.pl-publication', { has: page.getByRole('heading', { name: PUBLICATION }) });
  }

  /** A drag from one point to another, as a mouse or as a finger (CDP touch events, so pointer events of type touch). */
  async function drag(page: Page, input: Input, from: Locator, to: { x: number; y: number }): Promise<void> {
    const box = await from.boundingBox();
    if (!box) throw new Error('nothing to drag');
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (input === 'mouse') {
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.mouse.up();
      return;
    }
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (let step = 1; step <= 8; step++) {
      const point = { x: start.x + ((to.x - start.x) * step) / 8, y: start.y + ((to.y - start.y) * step) / 8 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** Whether the focus is in (or on) an element matching the selector, as the page evaluates it. */
  function focusIn(selector: string): string {
    return `document.activeElement?.closest(${JSON.stringify(selector)}) != null`;
  }

  /** Every sample placed on the sheet, by pointer or by keys; gives the positions the tokens show. */
  async function placeSamples(page: Page, lang: Lang, input: Input): Promise<Positions> {
    const waiting = page.locator('.pl-napping-waiting .pl-napping-token');
    await waiting.first().waitFor();
    if (input === 'keyboard') {
      const moves = [['ArrowRight', 'ArrowRight', 'Shift+ArrowUp'], ['Enter', 'Shift+ArrowLeft'], ['ArrowDown']];
      for (const keys of moves) {
        // The next sample waiting, reached with Tab from the one just placed (or the page's heading).
        await page.keyboard.press('Tab');
        while (!(await page.evaluate<boolean>(focusIn('.pl-napping-waiting')))) {
          await page.keyboard.press('Tab');
        }
        for (const key of keys) await page.keyboard.press(key);
        expect(await page.evaluate<boolean>(focusIn('.pl-napping-sheet'))).toBe(true);
        if (keys === moves[0]) await refusedWithSamplesWaiting(page, lang);
      }
    } else {
      const sheet = await page.locator('.pl-napping-sheet').boundingBox();
      if (!sheet) throw new Error('no sheet');
      for (const [x, y] of [
        [0.2, 0.3],
        [0.75, 0.8],
        [0.5, 0.5],
      ] as const) {
        await drag(page, input, waiting.first(), { x: sheet.x + sheet.width * x, y: sheet.y + sheet.height * y });
      }
      // A token already placed, dragged again.
      const placed = page.locator('.pl-napping-sheet .pl-napping-token').first();
      await drag(page, input, placed, { x: sheet.x + sheet.width * 0.9, y: sheet.y + sheet.height * 0.1 });
    }
    await expect.poll(() => page.locator('.pl-napping-sheet .pl-napping-token').count()).toBe(SAMPLES);
    return shownPositions(page, lang);
  }

  /** Moving on with a sample not placed is refused on the screen, in the judge's language; the keys go back to the sheet. */
  async function refusedWithSamplesWaiting(page: Page, lang: Lang): Promise<void> {
    const { session, validation } = texts(lang);
    await page.getByRole('button', { name: session.next }).press('Enter');
    const message = validation.nappingUnplaced.split('{{code}}')[0] ?? '';
    await page.locator('.pl-field-error', { hasText: message }).waitFor();
    expect(await page.evaluate<boolean>(focusIn('.pl-napping-token'))).toBe(true);
  }

  /** Three samples in two groups: by dragging their codes, or with each sample's group list and the keys. */
  async function sortSamples(page: Page, lang: Lang, input: Input): Promise<void> {
    const samples = page.locator('.pl-sorting-unsorted .pl-sorting-sample');
    await samples.first().waitFor();
    const codes = await samples.evaluateAll((items) => items.map((item) => item.getAttribute('data-sample') ?? ''));
    if (input === 'keyboard') {
      const { session } = texts(lang);
      // With its list closed, an arrow key chooses the next entry: "new group", then "group 1".
      for (const [code, presses] of [
        [codes[0], 1],
        [codes[1], 1],
        [codes[2], 2],
      ] as const) {
        await page.getByRole('combobox', { name: fill(session.sorting.groupOf, { code: code ?? '' }) }).focus();
        for (let press = 0; press < presses; press++) await page.keyboard.press('ArrowDown');
      }
    } else {
      const handle = (code: string | undefined) =>
        page.locator(`.pl-sorting-sample[data-sample="${code}"] .pl-sorting-handle`);
      const centre = async (zone: Locator) => {
        const box = await zone.boundingBox();
        if (!box) throw new Error('no drop zone');
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      await drag(page, input, handle(codes[0]), await centre(page.locator('.pl-sorting-new')));
      await drag(page, input, handle(codes[1]), await centre(page.locator('.pl-sorting-new')));
      await drag(page, input, handle(codes[2]), await centre(page.locator('[data-drop="0"]')));
    }
    await expect.poll(() => page.locator('.pl-sorting-group').count()).toBe(2);
    expect(await page.locator('.pl-sorting-unsorted .pl-sorting-sample').count()).toBe(0);
  }

  /** RATA: two terms checked and rated, one checked then unchecked (its intensity goes with it). */
  async function rateTerms(page: Page, lang: Lang): Promise<void> {
    const { session } = texts(lang);
    const terms = page.locator('[data-control-id="terms"]');
    const term = (en: string, ja: string) => (lang === 'en' ? en : ja);
    for (const [en, ja, intensity] of [
      ['Sweet', '甘い', '4'],
      ['Bitter', '苦い', '2'],
    ] as const) {
      await terms.getByRole('checkbox', { name: term(en, ja) }).check();
      const row = terms.getByRole('group', { name: fill(session.rata.intensity, { term: term(en, ja) }) });
      await row.getByRole('radio', { name: intensity, exact: true }).check();
    }
    await terms.getByRole('checkbox', { name: term('Bitter', '苦い') }).uncheck();
    expect(await terms.getByRole('radio').count()).toBe(5);
    await page.locator('[data-control-id="sweetness"]').getByRole('radio').nth(2).check();
  }

  /** A judge's whole run, from the sheet to the end. */
  async function answerRun(page: Page, lang: Lang, input: Input, shots: string | null): Promise<Positions> {
    const { session } = texts(lang);
    await screen(page, lang, 1);
    if (shots) await check(page, `napping-start-${shots}`);
    const positions = await placeSamples(page, lang, input);
    if (input === 'mouse') {
      const words = page.getByRole('textbox', { name: fill(session.rapid.wordsFor, { owner: '' }) }).first();
      await words.fill('fresh');
      await words.press('Enter');
      await page.locator('.pl-word-chip', { hasText: 'fresh' }).waitFor();
    }
    if (shots) await check(page, `napping-${shots}`);
    await next(page, lang);

    await screen(page, lang, 2);
    if (shots) await check(page, `sorting-start-${shots}`);
    await sortSamples(page, lang, input);
    if (shots) await check(page, `sorting-${shots}`);
    await next(page, lang);

    for (let sample = 3; sample <= 5; sample++) {
      await screen(page, lang, sample);
      await rateTerms(page, lang);
      if (shots && sample === 3) await check(page, `rata-${shots}`);
      await next(page, lang);
    }

    await screen(page, lang, 6);
    await page.getByText(session.ideal.title, { exact: true }).waitFor();
    expect(await page.locator('[data-control-id="terms"]').count()).toBe(0);
    await page.locator('[data-control-id="sweetness"]').getByRole('radio').nth(3).check();
    if (shots) await check(page, `ideal-${shots}`);
    await next(page, lang);
    await page.getByRole('heading', { name: session.endTitle }).waitFor();
    return positions;
  }

  /** The napping rows stored for some judge are the positions the tokens showed. */
  async function expectStored(shown: Positions): Promise<LongResult[]> {
    const rows = await longResults(app.database.db);
    const byJudge = new Map<string, Positions>();
    for (const row of rows.filter((candidate) => candidate.attribute === 'sheet')) {
      const judge = byJudge.get(row.judge) ?? {};
      judge[row.sampleCode] = [row.x ?? NaN, row.y ?? NaN];
      byJudge.set(row.judge, judge);
    }
    expect([...byJudge.values()]).toContainEqual(shown);
    return rows;
  }

  it('by mouse on a tablet in English, with words, the intensities and the ideal stored', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await startRun(context, 'en');
    const shown = await answerRun(page, 'en', 'mouse', 'en');
    const rows = await expectStored(shown);
    const judge = rows.find((row) => row.attribute === 'sheet' && row.words?.includes('fresh'))?.judge;
    expect(judge).toBeDefined();
    const own = rows.filter((row) => row.judge === judge);
    expect(own.filter((row) => row.attribute === 'piles').map((row) => row.group)).toHaveLength(SAMPLES);
    const intensities = own.filter((row) => row.attribute === 'terms.sweet').map((row) => row.intensity);
    expect(intensities).toEqual([4, 4, 4]);
    expect(own.filter((row) => row.attribute === 'terms.bitter').map((row) => row.intensity)).toEqual([0, 0, 0]);
    expect(own.find((row) => row.attribute === 'sweetness' && row.product === 'IDEAL')?.value).toBe(4);
    await context.close();
  });

  it('by the keys alone on a phone in Japanese', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'ja' });
    const page = await startRun(context, 'ja');
    const shown = await answerRun(page, 'ja', 'keyboard', 'ja');
    // The first sample: to the centre, then 1 right and 5 up; the second: the centre, 5 left; the third: the centre.
    expect(Object.values(shown).sort()).toEqual(
      [
        [31, 25],
        [25, 20],
        [30, 20],
      ].sort(),
    );
    await expectStored(shown);
    await context.close();
  });

  it('by touch on a tablet, offline, in Japanese, the positions sent once back online', async () => {
    const { home, session, shell } = texts('ja');
    const context = await app.browser.newContext({ viewport: TABLET, hasTouch: true, locale: 'ja' });
    const page = await context.newPage();
    await page.goto(`${app.url}/ja/`);
    await page.getByRole('button', { name: home.answerAnonymously }).click();
    await ourSection(page).locator('.pl-offline-actions .pl-button').click();
    await ourSection(page).getByText(home.offline.available).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: shell.connectivity.continueOffline }).click();
    await page.getByRole('heading', { name: home.offline.title }).waitFor();
    await page.locator('.pl-offline-item-actions .pl-button--primary').click();
    await page.getByText(session.offlineNote).waitFor();
    // Offline as online: no serious axe fault on any screen, pictured at both sizes.
    const shown = await answerRun(page, 'ja', 'touch', 'ja-offline');
    await page.getByText(session.offlineEnd).waitFor();

    await context.setOffline(false);
    await page.getByRole('button', { name: session.backToList }).click();
    await page.getByRole('button', { name: home.offline.goOnline }).click();
    await page.getByRole('heading', { name: home.title }).waitFor();
    await ourSection(page).locator('.pl-offline-actions .pl-button--primary').click();
    await page.getByText(home.offline.sent).waitFor();
    await expectStored(shown);
    await context.close();
  });
});
