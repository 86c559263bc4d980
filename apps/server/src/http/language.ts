import { LANGUAGES, type Language } from '@palate/engine';

/** The first supported language of an Accept-Language header, by the client's order of preference. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      return { base: tag.toLowerCase().split('-')[0] ?? '', quality: quality ? Number(quality) : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base));
  return (match?.base as Language | undefined) ?? 'en';
}
