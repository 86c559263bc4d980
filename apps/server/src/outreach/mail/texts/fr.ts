import type { MailTexts } from './en.ts';

const fr = {
  footer: 'Vous recevez ce courriel parce qu’un panel sensoriel auquel vous participez vous a écrit.',
  unsubscribeLink: 'Se désabonner de ces courriels',
  unsubscribeTitle: 'Désabonnement',
  unsubscribeQuestion: (address: string) => `Ne plus envoyer de courriels à ${address} ?`,
  unsubscribeButton: 'Se désabonner',
  unsubscribed: (address: string) => `C’est fait : plus aucun courriel ne sera envoyé à ${address}.`,
  unknownLink: 'Ce lien de désabonnement n’est pas valide (il est peut-être incomplet).',
  testSubject: 'Palate : courriel de test',
  testParagraph: 'Ceci est un courriel de test de Palate. Si vous le lisez, l’envoi de courriels est bien configuré.',
} satisfies MailTexts;
export default fr;
