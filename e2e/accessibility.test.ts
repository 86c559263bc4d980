import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findDefaultAccount } from '../apps/server/src/accounts/members.repository.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { createGlobalLink } from '../apps/server/src/publishing/links.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { shellTexts } from '../apps/web/src/features/shell/texts.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath, storeLeaderSession } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { seriousViolations } from './axe.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');
/** axe-core from npm, evaluated in the page (a script tag would be refused by our own CSP). */

/** The serious and critical axe violations on the page, one line each, named by screen. */
async function audit(page: Page, screen: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const found = await seriousViolations(page);
  return found.map((violation) => `${screen}: ${violation}`);
}

/** Goes to the next screen of a run, and waits until the screen it was on is gone. */
async function moveOn(page: Page): Promise<void> {
  const form = await page.locator('form.pl-session-form').elementHandle();
  await page.locator('.pl-session-nav button.pl-button--primary').click();
  await page.waitForFunction((element: { isConnected: boolean } | null) => !element?.isConnected, form);
}

/** Answers a screen of the demo with the keyboard's and pointer's plain means: a category per scale, a step on each line. */
async function answerScreen(page: Page): Promise<void> {
  const groups = page.getByRole('radiogroup');
  for (let index = 0; index < (await groups.count()); index++) {
    await groups.nth(index).getByRole('radio').nth(5).check();
  }
  const sliders = page.getByRole('slider');
  for (let index = 0; index < (await sliders.count()); index++) {
    await sliders.nth(index).focus();
    await sliders.nth(index).press('ArrowRight');
  }
}

describeInBrowser("accessibility: axe on every judges' and leaders' screen, en and ja, tablet and phone", () => {
  let app: E2eApp;
  let leaderToken: string;
  const examples: string[] = [];
  let linkCode: string;
  let demoPublication: string;

  beforeAll(async () => {
    app = await startE2eApp('accessibility');
    const { db } = app.database;
    const now = Date.now();
    // Each publication a millisecond after the one before: the list (oldest first, five to a
    // page) then shows them in this order, and the tray publication on the first page.
    let published = 0;
    const publish = async (file: string, name: string, tray: { min: number; max: number; unique: boolean } | null) => {
      const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
      if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.faults)}`);
      const at = now + published++;
      const id = await importDefinition(db, parsed.definition, at);
      const options = { name, judgesTitle: name, anonymous: true, targetJudges: null, expiresAt: null, tray };
      return (await publishQuestionnaire(db, id, options, at)).publicationId;
    };
    await publish('triangle-test.yaml', 'Tray', { min: 1, max: 24, unique: false });
    for (const file of ['triangle-test.yaml', 'descriptive-profile.yaml', 'consumer-test.yaml', 'crust-defects.yaml']) {
      examples.push(await publish(file, file.replace('.yaml', ''), null));
    }
    const demo = await db
      .selectFrom('publication')
      .select('id')
      .where('name', 'like', 'Demo%')
      .executeTakeFirstOrThrow();
    demoPublication = demo.id;
    linkCode = await createGlobalLink(db, demoPublication, now);
    if (!(await findDefaultAccount(db))) throw new Error('the server did not seed the demo');
    leaderToken = (await signedInMember(db, now, { roles: ['user', 'admin'], displayName: 'Lea' })).tk;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A fresh context whose every CSP violation, reported on the console, is collected. */
  async function openContext(viewport: { width: number; height: number }, language: string) {
    const context = await app.browser.newContext({ viewport, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
    const cspViolations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
    });
    return { context, cspViolations };
  }

  async function judgesScreens(context: BrowserContext, language: string): Promise<string[]> {
    const page = await context.newPage();
    const found: string[] = [];
    const at = (path: string) => `${app.url}/${language}/${path}`;
    await page.goto(at(''));
    await page.locator('.pl-welcome .pl-button--primary').waitFor();
    found.push(...(await audit(page, 'welcome')));
    await page.locator('.pl-welcome .pl-button--primary').click();
    await page.locator('section.pl-publication').first().waitFor();
    found.push(...(await audit(page, 'list')));

    // The demo, answered to its end screen and report.
    await page.locator(`section[aria-labelledby="pl-pub-${demoPublication}"]`).locator('.pl-button--primary').click();
    for (let screen = 1; screen <= 7; screen++) {
      await page.locator('form.pl-session-form').waitFor();
      found.push(...(await audit(page, `demo screen ${screen}`)));
      await answerScreen(page);
      await moveOn(page);
    }
    await page.locator('.pl-end').waitFor();
    await page.locator('.pl-report').first().waitFor();
    found.push(...(await audit(page, 'end screen with report')));

    // The tray number prompt.
    await page.goto(at('home'));
    await page.locator('section.pl-publication').filter({ hasText: 'Tray' }).locator('.pl-button--primary').click();
    await page.locator('.pl-tray').waitFor();
    found.push(...(await audit(page, 'tray prompt')));

    // The "Oops..." dialog, over the demo this judge has answered already.
    await page.goto(at(`sess/${demoPublication}`));
    await page.getByRole('alertdialog').waitFor();
    await page.screenshot({ path: screenshotPath(`a11y-error-dialog-${language}`) });
    found.push(...(await audit(page, 'error dialog')));

    // A link, a wrong link (its error dialog), and the judge's individual link screen.
    await page.goto(at(`to/${linkCode}`));
    await page.waitForURL(/\/my\//);
    found.push(...(await audit(page, 'link')));
    await page.goto(at('to/nothing-here'));
    await page.locator('.pl-link-off, .pl-dialog').first().waitFor();
    await page.screenshot({ path: screenshotPath(`a11y-wrong-link-${language}`) });
    found.push(...(await audit(page, 'wrong link')));
    for (const route of ['login', 'connect', 'about', 'legal', 'webview2']) {
      await page.goto(at(route));
      found.push(...(await audit(page, route)));
    }
    await page.close();
    return found;
  }

  /** A new judge downloads the demo; the network drops; the app reopens from the service worker. */
  async function offlineScreens(context: BrowserContext, language: 'en' | 'ja'): Promise<string[]> {
    const home = questionnaireTexts[language].home;
    const { connectivity } = shellTexts[language].shell;
    const page = await context.newPage();
    const found: string[] = [];
    await page.goto(`${app.url}/${language}/home`);
    await page.getByRole('button', { name: home.answerAnonymously }).click();
    await page.getByRole('heading', { name: home.title }).waitFor();
    await page.locator('.pl-offline-actions .pl-button').click();
    await page.getByText(home.offline.available).waitFor();
    found.push(...(await audit(page, 'list with a download')));
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: connectivity.continueOffline }).waitFor();
    found.push(...(await audit(page, 'offer to continue offline')));
    await page.getByRole('button', { name: connectivity.continueOffline }).click();
    await page.getByRole('heading', { name: home.offline.title }).waitFor();
    await page.screenshot({ path: screenshotPath(`a11y-offline-home-${language}`), fullPage: true });
    found.push(...(await audit(page, 'offline home')));
    await page.locator('.pl-offline-item-actions .pl-button--primary').click();
    await page.locator('form.pl-session-form').waitFor();
    found.push(...(await audit(page, 'offline screen')));
    await context.setOffline(false);
    await page.close();
    return found;
  }

  async function leadersScreens(context: BrowserContext, language: string): Promise<string[]> {
    await storeLeaderSession(context, leaderToken);
    const page = await context.newPage();
    const found: string[] = [];
    const at = (path: string) => `${app.url}/${language}/${path}`;
    for (const route of ['account', 'home?device', 'account?simulations', 'settings']) {
      await page.goto(at(route));
      await page.locator('main, .pl-app').first().waitFor();
      found.push(...(await audit(page, route)));
    }
    // Every control kind of the examples, through a simulation that does not force answers.
    for (const publication of examples) {
      await page.goto(at(`pvw/${publication}/n1`));
      const mandatory = page.getByRole('checkbox').first();
      await mandatory.waitFor();
      found.push(...(await audit(page, `simulation options ${publication}`)));
      await mandatory.uncheck();
      await page.locator('.pl-simulation-actions .pl-button--primary').click();
      for (let screen = 1; screen <= 20; screen++) {
        await page.locator('form.pl-session-form').or(page.locator('.pl-end')).first().waitFor();
        if (await page.locator('.pl-end').count()) break;
        found.push(...(await audit(page, `simulation ${publication} screen ${screen}`)));
        await moveOn(page);
      }
    }
    await page.close();
    return found;
  }

  for (const language of ['en', 'ja'] as const) {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      it(`has no serious or critical violation and no CSP violation [${language}, ${size}]`, async () => {
        const judges = await openContext(viewport, language);
        const leaders = await openContext(viewport, language);
        const offline = await openContext(viewport, language);
        try {
          const violations = [
            ...(await judgesScreens(judges.context, language)),
            ...(await leadersScreens(leaders.context, language)),
            ...(await offlineScreens(offline.context, language)),
          ];
          expect(violations).toEqual([]);
          expect([...judges.cspViolations, ...leaders.cspViolations, ...offline.cspViolations]).toEqual([]);
        } finally {
          await judges.context.close();
          await leaders.context.close();
          await offline.context.close();
        }
      }, 240_000);
    }
  }
});
