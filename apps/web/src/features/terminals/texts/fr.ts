import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  device: {
    title: 'Configuration de l’appareil',
    intro:
      'Un animateur configure une fois cet appareil comme terminal de cabine. Les juges y répondent ensuite l’un après l’autre.',
    nameLabel: 'Nom du terminal',
    connect: 'Configurer comme terminal de cabine',
    connectVirtual: "Configurer comme terminal virtuel (l'appareil d'un juge)",
    connectExisting: 'Utiliser sur cet appareil',
    connectExistingOf: 'Utiliser cet appareil comme {{name}}',
    connectedAs: 'Cet appareil est le terminal « {{name}} ».',
    check: 'Vérifier la connexion',
    checked: 'La connexion fonctionne.',
    disconnect: 'Déconnecter cet appareil',
    needLeader: 'Connectez-vous comme animateur pour configurer cet appareil ou voir les terminaux.',
    terminalsTitle: 'Terminaux',
    refresh: 'Actualiser',
    noTerminals: 'Aucun terminal n’est encore configuré.',
    connected: 'Connecté',
    disconnected: 'Non connecté',
    idle: 'Inactif depuis trop longtemps',
    nobody: 'Personne',
    anonymousJudge: 'Juge sans identification',
    answering: 'Répond à un questionnaire',
    atList: 'Choisit un questionnaire',
    calling: 'Vous appelle (depuis {{time}})',
    answerCall: 'J’arrive',
    answerCallOf: 'J’arrive au poste {{name}}',
    ownDevice: 'Appareil personnel',
    since: 'Depuis {{time}}',
    backHome: 'Retour aux questionnaires',
    columnName: 'Poste',
    columnState: 'État',
    columnJudge: 'Juge',
  },
} satisfies Translated<typeof en>;
