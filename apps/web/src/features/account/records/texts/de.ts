export default {
  judgeRecords: {
    rewardsTitle: 'Ihre Vergütungen',
    balance: 'Guthaben',
    points: 'Punkte',
    grant: 'Für das Abschließen',
    adjustment: 'Vom Labor angepasst',
    noRewards: 'Noch keine Vergütung.',
    consentsTitle: 'Ihre Einwilligungen',
    accepted: 'Erteilt',
    declined: 'Abgelehnt',
    withdrawn: 'Widerrufen',
    withdraw: 'Einwilligung widerrufen',
    confirm:
      'Ihre Einwilligung zu dieser Studie widerrufen? Ab jetzt werden Ihre Antworten aus allen Auswertungen und Exporten ausgeschlossen.',
    confirmYes: 'Widerrufen',
    cancel: 'Abbrechen',
    noConsents: 'Sie haben keine Einwilligung erteilt.',
    dataTitle: 'Ihre Daten',
    dataHelp:
      'Laden Sie alles herunter, was Palate über Sie speichert: Profil, Einladungen, Buchungen, Antworten, Einwilligungen und Vergütungen, als JSON-Datei.',
    download: 'Meine Daten herunterladen',
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  },
};
