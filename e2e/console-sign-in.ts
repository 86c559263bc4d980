import type { Page } from 'playwright-core';
import englishFrame from '../apps/console/src/app/texts/en.ts';
import japaneseFrame from '../apps/console/src/app/texts/ja.ts';
import englishPublications from '../apps/console/src/features/publications/texts/en.ts';
import japanesePublications from '../apps/console/src/features/publications/texts/ja.ts';
import englishSignIn from '../apps/console/src/features/signin/texts/en.ts';
import japaneseSignIn from '../apps/console/src/features/signin/texts/ja.ts';
import type { E2eApp } from './app.ts';

// The console's own words, so that a reworded label changes here with the console.
const TEXTS = {
  en: {
    ...englishSignIn.signin,
    navigation: englishFrame.app.title,
    resultsOf: englishPublications.publications.resultsOf,
  },
  ja: {
    ...japaneseSignIn.signin,
    navigation: japaneseFrame.app.title,
    resultsOf: japanesePublications.publications.resultsOf,
  },
};

/** The languages the e2e suites sign in in; the browser context's locale must speak the same. */
export type ConsoleLanguage = keyof typeof TEXTS;

export interface ConsoleCredentials {
  login: string;
  password: string;
  /** The language of the sign-in form, as the context's locale chooses it; English unless told. */
  language?: ConsoleLanguage;
}

/** Fills and submits the console's sign-in form where the page shows it, and waits for nothing. */
export async function submitConsoleSignIn(
  page: Page,
  { login, password, language = 'en' }: ConsoleCredentials,
): Promise<void> {
  const texts = TEXTS[language];
  await page.getByLabel(texts.login, { exact: true }).fill(login);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

/**
 * Opens the console (at `path` under /console/, its questionnaires unless told), signs the leader
 * in, and waits until the console's navigation is there.
 */
export async function signInToConsole(
  page: Page,
  app: Pick<E2eApp, 'url'>,
  signIn: ConsoleCredentials & { path?: string },
): Promise<void> {
  await page.goto(`${app.url}/console/${signIn.path ?? ''}`);
  await submitConsoleSignIn(page, signIn);
  await page.getByRole('navigation', { name: TEXTS[signIn.language ?? 'en'].navigation }).waitFor();
}

/** Signs the leader in on the publications' list and opens the results of the publication named `publication`. */
export async function openPublicationResults(
  page: Page,
  app: Pick<E2eApp, 'url'>,
  signIn: ConsoleCredentials,
  publication: string,
): Promise<void> {
  await signInToConsole(page, app, { ...signIn, path: 'publications' });
  const link = TEXTS[signIn.language ?? 'en'].resultsOf.replace('{{name}}', publication);
  await page.getByRole('link', { name: link }).click();
}

/** Opens an administrator's page from the leader's menu in the header: the judges' screens (Portal) or the audit log. */
export async function openFromLeaderMenu(page: Page, item: 'Portal' | 'Audit log'): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Signed in as / })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
  // The menu navigates in the page; what follows must not find the page it left.
  await page.waitForURL(item === 'Portal' ? /\/console\/portal$/ : /\/console\/audit$/);
}
