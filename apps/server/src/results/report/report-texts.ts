import type { Language } from '@palate/engine';
import de from './texts/de.ts';
import en, { type ReportTexts } from './texts/en.ts';
import es from './texts/es.ts';
import fr from './texts/fr.ts';
import ja from './texts/ja.ts';
import pt from './texts/pt.ts';
import zh from './texts/zh.ts';

const TEXTS: Record<Language, ReportTexts> = { en, fr, ja, de, zh, es, pt };

/** The report's words in one of the seven languages. */
export function reportTexts(language: Language): ReportTexts {
  return TEXTS[language];
}
