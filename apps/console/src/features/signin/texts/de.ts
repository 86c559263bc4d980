import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  signin: {
    title: 'An der Konsole anmelden',
    account: 'Kontocode (falls Ihr Labor Ihnen einen gegeben hat)',
    login: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    notLeader: 'Diese Konsole ist für Panelleiter. Bitten Sie Ihren Administrator um die Rolle „user“.',
    failed: 'Die Anmeldung ist fehlgeschlagen: {{message}}',
  },
} satisfies Translated<typeof en>;
