import type { Translated } from '../../i18n/texts.ts';
import type en from './en.ts';

export default {
  app: {
    title: 'Consola do Palate',
    signOut: 'Terminar sessão',
    language: 'Idioma',
    judgesApp: 'Aplicação dos provadores',
    signedInAs: 'Sessão iniciada como {{name}}',
    loadFailed: 'Não foi possível carregar: {{message}}',
    cancel: 'Cancelar',
    close: 'Fechar',
    auditNav: 'Registo de auditoria',
    leave: {
      title: 'Sair desta página?',
      message: 'As alterações desta página não foram guardadas. Se sair agora, serão perdidas.',
      stay: 'Ficar nesta página',
      leave: 'Sair sem guardar',
    },
    incompleteBlocks: {
      design:
        '{{K}} de {{T}} produtos por provador, segundo um delineamento de {{blocks}} blocos: cada produto é servido em {{r}} blocos e cada par de produtos em conjunto em {{lambda}}.',
      lambdaRange: '{{fewest}} ou {{most}}',
      balanced: 'Exatamente equilibrado (um delineamento em blocos incompletos equilibrados).',
      nearBalanced:
        'Quase equilibrado: não se conhece um delineamento exatamente equilibrado para estes números, pelo que alguns pares se encontram uma vez mais do que outros.',
      replicates: 'Uma repetição completa do delineamento requer {{judges}} provadores.',
    },
  },
} satisfies Translated<typeof en>;
