import type { Translated } from '../../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  designerLogic: {
    page: 'Conditions, ordre et attente',
    pageShowIf: 'Montrer cette page seulement si…',
    pageEndIf: 'Terminer le questionnaire après cette page si…',
    endIfHelp:
      'Une exclusion : quand la condition est remplie après la page, le dégustateur est remercié et son passage s’arrête là, compté comme exclu.',
    controlShowIf: 'Montrer seulement si…',
    controlShowIfOf: 'Montrer seulement si… ({{id}})',
    controlShowIfHelp:
      'Les dégustateurs ne voient cette question que tant que la condition est remplie ; cachée, elle n’a pas à être répondue.',
    condition: 'Condition {{number}}',
    question: 'Question',
    questionOption: '{{label}} ({{id}})',
    unavailable: 'Pas une question antérieure ici',
    comparison: 'Comparaison',
    comparisons: {
      atLeast: 'vaut au moins',
      atMost: 'vaut au plus',
      anyOf: 'est l’une de',
      noneOf: 'n’est aucune de',
      answered: 'a une réponse',
      notAnswered: 'n’a pas de réponse',
    },
    value: 'Valeur',
    point: '{{value}} : {{label}}',
    answers: 'Réponses',
    join: 'Combiner les conditions',
    joinAll: 'Toutes doivent être remplies',
    joinAny: 'Une seule suffit',
    addCondition: 'Ajouter une condition',
    removeCondition: 'Retirer la condition {{number}}',
    nested:
      'Cette condition imbrique des groupes dans des groupes, telle qu’écrite dans son fichier : {{condition}}. Le concepteur la garde telle quelle ; modifiez-la dans le fichier, ou retirez-la et construisez-en une autre ici.',
    removeNested: 'Retirer la condition',
    randomControls: 'Mettre ses questions dans un ordre aléatoire',
    randomChoices: 'Mettre les réponses dans un ordre aléatoire',
    randomHelp: 'Équilibré entre les dégustateurs : chacune vient à chaque place aussi souvent.',
    orderPer: 'Un nouvel ordre',
    orderPerJudge: 'pour chaque dégustateur, gardé pour tous ses échantillons',
    orderPerSample: 'pour chaque échantillon',
    keepInPlace: 'Garder {{id}} à sa place',
    keepChoiceInPlace: 'Garder « {{label}} » à sa place',
    minimumSeconds: 'Temps minimum sur cette page (secondes, facultatif)',
    minimumSecondsHelp:
      'Suivant attend, avec un compte à rebours, que le dégustateur soit resté ce temps sur la page (un rinçage entre les échantillons, par exemple).',
  },
} satisfies Translated<typeof en>;
