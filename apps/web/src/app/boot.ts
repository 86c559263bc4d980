/**
 * A chunk of its own that index.html runs as soon as it arrives (build/boot-script.ts), and
 * main.tsx's first import: it asks for the address's texts before the app's own modules
 * have arrived and been evaluated, which on a slow phone takes longer than the texts take
 * to arrive (React alone, several hundred milliseconds). main.tsx then finds them on their
 * way: a module is fetched once however often it is imported.
 */
import { importLanguage } from '../i18n/languageModules.ts';
import { parseAppPath, prefixLanguage } from '../lib/appPath.ts';

// main.tsx reports a failure when it asks for them itself.
importLanguage(prefixLanguage(parseAppPath(window.location.pathname).prefix)).catch(() => undefined);
