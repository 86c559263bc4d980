import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl, type CallPath, type CallRequest, type CallResponse } from '@palate/protocol';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { shellTexts } from '../apps/web/src/features/shell/texts.ts';
import { trainingFeedbackTexts } from '../apps/web/src/features/session/TrainingFeedbackTextBundle.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { seriousViolations } from './axe.ts';

/**
 * A training session of the cheese profile (issue 43) with targets the leader set for every
 * cheese: firmness 3 ± 1, saltiness 5 ± 1, fruity aroma 8 ± 1. Each judge moves every line
 * one step from its middle (5.1): firmness too high, saltiness on target, fruity aroma too
 * low. After each sample the judge sees that, then Continue shows the next sample; online
 * and offline, in English and Japanese, on a tablet and a phone.
 */
const TITLE = 'Cheese training';
const SAMPLES = 3;
const SIZES = { phone: PHONE, tablet: TABLET };
type Lang = 'en' | 'ja';
type Size = keyof typeof SIZES;

/** What the judge reads under each attribute, the score 5.1 shown with the judge's decimal mark (the same in both languages). */
const EXPECTED_ROWS = [
  { label: 'Firmness', low: '2', high: '4', verdict: 'tooHigh' },
  { label: 'Saltiness', low: '4', high: '6', verdict: 'onTarget' },
  { label: 'Fruity aroma', low: '7', high: '9', verdict: 'tooLow' },
] as const;

describeInBrowser('a training session with targets: feedback after each sample', () => {
  let app: E2eApp;
  let publicationId: string;

  /** A call over HTTP to the running server, as the console makes it. */
  async function call<P extends CallPath>(path: P, body: CallRequest<P>): Promise<CallResponse<P>> {
    const response = await fetch(app.url + callUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as CallResponse<P> & { errorType: number; errorMsg: string };
    if (envelope.errorType !== 0) throw new Error(`${path}: ${envelope.errorType} ${envelope.errorMsg}`);
    return envelope;
  }

  beforeAll(async () => {
    app = await startE2eApp('training-feedback');
    const db = app.database.db;
    const parsed = parseDefinitionFile(
      readFileSync(resolve(import.meta.dirname, '../examples/descriptive-profile.yaml'), 'utf8'),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const questionnaire = await importDefinition(db, parsed.definition, Date.now());
    const options = { name: 'Cheese, training', judgesTitle: TITLE, anonymous: true, offline: true, training: true };
    const published = await publishQuestionnaire(
      db,
      questionnaire,
      { ...options, repetitions: 1, targetJudges: null, expiresAt: null, tray: null },
      Date.now(),
    );
    publicationId = published.publicationId;
    const leader = await signedInMember(db, Date.now(), { type: 'u', roles: ['user'] });
    const targets = parsed.definition.products.flatMap((product) => [
      { product: product.id, control: 'firmness', value: 3, tolerance: 1 },
      { product: product.id, control: 'saltiness', value: 5, tolerance: 1 },
      { product: product.id, control: 'fruity', value: 8, tolerance: 1 },
    ]);
    await call('pub/targets/set', { tk: leader.tk, id: publicationId, targets, panelRule: null });
  });
  afterAll(async () => {
    await app?.close();
  });

  const texts = (lang: Lang) => ({
    home: questionnaireTexts[lang].home,
    session: sessionTexts[lang].session,
    shell: shellTexts[lang].shell,
    feedback: trainingFeedbackTexts[lang].trainingFeedback,
  });

  async function newJudge(size: Size, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({ viewport: SIZES[size], hasTouch: size === 'phone', locale: lang });
    const page = await context.newPage();
    await page.goto(`${app.url}/${lang}/home`);
    await page.getByRole('button', { name: texts(lang).home.answerAnonymously }).click();
    await publication(page).waitFor();
    return { context, page };
  }

  function publication(page: Page) {
    return page.locator('section.pl-publication', { has: page.getByRole('heading', { name: TITLE, exact: true }) });
  }

  const nextButton = (page: Page, lang: Lang, last = false) =>
    page.getByRole('button', { name: last ? texts(lang).session.finish : texts(lang).session.next, exact: true });

  /** The welcome screen, then the first sample. */
  async function passWelcome(page: Page, lang: Lang): Promise<void> {
    await page.getByText('Rate each sample on every attribute.').waitFor();
    await nextButton(page, lang).click();
  }

  /** A sample's screen: every line one step right of its middle (5.1), then Next. Returns the sample's code. */
  async function rateSample(page: Page, lang: Lang, last = false): Promise<string> {
    const sliders = page.getByRole('slider');
    await sliders.first().waitFor();
    const code = /\d{3}/.exec(await page.locator('.pl-sample').innerText())?.[0] ?? '';
    expect(code).toMatch(/^\d{3}$/);
    for (let index = 0; index < (await sliders.count()); index++) {
      await sliders.nth(index).focus();
      await sliders.nth(index).press('ArrowRight');
    }
    await nextButton(page, lang, last).click();
    return code;
  }

  const continueButton = (page: Page, lang: Lang) =>
    page.getByRole('button', { name: texts(lang).feedback.continue, exact: true });

  /** The feedback on the sample `code`: its heading, a row per attribute in words, Continue focused; axe-clean. */
  async function expectFeedback(page: Page, lang: Lang, code: string, shot: string | null): Promise<void> {
    const { feedback } = texts(lang);
    await page.getByRole('heading', { name: feedback.title.replace('{{code}}', code), level: 1 }).waitFor();
    await page.getByText(feedback.summary.replace('{{count}}', '1').replace('{{total}}', '3')).waitFor();
    const rows = page
      .getByRole('list')
      .filter({ has: page.locator('.pl-feedback-row') })
      .getByRole('listitem');
    expect(await rows.count()).toBe(EXPECTED_ROWS.length);
    for (const [index, expected] of EXPECTED_ROWS.entries()) {
      const text = await rows.nth(index).innerText();
      expect(text).toContain(expected.label);
      expect(text).toContain(feedback.gave.replace('{{score}}', '5.1'));
      expect(text).toContain(feedback.target.replace('{{low}}', expected.low).replace('{{high}}', expected.high));
      expect(text).toContain(feedback[expected.verdict]);
    }
    // The drawing is for the eye only; a screen reader is told the same in the row's words.
    expect(await page.locator('.pl-feedback-drawing[aria-hidden="true"]').count()).toBe(EXPECTED_ROWS.length);
    // Continue has the focus: the judge who has read moves on with one key.
    await expect.poll(() => page.evaluate('document.activeElement?.textContent')).toBe(feedback.continue);
    const box = await continueButton(page, lang).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    if (shot) {
      expect(await seriousViolations(page), shot).toEqual([]);
      await page.screenshot({ path: screenshotPath(shot), fullPage: true });
    }
  }

  it('online (English, tablet): feedback after each sample, Continue to the next; a reload shows the next screen; the last sample’s feedback then the end', async () => {
    const { context, page } = await newJudge('tablet', 'en');
    const { session, feedback } = texts('en');
    await publication(page).locator('.pl-button--primary').click();
    await passWelcome(page, 'en');

    const first = await rateSample(page, 'en');
    await expectFeedback(page, 'en', first, 'training-feedback-en-tablet');
    await page.keyboard.press('Enter');
    await page.getByText(session.progress.replace('{{current}}', '3').replace('{{count}}', '4')).first().waitFor();
    const second = await page.locator('.pl-sample').innerText();
    expect(second).not.toContain(first);
    // The next screen's heading has the focus, as on any new screen.
    await expect.poll(() => page.evaluate('document.activeElement?.id')).toBe('pl-session-title');

    // A reload on the feedback simply shows the next screen: the answers were stored before it.
    const secondCode = await rateSample(page, 'en');
    await expectFeedback(page, 'en', secondCode, null);
    await page.reload();
    await page.getByText(session.progress.replace('{{current}}', '4').replace('{{count}}', '4')).first().waitFor();
    expect(await page.getByRole('heading', { name: feedback.title.replace('{{code}}', secondCode) }).count()).toBe(0);

    const last = await rateSample(page, 'en', true);
    await expectFeedback(page, 'en', last, null);
    await continueButton(page, 'en').click();
    await page.getByRole('heading', { name: session.endTitle }).waitFor();
    await context.close();

    // Each sample's firmness, as the feedback gave it.
    const stored = await app.database.db
      .selectFrom('answer')
      .innerJoin('judge_session', 'judge_session.id', 'answer.judge_session_id')
      .select(['answer.value'])
      .where('judge_session.publication_id', '=', publicationId)
      .where('answer.control_id', '=', 'firmness')
      .execute();
    expect(stored.map((row) => row.value)).toEqual(Array.from({ length: SAMPLES }, () => 5.1));
  });

  it('online (Japanese, phone): the feedback in Japanese, axe-clean; the language changed while reading, it follows', async () => {
    const { context, page } = await newJudge('phone', 'ja');
    await publication(page).locator('.pl-button--primary').click();
    await passWelcome(page, 'ja');
    const code = await rateSample(page, 'ja');
    await expectFeedback(page, 'ja', code, 'training-feedback-ja-phone');
    await page.getByRole('combobox', { name: texts('ja').shell.language.label }).selectOption({ label: 'English' });
    await expectFeedback(page, 'en', code, null);
    await continueButton(page, 'en').click();
    await page.getByRole('slider').first().waitFor();
    await context.close();
  });

  /** The download of the session, made online; the network then drops and the app goes on from the device. */
  async function downloadAndGoOffline(size: Size, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
    const { home, shell, session } = texts(lang);
    const judge = await newJudge(size, lang);
    await publication(judge.page).locator('.pl-offline-actions .pl-button').click();
    await judge.page.getByText(home.offline.available).waitFor();
    await judge.context.setOffline(true);
    expect((await judge.page.reload())?.fromServiceWorker()).toBe(true);
    await judge.page.getByRole('button', { name: shell.connectivity.continueOffline }).click();
    await judge.page.getByRole('heading', { name: home.offline.title }).waitFor();
    await judge.page.locator('.pl-offline-item-actions .pl-button--primary').click();
    await judge.page.getByText(session.offlineNote).waitFor();
    return judge;
  }

  for (const [lang, size] of [
    ['en', 'phone'],
    ['ja', 'tablet'],
  ] as const) {
    it(`offline (${lang}, ${size}): the download carries the targets, the feedback shows after each sample`, async () => {
      const { context, page } = await downloadAndGoOffline(size, lang);
      await passWelcome(page, lang);
      for (let sample = 1; sample <= SAMPLES; sample++) {
        const code = await rateSample(page, lang, sample === SAMPLES);
        await expectFeedback(page, lang, code, sample === 1 ? `training-feedback-offline-${lang}-${size}` : null);
        await continueButton(page, lang).click();
      }
      await page.getByText(texts(lang).session.offlineEnd).waitFor();
      await context.close();
    });
  }
});
