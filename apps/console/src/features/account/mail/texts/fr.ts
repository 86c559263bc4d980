import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  mail: {
    title: 'Courriel',
    notSetUp:
      'L’envoi de courriels n’est pas configuré sur ce serveur : aucune invitation, aucun rappel ni aucune confirmation de réservation n’est envoyé.',
    howToSetUp:
      'L’administrateur du serveur définit SMTP_URL (le serveur de messagerie du laboratoire, par ex. smtp://utilisateur:motdepasse@mail.example.org:587, ou smtps:// pour TLS dès la connexion) et MAIL_FROM (l’expéditeur, par ex. Laboratoire sensoriel <panel@example.org>), puis redémarre le serveur.',
    sentFrom: 'Les courriels partent de {{from}}.',
    counts: '{{queued}} en attente d’envoi · {{failed}} abandonnés',
    testAddress: 'Envoyer un courriel de test à',
    sendTest: 'Envoyer le courriel de test',
    testQueued:
      'Courriel de test mis en file : il part dans quelques secondes. Actualisez la liste pour voir comment il s’est passé.',
    recent: 'Messages récents',
    refresh: 'Actualiser',
    none: 'Aucun courriel n’a encore été envoyé.',
    when: 'Écrit le',
    to: 'À',
    kind: 'Type',
    subject: 'Objet',
    status: 'État',
    tries: 'Essais',
    outcome: 'Envoyé, ou la réponse du serveur de messagerie',
    status_queued: 'En attente',
    status_sending: 'En cours d’envoi',
    status_sent: 'Envoyé',
    status_failed: 'Abandonné',
    nextTry: 'prochain essai {{date}} :',
    unsubscribedError: 'l’adresse s’est désabonnée avant l’envoi',
    retry: 'Renvoyer',
    retryFor: 'Renvoyer à {{to}}',
    retried: 'Message remis en file.',
    kind_test: 'Test',
    kind_invitation: 'Invitation',
    kind_reminder: 'Rappel',
    kind_booking: 'Réservation',
    kind_bookingReminder: 'Rappel de réservation',
  },
} satisfies Translated<typeof en>;
