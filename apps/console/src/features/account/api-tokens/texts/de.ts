import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  apiTokens: {
    title: 'API-Tokens',
    help: 'Skripte in R oder Python lesen Ihre Ergebnisse mit einem Token statt mit Ihrem Passwort. Ein Token handelt in Ihrem Namen, nur bei den Aufrufen seines Umfangs; jede Nutzung steht im Audit-Protokoll.',
    none: 'Sie haben keine API-Tokens.',
    scopeRead: 'Ergebnisse lesen',
    scopeManage: 'Veröffentlichungen verwalten',
    scopeReadHelp: 'Listet Ihre Veröffentlichungen und liest deren Auswertung, Kommentare, Fortschritt und Exporte.',
    scopeManageHelp:
      'Liest Ergebnisse und erstellt, ändert und schließt Fragebögen und Veröffentlichungen. Es löscht nie Antworten.',
    ends: 'Läuft ab am {{date}}',
    ended: 'Abgelaufen am {{date}}',
    lastUsed: 'Zuletzt genutzt am {{date}}',
    neverUsed: 'Nie genutzt',
    revoke: 'Widerrufen',
    revokeTitle: 'Dieses Token widerrufen?',
    revokeMessage:
      'Skripte, die „{{name}}“ nutzen, funktionieren sofort nicht mehr. Das lässt sich nicht rückgängig machen.',
    revoked: 'Das Token „{{name}}“ ist widerrufen.',
    add: 'Neues Token',
    name: 'Name',
    nameHelp: 'Wofür es dient, etwa das R-Skript des Wochenberichts.',
    scope: 'Umfang',
    endsOn: 'Läuft ab am',
    endsOnHelp: 'Am Ende dieses Tages; höchstens ein Jahr im Voraus.',
    create: 'Token erstellen',
    created: 'Das Token „{{name}}“ ist erstellt.',
    onceTitle: 'Ihr neues Token',
    onceHelp:
      'Kopieren Sie es jetzt: Es wird nur dieses eine Mal gezeigt. Palate bewahrt nur einen Fingerabdruck davon.',
    copy: 'Kopieren',
    copied: 'Kopiert.',
    done: 'Ich habe es kopiert',
  },
} satisfies Translated<typeof en>;
