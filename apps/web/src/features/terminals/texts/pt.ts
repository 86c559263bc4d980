import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  device: {
    title: 'Configuração do dispositivo',
    intro:
      'Um responsável configura este dispositivo uma vez como terminal de cabine. Depois, os provadores respondem nele um após o outro.',
    nameLabel: 'Nome do terminal',
    connect: 'Configurar como terminal de cabine',
    connectVirtual: 'Configurar como terminal virtual (o dispositivo de um provador)',
    connectExisting: 'Usar neste dispositivo',
    connectExistingOf: 'Usar este dispositivo como {{name}}',
    connectedAs: 'Este dispositivo é o terminal «{{name}}».',
    check: 'Verificar a ligação',
    checked: 'A ligação funciona.',
    disconnect: 'Desligar este dispositivo',
    needLeader: 'Inicie sessão como responsável para configurar este dispositivo ou ver os terminais.',
    terminalsTitle: 'Terminais',
    refresh: 'Atualizar',
    noTerminals: 'Ainda não há nenhum terminal configurado.',
    connected: 'Ligado',
    disconnected: 'Não ligado',
    idle: 'Inativo há demasiado tempo',
    nobody: 'Ninguém',
    anonymousJudge: 'Provador sem identificação',
    answering: 'A responder a um questionário',
    atList: 'A escolher um questionário',
    calling: 'Está a chamá-lo (desde {{time}})',
    answerCall: 'Vou já',
    answerCallOf: 'Vou já a {{name}}',
    ownDevice: 'Dispositivo próprio',
    since: 'Desde {{time}}',
    backHome: 'Voltar aos questionários',
    columnName: 'Terminal de cabine',
    columnState: 'Estado',
    columnJudge: 'Provador',
  },
} satisfies Translated<typeof en>;
