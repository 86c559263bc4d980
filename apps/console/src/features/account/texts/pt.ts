import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  account: {
    nav: 'Conta',
    title: 'Conta {{code}}',
    help: 'Como os membros da conta iniciam sessão, a sua licença de cabines e a folha de estilo e o script que a aplicação dos provadores carrega.',
    name: 'Nome',
    login: 'Início de sessão',
    loginTries: 'Palavras-passe erradas antes do bloqueio',
    lockMinutes: 'Duração do bloqueio (minutos)',
    passwordLifeDays: 'Dias que uma palavra-passe dura (vazio: sempre)',
    resetKeyHours: 'Horas que uma chave de reposição serve',
    userInput: 'Os provadores com nome indicam o utilizador',
    userInputText: 'escrevendo-o',
    userInputSelect: 'escolhendo-o numa lista',
    userInputRadio: 'escolhendo-o entre botões',
    confirm: 'Pedir confirmação do utilizador',
    password: 'Os provadores com nome precisam de palavra-passe',
    facilitator: 'Um facilitador (um responsável) completa o início de sessão dos provadores com nome',
    debugAllowed: 'Os membros com a função debug podem ver os detalhes de depuração',
    save: 'Guardar',
    saved: 'Guardado.',
    licence: 'Licença de cabines',
    devices: '{{inUse}} de {{max}} dispositivos de cabine ligados',
    devicesUnlimited: '{{inUse}} dispositivos de cabine ligados, sem limite',
    custom: 'Aparência',
    customHelp:
      'A folha de estilo e o script que a aplicação dos provadores carrega para esta conta, a partir deste servidor. Deixe um vazio para o remover.',
    stylesheet: 'Folha de estilo própria (CSS)',
    script: 'Script próprio (JavaScript)',
    preview: 'Pré-visualizar o ecrã de início de sessão',
    previewHelp:
      'Abre o ecrã de início de sessão dos provadores desta conta num novo separador, com o que está guardado.',
    accounts: 'Contas deste servidor',
    code: 'Código',
    members: 'Membros',
    maxDevices: 'Dispositivos de cabine permitidos (vazio: o limite do servidor)',
    setLicence: 'Definir',
    create: 'Criar uma conta',
    created: 'A conta {{code}} foi criada.',
  },
} satisfies Translated<typeof en>;
