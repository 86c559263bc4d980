import type { Language } from '@palate/engine';
import de from './error-messages/de.ts';
import en from './error-messages/en.ts';
import es from './error-messages/es.ts';
import fr from './error-messages/fr.ts';
import ja from './error-messages/ja.ts';
import pt from './error-messages/pt.ts';
import zh from './error-messages/zh.ts';

/**
 * The error catalogue's texts in every language the product speaks, shared by the
 * server (errorMsg) and the client (error.{code}). `unknown` is the fallback; `field`
 * names a request field that failed validation; `invalidAnswer` names the control and the
 * validation rule of the first answer refused (52000).
 */
export type ErrorTexts = Record<string, string> & {
  unknown: string;
  invalidField: string;
  invalidAnswer: string;
  offline: string;
};

// One file per language (error-messages/<lang>.ts), so that the web client loads only its judge's.
export const errorTexts: Record<Language, ErrorTexts> = { en, fr, ja, de, zh, es, pt };

/** The text for a code in a language, falling back to English, then to the unknown-error text. */
export function errorText(
  code: number | 'offline' | 'invalidField' | 'invalidAnswer' | 'unknown',
  language: Language,
  params: Record<string, string> = {},
): string {
  const texts = errorTexts[language];
  const template = texts[code] ?? errorTexts.en[code] ?? texts.unknown;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
