import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  booking: {
    title: 'Reservar uma sessão',
    cardTitle: 'Suas sessões',
    back: 'Voltar',
    notSignedIn: 'Abra o link do seu convite, ou entre, para reservar uma sessão.',
    nothingToBook: 'Não há sessões para reservar no momento.',
    bookOrChange: 'Reservar ou alterar uma sessão',
    yourBooking: 'Sua reserva: {{when}} ({{minutes}} min).',
    yourWaiting:
      'Você é o número {{place}} na lista de espera de {{when}}. Se abrir uma vaga, ela é sua e você recebe um e-mail.',
    changeUntil: 'Você pode cancelá-la ou mudá-la até {{until}}.',
    noChange: 'Ela não pode mais ser alterada.',
    chooseSlot: 'Escolha um horário',
    free: '{{free}} vaga(s) livre(s)',
    full: 'Lotado: lista de espera',
    book: 'Reservar',
    move: 'Mudar para este',
    joinWaiting: 'Entrar na lista de espera',
    cancel: 'Cancelar minha reserva',
    leaveWaiting: 'Sair da lista de espera',
    booked: 'Sua vaga está reservada. A confirmação chega por e-mail.',
    waiting: 'Este horário está lotado: você está na lista de espera.',
    moved: 'Sua reserva foi mudada.',
    cancelled: 'Sua reserva foi cancelada.',
    timesIn: 'Horários em {{zone}}.',
    minutes: '{{minutes}} min',
  },
} satisfies Translated<typeof en>;
