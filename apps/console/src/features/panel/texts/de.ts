import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panel: {
    nav: 'Panel',
    title: 'Panel',
    help: 'Jede namentliche Prüfperson mit ihren Kennzahlen über alle beantworteten Veröffentlichungen, Schulungen eingeschlossen: Sortieren Sie eine Spalte, um die Prüfpersonen für eine Studie auszuwählen, und öffnen Sie die Akte einer Prüfperson, um ihren Verlauf zu sehen.',
    empty: 'Noch keine namentliche Prüfperson: Fügen Sie Prüfpersonen im Bildschirm Mitglieder hinzu.',
    judge: 'Prüfperson',
    publications: 'Beantwortete Veröffentlichungen',
    lastAnswered: 'Zuletzt geantwortet',
    medianP: 'Median-p der Diskriminierung',
    repeatability: 'Wiederholbarkeit (Rest-SD)',
    agreement: 'Übereinstimmung (r mit dem Panel)',
    correctShare: 'Richtige Diskriminierungstests',
    sortBy: 'Nach {{column}} sortieren',
    never: 'Nie',
    none: '–',
    percent: '{{value}} %',
    figuresNote:
      'Ein kleines p heißt, die Prüfperson unterscheidet die Produkte; eine kleine Rest-SD, dass ihre Wiederholungen übereinstimmen; ein r nahe 1, dass sie die Produkte wie das Panel ordnet. Die Werte stammen aus der Auswertung jeder Veröffentlichung, wie auf ihrer Ergebnisseite.',
    back: 'Zurück zum Panel',
    recordTitle: 'Akte von {{name}}',
    recordHelp:
      'Jede Veröffentlichung, die {{name}} beantwortet hat, die Panel-Leistung je Attribut neben dem Median des Panels und die Diskriminierungstests.',
    publicationsTitle: 'Beantwortete Veröffentlichungen',
    publication: 'Veröffentlichung',
    answered: 'Beantwortet',
    completion: 'Abschluss',
    finished: 'Abgeschlossen',
    inProgress: 'Läuft',
    timeTaken: 'Dauer',
    minutes: '{{count}} Min.',
    training: 'Schulung',
    trainingNote: 'Schulungen gehören zur Akte, bleiben aber aus Berichten heraus.',
    attributesTitle: 'Leistung je Attribut',
    noAttributes:
      'Noch kein Attribut mit Panel-Leistung: Dafür braucht es ein Profil mit Wiederholungen, damit die Wiederholbarkeit messbar ist.',
    measure: 'Angezeigter Wert',
    attribute: 'Attribut',
    F: 'F',
    pValue: 'p',
    panelMedian: 'Median des Panels',
    chartP:
      'p-Wert der Diskriminierung von {{name}} bei {{attribute}} nach Datum der Veröffentlichung (durchgezogene Linie) gegen den Median des Panels (gestrichelt); kleiner ist besser.',
    chartRepeatability:
      'Wiederholbarkeit (Rest-SD) von {{name}} bei {{attribute}} nach Datum der Veröffentlichung (durchgezogene Linie) gegen den Median des Panels (gestrichelt); kleiner ist besser.',
    chartAgreement:
      'Übereinstimmung (Korrelation mit den Mittelwerten des Panels) von {{name}} bei {{attribute}} nach Datum der Veröffentlichung (durchgezogene Linie) gegen den Median des Panels (gestrichelt); größer ist besser.',
    judgeSeries: 'Prüfperson',
    discriminationTitle: 'Diskriminierungstests',
    noDiscrimination: 'Noch kein Diskriminierungstest beantwortet.',
    test: 'Test',
    method: 'Methode',
    result: 'Ergebnis',
    right: 'Richtig',
    wrong: 'Falsch',
    chartDiscrimination:
      'Anteil der Diskriminierungstests, die {{name}} richtig beantwortet hat, nach Datum der Veröffentlichung; jeder Balken ist eine Veröffentlichung.',
    shareRight: 'Anteil richtig',
    figuresTable: 'Werte je Attribut und Veröffentlichung',
    trainingTitle: 'Schulung mit Zielwerten',
    trainingHelp:
      'Jede Schulung mit Zielwerten, die älteste zuerst: wie viele Bewertungen von {{name}} im Zielbereich lagen, und ihr mittlerer Abstand zur Mitte der Zielwerte als Anteil der Skala. Ein Abstand, der sinkt und niedrig bleibt, zeigt, dass die Prüfperson sich angeglichen hat und ins Panel wechseln kann.',
    noTraining: 'Noch keine Schulung mit Zielwerten.',
    session: 'Sitzung',
    onTarget: 'Bewertungen im Zielbereich',
    onTargetOf: '{{onTarget}} von {{rated}} ({{percent}})',
    meanDistance: 'Mittlerer Abstand zum Zielwert (% der Skala)',
    chartTraining:
      'Mittlerer Abstand der Bewertungen von {{name}} zu den Zielwerten in Prozent der Skala, Sitzung für Sitzung, die älteste zuerst; niedriger ist besser. Die Werte stehen in der Tabelle darunter.',
  },
} satisfies Translated<typeof en>;
