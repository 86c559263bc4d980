import type { ReportTexts } from './en.ts';

const pt = {
  publication: (name: string) => `Publicação: ${name}`,
  answeredBetween: (from: string, to: string) => `Respostas de ${from} a ${to}`,
  noAnswersYet: 'Ainda sem respostas',
  judges: (count: number) => (count === 1 ? '1 julgador na análise' : `${count} julgadores na análise`),
  reportOf: (date: string) => `Relatório de ${date}`,
  method: 'Método',
  products: 'Produtos',
  designHeading: 'Delineamento e ordem de apresentação',
  design: {
    williams:
      'Quadrado latino de Williams: cada produto servido igualmente em cada posição e depois de cada um dos outros',
    random: 'Uma ordem de apresentação aleatória para cada julgador',
    fixed: 'A mesma ordem de apresentação para todos os julgadores',
  },
  incompleteBlocks: (perJudge: number, products: number) =>
    `Cada julgador provou ${perJudge} dos ${products} produtos (delineamento em blocos incompletos)`,
  repetitions: (count: number) => (count === 1 ? 'Uma avaliação de cada produto' : `${count} repetições`),
  repetitionShown: (repetition: number) => `Apenas a repetição ${repetition}`,
  setShown: (set: number) => `Apenas o grupo de produtos ${set}`,
  panel: 'Painel',
  leftOutForGood: (judges: string) => `Excluídos pelo líder do painel: ${judges}`,
  leftOutHere: (judges: string) => `Excluídos deste relatório: ${judges}`,
  noneLeftOut: 'Nenhum julgador excluído',
  mean: 'Média',
  standardError: 'Erro padrão',
  group: 'Grupo',
  meansNote: 'Produtos que partilham uma letra não diferem (HSD de Tukey, 5 %).',
  correct: 'Respostas corretas',
  needed: (alpha: string) => `Necessárias com α = ${alpha}`,
  rankSum: 'Soma das ordens (as menores primeiro)',
  timesChecked: 'Vezes marcado',
  tooLittle: 'Pouco',
  justRight: 'Ideal',
  tooMuch: 'Demais',
  shareOfJudges: 'Proporção de julgadores (%)',
  jarSide: 'Lado',
  meanDrop: 'Queda média da aceitação',
  weightedPenalty: 'Penalidade ponderada',
  marksPerEvaluation: 'Marcas por avaliação',
  maxIntensity: 'Intensidade máxima (média)',
  dominance: (product: string) => `Taxa de dominância no tempo padronizado: ${product}`,
  citation: (product: string) => `Proporção de citação ao longo do tempo (s): ${product}`,
  writtenAnswers: (count: number) => `${count} respostas escritas: leia-as na planilha.`,
  allSamples: 'Todas as amostras',
  higherThan: (product: string, others: string, question: string, p: string) =>
    `${product} recebe nota mais alta do que ${others} em “${question}” (Tukey, ${p}).`,
  lowerThan: (product: string, others: string, question: string, p: string) =>
    `${product} recebe nota mais baixa do que ${others} em “${question}” (Tukey, ${p}).`,
  productEffect: (p: string) => `Os produtos diferem no conjunto (${p}), embora nenhum par se destaque.`,
  noDifference: (p: string) => `Nenhuma diferença entre os produtos foi demonstrada (${p}).`,
  discriminationDiffers: (correct: number, n: number, needed: number, p: string) =>
    `${correct} de ${n} julgadores acertaram, pelo menos os ${needed} necessários: as amostras diferem (${p}).`,
  discriminationSame: (correct: number, n: number, needed: number, p: string) =>
    `${correct} de ${n} julgadores acertaram, menos do que os ${needed} necessários: nenhuma diferença foi demonstrada (${p}).`,
  rankedFirst: (product: string, others: string, p: string) =>
    `${product} é ordenado antes de ${others} (Friedman, ${p}).`,
  ranksAlike: (p: string) => `As ordenações não diferem (Friedman, ${p}).`,
  termsDiffer: (terms: string) => `Os produtos diferem em ${terms} (Q de Cochran, p < 0,05).`,
  termsAlike: 'Nenhum termo é marcado mais vezes para um produto do que para outro (Q de Cochran).',
  jarOff: (product: string, percent: string, side: string, drop: string | null) =>
    `${percent} dos julgadores acham ${product} “${side}”` +
    (drop === null ? '.' : `; gostam dele ${drop} pontos a menos do que quem o acha ideal.`),
  powerReached: (power: string, pd: string, alpha: string, planned: { answers: number; power: string } | null) =>
    `Poder alcançado com estas respostas: ${power} % de detectar ${pd} % de discriminadores com α = ${alpha}` +
    (planned === null ? '.' : `; ${planned.power} % com as ${planned.answers} respostas previstas.`),
  samplesA: 'Amostras A',
  samplesNotA: 'Amostras não A',
  answeredA: 'Respondeu “A”',
  answeredNotA: 'Respondeu “não A”',
  samePairs: 'Pares iguais (AA, BB)',
  differentPairs: 'Pares diferentes (AB, BA)',
  answeredSame: 'Respondeu “igual”',
  answeredDifferent: 'Respondeu “diferente”',
  noPreference: 'Sem preferência',
  aNotADiffers: (p: string, dPrime: string | null) =>
    `Os provadores distinguem A de não A (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  aNotASame: (p: string, dPrime: string | null) =>
    `Os provadores não distinguem A de não A: nenhuma diferença é mostrada (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  sameDifferentEstimates: (tau: string, delta: string) =>
    `Critério τ = ${tau}, diferença sensorial δ = ${delta}. São estimativas descritivas: o teste igual-diferente não tem teste de significância.`,
  preferredTo: (product: string, other: string, p: string) =>
    `${product} é preferido a ${other} (binomial bilateral, ${p}).`,
  noPreferenceShown: (p: string) => `Nenhuma preferência entre os produtos é mostrada (binomial bilateral, ${p}).`,
  moreIntense: (product: string, other: string, p: string) =>
    `${product} é julgado mais intenso que ${other} (2-AC, razão de verossimilhança bilateral, ${p}).`,
  pairsDiffer: (p: string, dPrime: string) =>
    `Os provadores avaliam os pares diferentes como mais distintos que os pares iguais: os produtos diferem (grau de diferença, d′ = ${dPrime}, ${p}).`,
  moreIntenseAnswer: (product: string) => `${product} mais intenso`,
  noDifferenceAnswer: 'Sem diferença',
  scalePoint: 'Ponto da escala',
  aNotAOf: (hits: number, a: number, falseAlarms: number, notA: number) =>
    `“A” para ${hits} de ${a} amostras A e ${falseAlarms} de ${notA} amostras não A`,
  tauDelta: (tau: string, delta: string) => `τ = ${tau}, δ = ${delta} (sem teste)`,
  notEnoughData: 'Dados insuficientes para uma conclusão.',
  maps: {
    pca: (page: string) => `Mapa dos produtos: ${page}`,
    ca: (question: string) => `Mapa CATA: ${question}`,
    internalPreference: (question: string) => `Mapa interno de preferência: ${question}`,
    clusters: (question: string) => `Segmentos de consumidores: ${question}`,
    externalPreference: (question: string) => `Mapa externo de preferência: ${question}`,
    mfa: 'Análise fatorial múltipla (AFM)',
    napping: (question: string) => `Mapa de napping: ${question}`,
    sorting: (question: string) => `Mapa de classificação: ${question}`,
  },
  dimension: (index: number, percent: string) => `Dimensão ${index} (${percent} %)`,
  productsLegend: 'Produtos',
  attributesLegend: 'Atributos',
  termsLegend: 'Termos',
  consumersLegend: 'Consumidores',
  mapNotEnough: 'Dados insuficientes para este mapa.',
  segmentsSuggested: (count: number, share: string, minimum: number) =>
    `São sugeridos ${count} segmentos, cada um com pelo menos ${minimum} consumidores; explicam ${share} % da variação entre consumidores.`,
  segmentsNone: (minimum: number) =>
    `Sem segmentos: os consumidores são poucos demais, ou parecidos demais, para formar segmentos de pelo menos ${minimum} cada.`,
  segment: (index: number, size: number) => `Segmento ${index} (${size})`,
  preferenceNote: (percent: string) => `A melhor região agrada a ${percent} % dos consumidores (modelo quadrático).`,
  appendix: 'Apêndice: tabelas',
  product: 'Produto',
  question: 'Pergunta',
  test: 'Teste',
  methods: {
    triangle: 'Teste triangular',
    duoTrio: 'Teste duo-trio',
    twoAfc: 'Teste 2-AFC',
    tetrad: 'Teste tétrade',
    threeAfc: 'Teste 3-AFC',
    twoOutOfFive: 'Teste 2 de 5',
    hexad: 'Teste héxade',
    sameDifferent: 'Teste igual-diferente',
    aNotA: 'Teste A-não A',
    pairedPreference: 'Teste de preferência pareada',
    twoAc: 'Teste 2-AC',
    degreeOfDifference: 'Teste de grau de diferença',
  },
  pooled: (method: string, count: number) => `${method}: as ${count} perguntas juntas`,
  correctOf: (correct: number, n: number, needed: number | null) =>
    `${correct} de ${n} corretas` + (needed === null ? '' : ` (${needed} necessárias)`),
  anovaTest: (F: string, df1: number, df2: number) => `ANOVA: F(${df1}, ${df2}) = ${F}`,
  friedmanTest: (statistic: string, df: number) => `Friedman: χ²(${df}) = ${statistic}`,
  durbinTest: (statistic: string, df: number) => `Durbin: χ²(${df}) = ${statistic}`,
  cochranTest: (differing: number, terms: number) => `Q de Cochran: ${differing} de ${terms} termos diferem`,
  means: 'Médias por produto',
  pValue: 'p',
} satisfies ReportTexts;
export default pt;
