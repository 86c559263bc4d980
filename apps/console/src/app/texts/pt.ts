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
  },
} satisfies Translated<typeof en>;
