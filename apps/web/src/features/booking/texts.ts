import { defineTexts } from '../../i18n/bundle.ts';
import de from './texts/de.ts';
import en from './texts/en.ts';
import es from './texts/es.ts';
import fr from './texts/fr.ts';
import ja from './texts/ja.ts';
import pt from './texts/pt.ts';
import zh from './texts/zh.ts';

/** Every language at once, for tests and tools; the booking screens load their judge's language only (bookingTexts.ts). */
export const bookingTexts = defineTexts({ en, fr, ja, de, zh, es, pt });
