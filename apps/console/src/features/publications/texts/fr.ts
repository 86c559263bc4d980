import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  publications: {
    title: 'Publications',
    nav: 'Publications',
    questionnairesNav: 'Questionnaires',
    empty: 'Rien n’est encore publié. Publiez un questionnaire avec npm run palate -- publish.',
    name: 'Nom',
    created: 'Publié le',
    judges: 'Juges',
    judgesCount: '{{started}} commencé(s), {{finished}} terminé(s)',
    target: 'sur {{target}}',
    trays: 'Plateaux {{min}}–{{max}}',
    plan: 'Plan de service',
    planOf: 'Plan de service : {{name}}',
    planHelp:
      'Les gobelets à préparer pour chaque juge, dans l’ordre de service. La ligne 1 est le premier juge à commencer, ou le plus petit numéro de plateau.',
    judgesShown: 'Juges à planifier',
    show: 'Afficher',
    startedOnly:
      'Les ordres de ce plan aléatoire sont tirés quand chaque juge commence : seuls les juges ayant commencé sont planifiés.',
    row: 'Juge',
    tray: 'Plateau',
    repetition: 'Répétition',
    cups: 'Gobelets dans l’ordre de service',
    cup: '{{place}}. {{code}} ({{product}})',
    csv: 'Télécharger le CSV',
    print: 'Imprimer',
    labels: 'Étiquettes des gobelets',
    labelsHelp: 'Une étiquette par gobelet, à imprimer sur des planches A4.',
    back: 'Retour aux publications',
    loadFailed: 'Le chargement a échoué : {{message}}',
  },
} satisfies Translated<typeof en>;
