import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panel: {
    nav: 'Panel',
    title: 'Panel',
    help: 'Chaque juge nommé avec ses résultats sur toutes les publications auxquelles il a répondu, entraînements compris : triez une colonne pour choisir les juges d’une étude, ouvrez la fiche d’un juge pour suivre son évolution.',
    empty: 'Aucun juge nommé pour l’instant : ajoutez des juges dans l’écran Membres.',
    judge: 'Juge',
    publications: 'Publications répondues',
    lastAnswered: 'Dernière réponse',
    medianP: 'p médian de discrimination',
    repeatability: 'Répétabilité (écart-type résiduel)',
    agreement: 'Accord (r avec le panel)',
    correctShare: 'Tests de discrimination réussis',
    sortBy: 'Trier par {{column}}',
    never: 'Jamais',
    none: '–',
    percent: '{{value}} %',
    figuresNote:
      'Un p faible signifie que le juge distingue les produits ; un écart-type résiduel faible, que ses répétitions concordent ; un r proche de 1, qu’il classe les produits comme le panel. Les chiffres viennent de l’analyse de chaque publication, comme sur sa page de résultats.',
    back: 'Retour au panel',
    recordTitle: 'Fiche de {{name}}',
    recordHelp:
      'Toutes les publications auxquelles {{name}} a répondu, ses performances sur chaque attribut à côté de la médiane du panel, et ses tests de discrimination.',
    publicationsTitle: 'Publications répondues',
    publication: 'Publication',
    answered: 'Répondu le',
    completion: 'Achèvement',
    finished: 'Terminé',
    inProgress: 'En cours',
    timeTaken: 'Durée',
    minutes: '{{count}} min',
    training: 'Entraînement',
    trainingNote: 'Les séances d’entraînement font partie de la fiche mais sont exclues des rapports.',
    attributesTitle: 'Performances par attribut',
    noAttributes:
      'Aucun attribut avec des performances de panel pour l’instant : il faut un profil avec répétitions pour mesurer la répétabilité.',
    measure: 'Valeur affichée',
    attribute: 'Attribut',
    F: 'F',
    pValue: 'p',
    panelMedian: 'Médiane du panel',
    chartP:
      'Valeur p de discrimination de {{name}} sur {{attribute}} selon la date de publication (trait plein), face à la médiane du panel (tirets) ; plus bas est meilleur.',
    chartRepeatability:
      'Répétabilité (écart-type résiduel) de {{name}} sur {{attribute}} selon la date de publication (trait plein), face à la médiane du panel (tirets) ; plus bas est meilleur.',
    chartAgreement:
      'Accord (corrélation avec les moyennes du panel) de {{name}} sur {{attribute}} selon la date de publication (trait plein), face à la médiane du panel (tirets) ; plus haut est meilleur.',
    judgeSeries: 'Juge',
    discriminationTitle: 'Tests de discrimination',
    noDiscrimination: 'Aucun test de discrimination répondu pour l’instant.',
    test: 'Test',
    method: 'Méthode',
    result: 'Résultat',
    right: 'Juste',
    wrong: 'Faux',
    chartDiscrimination:
      'Part des tests de discrimination réussis par {{name}}, selon la date de publication ; chaque barre est une publication.',
    shareRight: 'Part réussie',
    figuresTable: 'Valeurs par attribut et par publication',
    trainingTitle: 'Entraînement sur cibles',
    trainingHelp:
      'Chaque séance d’entraînement avec des cibles, de la plus ancienne à la plus récente : combien de notes de {{name}} tombaient dans l’intervalle cible, et leur distance moyenne au centre des cibles en part de l’échelle. Une distance qui baisse puis reste faible montre que le juge a convergé et peut rejoindre le panel.',
    noTraining: 'Aucune séance d’entraînement avec des cibles pour l’instant.',
    session: 'Séance',
    onTarget: 'Notes dans la cible',
    onTargetOf: '{{onTarget}} sur {{rated}} ({{percent}})',
    meanDistance: 'Distance moyenne à la cible (% de l’échelle)',
    chartTraining:
      'Distance moyenne des notes de {{name}} aux cibles, en pourcentage de l’échelle, séance par séance, de la plus ancienne à la plus récente ; plus bas est meilleur. Les valeurs sont dans le tableau ci-dessous.',
  },
} satisfies Translated<typeof en>;
