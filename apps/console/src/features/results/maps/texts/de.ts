import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  maps: {
    title: 'Karten',
    help: 'Wie die Produkte zueinander stehen und wer was mag. Jede Karte hat ihre Zahlen in einer Tabelle darunter.',
    pca: 'Produktkarte: {{page}}',
    pcaHelp:
      'Hauptkomponentenanalyse der mittleren Bewertungen der Produkte, jedes Attribut standardisiert. Nahe beieinander liegende Produkte wurden ähnlich beschrieben; ein Pfeil zeigt, wohin sein Attribut zunimmt.',
    ca: 'Karte der Begriffe: {{question}}',
    caHelp:
      'Korrespondenzanalyse, wie oft jeder Begriff für jedes Produkt angekreuzt wurde: Ein Begriff liegt nahe den Produkten, für die er am häufigsten angekreuzt wurde.',
    internalPreference: 'Interne Präferenzkarte: {{question}}',
    internalHelp:
      'Hauptkomponentenanalyse der Produkte mit dem Gefallen jedes Konsumenten als Variable: Jede kurze Linie zeigt, wohin das Gefallen dieses Konsumenten zunimmt.',
    clusters: 'Konsumentensegmente: {{question}}',
    clustersHelp:
      'Konsumenten gruppiert nach ihrer Rangfolge der Produkte: Ward-Clusteranalyse ihres Gefallens, die Werte jedes Konsumenten um seinen eigenen Mittelwert zentriert.',
    externalPreference: 'Externe Präferenzkarte: {{question}}',
    externalHelp:
      'Das Gefallen jedes Konsumenten, modelliert auf der Produktkarte des verknüpften Profils; die Farbe zeigt den Anteil der Konsumenten, die ein Produkt an dieser Stelle mehr als im Durchschnitt mögen würden.',
    mfa: 'Multiple Faktorenanalyse',
    mfaHelp:
      'Eine Karte der Produkte aus mehreren Variablengruppen, jede Gruppe so gewichtet, dass keine dominiert: {{groups}}.',
    dimension: 'Dimension {{n}} ({{percent}} %)',
    eigenvalues: 'Eigenwerte',
    dimensionColumn: 'Dimension',
    eigenvalue: 'Eigenwert',
    inertia: '% der Inertia',
    coordinates: 'Koordinaten auf den ersten beiden Dimensionen',
    name: 'Name',
    first: 'Dim. 1',
    second: 'Dim. 2',
    showEllipses: 'Konfidenzellipsen zeigen (95 %)',
    ellipsesNote:
      'Ellipsen aus {{resamplings}} Stichprobenwiederholungen der Prüfer: Produkte, deren Ellipsen sich überlappen, unterscheiden sich möglicherweise nicht.',
    attribute: 'Attribut',
    term: 'Begriff',
    consumer: 'Konsument',
    product: 'Produkt',
    word: 'Wort (ergänzend)',
    leftOut_one: '{{count}} Konsument ausgelassen (hat nicht jedes Produkt bewertet oder alle gleich bewertet).',
    leftOut_other: '{{count}} Konsumenten ausgelassen (haben nicht jedes Produkt bewertet oder alle gleich bewertet).',
    termsLeftOut: 'Von niemandem angekreuzte Begriffe, ausgelassen: {{terms}}',
    segmentCount: 'Anzahl der Segmente',
    suggested: '{{count}} (empfohlen)',
    segment: 'Segment {{n}}',
    segmentColumn: 'Segment',
    size: 'Konsumenten',
    productEffect: 'Produkteffekt (p)',
    share: 'Zwischen den Segmenten: {{percent}} % der Unterschiede zwischen den Konsumenten.',
    segmentsMinimum:
      'Jedes angebotene Segment umfasst mindestens {{count}} Verbraucher: 3 oder ein Zehntel des Panels, wenn das mehr ist.',
    noSegments:
      'Keine Segmente: Die Verbraucher sind zu wenige oder zu ähnlich, um Segmente von je mindestens {{count}} zu bilden.',
    testMissingFew: 'Kein Test: weniger als 2 Verbraucher',
    testMissingVariation: 'Kein Test: ihr Gefallen lässt keine Restvariation',
    testMissing: 'Kein Test: zu wenige Daten',
    dendrogram: 'Baum der Konsumenten: Die gestrichelte Linie teilt ihn in {{count}} Segmente.',
    likingBySegment: 'Mittleres Gefallen jedes Produkts in jedem Segment',
    downloadSegments: 'Rohantworten mit dem Segment jedes Konsumenten (langes CSV)',
    profileLink: 'Profil-Veröffentlichung für die externe Präferenzkarte',
    noProfile: 'Keine',
    model: 'Modell',
    models: { vector: 'Vektor', circular: 'Kreisförmig', quadratic: 'Quadratisch' },
    preferenceChart:
      'Anteil der {{consumers}} Konsumenten, deren vorhergesagtes Gefallen an jeder Stelle der Produktkarte über ihrem eigenen Mittelwert liegt (Modell {{model}}); die Produkte sind markiert.',
    preferenceTable: 'Produkte auf der Karte des Profils',
    chooseLiking:
      'Wählen Sie oben die Frage zum Gesamtgefallen, um die Präferenzkarten und die Konsumentensegmente zu sehen.',
    mapAlt:
      '{{title}}: Dimension 1 waagrecht, Dimension 2 senkrecht. Die Tabelle darunter gibt die Koordinaten jedes Punkts an.',
    napping: 'Napping-Karte: {{question}}',
    nappingHelp:
      'Multiple Faktorenanalyse der Blätter der Prüfer (x und y jedes Prüfers eine Gruppe, nicht skaliert, wie FactoMineRs MFA): nahe Produkte wurden von den Prüfern nahe beieinander platziert.',
    sorting: 'Sortierkarte: {{question}}',
    sortingHelp:
      'Multiple Korrespondenzanalyse der Gruppen der Prüfer (jeder Prüfer eine kategoriale Variable, wie FactoMineRs MCA): nahe Produkte wurden oft in dieselbe Gruppe gelegt.',
    sheetsLeftOut_one: '{{count}} Blatt ausgelassen (es enthält nicht jedes Produkt).',
    sheetsLeftOut_other: '{{count}} Blätter ausgelassen (sie enthalten nicht jedes Produkt).',
    judgeSheet: 'Das Blatt eines Prüfers',
    noSheet: 'Prüfer wählen',
    sheetOf: '{{judge}}, Wiederholung {{repetition}}',
    sheetAlt:
      'Blatt von {{judge}} ({{width}} × {{height}}): jedes Produkt, wo der Prüfer es platziert hat. Die Tabelle darunter gibt die Positionen.',
    sheetTable: 'Positionen auf dem Blatt von {{judge}} (x vom linken Rand, y von unten)',
    coOccurrence_one: 'Kookkurrenz (von {{count}} Blatt): wie viele Blätter je zwei Produkte in dieselbe Gruppe legten',
    coOccurrence_other: 'Kookkurrenz: wie viele der {{count}} Blätter je zwei Produkte in dieselbe Gruppe legten',
    drivers: 'Treiber des Gefallens',
    driversHelp:
      'PLS-Regression (partielle kleinste Quadrate) des mittleren Gefallens der Produkte auf ihre mittleren Werte im verknüpften Profil, jedes Attribut standardisiert. Ein Balken nach rechts: mehr von dem Attribut geht mit mehr Gefallen einher; nach links mit weniger. Ein Koeffizient ist in Punkten Gefallen je Punkt der Skala des Attributs angegeben.',
    driversFit_one:
      'Mit {{count}} Komponente erklärt das Modell {{percent}} % der Unterschiede im mittleren Gefallen zwischen den Produkten.',
    driversFit_other:
      'Mit {{count}} Komponenten erklärt das Modell {{percent}} % der Unterschiede im mittleren Gefallen zwischen den Produkten.',
    driversExcluded: 'Attribute mit demselben Mittelwert für jedes Produkt, ausgelassen: {{attributes}}',
    driversChart:
      'PLS-Koeffizient jedes Attributs auf das Gefallen, vom positivsten an, mit seinem VIP (Variablenwichtigkeit in der Projektion) neben dem Balken. Die Tabelle darunter gibt die Zahlen.',
    driversRule:
      'VIP ≥ 1 ist die übliche Regel für ein Attribut, das zählt (dunklere Balken): Seine Wichtigkeit liegt über dem Durchschnitt aller Attribute.',
    driversCoefficient: 'Koeffizient',
    driversVip: 'VIP',
    driversVipLabel: 'VIP {{vip}}',
    driversImportance: 'Wichtigkeit',
    driversImportant: 'Wichtig (VIP ≥ 1)',
    driversOther: 'VIP < 1',
  },
} satisfies Translated<typeof en>;
