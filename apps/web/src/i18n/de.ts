import type { Translation } from './en.ts';

export const de: Translation = {
  app: {
    name: 'Palate',
    loading: 'Wird geladen…',
  },
  home: {
    welcomeTitle: 'Willkommen',
    welcomeText: 'Probieren Sie die Proben, die Ihnen gereicht werden, und beantworten Sie zu jeder ein paar Fragen.',
    answerAnonymously: 'Fragebögen ohne Anmeldung beantworten',
    title: 'Ihre Fragebögen',
    refresh: 'Aktualisieren',
    empty: 'Im Moment gibt es keinen Fragebogen für Sie.',
    progress: 'Beantwortete Seiten: {{nr}} von {{nb}}',
    start: 'Starten',
    continue: 'Fortsetzen',
    startLabel: '„{{label}}“ starten',
    continueLabel: '„{{label}}“ fortsetzen',
    status: {
      pending: 'Nicht begonnen',
      inProgress: 'Begonnen',
      finished: 'Abgeschlossen',
      expired: 'Abgelaufen',
      full: 'Voll belegt',
    },
  },
  session: {
    progress: 'Seite {{current}} von {{count}}',
    sample: 'Probe {{code}}',
    previous: 'Zurück',
    next: 'Weiter',
    finish: 'Abschließen',
    lineNotAnswered:
      'Noch nicht beantwortet. Tippen Sie auf die Stelle der Linie, die Ihrer Antwort entspricht, oder verwenden Sie die Pfeiltasten.',
    endTitle: 'Vielen Dank!',
    endText: 'Ihre Antworten wurden gespeichert. Vielen Dank für Ihre Teilnahme.',
    backToList: 'Zurück zu den Fragebögen',
  },
  validation: {
    required: 'Bitte beantworten Sie diese Frage.',
    number: 'Bitte geben Sie eine Zahl an.',
    range: 'Bitte geben Sie einen Wert zwischen {{min}} und {{max}} an.',
    step: 'Bitte wählen Sie einen der Punkte auf der Skala.',
    unknownControl: 'Eine Antwort gehört nicht zu dieser Seite. Bitte laden Sie die Seite neu.',
    duplicate: 'Diese Frage wurde doppelt beantwortet. Bitte beantworten Sie sie erneut.',
  },
  error: {
    title: 'Hoppla...',
    code: 'Fehler {{code}}',
    retry: 'Erneut versuchen',
    backHome: 'Zur Startseite',
    backHomeRefresh: 'Zur Startseite und neu laden',
    details: 'Details: {{details}}',
  },
};
