import type { Language } from '@palate/engine';
import de from './texts/de.ts';
import en, { type InvitationTexts } from './texts/en.ts';
import es from './texts/es.ts';
import fr from './texts/fr.ts';
import ja from './texts/ja.ts';
import pt from './texts/pt.ts';
import zh from './texts/zh.ts';

const TEXTS: Record<Language, InvitationTexts> = { en, fr, ja, de, zh, es, pt };

/** The invitation's and the reminder's words in one of the seven languages. */
export function invitationTexts(language: Language): InvitationTexts {
  return TEXTS[language];
}

/** A closing date as the judge reads it, in their language, on the server's clock's time zone (UTC, said). */
export function closingDate(at: number, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}
