import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  mail: {
    title: 'E-mail',
    notSetUp:
      'O envio de e-mails não está configurado neste servidor: nenhum convite, lembrete ou confirmação de reserva é enviado.',
    howToSetUp:
      'O administrador do servidor define SMTP_URL (o servidor de e-mail do laboratório, p. ex. smtp://usuario:senha@mail.example.org:587, ou smtps:// para TLS desde o início) e MAIL_FROM (o remetente, p. ex. Laboratório sensorial <panel@example.org>) e reinicia o servidor.',
    sentFrom: 'Os e-mails são enviados de {{from}}.',
    counts: '{{queued}} aguardando envio · {{failed}} abandonados',
    testAddress: 'Enviar um e-mail de teste para',
    sendTest: 'Enviar o e-mail de teste',
    testQueued: 'E-mail de teste na fila: sai em poucos segundos. Atualize a lista para ver como correu.',
    recent: 'Mensagens recentes',
    refresh: 'Atualizar',
    none: 'Nenhum e-mail foi enviado ainda.',
    when: 'Escrito',
    to: 'Para',
    kind: 'Tipo',
    subject: 'Assunto',
    status: 'Estado',
    tries: 'Tentativas',
    outcome: 'Enviado, ou a resposta do servidor de e-mail',
    status_queued: 'Aguardando',
    status_sending: 'Sendo enviado',
    status_sent: 'Enviado',
    status_failed: 'Abandonado',
    nextTry: 'próxima tentativa {{date}}:',
    unsubscribedError: 'o endereço cancelou a inscrição antes do envio',
    retry: 'Reenviar',
    retryFor: 'Reenviar para {{to}}',
    retried: 'Mensagem colocada de novo na fila.',
    kind_test: 'Teste',
    kind_invitation: 'Convite',
    kind_reminder: 'Lembrete',
    kind_booking: 'Reserva',
    kind_bookingReminder: 'Lembrete de reserva',
  },
} satisfies Translated<typeof en>;
