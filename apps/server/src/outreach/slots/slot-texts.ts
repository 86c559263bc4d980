import type { Language } from '@palate/engine';
import de from './texts/de.ts';
import en, { type SlotTexts } from './texts/en.ts';
import es from './texts/es.ts';
import fr from './texts/fr.ts';
import ja from './texts/ja.ts';
import pt from './texts/pt.ts';
import zh from './texts/zh.ts';

const TEXTS: Record<Language, SlotTexts> = { en, fr, ja, de, zh, es, pt };

/** Booked sessions' words in one of the seven languages. */
export function slotTexts(language: Language): SlotTexts {
  return TEXTS[language];
}

/** A moment in words in the reader's language and the slots' time zone, the zone named (a reader may be elsewhere). */
export function momentInWords(epochMs: number, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(epochMs);
}
