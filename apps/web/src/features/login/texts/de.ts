import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  login: {
    title: 'Anmelden',
    account: 'Konto',
    accountOptional: 'Konto (falls Sie eines erhalten haben)',
    username: 'Benutzername',
    chooseUser: 'Wählen Sie Ihren Namen',
    password: 'Passwort',
    required: '{{field}} ist erforderlich.',
    next: 'Weiter',
    modify: 'Benutzernamen ändern',
    cancel: 'Abbrechen',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    triesLeft: 'Verbleibende Versuche, bevor diese Anmeldung gesperrt wird: {{tries}}.',
    lastTry: 'Achtung: Dies ist Ihr letzter Versuch, bevor diese Anmeldung gesperrt wird.',
    noTriesLeft: 'Keine Versuche mehr.',
    locked:
      'Diese Anmeldung ist gesperrt. Versuchen Sie es in {{minutes}} Min. erneut (eine Sperre dauert {{total}} Min.).',
    passwordChanged: 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen an.',
    judgesWay: 'Prüfpersonen: ohne Anmeldung antworten',
    facilitatorTitle: 'Zum Fortfahren als Betreuer anmelden',
    facilitatorText:
      '{{name}}, bitte rufen Sie eine Betreuerin oder einen Betreuer. Sie melden sich hier an und lassen Sie damit hinein.',
    facilitatorUsername: 'Benutzername der Betreuungsperson',
    facilitatorPassword: 'Passwort der Betreuungsperson',
    back: 'Zurück',
    continue: 'Weiter',
  },
  password: {
    resetTitle: 'Passwort zurücksetzen',
    resetText:
      'Geben Sie den erhaltenen Rücksetzschlüssel ein ({{hours}} Stunden gültig) und wählen Sie ein neues Passwort.',
    expiredTitle: 'Neues Passwort wählen',
    expiredText: 'Ihr Passwort ist abgelaufen. Geben Sie es noch einmal ein und wählen Sie dann ein neues.',
    changeTitle: 'Passwort ändern',
    old: 'Aktuelles Passwort',
    key: 'Rücksetzschlüssel',
    next: 'Neues Passwort',
    confirm: 'Neues Passwort wiederholen',
    save: 'Neues Passwort speichern',
    rulesTitle: 'Das neue Passwort braucht:',
    ruleLength: '{{min}} bis {{max}} Zeichen',
    ruleCase: 'einen Klein- und einen Großbuchstaben',
    ruleDigit: 'eine Ziffer',
    ruleSpecial: 'eines dieser Zeichen: {{specials}}',
    ruleStrength: 'genug verschiedene Zeichen (Stufe {{level}} von 4)',
    saved: 'Ihr neues Passwort ist gespeichert.',
  },
} satisfies Translated<typeof en>;
