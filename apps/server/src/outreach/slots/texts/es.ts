import type { SlotTexts } from './en.ts';

const es = {
  greeting: (name: string) => `Hola, ${name}:`,
  action: 'Ver o cambiar su reserva',
  changeUntil: (until: string) => `Puede cancelarla o cambiarla hasta el ${until}.`,
  calendarNote: 'El archivo de calendario adjunto añade la sesión a su calendario.',
  bookedSubject: (title: string) => `Su sesión está reservada: ${title}`,
  booked: (title: string, when: string, minutes: number) =>
    `Tiene una plaza reservada para «${title}» el ${when} (${minutes} min).`,
  movedSubject: (title: string) => `Su sesión ha cambiado: ${title}`,
  moved: (title: string, when: string, minutes: number) =>
    `Su sesión para «${title}» es ahora el ${when} (${minutes} min).`,
  cancelledSubject: (title: string) => `Reserva cancelada: ${title}`,
  cancelled: (title: string, when: string) => `Su reserva para «${title}» el ${when} está cancelada.`,
  removedSubject: (title: string) => `Sesión cancelada por el laboratorio: ${title}`,
  removed: (title: string, when: string) =>
    `El laboratorio ha cancelado la sesión de «${title}» del ${when}. Puede reservar otro horario.`,
  promotedSubject: (title: string) => `Se ha liberado una plaza: tiene reserva para ${title}`,
  promoted: (title: string, when: string, minutes: number) =>
    `Se ha liberado una plaza para «${title}» el ${when} (${minutes} min): era el primero de la lista de espera y ya tiene su plaza.`,
  reminderSubject: (title: string, when: string) => `Recordatorio: ${title}, ${when}`,
  reminder: (title: string, when: string, minutes: number) =>
    `Le recordamos su sesión para «${title}» el ${when} (${minutes} min). ¡Le esperamos!`,
  calendarSummary: (title: string) => `Sesión de cata: ${title}`,
} satisfies SlotTexts;
export default es;
