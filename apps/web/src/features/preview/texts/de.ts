import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  preview: {
    nav: 'Simulation',
    listTitle: 'Einen Fragebogen simulieren',
    listIntro:
      'Beantworten Sie einen Fragebogen so, wie ihn einer seiner Prüfer sieht: dieselben Seiten, Probencodes und dieselbe Reihenfolge. Simulationen zählen für keinen Prüfer und erscheinen in keinem Ergebnis.',
    notLeader: 'Nur Panelleiter können Simulationen durchführen.',
    logIn: 'Anmelden',
    empty: 'Es ist noch kein Fragebogen veröffentlicht.',
    simulate: 'Simulieren',
    simulations_one: 'Bisher {{count}} Simulation',
    simulations_other: 'Bisher {{count}} Simulationen',
    expired: 'Abgelaufen',
    title: 'Simulation',
    judge: 'Zu simulierender Prüfer',
    judgeHelp:
      'Jeder Prüfer erhält eine eigene Reihenfolge und eigene Codes. Die Prüfer 1 bis {{count}} decken alle Reihenfolgen des Versuchsplans ab.',
    judgeInvalid: 'Bitte geben Sie eine Prüfernummer ab 1 an.',
    mandatoryAnswers: 'Pflichtantworten',
    mandatoryAnswersHelp: 'Jede Frage muss beantwortet werden, um weiterzugehen, wie bei den Prüfern.',
    screenshots: 'Bildschirmaufnahmen',
    definitionWaiting: 'Warten auf den Fragebogen aus der Konsole…',
    definitionEmpty: 'Dieser Fragebogen hat noch keinen Bildschirm.',
    screenshotsInHost: 'Die Kabinenanwendung speichert ein Bild jedes Bildschirms in ihrem Aufnahmeordner.',
    screenshotsHelp: 'Bildschirmaufnahmen macht die Desktop-Anwendung; ein Browser kann sie nicht machen.',
    start: 'Simulation starten',
    saveFailedTitle: 'Die vorige Simulation konnte nicht gespeichert werden',
    saveFailedText:
      'Ihre unvollendete Simulation dieses Fragebogens konnte nicht aufbewahrt werden. Sie können es erneut versuchen oder die neue starten, ohne sie aufzubewahren.',
    continueWithoutSaving: 'Ohne Speichern fortfahren',
    retry: 'Erneut versuchen',
    cancel: 'Abbrechen',
    banner: 'Simulation als Prüfer {{judge}}: Diese Antworten werden nicht gezählt.',
    bannerOptional: 'Simulation als Prüfer {{judge}}, Antworten freiwillig: Diese Antworten werden nicht gezählt.',
    endTitle: 'Simulation beendet',
    endText: 'Prüfer sehen hier einen Dank. Ihre Antworten werden getrennt von den Ergebnissen des Panels aufbewahrt.',
    again: 'Erneut simulieren',
    backHome: 'Zur Startseite',
  },
} satisfies Translated<typeof en>;
