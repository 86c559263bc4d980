import type { Language } from '@palate/engine';
import { parseAppPath } from './appPath.ts';

/**
 * The same address in another language: the lang segment is replaced (or added), the
 * options segment and the route are kept as written, so that it works for every route.
 */
export function withLanguage(pathname: string, language: Language): string {
  const { prefix } = parseAppPath(pathname);
  const prefixLength = (prefix.options !== null ? 1 : 0) + (prefix.lang !== null ? 1 : 0);
  const rest = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .slice(prefixLength);
  const head = prefix.options !== null ? [encodeURIComponent(prefix.options), language] : [language];
  return '/' + [...head, ...rest].join('/');
}
