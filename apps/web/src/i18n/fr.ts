import type { Translation } from './en.ts';

// French typography puts a non-breaking space before : ! ? and inside « ».
export const fr: Translation = {
  app: {
    name: 'Palate',
    loading: 'Chargement…',
  },
  home: {
    welcomeTitle: 'Bienvenue',
    welcomeText: 'Goûtez les échantillons qui vous sont servis et répondez à quelques questions sur chacun d’eux.',
    answerAnonymously: 'Répondre aux questionnaires sans identification',
    title: 'Vos questionnaires',
    refresh: 'Actualiser',
    empty: 'Aucun questionnaire à remplir pour le moment.',
    progress: 'Écrans remplis\u00a0: {{nr}} sur {{nb}}',
    start: 'Commencer',
    continue: 'Continuer',
    startLabel: 'Commencer «\u00a0{{label}}\u00a0»',
    continueLabel: 'Continuer «\u00a0{{label}}\u00a0»',
    status: {
      pending: 'Non commencé',
      inProgress: 'En cours',
      finished: 'Terminé',
      expired: 'Expiré',
      full: 'Complet',
    },
  },
  session: {
    progress: 'Écran {{current}} sur {{count}}',
    sample: 'Échantillon {{code}}',
    previous: 'Précédent',
    next: 'Suivant',
    finish: 'Terminer',
    lineNotAnswered:
      'Pas encore de réponse. Touchez la ligne à l’endroit qui correspond à votre réponse, ou utilisez les touches fléchées.',
    endTitle: 'Merci\u00a0!',
    endText: 'Vos réponses ont été enregistrées. Merci de votre participation.',
    backToList: 'Retour aux questionnaires',
  },
  validation: {
    required: 'Veuillez répondre à cette question.',
    number: 'Veuillez indiquer un nombre.',
    range: 'Veuillez indiquer une valeur entre {{min}} et {{max}}.',
    step: 'Veuillez choisir l’un des points de l’échelle.',
    unknownControl: 'Une réponse n’appartient pas à cet écran. Veuillez recharger la page.',
    duplicate: 'Cette question a reçu deux réponses. Veuillez y répondre de nouveau.',
  },
  error: {
    title: 'Oups...',
    code: 'Erreur {{code}}',
    retry: 'Réessayer',
    backHome: 'Retour à l’accueil',
    backHomeRefresh: 'Retour à l’accueil et actualiser',
    details: 'Détails\u00a0: {{details}}',
  },
};
