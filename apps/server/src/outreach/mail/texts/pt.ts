import type { MailTexts } from './en.ts';

const pt = {
  footer: 'Você recebe este e-mail porque um painel sensorial do qual participa lhe escreveu.',
  unsubscribeLink: 'Cancelar a inscrição destes e-mails',
  unsubscribeTitle: 'Cancelar inscrição',
  unsubscribeQuestion: (address: string) => `Deixar de enviar e-mails para ${address}?`,
  unsubscribeButton: 'Cancelar inscrição',
  unsubscribed: (address: string) => `Pronto: nenhum e-mail será mais enviado para ${address}.`,
  unknownLink: 'Este link de cancelamento não é válido (talvez esteja incompleto).',
  testSubject: 'Palate: e-mail de teste',
  testParagraph: 'Este é um e-mail de teste do Palate. Se consegue lê-lo, o envio de e-mails está bem configurado.',
} satisfies MailTexts;
export default pt;
