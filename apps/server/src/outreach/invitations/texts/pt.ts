import type { InvitationTexts } from './en.ts';

const pt: InvitationTexts = {
  invitationSubject: (title) => `Convite: ${title}`,
  greeting: (name) => `Olá, ${name},`,
  invitation: (title) => `Convidamos você a participar de um teste sensorial: “${title}”.`,
  closes: (date) => `Ele está aberto até ${date}.`,
  personal:
    'Este link é só seu: ele abre o questionário em seu nome, em qualquer dispositivo, sem precisar digitar nada.',
  open: 'Abrir o questionário',
  reminderSubject: (title) => `Lembrete: ${title}`,
  reminder: (title) => `Você ainda não terminou “${title}”. Suas respostas contam; leva só alguns minutos.`,
};
export default pt;
