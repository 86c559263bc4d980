import type { ReportTexts } from './en.ts';

const fr = {
  publication: (name: string) => `Publication : ${name}`,
  answeredBetween: (from: string, to: string) => `Réponses du ${from} au ${to}`,
  noAnswersYet: 'Aucune réponse pour l’instant',
  judges: (count: number) => (count <= 1 ? `${count} juge dans l’analyse` : `${count} juges dans l’analyse`),
  reportOf: (date: string) => `Rapport du ${date}`,
  method: 'Méthode',
  products: 'Produits',
  designHeading: 'Plan d’expérience et ordre de présentation',
  design: {
    williams: 'Carré latin de Williams : chaque produit servi aussi souvent à chaque rang et après chacun des autres',
    random: 'Un ordre de présentation aléatoire pour chaque juge',
    fixed: 'Le même ordre de présentation pour tous les juges',
  },
  incompleteBlocks: (perJudge: number, products: number) =>
    `Chaque juge a goûté ${perJudge} des ${products} produits (plan en blocs incomplets)`,
  repetitions: (count: number) => (count === 1 ? 'Une évaluation de chaque produit' : `${count} répétitions`),
  repetitionShown: (repetition: number) => `Répétition ${repetition} seulement`,
  setShown: (set: number) => `Série de produits ${set} seulement`,
  panel: 'Panel',
  leftOutForGood: (judges: string) => `Écartés par l’animateur du panel : ${judges}`,
  leftOutHere: (judges: string) => `Écartés de ce rapport : ${judges}`,
  noneLeftOut: 'Aucun juge écarté',
  mean: 'Moyenne',
  standardError: 'Erreur type',
  group: 'Groupe',
  meansNote: 'Les produits qui partagent une lettre ne diffèrent pas (HSD de Tukey, 5 %).',
  correct: 'Bonnes réponses',
  needed: (alpha: string) => `Nécessaires à α = ${alpha}`,
  rankSum: 'Somme des rangs (les plus faibles en tête)',
  timesChecked: 'Nombre de citations',
  tooLittle: 'Pas assez',
  justRight: 'Juste comme il faut',
  tooMuch: 'Trop',
  shareOfJudges: 'Part des juges (%)',
  jarSide: 'Côté',
  meanDrop: 'Baisse moyenne d’appréciation',
  weightedPenalty: 'Pénalité pondérée',
  marksPerEvaluation: 'Marques par évaluation',
  maxIntensity: 'Intensité maximale (moyenne)',
  dominance: (product: string) => `Taux de dominance sur le temps standardisé : ${product}`,
  citation: (product: string) => `Proportion de citation au cours du temps (s) : ${product}`,
  writtenAnswers: (count: number) => `${count} réponses écrites : à lire dans le classeur.`,
  allSamples: 'Tous les échantillons',
  higherThan: (product: string, others: string, question: string, p: string) =>
    `${product} obtient une note plus élevée que ${others} pour « ${question} » (Tukey, ${p}).`,
  lowerThan: (product: string, others: string, question: string, p: string) =>
    `${product} obtient une note plus basse que ${others} pour « ${question} » (Tukey, ${p}).`,
  productEffect: (p: string) => `Les produits diffèrent dans l’ensemble (${p}), sans qu’aucune paire ne se détache.`,
  noDifference: (p: string) => `Aucune différence entre les produits n’est mise en évidence (${p}).`,
  discriminationDiffers: (correct: number, n: number, needed: number, p: string) =>
    `${correct} juges sur ${n} ont répondu juste, au moins les ${needed} nécessaires : les échantillons diffèrent (${p}).`,
  discriminationSame: (correct: number, n: number, needed: number, p: string) =>
    `${correct} juges sur ${n} ont répondu juste, moins que les ${needed} nécessaires : aucune différence n’est mise en évidence (${p}).`,
  rankedFirst: (product: string, others: string, p: string) =>
    `${product} est classé avant ${others} (Friedman, ${p}).`,
  ranksAlike: (p: string) => `Les classements ne diffèrent pas (Friedman, ${p}).`,
  termsDiffer: (terms: string) => `Les produits diffèrent pour ${terms} (Q de Cochran, p < 0,05).`,
  termsAlike: 'Aucun terme n’est coché plus souvent pour un produit que pour un autre (Q de Cochran).',
  jarOff: (product: string, percent: string, side: string, drop: string | null) =>
    `${percent} des juges trouvent ${product} « ${side} »` +
    (drop === null
      ? '.'
      : ` ; ils l’apprécient de ${drop} points de moins que ceux qui le trouvent juste comme il faut.`),
  powerReached: (power: string, pd: string, alpha: string, planned: { answers: number; power: string } | null) =>
    `Puissance atteinte avec ces réponses : ${power} % de détecter ${pd} % de discriminateurs à α = ${alpha}` +
    (planned === null ? '.' : ` ; ${planned.power} % avec les ${planned.answers} réponses prévues.`),
  samplesA: 'Échantillons A',
  samplesNotA: 'Échantillons non A',
  answeredA: 'Réponse « A »',
  answeredNotA: 'Réponse « non A »',
  samePairs: 'Paires identiques (AA, BB)',
  differentPairs: 'Paires différentes (AB, BA)',
  answeredSame: 'Réponse « pareil »',
  answeredDifferent: 'Réponse « différent »',
  noPreference: 'Sans préférence',
  aNotADiffers: (p: string, dPrime: string | null) =>
    `Les juges distinguent A de non-A (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  aNotASame: (p: string, dPrime: string | null) =>
    `Les juges ne distinguent pas A de non-A : aucune différence n’est mise en évidence (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  sameDifferentEstimates: (tau: string, delta: string) =>
    `Critère τ = ${tau}, différence sensorielle δ = ${delta}. Ce sont des estimations descriptives : le test pareil-différent ne donne lieu à aucun test de signification.`,
  preferredTo: (product: string, other: string, p: string) =>
    `${product} est préféré à ${other} (binomial bilatéral, ${p}).`,
  noPreferenceShown: (p: string) =>
    `Aucune préférence entre les produits n’est mise en évidence (binomial bilatéral, ${p}).`,
  moreIntense: (product: string, other: string, p: string) =>
    `${product} est jugé plus intense que ${other} (2-AC, rapport de vraisemblance bilatéral, ${p}).`,
  pairsDiffer: (p: string, dPrime: string) =>
    `Les sujets jugent les paires différentes plus éloignées que les paires identiques : les produits diffèrent (degré de différence, d′ = ${dPrime}, ${p}).`,
  moreIntenseAnswer: (product: string) => `${product} plus intense`,
  noDifferenceAnswer: 'Pas de différence',
  scalePoint: 'Point de l’échelle',
  aNotAOf: (hits: number, a: number, falseAlarms: number, notA: number) =>
    `« A » pour ${hits} des ${a} échantillons A et ${falseAlarms} des ${notA} échantillons non A`,
  tauDelta: (tau: string, delta: string) => `τ = ${tau}, δ = ${delta} (sans test)`,
  notEnoughData: 'Pas assez de données pour conclure.',
  maps: {
    pca: (page: string) => `Carte des produits : ${page}`,
    ca: (question: string) => `Carte CATA : ${question}`,
    internalPreference: (question: string) => `Cartographie interne des préférences : ${question}`,
    clusters: (question: string) => `Segments de consommateurs : ${question}`,
    externalPreference: (question: string) => `Cartographie externe des préférences : ${question}`,
    mfa: 'Analyse factorielle multiple (AFM)',
    napping: (question: string) => `Carte du napping : ${question}`,
    sorting: (question: string) => `Carte du tri : ${question}`,
  },
  dimension: (index: number, percent: string) => `Dimension ${index} (${percent} %)`,
  productsLegend: 'Produits',
  attributesLegend: 'Descripteurs',
  termsLegend: 'Termes',
  consumersLegend: 'Consommateurs',
  mapNotEnough: 'Pas assez de données pour cette carte.',
  segmentsSuggested: (count: number, share: string, minimum: number) =>
    `${count} segments sont proposés, chacun d’au moins ${minimum} consommateurs ; ils expliquent ${share} % de la variation entre consommateurs.`,
  segmentsNone: (minimum: number) =>
    `Pas de segments : les consommateurs sont trop peu nombreux, ou trop semblables, pour former des segments d’au moins ${minimum} chacun.`,
  segment: (index: number, size: number) => `Segment ${index} (${size})`,
  preferenceNote: (percent: string) => `La meilleure zone plaît à ${percent} % des consommateurs (modèle quadratique).`,
  appendix: 'Annexe : tableaux',
  product: 'Produit',
  question: 'Question',
  test: 'Test',
  methods: {
    triangle: 'Test triangulaire',
    duoTrio: 'Test duo-trio',
    twoAfc: 'Test 2-AFC',
    tetrad: 'Test tétrade',
    threeAfc: 'Test 3-AFC',
    twoOutOfFive: 'Test 2 parmi 5',
    hexad: 'Test hexade',
    sameDifferent: 'Test pareil-différent',
    aNotA: 'Test A-non A',
    pairedPreference: 'Test de préférence par paire',
    twoAc: 'Test 2-AC',
    degreeOfDifference: 'Test de degré de différence',
  },
  pooled: (method: string, count: number) => `${method} : les ${count} questions ensemble`,
  correctOf: (correct: number, n: number, needed: number | null) =>
    `${correct} bonnes réponses sur ${n}` + (needed === null ? '' : ` (${needed} nécessaires)`),
  anovaTest: (F: string, df1: number, df2: number) => `ANOVA : F(${df1}, ${df2}) = ${F}`,
  friedmanTest: (statistic: string, df: number) => `Friedman : χ²(${df}) = ${statistic}`,
  durbinTest: (statistic: string, df: number) => `Durbin : χ²(${df}) = ${statistic}`,
  cochranTest: (differing: number, terms: number) => `Q de Cochran : ${differing} termes sur ${terms} diffèrent`,
  means: 'Moyennes par produit',
  pValue: 'p',
} satisfies ReportTexts;
export default fr;
