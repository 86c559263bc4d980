import type { Translated } from '../../i18n/texts.ts';
import type en from './en.ts';

export default {
  app: {
    title: 'Palate-Konsole',
    signOut: 'Abmelden',
    language: 'Sprache',
    judgesApp: 'App der Prüfer',
    signedInAs: 'Angemeldet als {{name}}',
    loadFailed: 'Das Laden ist fehlgeschlagen: {{message}}',
    cancel: 'Abbrechen',
    close: 'Schließen',
    auditNav: 'Prüfprotokoll',
  },
} satisfies Translated<typeof en>;
