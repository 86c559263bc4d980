import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panelResults: {
    betaBinomial: 'Prüfer, die mehr als einmal geantwortet haben: das Beta-Binomial-Modell',
    judgesDiffer:
      'Die Prüfer unterscheiden sich darin, wie gut sie die Proben auseinanderhalten (Überdispersion: {{p}}). Die Antworten eines Prüfers sind nicht unabhängig voneinander, daher gilt der Binomialtest oben, der jede Antwort als unabhängig behandelt, nicht: Lesen Sie stattdessen das Beta-Binomial-Modell, einen Unterschied mit {{association}} und d′ = {{d}}.',
    judgesAlike:
      'Die Prüfer unterscheiden sich nicht über den Zufall hinaus (Überdispersion: {{p}}), daher gilt der Binomialtest oben, der alle Antworten zusammenfasst, und ist der zu lesende. Das Beta-Binomial-Modell stimmt überein: ein Unterschied mit {{association}} und d′ = {{d}}.',
    betaBinomialTable: 'Beta-Binomial-Modell (sensR betabin)',
    figure: 'Kennzahl',
    estimate: 'Schätzwert (Standardfehler)',
    withError: '{{value}} ({{error}})',
    mu: 'Anteil der Unterscheidenden μ (pd)',
    gamma: 'Überdispersion γ (0: Prüfer gleich)',
    pc: 'Anteil richtiger Antworten pc',
    dPrime: 'd′',
    pOverdispersion: 'p, Überdispersion (Prüfer unterscheiden sich)',
    pAssociation: 'p, Unterschied zwischen den Proben',
    title: 'Panel',
    help: 'Wie die Prüfer eines Profils mit Wiederholungen abschneiden, Merkmal für Merkmal: wer vom Konsens des Panels abweicht (Tucker-1) und wer die Produkte unterscheidet und seine eigenen Bewertungen wiederholt (p*MSE).',
    attribute: '{{attribute}} ({{page}})',
    tucker1: 'Prüfer auf dem Korrelationskreis (Tucker-1)',
    tucker1Help:
      'Jeder Pfeil ist ein Prüfer: die Korrelationen seiner eigenen Produktmittelwerte mit dem Konsens des Panels auf den ersten beiden Dimensionen. Übereinstimmende Prüfer zeigen in dieselbe Richtung, nahe am Kreis; ein Prüfer, der anderswohin oder nahe der Mitte zeigt, bewertet die Produkte anders als das Panel.',
    tucker1Chart:
      'Korrelationskreis von {{attribute}}: die Korrelation jedes Prüfers mit Dimension 1 waagerecht und Dimension 2 senkrecht.',
    judge: 'Prüfer',
    leftOut: 'Ausgelassen (ein Produkt nicht bewertet oder für jedes Produkt derselbe Mittelwert): {{judges}}',
    pmse: 'Unterscheidungsvermögen und Wiederholbarkeit jedes Prüfers (p*MSE)',
    pmseHelp:
      'Jeder Punkt ist ein Prüfer: waagerecht der p-Wert seiner eigenen Varianzanalyse der Produkte (links der gestrichelten Linie bei 0,05 unterscheidet er die Produkte); senkrecht sein mittleres Fehlerquadrat zwischen den Wiederholungen (niedrig: er wiederholt seine eigenen Bewertungen). Die besten Prüfer liegen unten links.',
    pmseChart:
      'p*MSE-Diagramm von {{attribute}}: der p-Wert der Unterscheidung jedes Prüfers waagerecht und sein mittleres Fehlerquadrat senkrecht, mit der 5-%-Linie.',
    pDiscrimination: 'p (Unterscheidung)',
    mse: 'MSE (Wiederholbarkeit)',
    summary: 'Panelübersicht',
    summaryHelp:
      'Jeder Prüfer mit den Attributen, bei denen er versagt, die Prüfer mit den meisten Attributen zuerst: Unterscheidungsvermögen (sein eigener p-Wert der Produkte bei 0,05 oder darüber), Wiederholbarkeit (sein mittlerer quadratischer Fehler größer als der der übrigen Prüfer nach dem F-Test bei 5 %), Übereinstimmung (seine Korrelation mit dem Konsens des Panels, der ersten Dimension von Tucker-1, unter 0,5) und Skalennutzung (sein Skalierungskoeffizient β des Mixed Assessor Model weicht bei 5 % von 1 ab: er staucht oder dehnt die Skala).',
    failingCount: 'Attribute nicht bestanden',
    failingWhere: 'Wo und warum',
    failure: '{{attribute}}: {{reasons}}',
    reasonSeparator: ', ',
    failureSeparator: '; ',
    noFailure: 'Keine',
    failDiscrimination: 'Unterscheidungsvermögen',
    failRepeatability: 'Wiederholbarkeit',
    failAgreement: 'Übereinstimmung',
    failScaling: 'Skalennutzung',
    fPlot: 'Unterscheidungsvermögen jedes Prüfers (F)',
    fHelp:
      'Jeder Balken ist das F eines Prüfers aus seiner eigenen Varianzanalyse der Produkte: je höher, desto besser unterscheidet er die Produkte. Ein Balken über der gestrichelten Linie (dem kritischen F bei 5 %) unterscheidet sie signifikant.',
    fChart: 'F-Diagramm von {{attribute}}: das F jedes Prüfers als Balken, mit dem kritischen F bei 5 % gestrichelt.',
    f: 'F',
    fCritical: 'Kritisches F (5 %)',
    df: 'Freiheitsgrade',
    dfPair: '{{df}}; {{residualDf}}',
    msePlot: 'Wiederholbarkeit jedes Prüfers (MSE)',
    mseHelp:
      'Jeder Balken ist der mittlere quadratische Fehler eines Prüfers zwischen den Wiederholungen desselben Produkts: je niedriger, desto besser wiederholt er seine eigenen Bewertungen.',
    mseChart: 'MSE-Diagramm von {{attribute}}: der mittlere quadratische Fehler jedes Prüfers als Balken.',
    residualDf: 'Freiheitsgrade des Fehlers',
    eggshell: 'Rangfolgen der Prüfer gegenüber dem Konsens (Eierschalen-Diagramm)',
    eggshellHelp:
      'Die Produkte waagerecht in der Konsensreihenfolge des Panels (erste Dimension von Tucker-1); jede Linie sind die kumulierten Ränge eines Prüfers abzüglich derer des Konsenses. Ein Prüfer, der die Produkte wie das Panel ordnet, bleibt auf der Linie bei 0; je höher eine Linie steigt, desto mehr weicht seine Reihenfolge von der des Panels ab.',
    eggshellChart:
      'Eierschalen-Diagramm von {{attribute}}: die Produkte in der Konsensreihenfolge waagerecht, die kumulierte Rangdifferenz jedes Prüfers senkrecht.',
    consensusOrder: 'Konsensreihenfolge',
    eggshellAxis: 'Kumulierte Rangdifferenz',
    manhattan: 'Die Merkmale jedes Prüfers auf seinen eigenen Dimensionen (Manhattan-Diagramme, {{page}})',
    manhattanHelp:
      'Ein Raster je Prüfer, aus einer Hauptkomponentenanalyse seiner eigenen Produktmittelwerte: eine Spalte je Merkmal, eine Zeile je Dimension, jede Zelle der Anteil der Varianz des Merkmals, den die Dimensionen bis zu ihrer Zeile erklären, hell bei 0 und dunkel bei 1. Ein Merkmal, das ab der ersten Zeile dunkel ist, folgt der Hauptrichtung, in der der Prüfer die Produkte unterschieden hat; eines, das bis zu den letzten Zeilen hell bleibt, bewertet er unabhängig von den anderen. Vergleichen Sie die Raster der Prüfer: Ein Raster, das sich von den anderen unterscheidet, zeigt einen Prüfer, der die Merkmale anders verwendet. Eine schraffierte Spalte ist ein Merkmal, das der Prüfer für jedes Produkt gleich bewertet hat.',
    manhattanChart:
      'Manhattan-Diagramme von {{page}}: für jeden Prüfer die Merkmale in Spalten und die Dimensionen in Zeilen, jede Zelle nach dem kumulierten erklärten Varianzanteil des Merkmals schattiert.',
    componentShort: 'Dim.',
    manhattanCell: '{{judge}}, {{attribute}}, Dimensionen 1 bis {{component}}: {{share}}',
    manhattanNotVaried: '{{judge}}, {{attribute}}: derselbe Mittelwert für jedes Produkt',
    manhattanTable: 'Kumulierter erklärter Varianzanteil jedes Merkmals, je Prüfer',
    components: 'Dimensionen',
    componentsUpTo: '1 bis {{component}}',
    scaleUse: 'Skalennutzung jedes Prüfers (Mixed Assessor Model)',
    scaleUseHelp:
      'Jeder Balken ist der Skalierungskoeffizient β eines Prüfers: wie weit seine eigenen Produktmittelwerte im Vergleich zu denen des Panels streuen (die Steigung seiner Mittelwerte über denen des Panels). Bei 1 nutzt der Prüfer die Skala wie das Panel; unter 1 staucht er sie (kleinere Unterschiede zwischen den Produkten), über 1 dehnt er sie (größere); unter 0 kehrt er sie um. Farbige Balken weichen signifikant von 1 ab (5 %). Der Produkttest darunter ist um diese Unterschiede der Skalennutzung bereinigt (Brockhoff, Schlich & Skovgaard 2015).',
    scaleUseChart:
      'Skalierungskoeffizienten von {{attribute}}: das β jedes Prüfers als Balken ab 1, nach unten für einen Prüfer, der die Skala staucht, nach oben für einen, der sie dehnt.',
    beta: 'Skalierungskoeffizient β',
    compressing: 'Stauchen die Skala: {{judges}}.',
    stretching: 'Dehnen die Skala: {{judges}}.',
    reversing: 'Kehren die Skala um (ordnen die Produkte umgekehrt): {{judges}}.',
    noScalingDifference: 'Kein Prüfer nutzt die Skala signifikant anders als das Panel.',
    correctedProduct:
      'Produkte, um die Skalennutzung bereinigt: F = {{F}}, {{p}} (bei {{df}} und {{errorDf}} Freiheitsgraden).',
    p: 'p',
    scaleReading: 'Skalennutzung',
    compresses: 'staucht',
    stretches: 'dehnt',
    reverses: 'kehrt um',
    asPanel: 'wie das Panel',
    mamTable: 'Varianzanalyse des Mixed Assessor Model',
    source: 'Quelle',
    meanSq: 'Mittleres Quadrat',
    sourceJudge: 'Prüfer (gegen die Wechselwirkung)',
    sourceProduct: 'Produkte, um die Skalennutzung bereinigt (gegen die Abweichung)',
    sourceScaling: 'Skalierungsunterschiede (gegen die Abweichung)',
    sourceDisagreement: 'Abweichung (gegen den Fehler)',
    sourceError: 'Fehler',
  },
} satisfies Translated<typeof en>;
