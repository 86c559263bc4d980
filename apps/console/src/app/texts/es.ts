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
    leave: {
      title: '¿Salir de esta página?',
      message: 'Los cambios de esta página no se han guardado. Si sale ahora, se perderán.',
      stay: 'Quedarse en esta página',
      leave: 'Salir sin guardar',
    },
    incompleteBlocks: {
      design:
        '{{K}} de {{T}} productos por juez, según un diseño de {{blocks}} bloques: cada producto se sirve en {{r}} bloques y cada par de productos junto en {{lambda}}.',
      lambdaRange: '{{fewest}} o {{most}}',
      balanced: 'Exactamente equilibrado (un diseño de bloques incompletos equilibrado).',
      nearBalanced:
        'Casi equilibrado: no se conoce un diseño exactamente equilibrado para estos números, así que algunos pares coinciden una vez más que otros.',
      replicates: 'Una réplica completa del diseño requiere {{judges}} jueces.',
    },
  },
} satisfies Translated<typeof en>;
