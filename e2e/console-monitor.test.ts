import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl, type CallPath, type CallRequest, type CallResponse, type PageView } from '@palate/protocol';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { openFromLeaderMenu, signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');
const PASSWORD = 'Monitor#2026';
const DESKTOP = { width: 1440, height: 900 };
const JUDGES = 10;
/** The promise: a judge's move shows on the leader's monitor within two seconds. */
const SHOWN_WITHIN_MS = 2000;

interface SimulatedJudge {
  tk: string;
  se: string;
  page: PageView;
}

describeInBrowser('the live session monitor', () => {
  let app: E2eApp;
  let publication: string;

  /** A call over HTTP to the running server, as a booth or a judge's phone makes it. */
  async function call<P extends CallPath>(path: P, body: CallRequest<P>): Promise<CallResponse<P> & { tk?: string }> {
    const response = await fetch(app.url + callUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as CallResponse<P> & { errorType: number; errorMsg: string; tk?: string };
    if (envelope.errorType !== 0) throw new Error(`${path}: ${envelope.errorType} ${envelope.errorMsg}`);
    return envelope;
  }

  async function post(judge: SimulatedJudge): Promise<void> {
    const answers = judge.page.controls.flatMap((control) =>
      control.kind === 'scale' ? [{ controlId: control.id, value: 4 }] : [],
    );
    const step = await call('run/post', {
      tk: judge.tk,
      se: judge.se,
      postId: randomUUID(),
      position: judge.page.position,
      moving: 'next',
      answers,
    });
    judge.page = step.page!;
  }

  beforeAll(async () => {
    app = await startE2eApp('monitor');
    const db = app.database.db;
    const demo = await requireAccount(db, 'demo');
    await createUser(
      db,
      demo,
      { login: 'lea', name: 'Léa', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      Date.now(),
    );
    const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, 'descriptive-profile.yaml'), 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const questionnaire = await importDefinition(db, parsed.definition, Date.now());
    const options = { name: 'Cheese profile', anonymous: true, targetJudges: 12, expiresAt: null, tray: null };
    publication = (await publishQuestionnaire(db, questionnaire, options, Date.now())).publicationId;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function openLiveMonitor(page: Page): Promise<void> {
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD });
    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
    await page.getByRole('link', { name: 'Live: Cheese profile' }).click();
    await page.getByRole('heading', { name: 'Live: Cheese profile' }).waitFor();
  }

  it("shows each of ten judges' moves within two seconds; a call answered, a booth released and a run ended are in the audit log", async () => {
    const leader = (await call('members/connect', { l: 'lea', p: PASSWORD })).tk!;
    const booth = (await call('term/connect', { tk: leader, name: 'Booth 1' })).term;
    const judges: SimulatedJudge[] = [];
    for (let index = 0; index < JUDGES; index++) {
      const tk = (await call('members/add', { type: 'j' })).tk!;
      if (index === 0) await call('term/session', { tk, term: booth.token, block: publication });
      const { se } = await call('run/reqStart', { tk, block: publication });
      const { page } = await call('run/start', { tk, se });
      judges.push({ tk, se, page: page! });
    }

    const context = await app.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const cspViolations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
    });
    const page = await context.newPage();
    await openLiveMonitor(page);
    const rowOf = (label: string) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    const screens = judges[0]!.page.count;
    await rowOf('J010').getByText(`Screen 1 of ${screens}`).waitFor();

    const delays: number[] = [];
    for (const [index, judge] of judges.entries()) {
      await post(judge);
      const posted = Date.now();
      const label = `J${String(index + 1).padStart(3, '0')}`;
      await rowOf(label).getByText(`Screen 2 of ${screens}`).waitFor({ timeout: SHOWN_WITHIN_MS });
      delays.push(Date.now() - posted);
    }
    console.log(
      `Monitor: each of ${JUDGES} judges' posts shown after ${delays.join(', ')} ms (at most ${Math.max(...delays)} ms).`,
    );
    expect(Math.max(...delays)).toBeLessThanOrEqual(SHOWN_WITHIN_MS);
    await page.getByText('Booth 1', { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('console-monitor-desktop'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The judge at the booth calls the leader, who answers from the monitor.
    await call('term/session', { tk: judges[0]!.tk, term: booth.token, call: true });
    const boothRow = rowOf('Booth 1');
    await boothRow.getByText(/Calling since/).waitFor();
    await page.screenshot({ path: screenshotPath('console-monitor-call-desktop'), fullPage: true });
    await boothRow.getByRole('button', { name: 'Answer the call' }).click();
    await expect.poll(() => boothRow.getByText(/Calling since/).count()).toBe(0);

    await boothRow.getByRole('button', { name: 'Release' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Release booth Booth 1?' });
    await dialog.waitFor();
    await page.screenshot({ path: screenshotPath('console-monitor-confirm-desktop') });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Release' }).click();
    await boothRow.getByText('Free', { exact: true }).waitFor();

    await rowOf('J002').getByRole('button', { name: 'End run' }).click();
    await page
      .getByRole('alertdialog', { name: 'End the run of J002?' })
      .getByRole('button', { name: 'End run' })
      .click();
    await rowOf('J002').getByText('Finished').waitFor();
    // Cancel leaves the run as it was.
    await rowOf('J003').getByRole('button', { name: 'End run' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    expect(await rowOf('J003').getByText('Finished').count()).toBe(0);

    await openFromLeaderMenu(page, 'Audit log');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const actions = page.locator('tbody th');
    await expect
      .poll(() => actions.allTextContents())
      .toEqual(['Ended a judge’s run', 'Released a booth', 'Answered a booth’s call']);
    await page.screenshot({ path: screenshotPath('console-audit-desktop'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('fits a booth tablet, and speaks Japanese', async () => {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'ja-JP' });
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'lea', password: PASSWORD, language: 'ja' });
    await page.getByRole('navigation').getByRole('link', { name: '公開' }).click();
    await page.getByRole('link', { name: 'ライブ：Cheese profile' }).click();
    await page.getByRole('heading', { name: 'ライブ：Cheese profile' }).waitFor();
    await page.getByRole('heading', { name: 'ブース' }).waitFor();
    await page.screenshot({ path: screenshotPath('console-monitor-ja-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
