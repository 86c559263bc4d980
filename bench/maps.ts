/**
 * The maps at the size of real studies (issue 26): a consumer test of 12 products by 300
 * consumers (liking and a CATA question) and a profile of the same 12 products by 30
 * judges on 20 attributes with 3 repetitions. Answers are posted through the API on the
 * server's own SQLite file; then the server process is timed on `pub/analysis`, and the
 * console in Chromium from the analysis' arrival to the last map drawn.
 */
import type { Browser, Page } from 'playwright-core';
import { parseSampleCodeKey, questionnaire, seededRandom, type Questionnaire } from '@palate/engine';
import { callUrl, type CallPath, type CallRequest, type CallResponse } from '@palate/protocol';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { ApiClient } from '../apps/server/test/api.ts';
import { freePort, killHard, startServer } from '../apps/server/test/server-process.ts';
import { TABLET, launchChromium } from '../e2e/browser.ts';
import { median } from './judges-path.ts';

const PRODUCTS = 12;
const CONSUMERS = 300;
const PANEL = 30;
const ATTRIBUTES = 20;
const REPETITIONS = 3;
const PASSWORD = 'Bench#maps2026';

export interface MapsFigures {
  /** pub/analysis answer times, median of three, in ms. */
  consumerAnalysisMs: number;
  profileAnalysisMs: number;
  /** From the analysis' arrival in the console to its last map drawn, in ms. */
  consumerDrawMs: number;
  profileDrawMs: number;
}

const products = Array.from({ length: PRODUCTS }, (_, i) => ({ id: `p${i + 1}`, name: `Product ${i + 1}` }));
const attributes = Array.from({ length: ATTRIBUTES }, (_, i) => `a${i + 1}`);

const PROFILE = questionnaire.parse({
  name: 'benchProfile',
  title: 'Profile',
  products,
  repetitions: REPETITIONS,
  pages: [
    {
      id: 'profile',
      perSample: true,
      controls: attributes.map((id) => ({ kind: 'scale', id, label: id, style: 'line', min: 0, max: 10 })),
    },
  ],
});
const CONSUMER = questionnaire.parse({
  name: 'benchConsumers',
  title: 'Consumers',
  products,
  pages: [
    {
      id: 'taste',
      perSample: true,
      controls: [
        {
          kind: 'scale',
          id: 'liking',
          label: 'Liking',
          style: 'category',
          min: 1,
          max: 9,
          categories: Array.from({ length: 9 }, (_, i) => `${i + 1}`),
        },
        {
          kind: 'multiple',
          id: 'terms',
          label: 'Terms',
          mandatory: false,
          choices: ['t1', 't2', 't3', 't4', 't5', 't6'].map((id) => ({ id, label: id })),
        },
      ],
    },
  ],
});

/** Answers with structure: each product a point of a latent space that judges see through noise. */
async function answered(location: string): Promise<{ consumers: string; profile: string }> {
  const database = openDatabase(location);
  const api = await ApiClient.start(database);
  const random = seededRandom(26);
  const latent = products.map(() => [random() * 2 - 1, random() * 2 - 1]);
  const noise = () => random() - 0.5;
  const publish = async (definition: Questionnaire, name: string) => {
    const id = await importDefinition(database.db, definition, api.now);
    const published = await publishQuestionnaire(
      database.db,
      id,
      { name, anonymous: true, targetJudges: null, expiresAt: null, tray: null },
      api.now,
    );
    const keys = new Map(Object.entries(published.codes).map(([key, code]) => [code, key]));
    const productOf = (code: string) => Number(parseSampleCodeKey(keys.get(code) ?? '').productId.slice(1)) - 1;
    return { id: published.publicationId, productOf };
  };
  try {
    await createUser(
      database.db,
      await requireAccount(database.db, 'demo'),
      { login: 'bench', name: 'Bench', type: 'u', roles: ['user'], password: PASSWORD },
      api.now,
    );
    const profile = await publish(PROFILE, 'Bench profile');
    for (let judge = 0; judge < PANEL; judge++) {
      await api.answerEveryScreen(await api.newJudge(), profile.id, (page) => {
        if (!page.sample) return [];
        const [x = 0, y = 0] = latent[profile.productOf(page.sample.code)] ?? [];
        return attributes.map((id, a) => {
          const load = Math.cos(a) * x + Math.sin(a) * y;
          return { controlId: id, value: Math.round(Math.min(10, Math.max(0, 5 + 3 * load + 2 * noise())) * 10) / 10 };
        });
      });
    }
    const consumers = await publish(CONSUMER, 'Bench consumers');
    for (let consumer = 0; consumer < CONSUMERS; consumer++) {
      const ideal = [random() * 2 - 1, random() * 2 - 1];
      await api.answerEveryScreen(await api.newJudge(), consumers.id, (page) => {
        if (!page.sample) return [];
        const [x = 0, y = 0] = latent[consumers.productOf(page.sample.code)] ?? [];
        const distance = Math.hypot(x - (ideal[0] ?? 0), y - (ideal[1] ?? 0));
        const liking = Math.round(Math.min(9, Math.max(1, 8 - 3 * distance + 2 * noise())));
        const terms = ['t1', 't2', 't3', 't4', 't5', 't6'].filter(
          (_, t) => Math.cos(t) * x + Math.sin(t) * y + noise() > 0.3,
        );
        return [
          { controlId: 'liking', value: liking },
          ...(terms.length > 0 ? [{ controlId: 'terms', choices: terms }] : []),
        ];
      });
    }
    return { consumers: consumers.id, profile: profile.id };
  } finally {
    await api.close();
    await database.close();
  }
}

async function call<P extends CallPath>(url: string, path: P, body: CallRequest<P>): Promise<CallResponse<P>> {
  const response = await fetch(url + callUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { errorType: number; errorMsg?: string } & CallResponse<P>;
  if (envelope.errorType !== 0) throw new Error(`${path}: ${envelope.errorMsg ?? envelope.errorType}`);
  return envelope;
}

async function analysisMs(url: string, request: CallRequest<'pub/analysis'>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await call(url, 'pub/analysis', request);
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * Every chart of the maps drawn once `shown` is there: each chart place of the Maps section
 * holds its SVG. (Polled by Playwright's own script: the console's CSP refuses evaluated strings.)
 */
async function mapsDrawnAfter(page: Page, act: () => Promise<unknown>, shown: string): Promise<number> {
  const analysis = page.waitForResponse((response) => response.url().includes('/pub/analysis'));
  await act();
  await (await analysis).finished();
  const arrived = performance.now();
  await page.locator(shown).first().waitFor({ timeout: 60_000 });
  await page
    .locator('.pl-maps .pl-results-chart:not(:has(svg))')
    .first()
    .waitFor({ state: 'detached', timeout: 60_000 });
  return performance.now() - arrived;
}

async function drawTimes(browser: Browser, url: string): Promise<{ consumerDrawMs: number; profileDrawMs: number }> {
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  try {
    await page.goto(`${url}/console/`);
    await page.getByLabel('User name').fill('bench');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
    const profileDrawMs = await mapsDrawnAfter(
      page,
      () => page.getByRole('link', { name: 'Results: Bench profile' }).click(),
      '.pl-maps .pl-results-chart svg',
    );
    await page.getByRole('link', { name: 'Back to the publications' }).click();
    await page.getByRole('link', { name: 'Results: Bench consumers' }).click();
    await page.getByRole('heading', { name: 'Maps', exact: true }).waitFor();
    await page.getByLabel(/^Overall liking question/).selectOption('liking');
    await page.getByRole('heading', { name: /^Consumer segments/ }).waitFor();
    const consumerDrawMs = await mapsDrawnAfter(
      page,
      () =>
        page.getByLabel('Profile publication for the external preference map').selectOption({ label: 'Bench profile' }),
      '.pl-maps section:has(h3:text-matches("^External preference")) .pl-results-chart svg',
    );
    return { consumerDrawMs, profileDrawMs };
  } finally {
    await context.close();
  }
}

export async function mapsFigures(location: string, webRoot: string, withBrowser: boolean): Promise<MapsFigures> {
  const server = await startServer(location, await freePort(), webRoot, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  try {
    const { consumers, profile } = await answered(location);
    const { tk } = (await call(server.url, 'members/connect', { l: 'bench', p: PASSWORD })) as { tk?: string };
    if (!tk) throw new Error('the bench leader could not sign in');
    const consumerAnalysisMs = await analysisMs(server.url, { tk, id: consumers, liking: 'liking', sensory: profile });
    const profileAnalysisMs = await analysisMs(server.url, { tk, id: profile });
    const browser = withBrowser ? await launchChromium() : undefined;
    try {
      const draws = browser ? await drawTimes(browser, server.url) : { consumerDrawMs: NaN, profileDrawMs: NaN };
      return { consumerAnalysisMs, profileAnalysisMs, ...draws };
    } finally {
      await browser?.close();
    }
  } finally {
    await killHard(server);
  }
}
