import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  comments: {
    title: 'Kommentare',
    help: 'Was die Prüfer geschrieben haben, nach Frage und Produkt, mit ihrer Kennung, und die häufigsten Wörter jedes Produkts mit der Zahl der Kommentare, die sie enthalten (wählen Sie eines, um danach zu suchen). Kreuzen Sie einen Kommentar an, um ihn auf die Kommentarfolie des Berichts zu setzen.',
    search: 'Kommentare durchsuchen',
    none: 'Noch hat kein Prüfer etwas geschrieben.',
    noMatch: 'Kein Kommentar enthält „{{search}}“.',
    count_one: '{{count}} Kommentar',
    count_other: '{{count}} Kommentare',
    frequentWords: 'Häufigste Wörter',
    judge: 'Prüfer',
    repetition: 'Wiederholung',
    comment: 'Kommentar',
    inReport: 'Im Bericht',
    pick: 'Den Kommentar von {{judge}} in den Bericht setzen',
    picked_one: '{{count}} Kommentar für den Bericht gewählt.',
    picked_other: '{{count}} Kommentare für den Bericht gewählt.',
    inWords_one: '{{count}} Antwort in Worten: unten unter Kommentare zu lesen.',
    inWords_other: '{{count}} Antworten in Worten: unten unter Kommentare zu lesen.',
  },
} satisfies Translated<typeof en>;
