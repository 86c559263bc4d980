export default {
  consent: {
    title: 'Bevor Sie beginnen',
    intro: 'Bitte lesen Sie diesen Text. Sie beantworten den Fragebogen, sobald Sie ihn akzeptiert haben.',
    accept: 'Ich stimme zu',
    decline: 'Ich lehne ab',
    declinedTitle: 'Vielen Dank',
    declinedText:
      'Sie haben abgelehnt: Sie beantworten diesen Fragebogen nicht, und keine Ihrer Antworten wird gespeichert. Wenn Sie es sich anders überlegen, starten Sie ihn erneut aus der Liste.',
    back: 'Zurück zur Liste',
    nextPerson: 'Nächste Person',
    failed: 'Das Senden ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
};
