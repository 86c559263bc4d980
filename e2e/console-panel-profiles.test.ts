import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl, type CallPath, type CallRequest, type CallResponse } from '@palate/protocol';
import { questionnaire } from '@palate/engine';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition } from '../apps/server/src/publishing/publishing.service.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { openFromLeaderMenu, signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'Panel#2026';

/** A consumer test whose first page screens judges on how often they buy orange juice. */
const SCREENED_TEST = questionnaire.parse({
  name: 'juice-consumers',
  title: { en: 'Orange juice', ja: 'オレンジジュース' },
  products: [
    { id: 'A', name: 'Fresh' },
    { id: 'B', name: 'From concentrate' },
  ],
  pages: [
    {
      id: 'about',
      screening: true,
      controls: [
        {
          kind: 'single',
          id: 'buying',
          label: { en: 'How often do you buy orange juice?', ja: 'オレンジジュースをどのくらい買いますか？' },
          choices: [
            { id: 'weekly', label: { en: 'Every week', ja: '毎週' } },
            { id: 'rarely', label: { en: 'Rarely', ja: 'めったに買わない' } },
          ],
        },
      ],
    },
    {
      id: 'liking',
      perSample: true,
      controls: [
        {
          kind: 'scale',
          id: 'liking',
          label: 'Overall liking',
          style: 'category',
          min: 1,
          max: 5,
          categories: ['1', '2', '3', '4', '5'],
        },
      ],
    },
  ],
});

describeInBrowser("judges' profiles, recruitment and quotas in the console", () => {
  let app: E2eApp;
  let questionnaireId: string;
  const passwords = new Map<string, string>();
  let publication = '';

  /** A call over HTTP to the running server, as a judge's phone makes it. */
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

  /** A judge who answers the screening page through the API: whether they were let through. */
  async function screenByApi(login: string, choice: string): Promise<boolean> {
    const tk = (await call('members/connect', { l: login, p: passwords.get(login) ?? '' })).tk ?? '';
    const { se } = await call('run/reqStart', { tk, block: publication });
    const { page } = await call('run/start', { tk, se });
    const step = await call('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: page.position,
      moving: 'next',
      answers: [{ controlId: 'buying', choices: [choice] }],
    });
    return step.screenedOut !== true;
  }

  async function consoleContext(language: 'en' | 'ja' = 'en'): Promise<BrowserContext> {
    const context = await app.browser.newContext({ viewport: TABLET, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) throw new Error(message.text());
    });
    return context;
  }

  /** A screenshot at the tablet's and the phone's sizes, with axe run at each. */
  async function shotsAtBothSizes(page: Page, name: string): Promise<void> {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: screenshotPath(`${name}-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.setViewportSize(TABLET);
  }

  beforeAll(async () => {
    app = await startE2eApp('panel-profiles');
    const db = app.database.db;
    const demo = await requireAccount(db, 'demo');
    const now = Date.now();
    await createUser(
      db,
      demo,
      { login: 'ada', name: 'Ada', type: 'u', roles: ['user', 'admin'], password: PASSWORD },
      now,
    );
    await createUser(db, demo, { login: 'leo', name: 'Léo', type: 'u', roles: ['user'], password: PASSWORD }, now);
    questionnaireId = await importDefinition(db, SCREENED_TEST, now, demo.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('an administrator defines profile fields, a leader imports judges and publishes with quotas, judges answer, the monitor fills', async () => {
    // The administrator defines the fields on the account page.
    const adminContext = await consoleContext();
    const admin = await adminContext.newPage();
    await signInToConsole(admin, app, { login: 'ada', password: PASSWORD });
    await admin.goto(`${app.url}/console/account`);
    const fields = admin.locator('section', { has: admin.getByRole('heading', { name: 'Judges’ profiles' }) });
    await fields.getByText('No profile field yet.').waitFor();
    await fields.getByLabel('Label').fill('Gender');
    await fields.getByLabel('Key').fill('gender');
    await fields.getByLabel('Kind').selectOption('choice');
    await fields.getByLabel('Values (separated by commas)').fill('f, m');
    await fields.getByText('Required').click();
    await fields.getByRole('button', { name: 'Add the field' }).click();
    await fields.getByText('Gender is saved.').waitFor();
    await fields.getByLabel('Label').fill('Age');
    await fields.getByLabel('Key').fill('age');
    await fields.getByLabel('Kind').selectOption('number');
    await fields.getByText('Judges may fill it themselves').click();
    await fields.getByRole('button', { name: 'Add the field' }).click();
    await fields.getByText('Age is saved.').waitFor();
    await fields.scrollIntoViewIfNeeded();
    await shotsAtBothSizes(admin, 'console-profile-fields');
    await openFromLeaderMenu(admin, 'Audit log');
    await admin.getByRole('combobox', { name: /^Show/ }).selectOption({ label: 'Profile fields' });
    await expect
      .poll(() => admin.locator('tbody th').allTextContents())
      .toEqual(['Added a profile field', 'Added a profile field']);
    await shotsAtBothSizes(admin, 'console-audit-profile-fields');
    await adminContext.close();

    // The leader imports judges with their profiles: a bad value refuses the file, its line and field named.
    const context = await consoleContext();
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'leo', password: PASSWORD });
    await page.goto(`${app.url}/console/members`);
    const importer = page.locator('section', { has: page.getByRole('heading', { name: 'Import judges from a file' }) });
    const choose = async (text: string) => {
      const chooser = page.waitForEvent('filechooser');
      await importer.getByRole('button', { name: 'Choose a file' }).click();
      await (await chooser).setFiles({ name: 'panel.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    };
    const header = 'login,name,language,gender,age\n';
    await choose(`${header}ann,Ann,en,f,34\nbea,Bea,en,f,forty\n`);
    await importer.getByRole('button', { name: 'Check' }).click();
    await importer.getByText('Line 3: "age" takes a number.').waitFor();
    const judges = ['ann', 'bea', 'cid', 'dan', 'eve', 'fay'];
    const genders = ['f', 'f', 'm', 'm', 'f', 'f'];
    await choose(
      header +
        judges.map((login, index) => `${login},${login.toUpperCase()},en,${genders[index]},${30 + index}`).join('\n'),
    );
    await importer.getByRole('button', { name: 'Import', exact: true }).click();
    await importer.getByText('6 judges imported.', { exact: false }).waitFor();
    const download = page.waitForEvent('download');
    await importer.getByRole('button', { name: 'Download logins and passwords (CSV)' }).click();
    for (const line of readFileSync((await (await download).path()) ?? '', 'utf8')
      .split('\r\n')
      .slice(1)) {
      const [login = '', password = ''] = line.split(',');
      passwords.set(login, password);
    }
    const annRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /ANN/ }) });
    await annRow.getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile of ann' });
    await expect.poll(() => profile.getByLabel('Age').inputValue()).toBe('30');
    await shotsAtBothSizes(page, 'console-judge-profile');
    await profile.getByRole('button', { name: 'Cancel' }).click();

    // The leader publishes with a quota on the screening question and one on a profile field.
    await page.goto(`${app.url}/console/questionnaires/${questionnaireId}/publish`);
    await page.getByLabel('Name', { exact: true }).fill('Juice consumers');
    await page.getByText('Judges answer without identification').click();
    await page.getByRole('button', { name: 'Add a quota' }).click();
    await page.getByLabel('Question id').fill('buying');
    await page.getByLabel('Cell', { exact: true }).fill('Weekly buyers');
    await page.getByLabel('Values (separated by commas)').fill('weekly');
    await page.getByLabel('Judges at most').fill('2');
    await page.getByRole('button', { name: 'Add a quota' }).click();
    const second = page.locator('.pl-audience-quota').nth(1);
    await second.getByLabel('Quota on').selectOption('field');
    await second.getByLabel('Cell', { exact: true }).fill('Women');
    await second.getByText('f', { exact: true }).click();
    await second.getByLabel('Judges at most').fill('10');
    await shotsAtBothSizes(page, 'console-publish-quotas');
    // Focus leaves the quota's field before the press: a click whose press blurred it was lost in Chromium under
    // Playwright (pointerup beside the button), which a leader's slower click has not shown.
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await publish.focus();
    await publish.click();
    // The monitor's link names the publication: a second login of the leader would end the console's session.
    const live = (await page.getByRole('link', { name: 'Live: Juice consumers' }).getAttribute('href')) ?? '';
    publication = /publications\/([^/]+)\/monitor/.exec(live)?.[1] ?? '';

    // Judges answer: two through the API, then Ann through the judges' app (the cell fills), then Fay is stopped.
    expect(await screenByApi('bea', 'weekly')).toBe(true);
    expect(await screenByApi('cid', 'rarely')).toBe(true);
    const judgeContext = await app.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const judge = await judgeContext.newPage();
    const answerScreening = async (login: string) => {
      await judge.goto(app.url + '/');
      await judge.getByRole('link', { name: 'Log in' }).click();
      await judge.getByLabel('User name').fill(login);
      await judge.getByLabel('Password', { exact: true }).fill(passwords.get(login) ?? '');
      await judge.getByRole('button', { name: 'Log in' }).click();
      await judge.getByRole('heading', { name: 'Connection history' }).waitFor();
      // At home a named judge answers as the judge they logged in as (a booth would identify them from its list).
      await judge.evaluate(() => {
        const user = JSON.parse(localStorage.getItem('fzj_user') ?? '{}') as { name?: string; token?: string };
        localStorage.setItem('fzj_judge', JSON.stringify({ name: user.name, token: user.token }));
      });
      await judge.goto(app.url + '/');
      const section = judge.locator('section.pl-publication').filter({ hasText: /Juice consumers|Orange juice/ });
      await section.getByRole('button', { name: /^Start/ }).click();
      await judge.getByRole('radio', { name: 'Every week' }).check();
      await judge.getByRole('button', { name: 'Next' }).click();
    };
    await answerScreening('ann');
    await judge.getByText('Screen 2 of', { exact: false }).first().waitFor();
    expect(await seriousViolations(judge)).toEqual([]);

    // Ann sees what is kept about her, and may give her age herself.
    await judge.goto(app.url + '/account');
    const kept = judge.locator('section', {
      has: judge.getByRole('heading', { name: 'What the lab keeps about you' }),
    });
    await kept.getByText('Gender').waitFor();
    await kept.getByLabel('Age').fill('35');
    await kept.getByRole('button', { name: 'Save' }).click();
    await kept.getByText('Saved.').waitFor();
    await shotsAtBothSizes(judge, 'web-account-profile');
    await judge.evaluate(() => localStorage.clear());

    await answerScreening('fay');
    await judge.getByText('This study already has all the participants it needs', { exact: false }).waitFor();
    await shotsAtBothSizes(judge, 'web-screened-out');
    expect(await screenByApi('eve', 'weekly')).toBe(false);
    await judgeContext.close();

    // The leader watches the cells fill on the monitor.
    await page.goto(`${app.url}/console/publications/${publication}/monitor`);
    const quotas = page.locator('section', { has: page.getByRole('heading', { name: 'Quotas' }) });
    await quotas.getByText('Weekly buyers: 2 of 2').waitFor();
    await quotas.getByText('Full', { exact: true }).waitFor();
    await quotas.getByText('Women: 2 of 10').waitFor();
    expect(await page.getByText('Stopped: quota full').count()).toBe(2);
    await shotsAtBothSizes(page, 'console-monitor-quotas');

    // Raised while judges come: the cell is no longer full.
    await quotas.getByRole('button', { name: 'Change the limits' }).click();
    await quotas.getByLabel('Limit for Weekly buyers').fill('3');
    await quotas.getByLabel('Limit for Weekly buyers').press('Tab');
    await shotsAtBothSizes(page, 'console-monitor-quota-limits');
    await quotas.getByRole('button', { name: 'Save the limits' }).click();
    await page.getByText('The new limits are saved.').waitFor();
    await quotas.getByText('Weekly buyers: 2 of 3').waitFor();
    expect(await quotas.getByText('Full', { exact: true }).count()).toBe(0);

    // Narrowed to women while judges come, from the publications' list.
    await page.goto(`${app.url}/console/publications`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Juice consumers/ }) });
    await row.getByRole('button', { name: 'Judges it is for…' }).click();
    const dialog = page.getByRole('dialog', { name: 'The judges Juice consumers is for' });
    await dialog.getByRole('button', { name: 'Add a condition' }).click();
    await dialog.getByText('f', { exact: true }).click();
    await shotsAtBothSizes(page, 'console-publication-restriction');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The judges Juice consumers is for are saved.').waitFor();
    await row.getByText('Restricted by profile').waitFor();

    await context.close();
  }, 400_000);

  it('speaks Japanese on the account, publish and monitor screens', async () => {
    const context = await consoleContext('ja');
    const page = await context.newPage();
    await signInToConsole(page, app, { login: 'ada', password: PASSWORD, language: 'ja' });
    await page.goto(`${app.url}/console/account`);
    await page.getByRole('heading', { name: 'パネリストのプロフィール' }).waitFor();
    await page.getByText('単一選択', { exact: false }).first().waitFor();
    await shotsAtBothSizes(page, 'console-profile-fields-ja');
    await page.goto(`${app.url}/console/questionnaires/${questionnaireId}/publish`);
    await page.getByRole('button', { name: '割り当てを追加' }).click();
    await shotsAtBothSizes(page, 'console-publish-quotas-ja');
    await page.goto(`${app.url}/console/publications/${publication}/monitor`);
    await page.getByText('Weekly buyers：3人中2人').waitFor();
    await shotsAtBothSizes(page, 'console-monitor-quotas-ja');
    await context.close();
  }, 200_000);
});
