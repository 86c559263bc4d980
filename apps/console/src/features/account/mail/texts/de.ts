import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  mail: {
    title: 'E-Mail',
    notSetUp:
      'Der E-Mail-Versand ist auf diesem Server nicht eingerichtet: Es werden keine Einladungen, Erinnerungen oder Buchungsbestätigungen gesendet.',
    howToSetUp:
      'Der Administrator des Servers setzt SMTP_URL (den Mailserver des Labors, z. B. smtp://benutzer:passwort@mail.example.org:587, oder smtps:// für TLS von Anfang an) und MAIL_FROM (den Absender, z. B. Sensoriklabor <panel@example.org>) und startet den Server neu.',
    sentFrom: 'E-Mails werden von {{from}} gesendet.',
    counts: '{{queued}} warten auf den Versand · {{failed}} aufgegeben',
    testAddress: 'Test-E-Mail senden an',
    sendTest: 'Test-E-Mail senden',
    testQueued:
      'Test-E-Mail eingereiht: Sie geht in wenigen Sekunden hinaus. Aktualisieren Sie die Liste, um zu sehen, wie es lief.',
    recent: 'Letzte Nachrichten',
    refresh: 'Aktualisieren',
    none: 'Es wurde noch keine E-Mail gesendet.',
    when: 'Verfasst',
    to: 'An',
    kind: 'Art',
    subject: 'Betreff',
    status: 'Status',
    tries: 'Versuche',
    outcome: 'Gesendet, oder die Antwort des Mailservers',
    status_queued: 'Wartet',
    status_sending: 'Wird gesendet',
    status_sent: 'Gesendet',
    status_failed: 'Aufgegeben',
    nextTry: 'nächster Versuch {{date}}:',
    unsubscribedError: 'die Adresse hat sich vor dem Versand abgemeldet',
    retry: 'Erneut senden',
    retryFor: 'Erneut senden an {{to}}',
    retried: 'Nachricht erneut eingereiht.',
    kind_test: 'Test',
    kind_invitation: 'Einladung',
    kind_reminder: 'Erinnerung',
    kind_booking: 'Buchung',
    kind_bookingReminder: 'Buchungserinnerung',
  },
} satisfies Translated<typeof en>;
