import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LANGUAGES, matchLanguage, type Language } from '@palate/engine';

export interface AppPage {
  body: Buffer;
  /** The page compressed as the browser accepts it, as the build's other files are. */
  encoding: 'br' | 'gzip' | undefined;
}

/**
 * The judges' app page for an address: index.html with the address's texts preloaded
 * beside the app's scripts. Otherwise the browser asks for them only once the scripts have
 * run, a round trip late on a slow phone. Undefined for a build without its list of
 * language chunks (apps/web/build/language-chunks.ts).
 */
export function appPageFor(webRoot: string): ((url: string, acceptEncoding: string) => AppPage) | undefined {
  const listPath = join(webRoot, 'language-chunks.json');
  if (!existsSync(listPath)) return undefined;
  const page = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const chunks = JSON.parse(readFileSync(listPath, 'utf8')) as Partial<Record<Language, string[]>>;
  const pages = Object.fromEntries(
    LANGUAGES.map((language) => {
      const links = (chunks[language] ?? [])
        .map((path) => `<link rel="modulepreload" crossorigin href="${path}">`)
        .join('');
      const text = Buffer.from(page.replace('</head>', `${links}</head>`));
      return [language, { text, br: brotliCompressSync(text), gzip: gzipSync(text) }];
    }),
  ) as Record<Language, { text: Buffer; br: Buffer; gzip: Buffer }>;
  return (url, acceptEncoding) => {
    const found = pages[addressLanguage(url)];
    if (/\bbr\b/.test(acceptEncoding)) return { body: found.br, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding)) return { body: found.gzip, encoding: 'gzip' };
    return { body: found.text, encoding: undefined };
  };
}

/**
 * The language the app will speak at this address: the one of its `{options}/{lang}`
 * prefix (apps/web/src/lib/appPath.ts), else English. A wrong guess costs a few
 * kilobytes preloaded for nothing, never a wrong screen: the app decides for itself.
 */
export function addressLanguage(url: string): Language {
  const [first = '', second = ''] = (url.split('?')[0] ?? '').split('/').filter((segment) => segment !== '');
  return matchLanguage(second) ?? matchLanguage(first) ?? 'en';
}
