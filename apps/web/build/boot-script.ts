import type { Plugin } from 'vite';

/**
 * Runs the `boot` chunk (src/app/boot.ts) as a script of its own, `async`: it starts as soon
 * as it arrives, not once the entry's whole module graph (React with it) has arrived and
 * been evaluated. The entry imports the same file, which the browser evaluates once.
 */
export function bootScript(chunkName: string): Plugin {
  return {
    name: 'palate-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === chunkName);
        if (!boot) throw new Error(`no chunk named ${chunkName} to run first`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
