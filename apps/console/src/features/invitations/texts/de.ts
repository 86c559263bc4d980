import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  invitations: {
    link: 'Einladungen: {{name}}',
    back: 'Zurück zu den Veröffentlichungen',
    title: 'Einladungen: {{name}}',
    help: 'Jede eingeladene Person erhält eine E-Mail mit einem persönlichen Link: Er öffnet den Fragebogen in ihrem Namen, auf jedem Gerät, ohne Passwort. Ihre Antworten werden ihr in den Ergebnissen und im Monitor zugeordnet.',
    panelTitle: 'Prüfer des Panels einladen',
    panelHelp:
      'Prüfer mit E-Mail-Adresse, deren Profil alle Bedingungen unten erfüllt; ein leeres Feld setzt keine Bedingung. Dieselben Bedingungen wie bei der Zielgruppe einer Veröffentlichung.',
    anyValue: 'Jeder Wert',
    from: 'Von',
    to: 'Bis',
    resend: 'Auch bereits Eingeladenen erneut schreiben (neuer Link; frühere Links bleiben gültig)',
    invitePanel: 'Diese Prüfer einladen',
    fileTitle: 'Aus einer Datei einladen',
    fileHelp:
      'Eine CSV-Datei mit den Spalten email, name, language (en, fr, ja, de, zh, es, pt); eine erste Zeile mit den Spaltennamen ist optional. Jede Person wird benannte Prüferin bzw. benannter Prüfer des Kontos oder wird über die Adresse gefunden, falls schon vorhanden. Solange eine Zeile fehlerhaft ist, wird nichts gesendet.',
    file: 'CSV-Datei',
    inviteFile: 'Personen der Datei einladen',
    faultsTitle: 'Die Datei wurde nicht übernommen; nichts wurde gesendet',
    fault: 'Zeile {{line}}: {{message}}',
    outcome:
      '{{sent}} gesendet, {{already}} bereits eingeladen (nicht erneut angeschrieben), {{unsubscribed}} abgemeldet.',
    listTitle: 'Eingeladen',
    none: 'Noch niemand ist eingeladen.',
    name: 'Name',
    email: 'E-Mail',
    state: 'Status',
    invited: 'Eingeladen',
    reminders: 'Erinnerungen',
    states: {
      queued: 'Wartet auf Versand',
      sent: 'Gesendet',
      failed: 'Fehlgeschlagen',
      unsubscribed: 'Abgemeldet',
      opened: 'Geöffnet',
      finished: 'Abgeschlossen',
    },
    remindTitle: 'Erinnerungen',
    remindHelp:
      'Eine Erinnerung geht an Eingeladene, die noch nicht fertig sind; nie an jemanden, der fertig ist, ausgeschlossen wurde oder sich abgemeldet hat.',
    remindNow: 'Erinnerungen jetzt senden',
    reminded: '{{count}} Erinnerung(en) gesendet.',
    scheduleHours: 'Automatisch erinnern (Stunden vor dem Schlussdatum; leer für nie)',
    scheduleSave: 'Zeitplan speichern',
    scheduleSaved: 'Der Zeitplan der Erinnerungen ist gespeichert.',
    scheduleNoClosing: 'Die Veröffentlichung hat kein Schlussdatum: Legen Sie eines fest, um planmäßig zu erinnern.',
    scheduleSent: 'Die geplanten Erinnerungen wurden am {{when}} gesendet.',
    scheduleDue: 'Die Erinnerungen werden am {{when}} gesendet.',
  },
} satisfies Translated<typeof en>;
