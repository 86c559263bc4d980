import type { ReportTexts } from './en.ts';

const de = {
  publication: (name: string) => `Veröffentlichung: ${name}`,
  answeredBetween: (from: string, to: string) => `Antworten vom ${from} bis ${to}`,
  noAnswersYet: 'Noch keine Antworten',
  judges: (count: number) => (count === 1 ? '1 Prüfer in der Auswertung' : `${count} Prüfer in der Auswertung`),
  reportOf: (date: string) => `Bericht vom ${date}`,
  method: 'Methode',
  products: 'Produkte',
  designHeading: 'Versuchsplan und Reihenfolge',
  design: {
    williams: 'Williams-Lateinisches Quadrat: jedes Produkt gleich oft an jeder Stelle und nach jedem anderen serviert',
    random: 'Eine zufällige Reihenfolge für jeden Prüfer',
    fixed: 'Dieselbe Reihenfolge für alle Prüfer',
  },
  incompleteBlocks: (perJudge: number, products: number) =>
    `Jeder Prüfer verkostete ${perJudge} der ${products} Produkte (unvollständiger Blockplan)`,
  repetitions: (count: number) => (count === 1 ? 'Eine Bewertung je Produkt' : `${count} Wiederholungen`),
  repetitionShown: (repetition: number) => `Nur Wiederholung ${repetition}`,
  setShown: (set: number) => `Nur Produktgruppe ${set}`,
  panel: 'Panel',
  leftOutForGood: (judges: string) => `Von der Panelleitung ausgeschlossen: ${judges}`,
  leftOutHere: (judges: string) => `In diesem Bericht ausgeschlossen: ${judges}`,
  noneLeftOut: 'Kein Prüfer ausgeschlossen',
  mean: 'Mittelwert',
  standardError: 'Standardfehler',
  group: 'Gruppe',
  meansNote: 'Produkte mit gemeinsamem Buchstaben unterscheiden sich nicht (Tukey-HSD, 5 %).',
  correct: 'Richtige Antworten',
  needed: (alpha: string) => `Nötig bei α = ${alpha}`,
  rankSum: 'Rangsumme (niedrigere zuerst)',
  timesChecked: 'Anzahl Nennungen',
  tooLittle: 'Zu wenig',
  justRight: 'Genau richtig',
  tooMuch: 'Zu viel',
  shareOfJudges: 'Anteil der Prüfer (%)',
  jarSide: 'Seite',
  meanDrop: 'Mittlerer Rückgang des Gefallens',
  weightedPenalty: 'Gewichtete Strafe',
  marksPerEvaluation: 'Markierungen je Bewertung',
  maxIntensity: 'Höchste Intensität (Mittel)',
  dominance: (product: string) => `Dominanzrate über die standardisierte Zeit: ${product}`,
  citation: (product: string) => `Nennungsanteil über die Zeit (s): ${product}`,
  writtenAnswers: (count: number) => `${count} schriftliche Antworten: siehe Arbeitsmappe.`,
  allSamples: 'Alle Proben',
  higherThan: (product: string, others: string, question: string, p: string) =>
    `${product} wird bei „${question}“ höher bewertet als ${others} (Tukey, ${p}).`,
  lowerThan: (product: string, others: string, question: string, p: string) =>
    `${product} wird bei „${question}“ niedriger bewertet als ${others} (Tukey, ${p}).`,
  productEffect: (p: string) => `Die Produkte unterscheiden sich insgesamt (${p}), doch kein Paar hebt sich ab.`,
  noDifference: (p: string) => `Kein Unterschied zwischen den Produkten nachgewiesen (${p}).`,
  discriminationDiffers: (correct: number, n: number, needed: number, p: string) =>
    `${correct} von ${n} Prüfern antworteten richtig, mindestens die nötigen ${needed}: die Proben unterscheiden sich (${p}).`,
  discriminationSame: (correct: number, n: number, needed: number, p: string) =>
    `${correct} von ${n} Prüfern antworteten richtig, weniger als die nötigen ${needed}: kein Unterschied nachgewiesen (${p}).`,
  rankedFirst: (product: string, others: string, p: string) =>
    `${product} wird vor ${others} eingestuft (Friedman, ${p}).`,
  ranksAlike: (p: string) => `Die Rangfolgen unterscheiden sich nicht (Friedman, ${p}).`,
  termsDiffer: (terms: string) => `Die Produkte unterscheiden sich bei ${terms} (Cochrans Q, p < 0,05).`,
  termsAlike: 'Kein Begriff wird für ein Produkt häufiger gewählt als für ein anderes (Cochrans Q).',
  jarOff: (product: string, percent: string, side: string, drop: string | null) =>
    `${percent} der Prüfer finden ${product} „${side}“` +
    (drop === null ? '.' : `; sie mögen es um ${drop} Punkte weniger als jene, die es genau richtig finden.`),
  powerReached: (power: string, pd: string, alpha: string, planned: { answers: number; power: string } | null) =>
    `Erreichte Teststärke mit diesen Antworten: ${power} %, um ${pd} % Unterscheider bei α = ${alpha} zu erkennen` +
    (planned === null ? '.' : `; ${planned.power} % mit den ${planned.answers} geplanten Antworten.`),
  samplesA: 'A-Proben',
  samplesNotA: 'Nicht-A-Proben',
  answeredA: 'Antwort „A“',
  answeredNotA: 'Antwort „nicht A“',
  samePairs: 'Gleiche Paare (AA, BB)',
  differentPairs: 'Verschiedene Paare (AB, BA)',
  answeredSame: 'Antwort „gleich“',
  answeredDifferent: 'Antwort „verschieden“',
  noPreference: 'Keine Präferenz',
  aNotADiffers: (p: string, dPrime: string | null) =>
    `Die Prüfer unterscheiden A von Nicht-A (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  aNotASame: (p: string, dPrime: string | null) =>
    `Die Prüfer unterscheiden A nicht von Nicht-A: Es zeigt sich kein Unterschied (Fisher, ${p}${dPrime === null ? '' : `, d′ = ${dPrime}`}).`,
  sameDifferentEstimates: (tau: string, delta: string) =>
    `Kriterium τ = ${tau}, sensorischer Unterschied δ = ${delta}. Dies sind beschreibende Schätzungen: Für den Gleich-verschieden-Test wird kein Signifikanztest gerechnet.`,
  preferredTo: (product: string, other: string, p: string) =>
    `${product} wird ${other} vorgezogen (zweiseitiger Binomialtest, ${p}).`,
  noPreferenceShown: (p: string) =>
    `Es zeigt sich keine Präferenz zwischen den Produkten (zweiseitiger Binomialtest, ${p}).`,
  moreIntense: (product: string, other: string, p: string) =>
    `${product} wird als intensiver beurteilt als ${other} (2-AC, zweiseitiger Likelihood-Root-Test, ${p}).`,
  pairsDiffer: (p: string, dPrime: string) =>
    `Die Prüfer bewerten die verschiedenen Paare als unterschiedlicher als die gleichen Paare: Die Produkte unterscheiden sich (Unterschiedsgrad, d′ = ${dPrime}, ${p}).`,
  moreIntenseAnswer: (product: string) => `${product} intensiver`,
  noDifferenceAnswer: 'Kein Unterschied',
  scalePoint: 'Skalenpunkt',
  aNotAOf: (hits: number, a: number, falseAlarms: number, notA: number) =>
    `„A“ bei ${hits} von ${a} A-Proben und ${falseAlarms} von ${notA} Nicht-A-Proben`,
  tauDelta: (tau: string, delta: string) => `τ = ${tau}, δ = ${delta} (ohne Test)`,
  notEnoughData: 'Zu wenige Daten für eine Schlussfolgerung.',
  maps: {
    pca: (page: string) => `Produktkarte: ${page}`,
    ca: (question: string) => `CATA-Karte: ${question}`,
    internalPreference: (question: string) => `Internes Preference Mapping: ${question}`,
    clusters: (question: string) => `Verbrauchersegmente: ${question}`,
    externalPreference: (question: string) => `Externes Preference Mapping: ${question}`,
    mfa: 'Multiple Faktorenanalyse (MFA)',
    napping: (question: string) => `Napping-Karte: ${question}`,
    sorting: (question: string) => `Sortierkarte: ${question}`,
  },
  dimension: (index: number, percent: string) => `Dimension ${index} (${percent} %)`,
  productsLegend: 'Produkte',
  attributesLegend: 'Attribute',
  termsLegend: 'Begriffe',
  consumersLegend: 'Verbraucher',
  mapNotEnough: 'Zu wenige Daten für diese Karte.',
  segmentsSuggested: (count: number, share: string, minimum: number) =>
    `${count} Segmente werden vorgeschlagen, jedes mit mindestens ${minimum} Verbrauchern; sie erklären ${share} % der Variation zwischen den Verbrauchern.`,
  segmentsNone: (minimum: number) =>
    `Keine Segmente: Die Verbraucher sind zu wenige oder zu ähnlich, um Segmente von je mindestens ${minimum} zu bilden.`,
  segment: (index: number, size: number) => `Segment ${index} (${size})`,
  preferenceNote: (percent: string) => `Der beste Bereich gefällt ${percent} % der Verbraucher (quadratisches Modell).`,
  appendix: 'Anhang: Tabellen',
  product: 'Produkt',
  question: 'Frage',
  test: 'Test',
  methods: {
    triangle: 'Dreieckstest',
    duoTrio: 'Duo-Trio-Test',
    twoAfc: '2-AFC-Test',
    tetrad: 'Tetrade-Test',
    threeAfc: '3-AFC-Test',
    twoOutOfFive: '2-aus-5-Test',
    hexad: 'Hexadentest',
    sameDifferent: 'Gleich-verschieden-Test',
    aNotA: 'A-nicht-A-Test',
    pairedPreference: 'Paarweiser Präferenztest',
    twoAc: '2-AC-Test',
    degreeOfDifference: 'Unterschiedsgradtest',
  },
  pooled: (method: string, count: number) => `${method}: alle ${count} Fragen zusammen`,
  correctOf: (correct: number, n: number, needed: number | null) =>
    `${correct} von ${n} richtig` + (needed === null ? '' : ` (${needed} nötig)`),
  anovaTest: (F: string, df1: number, df2: number) => `ANOVA: F(${df1}, ${df2}) = ${F}`,
  friedmanTest: (statistic: string, df: number) => `Friedman: χ²(${df}) = ${statistic}`,
  durbinTest: (statistic: string, df: number) => `Durbin: χ²(${df}) = ${statistic}`,
  cochranTest: (differing: number, terms: number) =>
    `Cochrans Q: ${differing} von ${terms} Begriffen unterscheiden sich`,
  means: 'Mittelwerte je Produkt',
  pValue: 'p',
} satisfies ReportTexts;
export default de;
