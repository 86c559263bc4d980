import type { SlotTexts } from './en.ts';

const pt = {
  greeting: (name: string) => `Olá, ${name},`,
  action: 'Ver ou alterar sua reserva',
  changeUntil: (until: string) => `Você pode cancelá-la ou mudá-la até ${until}.`,
  calendarNote: 'O arquivo de calendário anexo adiciona a sessão à sua agenda.',
  bookedSubject: (title: string) => `Sua sessão está reservada: ${title}`,
  booked: (title: string, when: string, minutes: number) =>
    `Sua vaga está reservada para “${title}” em ${when} (${minutes} min).`,
  movedSubject: (title: string) => `Sua sessão mudou: ${title}`,
  moved: (title: string, when: string, minutes: number) =>
    `Sua sessão para “${title}” agora é em ${when} (${minutes} min).`,
  cancelledSubject: (title: string) => `Reserva cancelada: ${title}`,
  cancelled: (title: string, when: string) => `Sua reserva para “${title}” em ${when} foi cancelada.`,
  removedSubject: (title: string) => `Sessão cancelada pelo laboratório: ${title}`,
  removed: (title: string, when: string) =>
    `O laboratório cancelou a sessão de “${title}” em ${when}. Você pode reservar outro horário.`,
  promotedSubject: (title: string) => `Abriu uma vaga: você está reservado para ${title}`,
  promoted: (title: string, when: string, minutes: number) =>
    `Abriu uma vaga para “${title}” em ${when} (${minutes} min): você era o primeiro da lista de espera e agora tem sua vaga.`,
  reminderSubject: (title: string, when: string) => `Lembrete: ${title}, ${when}`,
  reminder: (title: string, when: string, minutes: number) =>
    `Este é um lembrete da sua sessão para “${title}” em ${when} (${minutes} min). Esperamos por você.`,
  calendarSummary: (title: string) => `Sessão de degustação: ${title}`,
} satisfies SlotTexts;
export default pt;
