import type { Plugin } from 'vite';

/** Where the server finds each language's text chunks, to preload the address's (apps/server/src/http/app-page.ts). */
export const LANGUAGE_CHUNKS_FILE = 'language-chunks.json';

/**
 * Lists, for each language of src/i18n/languages, the chunks its texts are in and that the
 * page does not load already: `{"en": ["/assets/en-….js", …], …}`.
 */
export function languageChunks(): Plugin {
  return {
    name: 'palate-language-chunks',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const loadedByPage = new Set<string>();
        const addStatic = (fileName: string) => {
          if (loadedByPage.has(fileName)) return;
          loadedByPage.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(addStatic);
        };
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => addStatic(chunk.fileName));
        const byLanguage: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const language = /[\\/]i18n[\\/]languages[\\/]([a-z]+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          if (!language) continue;
          byLanguage[language] = [chunk.fileName, ...chunk.imports]
            .filter((fileName) => !loadedByPage.has(fileName))
            .map((fileName) => `/${fileName}`);
        }
        this.emitFile({ type: 'asset', fileName: LANGUAGE_CHUNKS_FILE, source: JSON.stringify(byLanguage) });
      },
    },
  };
}
