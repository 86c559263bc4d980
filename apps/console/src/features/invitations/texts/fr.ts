import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  invitations: {
    link: 'Invitations : {{name}}',
    back: 'Retour aux publications',
    title: 'Invitations : {{name}}',
    help: 'Chaque personne invitée reçoit un courriel avec un lien personnel : il ouvre le questionnaire à son nom, sur n’importe quel appareil, sans mot de passe. Ses réponses lui sont attribuées dans les résultats et le suivi.',
    panelTitle: 'Inviter des juges du panel',
    panelHelp:
      'Les juges ayant une adresse de courriel dont le profil remplit toutes les conditions ci-dessous ; un champ laissé vide n’impose rien. Les mêmes conditions que l’audience d’une publication.',
    anyValue: 'Toute valeur',
    from: 'De',
    to: 'À',
    resend: 'Écrire aussi de nouveau aux personnes déjà invitées (nouveau lien ; les anciens restent valables)',
    invitePanel: 'Inviter ces juges',
    fileTitle: 'Inviter à partir d’un fichier',
    fileHelp:
      'Un fichier CSV avec les colonnes email, name, language (en, fr, ja, de, zh, es, pt) ; une première ligne qui les nomme est facultative. Chaque personne devient un juge nommé du compte, ou est retrouvée par son adresse si elle l’est déjà. Rien n’est envoyé tant qu’une ligne est en défaut.',
    file: 'Fichier CSV',
    inviteFile: 'Inviter les personnes du fichier',
    faultsTitle: 'Le fichier n’a pas été accepté ; rien n’a été envoyé',
    fault: 'Ligne {{line}} : {{message}}',
    outcome:
      '{{sent}} envoyée(s), {{already}} déjà invitée(s) (sans nouveau courriel), {{unsubscribed}} désinscrite(s).',
    listTitle: 'Personnes invitées',
    none: 'Personne n’est encore invité.',
    name: 'Nom',
    email: 'Courriel',
    state: 'État',
    invited: 'Invitée le',
    reminders: 'Rappels',
    states: {
      queued: 'En attente d’envoi',
      sent: 'Envoyée',
      failed: 'Échec',
      unsubscribed: 'Désinscrite',
      opened: 'Ouverte',
      finished: 'Terminé',
    },
    remindTitle: 'Rappels',
    remindHelp:
      'Un rappel est envoyé aux personnes invitées qui n’ont pas terminé ; jamais à celles qui ont terminé, ont été écartées par la sélection ou se sont désinscrites.',
    remindNow: 'Envoyer les rappels maintenant',
    reminded: '{{count}} rappel(s) envoyé(s).',
    scheduleHours: 'Rappel automatique (heures avant la date de clôture ; vide pour jamais)',
    scheduleSave: 'Enregistrer le calendrier',
    scheduleSaved: 'Le calendrier des rappels est enregistré.',
    scheduleNoClosing: 'La publication n’a pas de date de clôture : fixez-en une pour programmer un rappel.',
    scheduleSent: 'Les rappels programmés sont partis le {{when}}.',
    scheduleDue: 'Les rappels partiront le {{when}}.',
  },
} satisfies Translated<typeof en>;
