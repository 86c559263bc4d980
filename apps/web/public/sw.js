/* global self, caches, fetch, URL */
/*
 * Palate's service worker: the app opens with no network, so that a judge can answer the
 * questionnaires downloaded to this device (features/questionnaires, lib/offlineStore.ts).
 *
 * - Navigations: network first, so a new build is picked up at once; the last app page
 *   fetched is the fallback offline (every route is the same single-page app).
 * - /assets/*: cache first; their names carry a content hash, so a cached copy never goes stale.
 * - Pictures of questionnaires (GET /ws/fzRun.dll/img?nm=…): network first, cached copy
 *   offline; the client fetches each picture of a download so that it is stored here.
 * - Nothing else is touched: the /ws/ calls (POST) always go to the server.
 */
const CACHE = 'palate-offline-v1';
const APP_PAGE = '/';
const OFFLINE_ASSETS = '/offline-assets.json';

self.addEventListener('install', (event) => {
  event.waitUntil(cacheAppShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The leaders' console is another app, with its own page: never served as the judges' app.
  if (url.pathname.startsWith('/console/')) return;
  if (request.mode === 'navigate') event.respondWith(appPage(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (url.pathname === '/ws/fzRun.dll/img') event.respondWith(networkFirst(request, request));
});

/**
 * The app page and every asset of the build (offline-assets.json, written by the build):
 * screens and languages are loaded on demand, and each must open offline even if it was
 * never shown online.
 */
async function cacheAppShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(APP_PAGE, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(APP_PAGE, response);
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const listed = await fetch(OFFLINE_ASSETS, { cache: 'no-cache' })
    .then((list) => (list.ok ? list.json() : []))
    .catch(() => []);
  await Promise.allSettled([...new Set([...named, ...listed])].map((asset) => cache.add(asset)));
}

function appPage(request) {
  return networkFirst(request, APP_PAGE);
}

async function networkFirst(request, cacheKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
