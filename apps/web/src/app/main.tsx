import './schemaConfig.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showLanguage } from '../i18n/setup.ts';
import { parseAppPath, prefixLanguage } from '../lib/appPath.ts';
import { connectHost } from '../lib/host/connectHost.ts';
import { keepOfflineCopySoon } from '../lib/offlineCopy.ts';
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
void Promise.all([showLanguage(language), reachHost().then(restoreOffline)])
  .then(render)
  // The copy for offline use waits until the first screen is there (lib/offlineCopy.ts).
  .finally(keepOfflineCopySoon);
