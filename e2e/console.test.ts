import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl, type CallPath, type PageView } from '@palate/protocol';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { listAllPublications } from '../apps/server/src/publishing/publications.repository.ts';
import { scaleAnswers } from '../bench/demo-answers.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole, submitConsoleSignIn } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');
const PASSWORD = 'Console#2026';
const DESKTOP = { width: 1440, height: 900 };
describeInBrowser("the leaders' console: sign in, import a definition, see its faults, export it", () => {
  let app: E2eApp;
  let demoPublication: string;

  beforeAll(async () => {
    app = await startE2eApp('console');
    demoPublication = (await listAllPublications(app.database.db)).find(
      (publication) => publication.name === 'Demo',
    )!.id;
    const demo = await requireAccount(app.database.db, 'demo');
    const now = Date.now();
    await createUser(
      app.database.db,
      demo,
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user'], password: PASSWORD },
      now,
    );
    await createUser(app.database.db, demo, { login: 'jo', type: 'j', roles: [], password: PASSWORD }, now);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tells a judge the console is for leaders, and keeps no session', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.url}/console/`);
    await submitConsoleSignIn(page, { login: 'jo', password: PASSWORD });
    await page.getByRole('alert').getByText('This console is for panel leaders', { exact: false }).waitFor();
    expect(await page.evaluate('localStorage.getItem("palate_console_session")')).toBeNull();
    await context.close();
  });

  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['desktop', DESKTOP],
  ] as const) {
    it(`imports a definition with faults by line, then the corrected one, and exports it [${size}]`, async () => {
      const context = await app.browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
      const cspViolations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
      });
      const page = await context.newPage();
      await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
      await page.getByRole('heading', { name: 'Questionnaires' }).waitFor();
      await page.getByRole('button', { name: 'Signed in as Léa' }).waitFor();
      await page.screenshot({ path: screenshotPath(`console-list-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      const original = readFileSync(join(EXAMPLES, 'descriptive-profile.yaml'), 'utf8');
      const broken = original.replace('max: 10', 'max: -1');
      const brokenLine = broken.split('\n').findIndex((line) => line.includes('max: -1')) + 1;
      await page.getByLabel('Definition', { exact: true }).fill(broken);
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByRole('heading', { name: 'Faults to correct' }).waitFor();
      expect(await page.locator('.pl-console-faults li').first().textContent()).toContain(`Line ${brokenLine}, column`);
      await page.screenshot({ path: screenshotPath(`console-faults-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // A label edited, as a leader would before importing.
      const edited = original.replace('label: Firmness', 'label: Firmness in the mouth');
      await page.getByLabel('Definition', { exact: true }).fill(edited);
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByText('“cheese-profile” is imported.').waitFor();
      const row = page.getByRole('row', { name: /cheese-profile/ }).first();
      await row.waitFor();

      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: 'Export YAML', description: 'cheese-profile' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('cheese-profile.yaml');
      const exported = readFileSync((await file.path())!, 'utf8');
      // The command line's own check accepts the exported file, with the edit in it.
      const checked = parseDefinitionFile(exported);
      expect(checked.ok).toBe(true);
      expect(exported).toContain('Firmness in the mouth');
      expect(cspViolations).toEqual([]);
      await context.close();
    });
  }

  it('imports a corrected file as the next version, duplicates a questionnaire, and archives it', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    const original = readFileSync(join(EXAMPLES, 'crust-defects.yaml'), 'utf8');
    await page.getByLabel('Definition', { exact: true }).fill(original);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('“crust-defects” is imported.').waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'crust-defects', exact: true }) });
    await row.getByRole('button', { name: 'New version' }).click();
    await page.getByRole('heading', { name: 'Import a new version of crust-defects' }).waitFor();
    await page
      .getByLabel('Definition', { exact: true })
      .fill(original.replace(/^title: .*$/m, 'title: Crust, second round'));
    await page.screenshot({ path: screenshotPath('console-new-version-desktop'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('A new version of “crust-defects” is stored.').waitFor();
    await expect.poll(() => row.getByRole('cell').first().textContent()).toBe('2');
    await page.getByRole('heading', { name: 'Import a definition file' }).waitFor();

    await row.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByText('A copy of “crust-defects” is stored.').waitFor();
    await page.getByRole('rowheader', { name: 'crust-defects-copy' }).waitFor();

    await row.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('“crust-defects” is archived.').waitFor();
    // The message comes with the answer; the list reloads after it.
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText('Show the archived questionnaires').click();
    await row.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await row.getByRole('link', { name: 'Publish' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('console-archived-desktop'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('“crust-defects” is back on the list.').waitFor();
    await context.close();
  });

  it('speaks Japanese', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto(`${app.url}/console/`);
    await page.getByRole('heading', { name: 'コンソールにサインイン' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-signin-ja'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await submitConsoleSignIn(page, { login: 'lea', password: PASSWORD, language: 'ja' });
    await page.getByRole('heading', { name: '質問票' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-list-ja'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("is linked from the judges' app header for a signed-in leader", async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.url}/en/login`);
    await page.getByLabel('User name').fill('lea');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    const link = page.getByRole('link', { name: 'Console' });
    await link.click();
    await page.waitForURL(/\/console\/$/);
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    await context.close();
  });

  it("prints the serving plan, and the judge at a tray is served that tray's cups", async () => {
    const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const questionnaire = await importDefinition(app.database.db, parsed.definition, Date.now());
    const options = {
      name: 'Sweetener triangle',
      judgesTitle: 'Sweetener triangle',
      anonymous: true,
      targetJudges: 12,
      expiresAt: null,
    };
    await publishQuestionnaire(
      app.database.db,
      questionnaire,
      { ...options, tray: { min: 1, max: 12, unique: true } },
      Date.now(),
    );

    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('link', { name: 'Publications' }).click();
    await page.getByRole('heading', { name: 'Publications' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-publications-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Serving plan: Sweetener triangle' }).click();
    const trayThree = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3', exact: true }) });
    await trayThree.waitFor();
    const planned = (await trayThree.locator('.pl-console-code').allTextContents()).map((code) => code.trim());
    expect(planned).toHaveLength(3);
    await page.screenshot({ path: screenshotPath('console-plan-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8').split('\r\n');
    expect(csv[0]).toBe('judge,tray,repetition,block,place,code,product,product_name');
    expect(csv.filter((line) => line.startsWith('3,3,1,')).map((line) => line.split(',')[5])).toEqual(planned);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: screenshotPath('console-plan-print'), fullPage: true });
    await context.close();

    // A judge on a phone at tray 3.
    const judgeContext = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const judge = await judgeContext.newPage();
    await judge.goto(`${app.url}/en/`);
    await judge.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    const section = judge.locator('section.pl-publication', {
      has: judge.getByRole('heading', { name: 'Sweetener triangle' }),
    });
    await section.getByRole('button', { name: /^Start/ }).click();
    // No confirm step (session parameter c1 is not given): the number, then Start.
    await judge.locator('.pl-tray input').first().fill('3');
    await judge.locator('.pl-tray').getByRole('button', { name: 'Start' }).click();
    await judge.getByText('Screen 1 of 3').first().waitFor();
    await judge.getByRole('button', { name: 'Next' }).click();
    await judge.locator('.pl-cup').first().waitFor();
    const served = (await judge.locator('.pl-cup').allTextContents()).map((code) => code.trim());
    expect(served).toEqual(planned);
    await judgeContext.close();
  });

  it('publishes from the console, shows a link as a QR code, and a judge on a phone comes in through it', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page
      .getByLabel('Definition', { exact: true })
      .fill(readFileSync(join(EXAMPLES, 'consumer-test.yaml'), 'utf8'));
    await page.getByRole('button', { name: 'Import' }).click();
    const name = (await page.locator('.pl-console-result .pl-console-success').textContent())!.match(/“(.+)”/)![1]!;
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .first();
    await row.getByRole('link', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Publish a questionnaire' }).waitFor();
    await page.getByLabel('Name').fill('Juice consumer test');
    await page.getByLabel('Judges needed (optional)').fill('60');
    await page.getByLabel('Repetitions (optional: as the questionnaire says)').fill('2');
    await page.getByLabel('Sittings').selectOption({ label: 'Each repetition in a sitting of its own' });
    await page.screenshot({ path: screenshotPath('console-publish-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Publications' }).waitFor();
    const published = (await listAllPublications(app.database.db)).find(
      (publication) => publication.name === 'Juice consumer test',
    );
    expect(published).toMatchObject({ target_judges: 60, repetitions: 2, blocks: 'perRepetition' });
    await page.getByRole('link', { name: 'Links: Juice consumer test' }).click();
    await page.getByRole('button', { name: 'Create a link' }).click();
    const address = (await page.locator('.pl-console-address').first().textContent())!.trim();
    expect(address).toMatch(new RegExp(`^${app.url}/to/`));
    await page.getByRole('img', { name: `QR code of ${address}` }).waitFor();
    await page.screenshot({ path: screenshotPath('console-links-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const judgeContext = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const judge = await judgeContext.newPage();
    await judge.goto(address);
    await judge.waitForURL(/\/my\//);
    // Judges read the questionnaire's title, never the leader's name for the publication (issue 40).
    await judge.getByText('Orange juice tasting').first().waitFor();
    expect(await judge.getByText('Juice consumer test').count()).toBe(0);
    await judgeContext.close();
  });

  it("closes a publication, reopens it until a date, and deletes its judges' data once the count is confirmed", async () => {
    // A judge answers the demo's first scale screen, so that the deletion has answers to count.
    const call = async (path: CallPath, body: object) => {
      const response = await fetch(app.url + callUrl(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown> & { page: PageView };
    };
    const { tk } = await call('members/add', { type: 'j' });
    const { se } = await call('run/reqStart', { tk, block: demoPublication });
    let { page: screen } = await call('run/start', { tk, se });
    while (scaleAnswers(screen).length === 0) {
      const body = { tk, se, postId: randomUUID(), position: screen.position, answers: [], moving: 'next' };
      screen = (await call('run/post', body)).page;
    }
    const answers = scaleAnswers(screen);
    await call('run/post', { tk, se, postId: randomUUID(), position: screen.position, answers, moving: 'stay' });

    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Demo / }) });
    await row.getByRole('cell', { name: 'Open', exact: true }).waitFor();
    // The simulation is the judges' app's, opened beside the console.
    const simulation = page.waitForEvent('popup');
    await row.getByRole('link', { name: 'Simulate: Demo' }).click();
    expect(new URL((await simulation).url()).pathname).toBe(`/en/pvw/${demoPublication}/n1`);
    await (await simulation).close();

    await row.getByRole('button', { name: 'Close' }).click();
    const closing = page.getByRole('alertdialog', { name: 'Close Demo?' });
    await closing.getByText('judges already answering can finish', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closing.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Demo is closed.').waitFor();
    await row.getByRole('cell', { name: 'Closed', exact: true }).waitFor();
    const judge = (await call('members/add', { type: 'j' })).tk;
    expect((await call('run/reqStart', { tk: judge, block: demoPublication })).errorType).toBe(3203);

    await row.getByRole('button', { name: 'Reopen…' }).click();
    const reopening = page.getByRole('dialog', { name: 'When Demo closes' });
    await reopening.getByLabel('Closes on').fill('2099-12-31T18:00');
    await page.screenshot({ path: screenshotPath('console-publication-reopen-tablet') });
    expect(await seriousViolations(page)).toEqual([]);
    await reopening.getByRole('button', { name: 'Save' }).click();
    await row.getByRole('cell', { name: /^Open until .*2099/ }).waitFor();
    expect((await call('run/reqStart', { tk: judge, block: demoPublication })).errorType).toBe(0);

    const stored = (await longResults(app.database.db)).length;
    expect(stored).toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Delete…' }).click();
    const deleting = page.getByRole('alertdialog', { name: 'Delete the judges’ data of Demo?' });
    await deleting.getByText(`Answers deleted for good: ${stored}, from the runs of 2 judges.`).waitFor();
    await page.screenshot({ path: screenshotPath('console-publication-delete-tablet') });
    expect(await seriousViolations(page)).toEqual([]);
    await deleting.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('The judges’ data of Demo is deleted.').waitFor();
    await row.getByRole('cell', { name: 'Deleted', exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await longResults(app.database.db)).toEqual([]);
    await page.screenshot({ path: screenshotPath('console-publications-tablet'), fullPage: true });

    await context.close();

    const japanese = await app.browser.newContext({ viewport: TABLET, locale: 'ja-JP' });
    const inJapanese = await japanese.newPage();
    await signInToConsole(inJapanese, app, { login: 'lea', password: PASSWORD, language: 'ja' });
    await inJapanese.getByRole('navigation').getByRole('link', { name: '公開' }).click();
    await inJapanese.getByRole('cell', { name: '削除済み' }).waitFor();
    await inJapanese.screenshot({ path: screenshotPath('console-publications-ja-tablet'), fullPage: true });
    expect(await seriousViolations(inJapanese)).toEqual([]);
    await japanese.close();
  });
});
