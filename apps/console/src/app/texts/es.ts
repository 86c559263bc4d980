import type { Translated } from '../../i18n/texts.ts';
import type en from './en.ts';

export default {
  app: {
    title: 'Consola de Palate',
    signOut: 'Cerrar sesión',
    language: 'Idioma',
    judgesApp: 'Aplicación de los jueces',
    signedInAs: 'Sesión iniciada como {{name}}',
    loadFailed: 'No se pudo cargar: {{message}}',
    cancel: 'Cancelar',
    close: 'Cerrar',
    auditNav: 'Registro de auditoría',
  },
} satisfies Translated<typeof en>;
