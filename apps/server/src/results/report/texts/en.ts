/**
 * The report's words in English, the model of every other language: each text is a function
 * of its figures, so that a language puts them where its grammar wants them.
 */
const en = {
  publication: (name: string) => `Publication: ${name}`,
  answeredBetween: (from: string, to: string) => `Answered from ${from} to ${to}`,
  noAnswersYet: 'No answers yet',
  judges: (count: number) => (count === 1 ? '1 judge in the analysis' : `${count} judges in the analysis`),
  reportOf: (date: string) => `Report of ${date}`,
  method: 'Method',
  products: 'Products',
  designHeading: 'Design and serving order',
  design: {
    williams: 'Williams Latin square: each product served equally often in each position and after every other',
    random: 'A random serving order for each judge',
    fixed: 'The same serving order for every judge',
  },
  incompleteBlocks: (perJudge: number, products: number) =>
    `Each judge tasted ${perJudge} of the ${products} products (an incomplete block design)`,
  repetitions: (count: number) => (count === 1 ? 'One evaluation of each product' : `${count} repetitions`),
  repetitionShown: (repetition: number) => `Repetition ${repetition} only`,
  setShown: (set: number) => `Product set ${set} only`,
  panel: 'Panel',
  leftOutForGood: (judges: string) => `Left out by the panel leader: ${judges}`,
  leftOutHere: (judges: string) => `Left out of this report: ${judges}`,
  noneLeftOut: 'No judge left out',
  // Chart and table words.
  mean: 'Mean',
  standardError: 'Standard error',
  group: 'Group',
  meansNote: 'Products sharing a letter do not differ (Tukey HSD, 5 %).',
  correct: 'Correct answers',
  needed: (alpha: string) => `Needed at α = ${alpha}`,
  rankSum: 'Rank sum (lower ranks first)',
  timesChecked: 'Times checked',
  tooLittle: 'Too little',
  justRight: 'Just right',
  tooMuch: 'Too much',
  shareOfJudges: 'Share of judges (%)',
  jarSide: 'Side',
  meanDrop: 'Mean drop in liking',
  weightedPenalty: 'Weighted penalty',
  marksPerEvaluation: 'Marks per evaluation',
  maxIntensity: 'Highest intensity (mean)',
  dominance: (product: string) => `Dominance rate over standardised time: ${product}`,
  citation: (product: string) => `Citation proportion over time (s): ${product}`,
  writtenAnswers: (count: number) => `${count} written answers: read them in the workbook.`,
  allSamples: 'All samples',
  // Conclusions.
  higherThan: (product: string, others: string, question: string, p: string) =>
    `${product} scores higher than ${others} on “${question}” (Tukey, ${p}).`,
  lowerThan: (product: string, others: string, question: string, p: string) =>
    `${product} scores lower than ${others} on “${question}” (Tukey, ${p}).`,
  productEffect: (p: string) => `The products differ overall (${p}), though no pair stands out.`,
  noDifference: (p: string) => `No difference between the products is shown (${p}).`,
  discriminationDiffers: (correct: number, n: number, needed: number, p: string) =>
    `${correct} of ${n} judges answered correctly, at least the ${needed} needed: the samples differ (${p}).`,
  discriminationSame: (correct: number, n: number, needed: number, p: string) =>
    `${correct} of ${n} judges answered correctly, below the ${needed} needed: no difference is shown (${p}).`,
  rankedFirst: (product: string, others: string, p: string) =>
    `${product} is ranked before ${others} (Friedman, ${p}).`,
  ranksAlike: (p: string) => `The rankings do not differ (Friedman, ${p}).`,
  termsDiffer: (terms: string) => `The products differ on ${terms} (Cochran’s Q, p < 0.05).`,
  termsAlike: 'No term is checked more often for one product than for another (Cochran’s Q).',
  jarOff: (product: string, percent: string, side: string, drop: string | null) =>
    `${percent} of the judges find ${product} “${side}”` +
    (drop === null ? '.' : `; they like it ${drop} points less than those who find it just about right.`),
  powerReached: (power: string, pd: string, alpha: string, planned: { answers: number; power: string } | null) =>
    `Power reached with these answers: ${power} % to detect ${pd} % of distinguishers at α = ${alpha}` +
    (planned === null ? '.' : `; ${planned.power} % with the ${planned.answers} answers planned.`),
  samplesA: 'A samples',
  samplesNotA: 'Not-A samples',
  answeredA: 'Answered “A”',
  answeredNotA: 'Answered “not A”',
  samePairs: 'Same pairs (AA, BB)',
  differentPairs: 'Different pairs (AB, BA)',
  answeredSame: 'Answered “same”',
  answeredDifferent: 'Answered “different”',
  noPreference: 'No preference',
  aNotADiffers: (p: string, dPrime: string | null) =>
    `The judges tell A from not-A (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  aNotASame: (p: string, dPrime: string | null) =>
    `The judges do not tell A from not-A: no difference is shown (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  sameDifferentEstimates: (tau: string, delta: string) =>
    `Criterion τ = ${tau}, sensory difference δ = ${delta}. These are descriptive estimates: no significance test is made for the same-different test.`,
  preferredTo: (product: string, other: string, p: string) =>
    `${product} is preferred to ${other} (two-sided binomial, ${p}).`,
  noPreferenceShown: (p: string) => `No preference between the products is shown (two-sided binomial, ${p}).`,
  moreIntense: (product: string, other: string, p: string) =>
    `${product} is judged more intense than ${other} (2-AC, two-sided likelihood root, ${p}).`,
  pairsDiffer: (p: string, dPrime: string) =>
    `The judges rate the different pairs further apart than the same pairs: the products differ (degree of difference, d′ = ${dPrime}, ${p}).`,
  moreIntenseAnswer: (product: string) => `${product} more intense`,
  noDifferenceAnswer: 'No difference',
  scalePoint: 'Point of the scale',
  aNotAOf: (hits: number, a: number, falseAlarms: number, notA: number) =>
    `“A” for ${hits} of ${a} A samples and ${falseAlarms} of ${notA} not-A samples`,
  tauDelta: (tau: string, delta: string) => `τ = ${tau}, δ = ${delta} (no test)`,
  notEnoughData: 'Not enough data for a conclusion.',
  // Maps.
  maps: {
    pca: (page: string) => `Product map: ${page}`,
    ca: (question: string) => `CATA map: ${question}`,
    internalPreference: (question: string) => `Internal preference map: ${question}`,
    clusters: (question: string) => `Consumer segments: ${question}`,
    externalPreference: (question: string) => `External preference map: ${question}`,
    mfa: 'Multiple factor analysis (MFA)',
    napping: (question: string) => `Napping map: ${question}`,
    sorting: (question: string) => `Sorting map: ${question}`,
  },
  dimension: (index: number, percent: string) => `Dimension ${index} (${percent} %)`,
  productsLegend: 'Products',
  attributesLegend: 'Attributes',
  termsLegend: 'Terms',
  consumersLegend: 'Consumers',
  mapNotEnough: 'Not enough data for this map.',
  segmentsSuggested: (count: number, share: string, minimum: number) =>
    `${count} segments are suggested, each of at least ${minimum} consumers; they hold ${share} % of the consumers’ variation.`,
  segmentsNone: (minimum: number) =>
    `No segments: the consumers are too few, or too alike, to form segments of at least ${minimum} each.`,
  segment: (index: number, size: number) => `Segment ${index} (${size})`,
  preferenceNote: (percent: string) => `The best region pleases ${percent} % of the consumers (quadratic model).`,
  panelDiagnostics: {
    summary: (page: string) => `Panel summary: ${page}`,
    judge: 'Judge',
    attributesFailed: 'Attributes failed',
    fails: {
      discrimination: 'discrimination',
      repeatability: 'repeatability',
      agreement: 'agreement',
      scaling: 'scaling',
    },
    summaryNote:
      'Discrimination: the judge does not tell the products apart (p ≥ 0.05). Repeatability: their repetitions scatter more than the other judges’ (F test, 5 %). Agreement: their product means follow the panel’s consensus poorly (Tucker-1, correlation below 0.5). Scaling: they compress or stretch the scale (mixed assessor model, 5 %).',
    pmse: (attribute: string) => `Discrimination and repeatability of each judge (p*MSE): ${attribute}`,
    pDiscrimination: 'p (discrimination)',
    mse: 'MSE (repeatability)',
    pmseCell: (p: string, mse: string) => `p ${p}; MSE ${mse}`,
    pmseNote:
      'Each point is a judge: left of the dashed line at p = 0.05 they tell the products apart; the lower, the better they repeat their own scores. The best judges sit in the lower left corner.',
    scaleUse: (attribute: string) => `Scale use of each judge (mixed assessor model): ${attribute}`,
    beta: 'Scaling coefficient β',
    reading: 'Use of the scale',
    readings: { compresses: 'compresses', stretches: 'stretches', reverses: 'reverses', asPanel: 'as the panel' },
    compressing: (judges: string) => `Compress the scale: ${judges}.`,
    stretching: (judges: string) => `Stretch the scale: ${judges}.`,
    reversing: (judges: string) => `Reverse the scale: ${judges}.`,
    noScalingDifference: 'No judge uses the scale significantly differently from the panel.',
    correctedProduct: (F: string, df: number, errorDf: number, p: string) =>
      `Products, corrected for scale use: F(${df}, ${errorDf}) = ${F}, ${p}.`,
    correctedProductTest: 'Products, corrected for scale use',
    attribute: 'Attribute',
    notEnough: 'Not enough data for this figure.',
  },
  drivers: {
    title: (question: string) => `Drivers of liking: ${question}`,
    coefficient: 'PLS coefficient',
    vip: 'VIP',
    importance: 'Importance',
    important: 'Important (VIP ≥ 1)',
    other: 'VIP < 1',
    fit: (components: number, percent: string) =>
      `${components === 1 ? '1 PLS component explains' : `${components} PLS components explain`} ${percent} % of the products’ mean liking. A bar to the right: more of the attribute, more liking; to the left, less. Dark bars (VIP ≥ 1) matter more than the average attribute.`,
    excluded: (attributes: string) => `Left out, the same mean for every product: ${attributes}.`,
  },
  // Appendix.
  appendix: 'Appendix: tables',
  product: 'Product',
  question: 'Question',
  test: 'Test',
  methods: {
    triangle: 'Triangle test',
    duoTrio: 'Duo-trio test',
    twoAfc: '2-AFC test',
    tetrad: 'Tetrad test',
    threeAfc: '3-AFC test',
    twoOutOfFive: '2-out-of-5 test',
    hexad: 'Hexad test',
    sameDifferent: 'Same-different test',
    aNotA: 'A-not-A test',
    pairedPreference: 'Paired preference test',
    twoAc: '2-AC test',
    degreeOfDifference: 'Degree-of-difference test',
  },
  pooled: (method: string, count: number) => `${method}: all ${count} questions together`,
  correctOf: (correct: number, n: number, needed: number | null) =>
    `${correct} of ${n} correct` + (needed === null ? '' : ` (${needed} needed)`),
  anovaTest: (F: string, df1: number, df2: number) => `ANOVA: F(${df1}, ${df2}) = ${F}`,
  friedmanTest: (statistic: string, df: number) => `Friedman: χ²(${df}) = ${statistic}`,
  durbinTest: (statistic: string, df: number) => `Durbin: χ²(${df}) = ${statistic}`,
  cochranTest: (differing: number, terms: number) => `Cochran’s Q: ${differing} of ${terms} terms differ`,
  means: 'Means per product',
  pValue: 'p',
  shelfLife: {
    title: 'Shelf life: consumers rejecting the product over storage time',
    weibull: 'Weibull',
    lognormal: 'Log-normal',
    days: 'Storage time (days)',
    rejecting: 'Consumers rejecting (%)',
    model: 'Model',
    share25: '25 % reject after',
    share50: '50 % reject after',
    timeWithInterval: (time: string, lower: string, upper: string) => `${time} days (${lower}–${upper})`,
    consumers: 'Consumers',
    count: 'Number',
    inModels: 'In the models',
    leftCensored: 'Rejected the first stored sample',
    intervalCensored: 'Rejected between two storage times',
    rightCensored: 'Never rejected',
    rejectedFresh: 'Rejected the fresh sample (left out)',
    nonMonotone: 'Accepted again after a rejection',
    conclusion: (model: string, time25: string, time50: string) =>
      `By the ${model} model, which fits the answers better, 25 % of consumers reject the product after ${time25} of storage and 50 % after ${time50} (95 % confidence intervals).`,
  },
};
export default en;
export type ReportTexts = typeof en;
