import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAllPublications } from '../apps/server/src/publishing/publications.repository.ts';
import { longResults } from '../apps/server/src/results/results.service.ts';
import { signedInMember } from '../apps/server/test/fixtures.ts';
import { freePort, killHard, startServer, type ServerProcess } from '../apps/server/test/server-process.ts';
import errorsEn from '../packages/protocol/src/error-messages/en.ts';
import { previewTexts } from '../apps/web/src/features/preview/texts.ts';
import { questionnaireTexts } from '../apps/web/src/features/questionnaires/texts.ts';
import { sessionTexts } from '../apps/web/src/features/session/texts.ts';
import { shellTexts } from '../apps/web/src/features/shell/texts.ts';
import { PHONE, TABLET, WEB_ROOT, answerDemoScreens, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { seriousViolations } from './axe.ts';

const BOOTH_MAIN = resolve(import.meta.dirname, '../apps/booth/src/main.ts');
const home = questionnaireTexts.en.home;
const shell = shellTexts.en.shell;
const preview = previewTexts.en.preview;

/** The booth host as a booth PC runs it (headless here), and Playwright attached to its browser. */
interface BoothHost {
  child: ChildProcess;
  debugPort: number;
  browser: Browser;
  page: Page;
  output: () => string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

async function startBoothHost(server: string, folder: string, extra: string[] = []): Promise<BoothHost> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      BOOTH_MAIN,
      '--server',
      server,
      '--data',
      folder,
      '--headless',
      '--debug-port',
      String(port),
      '--lang',
      'en',
      ...extra,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Palate booth host:')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => fail(new Error(`the booth host exited with ${code}: ${output}`)));
  });
  const browser = await attach(port);
  const page = await kioskPage(browser, server);
  return {
    child,
    debugPort: port,
    browser,
    page,
    output: () => output,
    exited,
    async stop() {
      await browser.close().catch(() => undefined);
      if (child.exitCode === null && child.signalCode === null) {
        // The host closes its browser on SIGTERM; one that hangs is ended all the same.
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Playwright on the kiosk's browser, once it listens (a browser the host starts again takes a moment). */
async function attach(port: number): Promise<Browser> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch (error) {
      if (attempt === 50) throw error;
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
}

/** The kiosk's page, once it shows the client. */
async function kioskPage(browser: Browser, server: string): Promise<Page> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const page = browser
      .contexts()
      .flatMap((context) => context.pages())
      .find((candidate) => candidate.url().startsWith(server));
    if (page) {
      await page.locator('.pl-app').waitFor();
      return page;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('the kiosk shows no page of the server');
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

function boothLog(folder: string): { event: string; [field: string]: unknown }[] {
  return readFileSync(join(folder, 'booth.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { event: string });
}

describeInBrowser('the kiosk booth host and the host bridge', () => {
  let app: E2eApp;
  let restartedServer: ServerProcess | undefined;
  const folders: string[] = [];
  const hosts: BoothHost[] = [];

  function newFolder(): string {
    const folder = mkdtempSync(join(tmpdir(), 'palate-booth-'));
    folders.push(folder);
    return folder;
  }

  async function host(folder: string, extra: string[] = []): Promise<BoothHost> {
    const started = await startBoothHost(app.url, folder, extra);
    hosts.push(started);
    return started;
  }

  async function leaderUser(): Promise<string> {
    const { tk } = await signedInMember(app.database.db, Date.now(), { roles: ['user'], displayName: 'Lea' });
    return JSON.stringify({ name: 'Lea', account: { code: 'demo', guid: 'demo' }, roles: ['user'], token: tk });
  }

  async function demoId(): Promise<string> {
    const [demo] = await listAllPublications(app.database.db);
    if (!demo) throw new Error('the demo is not published');
    return demo.id;
  }

  beforeAll(async () => {
    app = await startE2eApp('booth-host');
  });
  afterAll(async () => {
    for (const started of hosts) await started.stop();
    await killHard(restartedServer);
    await app?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps a booth’s terminal across a browser restart and cleared site data (polling bridge, then native)', async () => {
    const folder = newFolder();
    const polling = await host(folder, ['--bridge', 'polling']);
    let page = polling.page;
    expect(await page.evaluate('typeof window.chrome?.webview')).toBe('undefined');
    expect(await page.evaluate('Array.isArray(window.palateHost?.outbox)')).toBe(true);

    await page.evaluate((user) => localStorage.setItem('fzj_user', user), await leaderUser());
    await page.goto(`${app.url}/lang.d-win/en/home?device`);
    await page.getByLabel('Terminal name').fill('Booth 7');
    await page.getByRole('button', { name: 'Set up as a booth terminal' }).click();
    await page.getByText('This device is the terminal “Booth 7”.').waitFor();
    // The host has it on its own disk (TermSave, in 1,000-character chunks read every 500 ms).
    await expect.poll(() => (readJson(join(folder, 'terminal.json')) as { name?: string }).name).toBe('Booth 7');
    const token = (readJson(join(folder, 'terminal.json')) as { token: string }).token;

    // The booth PC restarts the browser: the same folder, now with WebView2's native bridge.
    await polling.stop();
    const native = await host(folder);
    page = native.page;
    expect(await page.evaluate('typeof window.chrome?.webview?.postMessage')).toBe('function');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fzj_term') ?? 'null')?.token)).toBe(token);

    // Someone clears the browser's site data: the host gives the terminal back (TermLoad).
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Storage.clearDataForOrigin', { origin: app.url, storageTypes: 'all' });
    expect(await page.evaluate(() => localStorage.getItem('fzj_term'))).toBeNull();
    await page.reload();
    await page.locator('.pl-app').waitFor();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('fzj_term') ?? 'null')?.name))
      .toBe('Booth 7');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fzj_term') ?? 'null')?.token)).toBe(token);
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: screenshotPath('booth-host-kiosk-tablet') });

    // The browser closed another way than the leader's exit (a key Chromium honours, a crash) comes back.
    const browserPid = Number(
      execFileSync('pgrep', ['-P', String(native.child.pid), '-o'])
        .toString()
        .trim(),
    );
    process.kill(browserPid, 'SIGKILL');
    await expect
      .poll(() => boothLog(folder).some((line) => line.event === 'browserRestarted'), { timeout: 10_000 })
      .toBe(true);
    const again = await attach(native.debugPort);
    const reopened = await kioskPage(again, app.url);
    // Killed within a second of the restore above, Chromium may not have written local
    // storage to disk yet: then the host gives the terminal back again, just after the page shows.
    await expect
      .poll(() => reopened.evaluate(() => JSON.parse(localStorage.getItem('fzj_term') ?? 'null')?.name))
      .toBe('Booth 7');
    await again.close();
    await native.stop();
  });

  it('lets a leader set up the booth application: its window, connection settings saved by the host, its help', async () => {
    const folder = newFolder();
    const kiosk = await host(folder);
    const page = kiosk.page;
    await page.evaluate((user) => localStorage.setItem('fzj_user', user), await leaderUser());
    await page.goto(`${app.url}/lang.d-win/en/home?device`);
    await page.getByRole('heading', { name: 'Booth application' }).waitFor();
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: screenshotPath(`booth-host-device-${size}`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.setViewportSize(TABLET);
    await page.getByRole('radio', { name: '1920 × 1080' }).check();
    await page.getByRole('button', { name: 'Use this window size' }).click();
    await expect
      .poll(() => readJson(join(folder, 'config.json')))
      .toEqual({ fullscreen: false, width: 1920, height: 1080 });

    // The host's help, and the way back.
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Palate booth' }).waitFor();
    expect(page.url()).toMatch(/^data:text\/html/);
    await page.getByRole('link', { name: 'Back to Palate' }).click();
    await page.getByRole('heading', { name: 'Booth application' }).waitFor();

    await page.getByRole('link', { name: 'Connection settings' }).click();
    await page.getByRole('heading', { name: shell.connect.title }).waitFor();
    await page.getByLabel(shell.connect.url).fill(app.url);
    await page.getByLabel(shell.connect.account).fill('demo');
    await page.getByRole('button', { name: shell.connect.export }).click();
    await page.getByText(/^Saved on this device as /).waitFor();
    expect(readJson(join(folder, 'files', 'palate-connection.json'))).toMatchObject({ url: app.url, account: 'demo' });
    await page.screenshot({ path: screenshotPath('booth-host-connect-tablet'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: shell.connect.save }).click();
    await page.getByText(shell.connect.saved).waitFor();
    expect(readJson(join(folder, 'connection.json'))).toMatchObject({ config: { url: app.url, account: 'demo' } });
    // The host opens the client anew at the saved address, its wrapper tag kept.
    await expect.poll(() => page.url()).toBe(`${app.url}/demo.d-win/en/home`);
    await page.locator('.pl-app').waitFor();

    // The saved settings come back on the screen (ConnectLoad).
    await page.goto(`${app.url}/lang.d-win/en/connect`);
    await expect.poll(() => page.getByLabel(shell.connect.url).inputValue()).toBe(app.url);
    await kiosk.stop();
  });

  it('saves a picture of every screen of a simulation with screen captures', async () => {
    const folder = newFolder();
    const kiosk = await host(folder);
    const page = kiosk.page;
    await page.evaluate((user) => localStorage.setItem('fzj_user', user), await leaderUser());
    await page.goto(`${app.url}/lang.d-win/en/pvw/${await demoId()}/n1`);
    await page.getByText(preview.screenshotsInHost).waitFor();
    const captures = page.getByRole('checkbox', { name: new RegExp(preview.screenshots) });
    await captures.check();
    expect(await captures.isChecked()).toBe(true);
    await page.getByRole('button', { name: preview.start }).click();
    const simulationFolder = () => readdirSync(join(folder, 'captures'))[0];
    const pictures = () =>
      readdirSync(join(folder, 'captures', simulationFolder() ?? ''))
        .filter((name) => name.endsWith('.png'))
        .sort();
    // A judge looks at a screen longer than the host takes its picture; a test must wait as long.
    await answerDemoScreens(page, 1, Infinity, (screen) => expect.poll(pictures).toHaveLength(screen));
    await page.getByRole('heading', { name: preview.endTitle }).waitFor();

    const simulation = simulationFolder();
    expect(simulation).toMatch(/-judge1$/);
    await expect.poll(pictures).toHaveLength(7);
    expect(pictures()).toEqual(Array.from({ length: 7 }, (_, index) => `screen-00${index + 1}.png`));
    const first = readFileSync(join(folder, 'captures', simulation!, 'screen-001.png'));
    const second = readFileSync(join(folder, 'captures', simulation!, 'screen-002.png'));
    expect(first.subarray(1, 4).toString()).toBe('PNG');
    expect(first.equals(second)).toBe(false);
    await kiosk.stop();
  });

  it('downloads through the host, answers offline while the server is down, and the host sends the results', async () => {
    const folder = newFolder();
    const kiosk = await host(folder);
    const page = kiosk.page;
    const blockId = await demoId();
    await page.getByRole('button', { name: home.answerAnonymously }).click();
    await page.getByRole('heading', { name: home.title }).waitFor();
    await page.locator('.pl-offline-actions .pl-button').click();
    await page.getByText(home.offline.available).waitFor();
    expect(readJson(join(folder, 'downloads', `${blockId}.json`))).toMatchObject({ id: blockId, nb: 7, order: 1 });

    // The server goes away; the booth carries on from its downloads.
    const port = Number(new URL(app.url).port);
    await killHard(app.server);
    await page.reload();
    await page.getByRole('button', { name: shell.connectivity.continueOffline }).click();
    await page.getByRole('heading', { name: home.offline.title }).waitFor();
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.getByText(sessionTexts.en.session.offlineNote).waitFor();
    await answerDemoScreens(page, 1);
    await page.getByRole('heading', { name: sessionTexts.en.session.endTitle }).waitFor();
    await page.getByRole('button', { name: sessionTexts.en.session.backToList }).click();
    await page.getByText(home.offline.status.waiting).waitFor();
    // The answers are on the host's disk too (its mirror of the page's offline store).
    const mirrored = readJson(join(folder, 'storage.json')) as Record<string, string>;
    expect(JSON.parse(mirrored.fzj_offline!).downloads[blockId].finished).toBe(true);

    // The server comes back: the host sends the results (UploadResults).
    restartedServer = await startServer(app.file, port, WEB_ROOT);
    await page.getByRole('button', { name: home.offline.goOnline }).click();
    await page.getByRole('heading', { name: home.title }).waitFor();
    await page.getByRole('button', { name: /^Send results: / }).click();
    await page.getByText(home.offline.sent).waitFor();
    const stored = await longResults(app.database.db);
    expect(stored.filter((row) => row.attribute === 'overall_liking')).toHaveLength(3);
    const uploads = boothLog(folder).filter((line) => line.event === 'uploaded');
    expect(uploads).toEqual([expect.objectContaining({ id: blockId, reached: true, errorType: 0 })]);
    await expect.poll(() => readdirSync(join(folder, 'downloads'))).toEqual([]);
    await kiosk.stop();
  });

  it('closes only for a panel leader’s name and password (Ctrl+Alt+Q), asking twice while a judge answers', async () => {
    const credentials = /panel leader:\s+(\S+)\s+password:\s+(\S+)/.exec(app.server.output());
    if (!credentials) throw new Error('the demo leader’s credentials were not printed');
    const [, login, password] = credentials as unknown as [string, string, string];
    const folder = newFolder();
    const kiosk = await host(folder);
    const page = kiosk.page;
    // A judge is answering: the host has been told (CloseConfirm).
    await page.getByRole('button', { name: home.answerAnonymously }).click();
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.getByText('Screen 1 of 7').first().waitFor();
    await page.keyboard.press('Control+Alt+KeyQ');
    const dialog = page.getByRole('dialog', { name: 'Leave the booth application' });
    await dialog.waitFor();
    await dialog.getByLabel('User name').fill(login);
    await dialog.getByLabel('Password').fill(`${password}-wrong`);
    await dialog.getByRole('button', { name: 'Exit' }).click();
    await dialog.getByText('This user name and password are not a panel leader’s.').waitFor();
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: screenshotPath('booth-host-leader-exit-tablet') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(kiosk.child.exitCode).toBeNull();
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Exit' }).click();
    await dialog.getByText(/A judge’s session is under way/).waitFor();
    expect(kiosk.child.exitCode).toBeNull();
    await dialog.getByRole('button', { name: 'Exit' }).click();
    expect(await kiosk.exited).toBe(0);
    expect(boothLog(folder).map((line) => line.event)).toContain('leaderExit');
  });

  it('outside a host: the startup-failure dialog for a wrapper tag, and 50005 for host-only actions', async () => {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      const context = await app.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${app.url}/lang.d-win/en/home`);
      const dialog = page.getByRole('alertdialog', { name: shell.host.startupTitle });
      await dialog.waitFor();
      await page.screenshot({ path: screenshotPath(`booth-host-startup-failure-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: shell.host.continueWithout }).click();
      await page.getByRole('button', { name: home.answerAnonymously }).waitFor();
      await context.close();
    }

    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app.url}/en/connect`);
    await page.getByRole('button', { name: shell.connect.save }).click();
    await page.getByRole('alert').filter({ hasText: errorsEn[50005] }).waitFor();
    await page.evaluate((user) => localStorage.setItem('fzj_user', user), await leaderUser());
    await page.goto(`${app.url}/en/pvw/${await demoId()}/n1`);
    await page.getByText(preview.screenshotsHelp).waitFor();
    expect(await page.getByRole('checkbox', { name: new RegExp(preview.screenshots) }).isDisabled()).toBe(true);
    await context.close();
  });
});
