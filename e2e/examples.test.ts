import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDefinitionFile } from '../apps/server/src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { longResults, type LongResult } from '../apps/server/src/results/results.service.ts';
import { TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';

const EXAMPLES = resolve(import.meta.dirname, '../examples');

describeInBrowser('a judge completes each example questionnaire in Chromium', () => {
  let app: E2eApp;
  const publications: Record<string, string> = {};

  beforeAll(async () => {
    app = await startE2eApp('examples');
    for (const [name, file] of [
      ['Triangle', 'triangle-test.yaml'],
      ['Profile', 'descriptive-profile.yaml'],
      ['Consumer', 'consumer-test.yaml'],
    ] as const) {
      const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
      if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.faults)}`);
      const id = await importDefinition(app.database.db, parsed.definition, Date.now());
      const options = { name, judgesTitle: name, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      publications[name] = (await publishQuestionnaire(app.database.db, id, options, Date.now())).publicationId;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  async function open(name: string): Promise<Page> {
    const context = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(app.url + '/');
    await page.getByRole('button', { name: 'Answer questionnaires without identification' }).click();
    const section = page.locator('section.pl-publication', {
      has: page.getByRole('heading', { name, exact: true }),
    });
    await section.getByRole('button', { name: /^Start/ }).click();
    return page;
  }

  /** Moves on and waits until the next screen (or the end) has replaced this one. */
  async function next(page: Page, screen: number, count: number): Promise<void> {
    await page.getByRole('button', { name: screen === count ? 'Finish' : 'Next' }).click();
    await (
      screen === count
        ? page.getByRole('heading', { name: 'Thank you!' })
        : page.getByText(`Screen ${screen + 1} of ${count}`)
    )
      .first()
      .waitFor();
  }

  const results = async (name: string): Promise<LongResult[]> =>
    longResults(app.database.db, publications[name] as string);

  it('the triangle test: the cup picked and the reason are exported, scored against the serving', async () => {
    const page = await open('Triangle');
    await page.getByText('Screen 1 of 3').first().waitFor();
    await next(page, 1, 3);
    const cups = await page.locator('.pl-cup').allTextContents();
    expect(cups).toHaveLength(3);
    expect(new Set(cups).size).toBe(3);
    await page.getByRole('radio', { name: cups[2] as string }).check();
    await page.screenshot({ path: screenshotPath('example-triangle'), fullPage: true });
    await next(page, 2, 3);
    await page.getByLabel('What made it different? (optional)').fill('Less sweet');
    await next(page, 3, 3);

    const exported = await results('Triangle');
    const odd = exported.find((r) => r.attribute === 'odd');
    // The first judge is served AAB: the third cup is the odd one.
    expect(odd).toMatchObject({ sampleCode: cups[2], product: 'reduced', value: 1 });
    expect(exported.find((r) => r.attribute === 'why')).toMatchObject({ text: 'Less sweet' });
    await page.context().close();
  });

  it('the descriptive profile: two repetitions with their own codes, every rating exported apart', async () => {
    const page = await open('Profile');
    const count = 8;
    await page.getByText(`Screen 1 of ${count}`).first().waitFor();
    await next(page, 1, count);
    const entered: { code: string; fruity: number }[] = [];
    for (let screen = 2; screen <= count; screen++) {
      if (screen === 5) {
        // The repetition starts with its own welcome screen.
        await next(page, screen, count);
        continue;
      }
      const code = ((await page.locator('.pl-sample').textContent()) ?? '').replace(/\D/g, '');
      const sliders = page.getByRole('slider');
      await sliders.nth(0).focus();
      await page.keyboard.press('Home');
      await sliders.nth(1).focus();
      await page.keyboard.press('End');
      await sliders.nth(2).focus();
      for (let press = 0; press < entered.length + 1; press++) await page.keyboard.press('ArrowRight');
      entered.push({ code, fruity: 5 + 0.1 * (entered.length + 1) });
      await next(page, screen, count);
    }
    expect(new Set(entered.map((e) => e.code)).size).toBe(6);

    const exported = await results('Profile');
    for (const [index, { code, fruity }] of entered.entries()) {
      const own = exported.filter((r) => r.sampleCode === code);
      expect(own.find((r) => r.attribute === 'firmness')?.value).toBe(0);
      expect(own.find((r) => r.attribute === 'saltiness')?.value).toBe(10);
      expect(own.find((r) => r.attribute === 'fruity')?.value).toBeCloseTo(fruity, 6);
      expect(own[0]?.repetition).toBe(index < 3 ? 1 : 2);
    }
    // Each product is rated once in each repetition.
    const firmness = exported.filter((r) => r.attribute === 'firmness');
    expect(new Set(firmness.map((r) => `${r.product}/${r.repetition}`)).size).toBe(6);
    await page.context().close();
  });

  it('the consumer test: hedonic, JAR, CATA, rank and comments exported as entered', async () => {
    const page = await open('Consumer');
    const count = 6;
    await page.getByText(`Screen 1 of ${count}`).first().waitFor();
    await next(page, 1, count);
    await page.getByRole('radio', { name: 'Every week' }).check();
    await next(page, 2, count);
    const codes: string[] = [];
    for (let screen = 3; screen <= 5; screen++) {
      codes.push(((await page.locator('.pl-sample').textContent()) ?? '').replace(/\D/g, ''));
      await page.getByRole('radio', { name: 'Like moderately', exact: true }).check();
      await page.getByRole('radio', { name: 'Just about right' }).check();
      await page.getByRole('checkbox', { name: 'Sweet' }).check();
      await page.getByRole('checkbox', { name: 'Fresh', exact: true }).check();
      if (screen === 3) await page.screenshot({ path: screenshotPath('example-consumer'), fullPage: true });
      await next(page, screen, count);
    }
    const rows = page.locator('.pl-rank-row');
    const ranked = await rows.locator('.pl-rank-code').allTextContents();
    expect(ranked).toEqual(codes);
    // The judge likes the last served most.
    for (const [index] of ranked.entries()) {
      await rows
        .nth(index)
        .getByRole('radio', { name: `Place ${ranked.length - index}` })
        .check();
    }
    await page.getByLabel('Anything else you would like to tell us? (optional)').fill('All good');
    await next(page, 6, count);

    const exported = await results('Consumer');
    expect(exported.filter((r) => r.attribute === 'liking').map((r) => [r.sampleCode, r.value])).toEqual(
      codes.map((code) => [code, 7]),
    );
    expect(exported.filter((r) => r.attribute === 'sweetnessJar').map((r) => r.value)).toEqual([3, 3, 3]);
    expect(exported.filter((r) => r.attribute === 'cata.sweet').map((r) => r.value)).toEqual([1, 1, 1]);
    expect(exported.filter((r) => r.attribute === 'cata.bitter').map((r) => r.value)).toEqual([0, 0, 0]);
    const ranks = Object.fromEntries(
      exported.filter((r) => r.attribute === 'preference').map((r) => [r.sampleCode, r.value]),
    );
    expect(ranks).toEqual(Object.fromEntries(codes.map((code, index) => [code, codes.length - index])));
    expect(exported.find((r) => r.attribute === 'frequency')).toMatchObject({ value: 2, text: 'weekly' });
    expect(exported.find((r) => r.attribute === 'remarks')).toMatchObject({ text: 'All good' });
    await page.context().close();
  });
});
