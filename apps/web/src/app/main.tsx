import './schemaConfig.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showLanguage } from '../i18n/setup.ts';
import { parseAppPath, prefixLanguage } from '../lib/appPath.ts';
import { connectHost } from '../lib/host/connectHost.ts';
import { restoreOffline } from '../lib/offlineStore.ts';
import { parseRouteOptions } from '../lib/routeOptions.ts';
import { App } from './router.tsx';
import './styles.css';

const { prefix } = parseAppPath(window.location.pathname);
// Speak the address's language from the first paint, not one frame after it.
const language = prefixLanguage(prefix);
// A desktop or Android host (a wrapper tag) gives back the booth's terminal and judge before
// the first screen reads them; its bridge loads only then (connectHost.ts).
const reachHost = async () => {
  if (parseRouteOptions(prefix.options).wrapper !== null) await connectHost();
};
function render() {
  document.documentElement.lang = language;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A browser killed just after an answer offline reopens with the copy that reached the disk.
// Awaited with then rather than a top-level await: a module with one keeps the bundler from
// letting lazy chunks import from the entry, which split the first screen into many files.
void Promise.all([showLanguage(language), reachHost().then(restoreOffline)]).then(render);

// The service worker lets the app open without a network (public/sw.js). Not in
// development, where it would serve stale modules to Vite's hot reload.
// Registered once the page has loaded, so that it does not compete with the first screen;
// the wait for the judge's language above may end after the load event.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
