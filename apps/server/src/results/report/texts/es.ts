import type { ReportTexts } from './en.ts';

const es = {
  publication: (name: string) => `Publicación: ${name}`,
  answeredBetween: (from: string, to: string) => `Respuestas del ${from} al ${to}`,
  noAnswersYet: 'Aún no hay respuestas',
  judges: (count: number) => (count === 1 ? '1 juez en el análisis' : `${count} jueces en el análisis`),
  reportOf: (date: string) => `Informe del ${date}`,
  method: 'Método',
  products: 'Productos',
  designHeading: 'Diseño y orden de presentación',
  design: {
    williams:
      'Cuadrado latino de Williams: cada producto servido igual de a menudo en cada posición y después de cada uno de los demás',
    random: 'Un orden de presentación aleatorio para cada juez',
    fixed: 'El mismo orden de presentación para todos los jueces',
  },
  incompleteBlocks: (perJudge: number, products: number) =>
    `Cada juez probó ${perJudge} de los ${products} productos (diseño en bloques incompletos)`,
  repetitions: (count: number) => (count === 1 ? 'Una evaluación de cada producto' : `${count} repeticiones`),
  repetitionShown: (repetition: number) => `Solo la repetición ${repetition}`,
  setShown: (set: number) => `Solo el grupo de productos ${set}`,
  panel: 'Panel',
  leftOutForGood: (judges: string) => `Excluidos por el líder del panel: ${judges}`,
  leftOutHere: (judges: string) => `Excluidos de este informe: ${judges}`,
  noneLeftOut: 'Ningún juez excluido',
  mean: 'Media',
  standardError: 'Error estándar',
  group: 'Grupo',
  meansNote: 'Los productos que comparten una letra no difieren (HSD de Tukey, 5 %).',
  correct: 'Respuestas correctas',
  needed: (alpha: string) => `Necesarias con α = ${alpha}`,
  rankSum: 'Suma de rangos (las menores primero)',
  timesChecked: 'Veces marcado',
  tooLittle: 'Demasiado poco',
  justRight: 'Justo',
  tooMuch: 'Demasiado',
  shareOfJudges: 'Proporción de jueces (%)',
  jarSide: 'Lado',
  meanDrop: 'Caída media del agrado',
  weightedPenalty: 'Penalización ponderada',
  marksPerEvaluation: 'Marcas por evaluación',
  maxIntensity: 'Intensidad máxima (media)',
  dominance: (product: string) => `Tasa de dominancia en el tiempo estandarizado: ${product}`,
  citation: (product: string) => `Proporción de citación en el tiempo (s): ${product}`,
  writtenAnswers: (count: number) => `${count} respuestas escritas: consúltelas en el libro de cálculo.`,
  allSamples: 'Todas las muestras',
  higherThan: (product: string, others: string, question: string, p: string) =>
    `${product} obtiene una puntuación más alta que ${others} en «${question}» (Tukey, ${p}).`,
  lowerThan: (product: string, others: string, question: string, p: string) =>
    `${product} obtiene una puntuación más baja que ${others} en «${question}» (Tukey, ${p}).`,
  productEffect: (p: string) => `Los productos difieren en conjunto (${p}), aunque ningún par destaca.`,
  noDifference: (p: string) => `No se demuestra ninguna diferencia entre los productos (${p}).`,
  discriminationDiffers: (correct: number, n: number, needed: number, p: string) =>
    `${correct} de ${n} jueces acertaron, al menos los ${needed} necesarios: las muestras difieren (${p}).`,
  discriminationSame: (correct: number, n: number, needed: number, p: string) =>
    `${correct} de ${n} jueces acertaron, menos de los ${needed} necesarios: no se demuestra ninguna diferencia (${p}).`,
  rankedFirst: (product: string, others: string, p: string) =>
    `${product} se clasifica antes que ${others} (Friedman, ${p}).`,
  ranksAlike: (p: string) => `Las clasificaciones no difieren (Friedman, ${p}).`,
  termsDiffer: (terms: string) => `Los productos difieren en ${terms} (Q de Cochran, p < 0,05).`,
  termsAlike: 'Ningún término se marca más a menudo para un producto que para otro (Q de Cochran).',
  jarOff: (product: string, percent: string, side: string, drop: string | null) =>
    `El ${percent} de los jueces encuentra ${product} «${side}»` +
    (drop === null ? '.' : `; les gusta ${drop} puntos menos que a quienes lo encuentran justo.`),
  powerReached: (power: string, pd: string, alpha: string, planned: { answers: number; power: string } | null) =>
    `Potencia alcanzada con estas respuestas: ${power} % de detectar un ${pd} % de discriminadores con α = ${alpha}` +
    (planned === null ? '.' : `; ${planned.power} % con las ${planned.answers} respuestas previstas.`),
  samplesA: 'Muestras A',
  samplesNotA: 'Muestras no A',
  answeredA: 'Respondió «A»',
  answeredNotA: 'Respondió «no A»',
  samePairs: 'Pares iguales (AA, BB)',
  differentPairs: 'Pares diferentes (AB, BA)',
  answeredSame: 'Respondió «igual»',
  answeredDifferent: 'Respondió «diferente»',
  noPreference: 'Sin preferencia',
  aNotADiffers: (p: string, dPrime: string | null) =>
    `Los jueces distinguen A de no A (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  aNotASame: (p: string, dPrime: string | null) =>
    `Los jueces no distinguen A de no A: no se muestra diferencia (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  sameDifferentEstimates: (tau: string, delta: string) =>
    `Criterio τ = ${tau}, diferencia sensorial δ = ${delta}. Son estimaciones descriptivas: la prueba igual-diferente no lleva prueba de significación.`,
  preferredTo: (product: string, other: string, p: string) =>
    `Se prefiere ${product} a ${other} (binomial bilateral, ${p}).`,
  noPreferenceShown: (p: string) => `No se muestra preferencia entre los productos (binomial bilateral, ${p}).`,
  moreIntense: (product: string, other: string, p: string) =>
    `${product} se juzga más intenso que ${other} (2-AC, razón de verosimilitud bilateral, ${p}).`,
  pairsDiffer: (p: string, dPrime: string) =>
    `Los jueces califican los pares diferentes como más distintos que los pares iguales: los productos difieren (grado de diferencia, d′ = ${dPrime}, ${p}).`,
  moreIntenseAnswer: (product: string) => `${product} más intenso`,
  noDifferenceAnswer: 'Sin diferencia',
  scalePoint: 'Punto de la escala',
  aNotAOf: (hits: number, a: number, falseAlarms: number, notA: number) =>
    `«A» para ${hits} de ${a} muestras A y ${falseAlarms} de ${notA} muestras no A`,
  tauDelta: (tau: string, delta: string) => `τ = ${tau}, δ = ${delta} (sin prueba)`,
  notEnoughData: 'No hay datos suficientes para concluir.',
  maps: {
    pca: (page: string) => `Mapa de productos: ${page}`,
    ca: (question: string) => `Mapa CATA: ${question}`,
    internalPreference: (question: string) => `Mapa interno de preferencias: ${question}`,
    clusters: (question: string) => `Segmentos de consumidores: ${question}`,
    externalPreference: (question: string) => `Mapa externo de preferencias: ${question}`,
    mfa: 'Análisis factorial múltiple (AFM)',
    napping: (question: string) => `Mapa de napping: ${question}`,
    sorting: (question: string) => `Mapa de clasificación: ${question}`,
  },
  dimension: (index: number, percent: string) => `Dimensión ${index} (${percent} %)`,
  productsLegend: 'Productos',
  attributesLegend: 'Atributos',
  termsLegend: 'Términos',
  consumersLegend: 'Consumidores',
  mapNotEnough: 'No hay datos suficientes para este mapa.',
  segmentsSuggested: (count: number, share: string, minimum: number) =>
    `Se proponen ${count} segmentos, cada uno de al menos ${minimum} consumidores; explican el ${share} % de la variación entre consumidores.`,
  segmentsNone: (minimum: number) =>
    `Sin segmentos: los consumidores son demasiado pocos, o demasiado parecidos, para formar segmentos de al menos ${minimum} cada uno.`,
  segment: (index: number, size: number) => `Segmento ${index} (${size})`,
  preferenceNote: (percent: string) => `La mejor zona agrada al ${percent} % de los consumidores (modelo cuadrático).`,
  appendix: 'Anexo: tablas',
  product: 'Producto',
  question: 'Pregunta',
  test: 'Prueba',
  methods: {
    triangle: 'Prueba triangular',
    duoTrio: 'Prueba dúo-trío',
    twoAfc: 'Prueba 2-AFC',
    tetrad: 'Prueba tétrada',
    threeAfc: 'Prueba 3-AFC',
    twoOutOfFive: 'Prueba 2 de 5',
    hexad: 'Prueba de héxada',
    sameDifferent: 'Prueba igual-diferente',
    aNotA: 'Prueba A-no A',
    pairedPreference: 'Prueba de preferencia pareada',
    twoAc: 'Prueba 2-AC',
    degreeOfDifference: 'Prueba de grado de diferencia',
  },
  pooled: (method: string, count: number) => `${method}: las ${count} preguntas juntas`,
  correctOf: (correct: number, n: number, needed: number | null) =>
    `${correct} de ${n} correctas` + (needed === null ? '' : ` (${needed} necesarias)`),
  anovaTest: (F: string, df1: number, df2: number) => `ANOVA: F(${df1}, ${df2}) = ${F}`,
  friedmanTest: (statistic: string, df: number) => `Friedman: χ²(${df}) = ${statistic}`,
  durbinTest: (statistic: string, df: number) => `Durbin: χ²(${df}) = ${statistic}`,
  cochranTest: (differing: number, terms: number) => `Q de Cochran: ${differing} de ${terms} términos difieren`,
  means: 'Medias por producto',
  pValue: 'p',
} satisfies ReportTexts;
export default es;
