import type { SlotTexts } from './en.ts';

const fr = {
  greeting: (name: string) => `Bonjour ${name},`,
  action: 'Voir ou modifier votre réservation',
  changeUntil: (until: string) => `Vous pouvez l’annuler ou la déplacer jusqu’au ${until}.`,
  calendarNote: 'Le fichier de calendrier joint ajoute la séance à votre agenda.',
  bookedSubject: (title: string) => `Votre séance est réservée : ${title}`,
  booked: (title: string, when: string, minutes: number) =>
    `Votre place est réservée pour « ${title} » le ${when} (${minutes} min).`,
  movedSubject: (title: string) => `Votre séance a été déplacée : ${title}`,
  moved: (title: string, when: string, minutes: number) =>
    `Votre séance pour « ${title} » a lieu désormais le ${when} (${minutes} min).`,
  cancelledSubject: (title: string) => `Réservation annulée : ${title}`,
  cancelled: (title: string, when: string) => `Votre réservation pour « ${title} » le ${when} est annulée.`,
  removedSubject: (title: string) => `Séance annulée par le laboratoire : ${title}`,
  removed: (title: string, when: string) =>
    `Le laboratoire a annulé la séance de « ${title} » du ${when}. Vous pouvez réserver un autre créneau.`,
  promotedSubject: (title: string) => `Une place s’est libérée : vous êtes inscrit·e pour ${title}`,
  promoted: (title: string, when: string, minutes: number) =>
    `Une place s’est libérée pour « ${title} » le ${when} (${minutes} min) : vous étiez en tête de la liste d’attente et votre place est réservée.`,
  reminderSubject: (title: string, when: string) => `Rappel : ${title}, ${when}`,
  reminder: (title: string, when: string, minutes: number) =>
    `Nous vous rappelons votre séance pour « ${title} » le ${when} (${minutes} min). À bientôt !`,
  calendarSummary: (title: string) => `Séance de dégustation : ${title}`,
} satisfies SlotTexts;
export default fr;
