import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  audit: {
    title: 'Journal d’audit',
    help: 'Qui a modifié une séance ou un réglage depuis la console, et quand. Le plus récent d’abord.',
    show: 'Afficher',
    all: 'Tout',
    runs: 'Passations des juges',
    booths: 'Cabines',
    members: 'Membres',
    empty: 'Rien n’a encore été modifié.',
    when: 'Quand',
    who: 'Qui',
    what: 'Quoi',
    target: 'Sur',
    actions: {
      runEnd: 'A terminé la passation d’un juge',
      runRestart: 'A renvoyé un juge à l’écran {{screen}}',
      boothRelease: 'A libéré une cabine',
      boothCallAnswered: 'A répondu à l’appel d’une cabine',
      memberCreate: 'A ajouté un membre',
      memberRoles: 'A changé les rôles d’un membre',
      memberDeactivate: 'A désactivé un membre',
      memberReactivate: 'A activé un membre',
      memberUnlock: 'A déverrouillé un membre',
      memberImport: 'A importé {{count}} juges',
      memberResetKey: 'A émis une clé de réinitialisation',
    },
  },
} satisfies Translated<typeof en>;
