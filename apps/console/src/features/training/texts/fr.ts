import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  training: {
    link: 'Cibles d’entraînement : {{name}}',
    back: 'Retour aux publications',
    title: 'Cibles d’entraînement : {{name}}',
    help: 'Après chaque échantillon d’une séance d’entraînement, les juges voient leur note sur chaque attribut à côté de son intervalle cible : une valeur et une tolérance de part et d’autre. Laissez les deux vides pour ne pas donner de cible.',
    notTraining:
      'Les cibles ne s’appliquent qu’aux séances d’entraînement, et cette publication est une étude. Marquez-la comme entraînement dans la liste des publications pour lui donner des cibles.',
    noAttributes:
      'Ce questionnaire n’a aucune échelle sur l’écran d’un échantillon : il n’y a rien à quoi donner une cible.',
    tableTitle: 'Cibles par produit et attribut',
    product: 'Produit',
    scale: 'Échelle de {{min}} à {{max}}',
    value: 'Valeur',
    tolerance: '± Tolérance',
    valueOf: '{{attribute}}, {{product}} : valeur cible',
    toleranceOf: '{{attribute}}, {{product}} : tolérance de part et d’autre',
    panelTitle: 'Là où aucune cible n’est donnée',
    usePanel: 'Utiliser la moyenne du panel ± k écarts-types là où aucune cible n’est donnée',
    panelHelp:
      'Calculée pour chaque juge à partir des réponses des autres juges à cette publication (la moyenne de chaque juge sur ses répétitions), dès qu’assez d’entre eux ont répondu. Une cible donnée dans le tableau l’emporte toujours.',
    k: 'k (écarts-types de part et d’autre)',
    minJudges: 'Autres juges nécessaires d’abord',
    save: 'Enregistrer les cibles',
    saved: 'Les cibles sont enregistrées.',
    problemsTitle: 'Les cibles ne peuvent pas encore être enregistrées :',
    valueMissing: '{{attribute}}, {{product}} : donnez la valeur cible, ou videz la tolérance.',
    toleranceMissing: '{{attribute}}, {{product}} : donnez la tolérance (0 ou plus), ou videz la valeur.',
    outsideScale: '{{attribute}}, {{product}} : la valeur doit être comprise entre {{min}} et {{max}}.',
    negativeTolerance: '{{attribute}}, {{product}} : la tolérance ne peut pas être inférieure à 0.',
    kOutOfRange: 'k doit être compris entre {{min}} et {{max}}.',
    minJudgesOutOfRange: 'Le nombre d’autres juges nécessaires doit être un nombre entier entre {{min}} et {{max}}.',
  },
} satisfies Translated<typeof en>;
