import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  audit: {
    title: 'Registo de auditoria',
    help: 'Quem alterou uma sessão ou uma definição na consola, e quando. O mais recente primeiro.',
    show: 'Mostrar',
    all: 'Tudo',
    runs: 'Sessões dos provadores',
    booths: 'Cabines',
    members: 'Membros',
    empty: 'Ainda nada foi alterado.',
    when: 'Quando',
    who: 'Quem',
    what: 'O quê',
    target: 'Sobre',
    actions: {
      runEnd: 'Terminou a sessão de um provador',
      runRestart: 'Reenviou um provador para o ecrã {{screen}}',
      boothRelease: 'Libertou uma cabine',
      boothCallAnswered: 'Atendeu a chamada de uma cabine',
      memberCreate: 'Adicionou um membro',
      memberRoles: 'Alterou as funções de um membro',
      memberDeactivate: 'Desativou um membro',
      memberReactivate: 'Ativou um membro',
      memberUnlock: 'Desbloqueou um membro',
      memberImport: 'Importou {{count}} provadores',
      memberResetKey: 'Emitiu uma chave de reposição',
    },
  },
} satisfies Translated<typeof en>;
