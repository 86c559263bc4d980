import type { Translated } from '../../i18n/texts.ts';
import type en from './en.ts';

export default {
  app: {
    title: 'Console Palate',
    signOut: 'Se déconnecter',
    language: 'Langue',
    judgesApp: 'Application des juges',
    signedInAs: 'Connecté : {{name}}',
    loadFailed: 'Le chargement a échoué : {{message}}',
    cancel: 'Annuler',
    close: 'Fermer',
    auditNav: 'Journal d’audit',
  },
} satisfies Translated<typeof en>;
