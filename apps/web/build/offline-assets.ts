import type { Plugin } from 'vite';

/** Where the service worker finds every file the app may load (public/sw.js). */
export const OFFLINE_ASSETS_FILE = 'offline-assets.json';

/**
 * Lists every built asset, so that the service worker caches the chunks loaded on demand
 * (other screens, other languages) and the app still opens all of them without a network.
 */
export function offlineAssets(): Plugin {
  return {
    name: 'palate-offline-assets',
    apply: 'build',
    generateBundle: {
      // After Vite's own plugins, which drop the chunks that only held styles: listed, they
      // would be asked for and never found.
      order: 'post',
      handler(_options, bundle) {
        const assets = Object.keys(bundle)
          .filter((fileName) => fileName.startsWith('assets/'))
          .map((fileName) => `/${fileName}`)
          .sort();
        this.emitFile({ type: 'asset', fileName: OFFLINE_ASSETS_FILE, source: JSON.stringify(assets) });
      },
    },
  };
}
