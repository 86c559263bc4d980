import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  signin: {
    title: 'Se connecter à la console',
    account: 'Code du compte (si votre laboratoire vous en a donné un)',
    login: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter',
    notLeader: 'Cette console est réservée aux animateurs de panel. Demandez le rôle « user » à votre administrateur.',
    failed: 'La connexion a échoué : {{message}}',
  },
} satisfies Translated<typeof en>;
