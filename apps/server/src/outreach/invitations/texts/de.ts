import type { InvitationTexts } from './en.ts';

const de: InvitationTexts = {
  invitationSubject: (title) => `Einladung: ${title}`,
  greeting: (name) => `Hallo ${name},`,
  invitation: (title) => `Sie sind zur Teilnahme an einem sensorischen Test eingeladen: „${title}“.`,
  closes: (date) => `Er ist bis ${date} geöffnet.`,
  personal:
    'Dieser Link gehört nur Ihnen: Er öffnet den Fragebogen in Ihrem Namen, auf jedem Gerät, ohne dass Sie etwas eingeben müssen.',
  open: 'Fragebogen öffnen',
  reminderSubject: (title) => `Erinnerung: ${title}`,
  reminder: (title) =>
    `Sie haben „${title}“ noch nicht abgeschlossen. Ihre Antworten zählen; es dauert nur wenige Minuten.`,
};
export default de;
