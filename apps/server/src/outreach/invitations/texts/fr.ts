import type { InvitationTexts } from './en.ts';

const fr: InvitationTexts = {
  invitationSubject: (title) => `Invitation : ${title}`,
  greeting: (name) => `Bonjour ${name},`,
  invitation: (title) => `Vous êtes invité(e) à participer à un test sensoriel : « ${title} ».`,
  closes: (date) => `Il est ouvert jusqu’au ${date}.`,
  personal:
    'Ce lien est personnel : il ouvre le questionnaire à votre nom, sur n’importe quel appareil, sans rien à saisir.',
  open: 'Ouvrir le questionnaire',
  reminderSubject: (title) => `Rappel : ${title}`,
  reminder: (title) =>
    `Vous n’avez pas encore terminé « ${title} ». Vos réponses comptent ; cela ne prend que quelques minutes.`,
};
export default fr;
