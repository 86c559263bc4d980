import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  booking: {
    title: 'Reservar una sesión',
    cardTitle: 'Sus sesiones',
    back: 'Volver',
    notSignedIn: 'Abra el enlace de su invitación, o inicie sesión, para reservar una sesión.',
    nothingToBook: 'Por ahora no hay sesiones que reservar.',
    bookOrChange: 'Reservar o cambiar una sesión',
    yourBooking: 'Su reserva: {{when}} ({{minutes}} min).',
    yourWaiting:
      'Es el número {{place}} de la lista de espera del {{when}}. Si se libera una plaza, queda reservada y recibe un correo.',
    changeUntil: 'Puede cancelarla o cambiarla hasta el {{until}}.',
    noChange: 'Ya no se puede cambiar.',
    chooseSlot: 'Elija un horario',
    free: 'Quedan {{free}} plaza(s)',
    full: 'Completo: lista de espera',
    book: 'Reservar',
    move: 'Cambiar a este',
    joinWaiting: 'Apuntarme en la lista de espera',
    cancel: 'Cancelar mi reserva',
    leaveWaiting: 'Salir de la lista de espera',
    booked: 'Tiene su plaza. Recibirá una confirmación por correo.',
    waiting: 'Este horario está completo: está en su lista de espera.',
    moved: 'Su reserva ha cambiado.',
    cancelled: 'Su reserva está cancelada.',
    timesIn: 'Horas en {{zone}}.',
    minutes: '{{minutes}} min',
  },
} satisfies Translated<typeof en>;
