import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  guide: {
    nav: 'Leitfaden',
    title: 'Leitfaden für Panelleiter',
    contents: 'Inhalt des Leitfadens',
    englishOnly: 'Der Leitfaden ist auf Englisch geschrieben.',
    missing: 'Diese Seite des Leitfadens gibt es nicht.',
  },
} satisfies Translated<typeof en>;
