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
    leave: {
      title: 'Quitter cette page ?',
      message:
        'Vos modifications sur cette page ne sont pas enregistrées. Si vous partez maintenant, elles seront perdues.',
      stay: 'Rester sur cette page',
      leave: 'Partir sans enregistrer',
    },
    incompleteBlocks: {
      design:
        '{{K}} produits sur {{T}} par juge, selon un plan de {{blocks}} blocs : chaque produit est servi dans {{r}} blocs, chaque paire de produits ensemble dans {{lambda}}.',
      lambdaRange: '{{fewest}} ou {{most}}',
      balanced: 'Exactement équilibré (un plan en blocs incomplets équilibrés).',
      nearBalanced:
        'Presque équilibré : aucun plan exactement équilibré n’est connu pour ces nombres, certaines paires se rencontrent donc une fois de plus que d’autres.',
      replicates: 'Une répétition complète du plan demande {{judges}} juges.',
    },
  },
} satisfies Translated<typeof en>;
