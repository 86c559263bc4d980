import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe } from 'vitest';

/** Debian's Chromium; the project never downloads a browser of its own. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const WEB_ROOT = resolve(import.meta.dirname, '../apps/web/dist');
export const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

export const TABLET = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const missing = [
  existsSync(CHROMIUM) ? undefined : `Chromium is not installed at ${CHROMIUM} (apt-get install chromium)`,
  existsSync(resolve(WEB_ROOT, 'index.html')) ? undefined : `the web client is not built (npm run build)`,
].filter((reason) => reason !== undefined);

if (missing.length > 0) {
  if (process.env.CI === 'true') throw new Error(`End-to-end tests cannot run with CI=true: ${missing.join('; ')}`);
  console.warn(`Skipping the end-to-end tests: ${missing.join('; ')}.`);
}

/** A describe block that runs only where Chromium and the built client are present (always with CI=true). */
export const describeInBrowser = describe.skipIf(missing.length > 0);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return resolve(SCREENSHOTS, `${name}.png`);
}

/** Answers the demo questionnaire's screens as a judge would, until `stopBefore` (a screen number) or the end. */
export async function answerDemoScreens(
  page: Page,
  from: number,
  stopBefore = Infinity,
  onScreen?: (screen: number) => Promise<void>,
): Promise<void> {
  for (let screen = from; screen < stopBefore; screen++) {
    await page.getByText(`Screen ${screen} of 7`).first().waitFor();
    await onScreen?.(screen);
    const liking = page.getByRole('radio', { name: 'Like moderately', exact: true });
    const sliders = page.getByRole('slider');
    if (await liking.count()) await liking.check();
    for (let index = 0; index < (await sliders.count()); index++) {
      await sliders.nth(index).focus();
      await sliders.nth(index).press('ArrowRight');
    }
    const next = page.getByRole('button', { name: /^(Next|Finish)$/ });
    const last = (await next.textContent()) === 'Finish';
    await next.click();
    if (last) return;
  }
}

/** Opens the context as a logged-in panel leader: what the login screen stores (spec section 3: fzj_user). */
export async function storeLeaderSession(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(
    (tk) =>
      localStorage.setItem(
        'fzj_user',
        JSON.stringify({ name: 'Lea', account: { code: 'demo', guid: 'demo' }, roles: ['user'], token: tk }),
      ),
    token,
  );
}
