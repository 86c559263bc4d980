import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { languageChunks } from './build/language-chunks.ts';
import { offlineAssets } from './build/offline-assets.ts';
import { precompress } from './build/precompress.ts';

/** Libraries change far less often than the app: in chunks of their own they stay cached across app updates. */
const LIBRARY_CHUNKS = [
  // use-sync-external-store serves react-i18next and React Aria: with React, so that i18n's chunk does not pull React Aria's.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/ },
  {
    name: 'react-aria',
    test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-[a-z]+|@internationalized|@swc[\\/]helpers|clsx|aria-hidden)[\\/]/,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
];

export default defineConfig({
  plugins: [react(), languageChunks(), offlineAssets(), precompress()],
  build: {
    // The server serves this folder, with a fallback to index.html for client routes.
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: LIBRARY_CHUNKS } },
      // Building a zod schema has no effect beyond the schema: one that nothing uses is dropped.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    // In development the calls go to a server started separately (npm run dev:server).
    proxy: { '/ws': 'http://localhost:8080' },
  },
});
