import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { shellTexts } from '../apps/web/src/features/shell/texts.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { seriousViolations } from './axe.ts';

/**
 * A consumer test that adapts to each judge (issue 39), the example of examples/ with its
 * rinse shortened to a few seconds: a screener that screens out those who never drink
 * orange juice, a "why" shown below a low liking only, CATA terms in a balanced random
 * order with "None of these" last, a rinse that holds Next, and a page for frequent
 * drinkers that pipes their answer; online, then the same offline.
 */
const RINSE_SECONDS = 10;
const TITLE = 'Orange juice tasting';
const CATA_TERMS = ['Sweet', 'Sour', 'Bitter', 'Fresh', 'Cooked', 'Artificial', 'Pulpy', 'Watery'];
const SIZES = { phone: PHONE, tablet: TABLET };
type Lang = 'en' | 'ja';
type Size = keyof typeof SIZES;

describeInBrowser('a consumer test with a screener, a conditional why, a random CATA order and a rinse', () => {
  let app: E2eApp;
  let publicationId: string;

  beforeAll(async () => {
    app = await startE2eApp('adaptive');
    const text = readFileSync(resolve(import.meta.dirname, '../examples/consumer-test-adaptive.yaml'), 'utf8');
    const parsed = parseDefinitionFile(
      text
        .replace('minimumSeconds: 30', `minimumSeconds: ${RINSE_SECONDS}`)
        .replace('after 30 seconds', `after ${RINSE_SECONDS} seconds`),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const id = await importDefinition(app.database.db, parsed.definition, Date.now());
    const options = { name: 'Juice, adaptive', judgesTitle: TITLE, anonymous: true, offline: true };
    const published = await publishQuestionnaire(
      app.database.db,
      id,
      { ...options, targetJudges: null, expiresAt: null, tray: null },
      Date.now(),
    );
    publicationId = published.publicationId;
  });
  afterAll(async () => {
    await app?.close();
  });

  const texts = (lang: Lang) => ({
    home: questionnaireTexts[lang].home,
    session: sessionTexts[lang].session,
    shell: shellTexts[lang].shell,
  });

  async function newJudge(size: Size, lang: Lang, clock = false): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({ viewport: SIZES[size], hasTouch: size === 'phone', locale: lang });
    if (clock) await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${app.url}/${lang}/home`);
    await page.getByRole('button', { name: texts(lang).home.answerAnonymously }).click();
    await publication(page).waitFor();
    return { context, page };
  }

  function publication(page: Page) {
    return page.locator('section.pl-publication', { has: page.getByRole('heading', { name: TITLE, exact: true }) });
  }

  const nextButton = (page: Page, lang: Lang) =>
    page.getByRole('button', { name: texts(lang).session.next, exact: true });

  async function expectAxeClean(page: Page, screen: string): Promise<void> {
    expect(await seriousViolations(page), screen).toEqual([]);
  }

  async function screenOut(page: Page, lang: Lang, name: string): Promise<void> {
    const { session } = texts(lang);
    await page.getByRole('radio', { name: 'Never' }).check();
    await expectAxeClean(page, 'screener');
    await nextButton(page, lang).click();
    await page.getByRole('heading', { name: session.endTitle }).waitFor();
    await page.getByText(session.screenedOutByAnswersText).waitFor();
    expect(await page.getByText(session.endText).count()).toBe(0);
    await expectAxeClean(page, 'screened out');
    await page.screenshot({ path: screenshotPath(name), fullPage: true });
  }

  /**
   * A tasting screen: a low liking shows the "why" below it (named to a screen reader) with
   * the liking piped, a high one hides it again, and Next never moves meanwhile. The first
   * sample's screen is shot before and after the why appears. Returns the CATA terms' order.
   */
  async function taste(page: Page, lang: Lang, sample: number, shots: string | null): Promise<string[]> {
    const { session } = texts(lang);
    const liking = page.getByRole('radiogroup', { name: /^Overall, how much do you like juice \d{3}\?$/ });
    await liking.waitFor();
    const code = /juice (\d{3})/.exec(await liking.innerText())?.[1];
    const why = page.getByRole('textbox', { name: /What did you not like about it\?$/ });
    const announced = page.locator('.pl-session-form [role="status"]');
    const next = nextButton(page, lang);
    const before = await next.boundingBox();
    expect(await why.count()).toBe(0);
    if (shots) await page.screenshot({ path: screenshotPath(`${shots}-before`) });

    await page.getByRole('radio', { name: 'Dislike moderately', exact: true }).check();
    await why.waitFor();
    await page
      .getByText(`You answered “Dislike moderately” for juice ${code}. What did you not like about it?`, {
        exact: true,
      })
      .waitFor();
    expect(await announced.innerText()).toContain(session.live.added.split('{{question}}')[0]!.trim());
    expect(await next.boundingBox()).toEqual(before);
    if (shots) {
      await expectAxeClean(page, 'why shown');
      // On a phone the question appears below the fold: scrolled to, under the foot that stays put.
      await why.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`${shots}-after`) });
      expect(await next.boundingBox()).toEqual(before);
    }

    await page.getByRole('radio', { name: 'Like very much', exact: true }).check();
    await why.waitFor({ state: 'detached' });
    expect(await announced.innerText()).toContain(session.live.removed.split('{{question}}')[0]!.trim());
    expect(await next.boundingBox()).toEqual(before);
    // The first sample keeps a low liking and its reason; the others a high one.
    if (sample === 1) {
      await page.getByRole('radio', { name: 'Dislike moderately', exact: true }).check();
      await why.fill('Too sour');
    }

    const terms = await page
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent?.trim() ?? ''));
    await page.getByRole('checkbox', { name: 'Sweet' }).check();
    await next.click();
    return terms;
  }

  /** The rinse: Next disabled under its countdown until the seconds have passed. */
  async function rinse(page: Page, lang: Lang, shot: string | null, beforeLeaving?: () => Promise<void>) {
    const { session } = texts(lang);
    const countdown = page.locator('.pl-wait');
    await page.getByText('Rinse your mouth with water').waitFor();
    const next = nextButton(page, lang);
    expect(await next.isDisabled()).toBe(true);
    expect(await countdown.innerText()).toMatch(new RegExp(session.wait.left.replace('{{count}}', '\\d+')));
    if (shot) {
      await expectAxeClean(page, 'rinse');
      await page.screenshot({ path: screenshotPath(shot) });
    }
    await beforeLeaving?.();
    await expect.poll(() => next.isEnabled(), { timeout: (RINSE_SECONDS + 5) * 1000 }).toBe(true);
    expect(await countdown.innerText()).toBe(session.wait.over);
    await next.click();
  }

  /** After a reload two seconds into the wait, the countdown goes on from where it was, not from the start. */
  async function reloadDuringRinse(page: Page, lang: Lang): Promise<void> {
    await page.waitForTimeout(2000);
    await page.reload();
    await page.getByText('Rinse your mouth with water').waitFor();
    const left = Number(/\d+/.exec(await page.locator('.pl-wait').innerText())?.[0]);
    expect(left).toBeLessThanOrEqual(RINSE_SECONDS - 2);
    expect(await nextButton(page, lang).isDisabled()).toBe(left > 0);
  }

  /** Every screen from the screener to the end, as a daily drinker. Returns the CATA order of each sample. */
  async function answerToTheEnd(page: Page, lang: Lang, size: Size, options: { offline: boolean }) {
    const { session } = texts(lang);
    const prefix = `adaptive-${options.offline ? 'offline-' : ''}${lang}-${size}`;
    await page.getByRole('radio', { name: 'Every day' }).check();
    await nextButton(page, lang).click();
    const orders: string[][] = [];
    for (let sample = 1; sample <= 3; sample++) {
      orders.push(await taste(page, lang, sample, sample === 1 ? `${prefix}-why` : null));
      await rinse(page, lang, sample === 1 ? `${prefix}-countdown` : null, async () => {
        if (sample === 1) await reloadDuringRinse(page, lang);
      });
    }
    // Only for daily or weekly drinkers, with their answer piped.
    await page
      .getByRole('radiogroup', { name: 'You said “Every day”. Where do you buy your orange juice most often?' })
      .waitFor();
    await page.getByRole('radio', { name: 'At a supermarket' }).check();
    await nextButton(page, lang).click();
    const rows = page.locator('.pl-rank-row');
    await rows.first().waitFor();
    for (let row = 0; row < 3; row++) {
      await rows
        .nth(row)
        .getByRole('radio', { name: `${session.rankPlace} ${row + 1}` })
        .check();
    }
    await page.getByRole('button', { name: session.finish }).click();
    await page.getByRole('heading', { name: session.endTitle }).waitFor();
    await page.getByText(session.endText).waitFor();
    return orders;
  }

  it('online: one judge is screened out, another answers every screen as they adapt (English, phone and tablet)', async () => {
    const out = await newJudge('phone', 'en');
    await publication(out.page).locator('.pl-button--primary').click();
    await screenOut(out.page, 'en', 'adaptive-en-phone-screened-out');
    await out.context.close();

    const judge = await newJudge('tablet', 'en');
    await publication(judge.page).locator('.pl-button--primary').click();
    const orders = await answerToTheEnd(judge.page, 'en', 'tablet', { offline: false });
    // "None of these" stays last; the other terms move, and the judge keeps their order on every juice.
    expect(orders[0]?.at(-1)).toBe('None of these');
    expect([...(orders[0] ?? [])].sort()).toEqual([...CATA_TERMS, 'None of these'].sort());
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
    await judge.context.close();

    const stored = await longResults(app.database.db, publicationId);
    const reasons = stored.filter((row) => row.attribute === 'why' && row.text !== null && row.text !== '');
    expect(reasons.map((row) => row.text)).toEqual(['Too sour']);
    const runs = await app.database.db
      .selectFrom('judge_session')
      .select(['status', 'screened_out'])
      .where('publication_id', '=', publicationId)
      .orderBy('started_at')
      .execute();
    expect(runs).toEqual([
      { status: 'finished', screened_out: 1 },
      { status: 'finished', screened_out: 0 },
    ]);
  });

  it('online in Japanese on a phone and a tablet: another balanced order, and a move the server finds too early', async () => {
    const out = await newJudge('tablet', 'ja');
    await publication(out.page).locator('.pl-button--primary').click();
    await screenOut(out.page, 'ja', 'adaptive-ja-tablet-screened-out');
    await out.context.close();

    const judge = await newJudge('phone', 'ja', true);
    const { page } = judge;
    await publication(page).locator('.pl-button--primary').click();
    await page.getByRole('radio', { name: 'Every day' }).check();
    await nextButton(page, 'ja').click();
    const order = await taste(page, 'ja', 1, 'adaptive-ja-phone-why');
    expect(order.at(-1)).toBe('None of these');
    // The device's clock runs ahead of the server's: Next opens, the server refuses (90425),
    // and the countdown shows the seconds it gives, never an error.
    // The move is made at once on arrival, well inside the server's wait however slow the
    // machine; the pictures and axe come after it.
    await page.getByText('Rinse your mouth with water').waitFor();
    await page.clock.fastForward(RINSE_SECONDS * 1000);
    await expect.poll(() => nextButton(page, 'ja').isEnabled()).toBe(true);
    await nextButton(page, 'ja').click();
    // Next is disabled while the move is on its way too: the countdown is what tells the refusal came.
    await expect.poll(() => page.locator('.pl-wait').innerText()).toMatch(/^あと\d+秒で次に進めます。$/);
    expect(await nextButton(page, 'ja').isDisabled()).toBe(true);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('adaptive-ja-phone-countdown') });
    await expectAxeClean(page, 'rinse');
    await expect.poll(() => nextButton(page, 'ja').isEnabled(), { timeout: (RINSE_SECONDS + 5) * 1000 }).toBe(true);
    await nextButton(page, 'ja').click();
    // The next juice: the judge keeps their order.
    const second = await taste(page, 'ja', 2, null);
    expect(second).toEqual(order);
    await judge.context.close();
  });

  /** The download of the test, made online; the network then drops and the app goes on from the device. */
  async function downloadAndGoOffline(size: Size, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
    const { home, shell } = texts(lang);
    const judge = await newJudge(size, lang);
    await publication(judge.page).locator('.pl-offline-actions .pl-button').click();
    await judge.page.getByText(home.offline.available).waitFor();
    await judge.context.setOffline(true);
    expect((await judge.page.reload())?.fromServiceWorker()).toBe(true);
    await judge.page.getByRole('button', { name: shell.connectivity.continueOffline }).click();
    await judge.page.getByRole('heading', { name: home.offline.title }).waitFor();
    await judge.page.locator('.pl-offline-item-actions .pl-button--primary').click();
    await judge.page.getByText(texts(lang).session.offlineNote).waitFor();
    return judge;
  }

  /** Back online, the results are sent from the list. */
  async function sendResults(judge: { context: BrowserContext; page: Page }, lang: Lang): Promise<void> {
    const { home, session } = texts(lang);
    await judge.page.getByRole('button', { name: session.backToList }).click();
    await judge.context.setOffline(false);
    await judge.page.getByRole('button', { name: home.offline.goOnline }).click();
    await judge.page.getByRole('heading', { name: home.title }).waitFor();
    await publication(judge.page).locator('.pl-offline-actions .pl-button--primary').click();
    await judge.page.getByText(home.offline.sent).waitFor();
  }

  it('offline, the same screens from the download: a screen-out (Japanese, phone), then every screen (English, tablet)', async () => {
    const out = await downloadAndGoOffline('phone', 'ja');
    await screenOut(out.page, 'ja', 'adaptive-offline-ja-phone-screened-out');
    await out.page.getByText(texts('ja').session.offlineEnd).waitFor();
    await sendResults(out, 'ja');
    await out.context.close();

    const judge = await downloadAndGoOffline('tablet', 'en');
    const orders = await answerToTheEnd(judge.page, 'en', 'tablet', { offline: true });
    expect(orders[0]?.at(-1)).toBe('None of these');
    expect(orders[2]).toEqual(orders[0]);
    await judge.page.getByText(texts('en').session.offlineEnd).waitFor();
    await sendResults(judge, 'en');
    await judge.context.close();

    const runs = await app.database.db
      .selectFrom('judge_session')
      .select(['status', 'screened_out'])
      .where('publication_id', '=', publicationId)
      .orderBy('started_at')
      .execute();
    expect(runs.slice(-2)).toEqual([
      { status: 'finished', screened_out: 1 },
      { status: 'finished', screened_out: 0 },
    ]);
  });
});
