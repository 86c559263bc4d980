import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  preview: {
    nav: 'Simulation',
    listTitle: 'Simuler un questionnaire',
    listIntro:
      'Répondez à un questionnaire comme l’un de ses juges : mêmes écrans, mêmes codes d’échantillons, même ordre. Les simulations ne comptent pour aucun juge et n’apparaissent dans aucun résultat.',
    notLeader: 'Seuls les animateurs de panel peuvent lancer des simulations.',
    logIn: 'Se connecter',
    empty: 'Aucun questionnaire n’est encore publié.',
    simulate: 'Simuler',
    simulations_one: '{{count}} simulation jusqu’ici',
    simulations_other: '{{count}} simulations jusqu’ici',
    expired: 'Expiré',
    title: 'Simulation',
    judge: 'Juge à simuler',
    judgeHelp:
      'Chaque juge a son propre ordre et ses propres codes. Les juges 1 à {{count}} couvrent tous les ordres du plan.',
    judgeInvalid: 'Veuillez indiquer un numéro de juge supérieur ou égal à 1.',
    mandatoryAnswers: 'Réponses obligatoires',
    mandatoryAnswersHelp: 'Il faut répondre à chaque question pour continuer, comme les juges.',
    screenshots: 'Captures d’écran',
    definitionWaiting: 'En attente du questionnaire envoyé par la console…',
    definitionEmpty: 'Ce questionnaire n’a encore aucun écran.',
    screenshotsInHost: 'L’application de cabine enregistre une image de chaque écran dans son dossier de captures.',
    screenshotsHelp:
      'Les captures d’écran sont faites par l’application de bureau ; un navigateur ne peut pas les faire.',
    start: 'Lancer la simulation',
    saveFailedTitle: 'La simulation précédente n’a pas pu être enregistrée',
    saveFailedText:
      'Votre simulation inachevée de ce questionnaire n’a pas pu être conservée. Vous pouvez réessayer, ou lancer la nouvelle sans la conserver.',
    continueWithoutSaving: 'Continuer sans enregistrer',
    retry: 'Réessayer',
    cancel: 'Annuler',
    banner: 'Simulation du juge {{judge}} : ces réponses ne sont pas comptées.',
    bannerOptional: 'Simulation du juge {{judge}}, réponses facultatives : ces réponses ne sont pas comptées.',
    endTitle: 'Simulation terminée',
    endText: 'Les juges voient ici un remerciement. Vos réponses sont tenues à part des résultats du panel.',
    again: 'Simuler à nouveau',
    backHome: 'Retour à l’accueil',
  },
} satisfies Translated<typeof en>;
