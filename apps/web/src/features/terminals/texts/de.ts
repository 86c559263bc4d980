import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  device: {
    title: 'Geräteeinrichtung',
    intro:
      'Die Panelleitung richtet dieses Gerät einmal als Kabinenterminal ein. Danach antworten die Prüfpersonen nacheinander darauf.',
    nameLabel: 'Name des Terminals',
    connect: 'Als Kabinenterminal einrichten',
    connectVirtual: 'Als virtuelles Terminal einrichten (Gerät eines Prüfers)',
    connectExisting: 'Auf diesem Gerät verwenden',
    connectExistingOf: 'Dieses Gerät als {{name}} verwenden',
    connectedAs: 'Dieses Gerät ist das Terminal „{{name}}“.',
    check: 'Verbindung prüfen',
    checked: 'Die Verbindung funktioniert.',
    disconnect: 'Dieses Gerät trennen',
    needLeader: 'Melden Sie sich als Panelleitung an, um dieses Gerät einzurichten oder die Terminals zu sehen.',
    terminalsTitle: 'Terminalübersicht',
    refresh: 'Aktualisieren',
    noTerminals: 'Es ist noch kein Terminal eingerichtet.',
    connected: 'Verbunden',
    disconnected: 'Nicht verbunden',
    idle: 'Zu lange inaktiv',
    nobody: 'Niemand',
    anonymousJudge: 'Prüfperson ohne Anmeldung',
    answering: 'Beantwortet einen Fragebogen',
    atList: 'Wählt einen Fragebogen',
    calling: 'Ruft Sie (seit {{time}})',
    answerCall: 'Bin unterwegs',
    answerCallOf: 'Bin unterwegs zu {{name}}',
    ownDevice: 'Eigenes Gerät',
    since: 'Seit {{time}}',
    backHome: 'Zurück zu den Fragebögen',
    columnName: 'Gerät',
    columnState: 'Zustand',
    columnJudge: 'Prüfperson',
  },
} satisfies Translated<typeof en>;
