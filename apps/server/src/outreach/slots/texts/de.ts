import type { SlotTexts } from './en.ts';

const de = {
  greeting: (name: string) => `Hallo ${name},`,
  action: 'Buchung ansehen oder ändern',
  changeUntil: (until: string) => `Sie können sie bis ${until} stornieren oder verschieben.`,
  calendarNote: 'Mit der angehängten Kalenderdatei tragen Sie die Sitzung in Ihren Kalender ein.',
  bookedSubject: (title: string) => `Ihre Sitzung ist gebucht: ${title}`,
  booked: (title: string, when: string, minutes: number) =>
    `Sie sind für „${title}“ am ${when} (${minutes} Min.) gebucht.`,
  movedSubject: (title: string) => `Ihre Sitzung wurde verschoben: ${title}`,
  moved: (title: string, when: string, minutes: number) =>
    `Ihre Sitzung für „${title}“ findet jetzt am ${when} (${minutes} Min.) statt.`,
  cancelledSubject: (title: string) => `Buchung storniert: ${title}`,
  cancelled: (title: string, when: string) => `Ihre Buchung für „${title}“ am ${when} ist storniert.`,
  removedSubject: (title: string) => `Sitzung vom Labor abgesagt: ${title}`,
  removed: (title: string, when: string) =>
    `Das Labor hat die Sitzung „${title}“ am ${when} abgesagt. Sie können einen anderen Termin buchen.`,
  promotedSubject: (title: string) => `Ein Platz ist frei: Sie sind für ${title} gebucht`,
  promoted: (title: string, when: string, minutes: number) =>
    `Für „${title}“ am ${when} (${minutes} Min.) ist ein Platz frei geworden: Sie standen als Erste(r) auf der Warteliste und sind jetzt gebucht.`,
  reminderSubject: (title: string, when: string) => `Erinnerung: ${title}, ${when}`,
  reminder: (title: string, when: string, minutes: number) =>
    `Wir erinnern Sie an Ihre Sitzung für „${title}“ am ${when} (${minutes} Min.). Wir freuen uns auf Sie.`,
  calendarSummary: (title: string) => `Verkostung: ${title}`,
} satisfies SlotTexts;
export default de;
