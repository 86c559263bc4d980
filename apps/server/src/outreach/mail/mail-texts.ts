import type { Language } from '@palate/engine';
import de from './texts/de.ts';
import en, { type MailTexts } from './texts/en.ts';
import es from './texts/es.ts';
import fr from './texts/fr.ts';
import ja from './texts/ja.ts';
import pt from './texts/pt.ts';
import zh from './texts/zh.ts';

const TEXTS: Record<Language, MailTexts> = { en, fr, ja, de, zh, es, pt };

/** The mail's own words (footer, unsubscribe page, test message) in one of the seven languages. */
export function mailTexts(language: Language): MailTexts {
  return TEXTS[language];
}
