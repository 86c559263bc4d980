import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  booking: {
    title: 'Réserver une séance',
    cardTitle: 'Vos séances',
    back: 'Retour',
    notSignedIn: 'Ouvrez le lien de votre invitation, ou connectez-vous, pour réserver une séance.',
    nothingToBook: 'Aucune séance à réserver pour l’instant.',
    bookOrChange: 'Réserver ou modifier une séance',
    yourBooking: 'Votre réservation : {{when}} ({{minutes}} min).',
    yourWaiting:
      'Vous êtes n° {{place}} sur la liste d’attente du {{when}}. Si une place se libère, elle vous est réservée et vous êtes prévenu·e par courriel.',
    changeUntil: 'Vous pouvez l’annuler ou la déplacer jusqu’au {{until}}.',
    noChange: 'Elle ne peut plus être modifiée.',
    chooseSlot: 'Choisissez un horaire',
    free: '{{free}} place(s) libre(s)',
    full: 'Complet : liste d’attente',
    book: 'Réserver',
    move: 'Déplacer ici',
    joinWaiting: 'M’inscrire sur la liste d’attente',
    cancel: 'Annuler ma réservation',
    leaveWaiting: 'Quitter la liste d’attente',
    booked: 'Votre place est réservée. Une confirmation vous est envoyée par courriel.',
    waiting: 'Cet horaire est complet : vous êtes sur sa liste d’attente.',
    moved: 'Votre réservation est déplacée.',
    cancelled: 'Votre réservation est annulée.',
    timesIn: 'Heures en {{zone}}.',
    minutes: '{{minutes}} min',
  },
} satisfies Translated<typeof en>;
