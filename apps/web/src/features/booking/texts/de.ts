import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  booking: {
    title: 'Sitzung buchen',
    cardTitle: 'Ihre Sitzungen',
    back: 'Zurück',
    notSignedIn: 'Öffnen Sie den Link Ihrer Einladung oder melden Sie sich an, um eine Sitzung zu buchen.',
    nothingToBook: 'Zurzeit gibt es keine Sitzung zu buchen.',
    bookOrChange: 'Sitzung buchen oder ändern',
    yourBooking: 'Ihre Buchung: {{when}} ({{minutes}} Min.).',
    yourWaiting:
      'Sie sind Nr. {{place}} auf der Warteliste für {{when}}. Wird ein Platz frei, sind Sie gebucht und erhalten eine E-Mail.',
    changeUntil: 'Sie können sie bis {{until}} stornieren oder verschieben.',
    noChange: 'Sie kann nicht mehr geändert werden.',
    chooseSlot: 'Termin wählen',
    free: 'Noch {{free}} Platz/Plätze frei',
    full: 'Ausgebucht: Warteliste',
    book: 'Buchen',
    move: 'Hierher verschieben',
    joinWaiting: 'Auf die Warteliste',
    cancel: 'Buchung stornieren',
    leaveWaiting: 'Warteliste verlassen',
    booked: 'Sie sind gebucht. Eine Bestätigung kommt per E-Mail.',
    waiting: 'Dieser Termin ist ausgebucht: Sie stehen auf seiner Warteliste.',
    moved: 'Ihre Buchung ist verschoben.',
    cancelled: 'Ihre Buchung ist storniert.',
    timesIn: 'Zeiten in {{zone}}.',
    minutes: '{{minutes}} Min.',
  },
} satisfies Translated<typeof en>;
