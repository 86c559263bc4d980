/**
 * The service worker (public/sw.js) keeps a copy of the whole app so that it opens without a
 * network. Its first copy is a few hundred kilobytes: fetched while a judge on a slow phone
 * waits for their first question, it would hold up every file and call they wait for. So
 * the copy is asked for once the judge is at their questions: past a questionnaire's first
 * screen, or a few seconds on any screen; or at once, and awaited, for an offline download.
 */

/** How long a first screen is on show before the copy is asked for anyway. */
export const OFFLINE_COPY_DELAY_MS = 5_000;

let registration: Promise<void> | null = null;

const supported = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/** Registers the service worker, once; never rejects (the app works without it online). */
export function keepOfflineCopy(): Promise<void> {
  if (!supported()) return Promise.resolve();
  registration ??= navigator.serviceWorker.register('/sw.js').then(
    () => undefined,
    () => undefined,
  );
  return registration;
}

/** Asks for the copy once the first screen has been on show for OFFLINE_COPY_DELAY_MS. */
export function keepOfflineCopySoon(): void {
  if (supported()) setTimeout(() => void keepOfflineCopy(), OFFLINE_COPY_DELAY_MS);
}

/**
 * Resolves once the service worker controls this page with its copy made (what a download's
 * pictures need to be kept), or after `patienceMs` where it cannot.
 */
export async function offlineCopyInPlace(patienceMs = 30_000): Promise<void> {
  if (!supported()) return;
  await keepOfflineCopy();
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, patienceMs);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
