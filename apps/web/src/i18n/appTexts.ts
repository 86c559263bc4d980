import { defineTexts } from './bundle.ts';
import de from './appTexts/de.ts';
import en from './appTexts/en.ts';
import es from './appTexts/es.ts';
import fr from './appTexts/fr.ts';
import ja from './appTexts/ja.ts';
import pt from './appTexts/pt.ts';
import zh from './appTexts/zh.ts';

/**
 * Texts of the app shell, shared by every screen.
 * Every language at once, for tests and tools; the app loads one language at a time (i18n/languages).
 */
export const appTexts = defineTexts({ en, fr, ja, de, zh, es, pt });
