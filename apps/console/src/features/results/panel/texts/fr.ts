import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panelResults: {
    betaBinomial: 'Sujets ayant répondu plusieurs fois : le modèle bêta-binomial',
    judgesDiffer:
      'Les sujets diffèrent dans leur capacité à distinguer les échantillons (surdispersion : {{p}}). Les réponses d’un même sujet ne sont pas indépendantes entre elles : le test binomial ci-dessus, qui traite chaque réponse comme indépendante, ne tient pas. Lisez plutôt le modèle bêta-binomial : une différence avec {{association}} et d′ = {{d}}.',
    judgesAlike:
      'Les sujets ne diffèrent pas au-delà du hasard (surdispersion : {{p}}) : le test binomial ci-dessus, qui regroupe toutes les réponses, est valable et c’est lui qu’il faut lire. Le modèle bêta-binomial concorde : une différence avec {{association}} et d′ = {{d}}.',
    betaBinomialTable: 'Modèle bêta-binomial (sensR betabin)',
    figure: 'Grandeur',
    estimate: 'Estimation (erreur type)',
    withError: '{{value}} ({{error}})',
    mu: 'Proportion de discriminateurs μ (pd)',
    gamma: 'Surdispersion γ (0 : sujets semblables)',
    pc: 'Proportion de bonnes réponses pc',
    dPrime: 'd′',
    pOverdispersion: 'p, surdispersion (les sujets diffèrent)',
    pAssociation: 'p, différence entre les échantillons',
    title: 'Panel',
    help: 'Les performances des sujets d’un profil avec répétitions, descripteur par descripteur : qui s’écarte du consensus du panel (Tucker-1), et qui distingue les produits et répète ses propres notes (p*MSE).',
    attribute: '{{attribute}} ({{page}})',
    tucker1: 'Sujets sur le cercle des corrélations (Tucker-1)',
    tucker1Help:
      'Chaque flèche est un sujet : les corrélations de ses propres moyennes par produit avec le consensus du panel sur les deux premières dimensions. Les sujets d’accord pointent dans la même direction, près du cercle ; un sujet qui pointe ailleurs, ou près du centre, note les produits autrement que le panel.',
    tucker1Chart:
      'Cercle des corrélations de {{attribute}} : la corrélation de chaque sujet avec la dimension 1 en abscisse et la dimension 2 en ordonnée.',
    judge: 'Sujet',
    leftOut: 'Écartés (un produit non noté, ou la même moyenne pour tous les produits) : {{judges}}',
    pmse: 'Discrimination et répétabilité de chaque sujet (p*MSE)',
    pmseHelp:
      'Chaque point est un sujet : en abscisse, la p-valeur de sa propre analyse de variance des produits (à gauche de la ligne pointillée à 0,05, il distingue les produits) ; en ordonnée, son carré moyen de l’erreur entre répétitions (bas, il répète ses propres notes). Les meilleurs sujets sont en bas à gauche.',
    pmseChart:
      'Graphique p*MSE de {{attribute}} : la p-valeur de discrimination de chaque sujet en abscisse et son carré moyen de l’erreur en ordonnée, avec la ligne à 5 %.',
    pDiscrimination: 'p (discrimination)',
    mse: 'MSE (répétabilité)',
    summary: 'Synthèse du panel',
    summaryHelp:
      'Chaque sujet avec les attributs où il échoue, les sujets en échec sur le plus d’attributs en premier : discrimination (sa propre p-value des produits égale ou supérieure à 0,05), répétabilité (son erreur quadratique moyenne plus grande que celle des autres sujets selon le test F à 5 %), accord (sa corrélation avec le consensus du panel, la première dimension du Tucker-1, inférieure à 0,5) et échelle (son coefficient d’échelle β du modèle mixte des sujets différent de 1 à 5 % : il resserre ou étire l’échelle).',
    failingCount: 'Attributs en échec',
    failingWhere: 'Où et pourquoi',
    failure: '{{attribute}} : {{reasons}}',
    reasonSeparator: ', ',
    failureSeparator: ' ; ',
    noFailure: 'Aucun',
    failDiscrimination: 'discrimination',
    failRepeatability: 'répétabilité',
    failAgreement: 'accord',
    failScaling: 'échelle',
    fPlot: 'Discrimination de chaque sujet (F)',
    fHelp:
      'Chaque barre est le F d’un sujet, tiré de sa propre analyse de variance des produits : plus il est élevé, mieux le sujet distingue les produits. Une barre au-dessus de la ligne pointillée (le F critique à 5 %) les distingue significativement.',
    fChart: 'Graphique F de {{attribute}} : le F de chaque sujet en barre, avec le F critique à 5 % en pointillé.',
    f: 'F',
    fCritical: 'F critique (5 %)',
    df: 'Degrés de liberté',
    dfPair: '{{df}} ; {{residualDf}}',
    msePlot: 'Répétabilité de chaque sujet (MSE)',
    mseHelp:
      'Chaque barre est l’erreur quadratique moyenne d’un sujet entre les répétitions d’un même produit : plus elle est basse, mieux il répète ses propres notes.',
    mseChart: 'Graphique MSE de {{attribute}} : l’erreur quadratique moyenne de chaque sujet en barre.',
    residualDf: 'Degrés de liberté de l’erreur',
    eggshell: 'Classements des sujets face au consensus (graphique en coquille d’œuf)',
    eggshellHelp:
      'Les produits en abscisse dans l’ordre de consensus du panel (première dimension du Tucker-1) ; chaque ligne donne les rangs cumulés d’un sujet moins ceux du consensus. Un sujet qui classe les produits comme le panel reste sur la ligne 0 ; plus une ligne monte, plus l’ordre du sujet s’écarte de celui du panel.',
    eggshellChart:
      'Graphique en coquille d’œuf de {{attribute}} : les produits dans l’ordre de consensus en abscisse, l’écart de rangs cumulés de chaque sujet en ordonnée.',
    consensusOrder: 'Ordre de consensus',
    eggshellAxis: 'Écart de rangs cumulés',
    manhattan: 'Les descripteurs de chaque sujet sur ses propres dimensions (graphiques de Manhattan, {{page}})',
    manhattanHelp:
      'Une grille par sujet, issue d’une analyse en composantes principales de ses propres moyennes par produit : une colonne par descripteur, une ligne par dimension, chaque case donnant la part de la variance du descripteur expliquée par les dimensions jusqu’à sa ligne, claire à 0 et foncée à 1. Un descripteur foncé dès la première ligne suit la principale manière dont le sujet a distingué les produits ; un descripteur qui reste clair jusqu’aux dernières lignes est noté à part des autres. Comparez les grilles des sujets : celle qui diffère des autres signale un sujet qui utilise les descripteurs autrement. Une colonne hachurée est un descripteur que le sujet a noté de même pour tous les produits.',
    manhattanChart:
      'Graphiques de Manhattan de {{page}} : pour chaque sujet, les descripteurs en colonnes et les dimensions en lignes, chaque case ombrée selon la part cumulée de la variance du descripteur expliquée.',
    componentShort: 'Dim.',
    manhattanCell: '{{judge}}, {{attribute}}, dimensions 1 à {{component}} : {{share}}',
    manhattanNotVaried: '{{judge}}, {{attribute}} : la même moyenne pour tous les produits',
    manhattanTable: 'Part cumulée de la variance de chaque descripteur expliquée, par sujet',
    components: 'Dimensions',
    componentsUpTo: '1 à {{component}}',
    scaleUse: 'Utilisation de l’échelle par chaque sujet (modèle mixte des sujets, MAM)',
    scaleUseHelp:
      'Chaque barre est le coefficient d’échelle β d’un sujet : l’étendue de ses propres moyennes des produits comparée à celle du panel (la pente de ses moyennes sur celles du panel). À 1, le sujet utilise l’échelle comme le panel ; en dessous de 1, il la resserre (des écarts plus petits entre les produits), au-dessus de 1, il l’étire (des écarts plus grands) ; en dessous de 0, il l’inverse. Les barres en couleur diffèrent significativement de 1 (5 %). Le test des produits ci-dessous est corrigé de ces différences d’utilisation de l’échelle (Brockhoff, Schlich et Skovgaard, 2015).',
    scaleUseChart:
      'Coefficients d’échelle de {{attribute}} : le β de chaque sujet en barre partant de 1, vers le bas pour un sujet qui resserre l’échelle, vers le haut pour un sujet qui l’étire.',
    beta: 'Coefficient d’échelle β',
    compressing: 'Resserrent l’échelle : {{judges}}.',
    stretching: 'Étirent l’échelle : {{judges}}.',
    reversing: 'Inversent l’échelle (classent les produits à l’envers) : {{judges}}.',
    noScalingDifference: 'Aucun sujet n’utilise l’échelle significativement autrement que le panel.',
    correctedProduct:
      'Produits, corrigés de l’utilisation de l’échelle : F = {{F}}, {{p}} (sur {{df}} et {{errorDf}} degrés de liberté).',
    p: 'p',
    scaleReading: 'Utilisation de l’échelle',
    compresses: 'resserre',
    stretches: 'étire',
    reverses: 'inverse',
    asPanel: 'comme le panel',
    mamTable: 'Analyse de variance du modèle mixte des sujets',
    source: 'Source',
    meanSq: 'Carré moyen',
    sourceJudge: 'Sujets (contre l’interaction)',
    sourceProduct: 'Produits, corrigés de l’utilisation de l’échelle (contre le désaccord)',
    sourceScaling: 'Différences d’échelle (contre le désaccord)',
    sourceDisagreement: 'Désaccord (contre l’erreur)',
    sourceError: 'Erreur',
  },
} satisfies Translated<typeof en>;
