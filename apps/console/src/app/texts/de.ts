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
    leave: {
      title: 'Diese Seite verlassen?',
      message: 'Ihre Änderungen auf dieser Seite sind nicht gespeichert. Wenn Sie jetzt gehen, gehen sie verloren.',
      stay: 'Auf dieser Seite bleiben',
      leave: 'Ohne Speichern verlassen',
    },
    incompleteBlocks: {
      design:
        '{{K}} von {{T}} Produkten je Prüfer, aus einem Plan mit {{blocks}} Blöcken: Jedes Produkt wird in {{r}} Blöcken serviert, jedes Produktpaar gemeinsam in {{lambda}}.',
      lambdaRange: '{{fewest}} oder {{most}}',
      balanced: 'Exakt ausgewogen (ein balancierter unvollständiger Blockplan).',
      nearBalanced:
        'Nahezu ausgewogen: Für diese Zahlen ist kein exakt ausgewogener Plan bekannt, daher treffen manche Paare einmal öfter zusammen als andere.',
      replicates: 'Eine vollständige Wiederholung des Plans braucht {{judges}} Prüfer.',
    },
  },
} satisfies Translated<typeof en>;
