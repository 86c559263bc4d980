import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  maps: {
    title: 'Cartes',
    help: 'Comment les produits se situent les uns par rapport aux autres, et qui aime quoi. Chaque carte a ses chiffres dans un tableau en dessous.',
    pca: 'Carte des produits : {{page}}',
    pcaHelp:
      'Analyse en composantes principales des notes moyennes des produits, chaque attribut centré-réduit. Des produits proches ont été décrits de la même façon ; une flèche indique où son attribut augmente.',
    ca: 'Carte des termes : {{question}}',
    caHelp:
      'Analyse factorielle des correspondances du nombre de fois où chaque terme a été coché pour chaque produit : un terme est proche des produits pour lesquels il a été le plus coché.',
    internalPreference: 'Carte des préférences interne : {{question}}',
    internalHelp:
      'Analyse en composantes principales des produits avec l’appréciation de chaque consommateur comme variable : chaque trait indique où l’appréciation de ce consommateur augmente.',
    clusters: 'Segments de consommateurs : {{question}}',
    clustersHelp:
      'Consommateurs regroupés selon leur classement des produits : classification de Ward de leur appréciation, les notes de chacun centrées sur sa propre moyenne.',
    externalPreference: 'Carte des préférences externe : {{question}}',
    externalHelp:
      'L’appréciation de chaque consommateur modélisée sur la carte des produits du profil lié ; la couleur donne la part des consommateurs qui aimeraient un produit placé à cet endroit plus que leur moyenne.',
    mfa: 'Analyse factorielle multiple',
    mfaHelp:
      'Une carte des produits issue de plusieurs groupes de variables, chaque groupe pondéré pour qu’aucun ne domine : {{groups}}.',
    dimension: 'Dimension {{n}} ({{percent}} %)',
    eigenvalues: 'Valeurs propres',
    dimensionColumn: 'Dimension',
    eigenvalue: 'Valeur propre',
    inertia: '% d’inertie',
    coordinates: 'Coordonnées sur les deux premières dimensions',
    name: 'Nom',
    first: 'Dim. 1',
    second: 'Dim. 2',
    showEllipses: 'Afficher les ellipses de confiance (95 %)',
    ellipsesNote:
      'Ellipses issues de {{resamplings}} rééchantillonnages des juges : des produits dont les ellipses se chevauchent peuvent ne pas différer.',
    attribute: 'Attribut',
    term: 'Terme',
    consumer: 'Consommateur',
    product: 'Produit',
    word: 'Mot (supplémentaire)',
    leftOut_one: '{{count}} consommateur écarté (n’a pas noté tous les produits, ou les a tous notés pareil).',
    leftOut_other: '{{count}} consommateurs écartés (n’ont pas noté tous les produits, ou les ont tous notés pareil).',
    termsLeftOut: 'Termes cochés par personne, écartés : {{terms}}',
    segmentCount: 'Nombre de segments',
    suggested: '{{count}} (suggéré)',
    segment: 'Segment {{n}}',
    segmentColumn: 'Segment',
    size: 'Consommateurs',
    productEffect: 'Effet produit (p)',
    share: 'Entre segments : {{percent}} % des différences entre consommateurs.',
    segmentsMinimum:
      'Chaque segment proposé compte au moins {{count}} consommateurs : 3, ou un dixième du panel si c’est plus.',
    noSegments:
      'Pas de segments : les consommateurs sont trop peu nombreux, ou trop semblables, pour former des segments d’au moins {{count}} chacun.',
    testMissingFew: 'Pas de test : moins de 2 consommateurs',
    testMissingVariation: 'Pas de test : leur appréciation ne laisse aucune variation résiduelle',
    testMissing: 'Pas de test : pas assez de données',
    dendrogram: 'Arbre des consommateurs : la ligne pointillée le coupe en {{count}} segments.',
    likingBySegment: 'Appréciation moyenne de chaque produit dans chaque segment',
    downloadSegments: 'Réponses brutes avec le segment de chaque consommateur (CSV long)',
    profileLink: 'Publication de profil pour la carte des préférences externe',
    noProfile: 'Aucune',
    model: 'Modèle',
    models: { vector: 'Vectoriel', circular: 'Circulaire', quadratic: 'Quadratique' },
    preferenceChart:
      'Part des {{consumers}} consommateurs dont l’appréciation prédite dépasse leur propre moyenne en chaque point de la carte des produits (modèle {{model}}) ; les produits sont marqués.',
    preferenceTable: 'Produits sur la carte du profil',
    chooseLiking:
      'Choisissez ci-dessus la question d’appréciation globale pour voir les cartes des préférences et les segments de consommateurs.',
    mapAlt:
      '{{title}} : dimension 1 en largeur, dimension 2 en hauteur. Le tableau ci-dessous donne les coordonnées de chaque point.',
    napping: 'Carte du napping : {{question}}',
    nappingHelp:
      'Analyse factorielle multiple des feuilles des sujets (x et y de chaque sujet forment un groupe, non réduit, comme l’AFM de FactoMineR) : des produits proches ont été placés près l’un de l’autre.',
    sorting: 'Carte du tri : {{question}}',
    sortingHelp:
      'Analyse des correspondances multiples des groupes faits par les sujets (chaque sujet une variable qualitative, comme l’ACM de FactoMineR) : des produits proches ont souvent été mis dans le même groupe.',
    sheetsLeftOut_one: '{{count}} feuille écartée (elle ne contient pas tous les produits).',
    sheetsLeftOut_other: '{{count}} feuilles écartées (elles ne contiennent pas tous les produits).',
    judgeSheet: 'La feuille d’un sujet',
    noSheet: 'Choisir un sujet',
    sheetOf: '{{judge}}, répétition {{repetition}}',
    sheetAlt:
      'Feuille de {{judge}} ({{width}} × {{height}}) : chaque produit là où le sujet l’a placé. Le tableau ci-dessous donne les positions.',
    sheetTable: 'Positions sur la feuille de {{judge}} (x depuis le bord gauche, y depuis le bas)',
    coOccurrence_one:
      'Co-occurrences (sur {{count}} feuille) : combien de feuilles ont mis chaque paire de produits dans le même groupe',
    coOccurrence_other:
      'Co-occurrences : combien des {{count}} feuilles ont mis chaque paire de produits dans le même groupe',
    drivers: 'Moteurs de l’appréciation',
    driversHelp:
      'Régression PLS (moindres carrés partiels) de l’appréciation moyenne des produits sur leurs notes moyennes dans le profil lié, chaque attribut standardisé. Une barre à droite : plus d’attribut va avec plus d’appréciation ; à gauche, avec moins. Un coefficient est en points d’appréciation par point de l’échelle de l’attribut.',
    driversFit_one:
      'Avec {{count}} composante, le modèle explique {{percent}} % des différences d’appréciation moyenne entre les produits.',
    driversFit_other:
      'Avec {{count}} composantes, le modèle explique {{percent}} % des différences d’appréciation moyenne entre les produits.',
    driversExcluded: 'Attributs de même moyenne pour tous les produits, écartés : {{attributes}}',
    driversChart:
      'Coefficient PLS de chaque attribut sur l’appréciation, du plus positif au plus négatif, avec son VIP (importance de la variable dans la projection) à côté de la barre. Le tableau ci-dessous donne les chiffres.',
    driversRule:
      'VIP ≥ 1 est la règle usuelle pour un attribut qui compte (barres foncées) : son importance dépasse la moyenne de tous les attributs.',
    driversCoefficient: 'Coefficient',
    driversVip: 'VIP',
    driversVipLabel: 'VIP {{vip}}',
    driversImportance: 'Importance',
    driversImportant: 'Important (VIP ≥ 1)',
    driversOther: 'VIP < 1',
  },
} satisfies Translated<typeof en>;
