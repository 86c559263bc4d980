export default {
  trainingFeedback: {
    title: 'Probe {{code}}: Ihre Bewertungen im Vergleich zum Ziel',
    summary: 'Im Zielbereich: {{count}} von {{total}}',
    gave: 'Sie gaben {{score}}',
    target: 'Ziel {{low}} bis {{high}}',
    onTarget: 'Im Zielbereich',
    tooLow: 'Zu niedrig',
    tooHigh: 'Zu hoch',
    legendTarget: 'Zielbereich',
    legendScore: 'Ihre Bewertung',
    continue: 'Fortfahren',
  },
};
