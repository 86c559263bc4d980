import { LANGUAGES, type Language } from '@palate/engine';
import { JOINED_INTENSIFIERS, stopWordsOf } from './stopWords.ts';

export interface WordCount {
  word: string;
  count: number;
}

/** French and Italian elisions (l'arôme, d'orange, qu'il) and English contractions (it's): the word is what follows. */
const ELIDED = /^(?:\p{L}{1,2}|qu)['’](\p{L}.*)$/u;

/** Writing systems in which one character is a word (a Latin letter alone is not). */
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The words judges wrote most often, most frequent first (ties in the order met): each text
 * split into words by Intl.Segmenter (which also splits Japanese and Chinese, having no spaces,
 * by its dictionaries), folded to lower case, an elision's article and a Chinese intensifier
 * taken off, leaving out the stop words of `languages`,
 * numbers, and single letters of alphabetic scripts. A word counts once per text, so that one
 * judge repeating a word does not outweigh others.
 */
export function frequentWords(
  texts: readonly string[],
  { languages = LANGUAGES, limit = 10 }: { languages?: readonly Language[]; limit?: number } = {},
): WordCount[] {
  const locale = languages[0] ?? 'en';
  const stop = new Set(languages.flatMap(stopWordsOf));
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const counts = new Map<string, number>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const segment of segmenter.segment(text.normalize('NFKC'))) {
      if (!segment.isWordLike) continue;
      const word = wordOf(segment.segment.toLocaleLowerCase(locale));
      if (stop.has(word) || /^\p{N}+$/u.test(word)) continue;
      if ([...word].length === 1 && !IDEOGRAPHIC.test(word)) continue;
      seen.add(word);
    }
    for (const word of seen) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}

function wordOf(segment: string): string {
  const elided = ELIDED.exec(segment);
  return (elided ? (elided[1] as string) : segment).replace(JOINED_INTENSIFIERS, '');
}
