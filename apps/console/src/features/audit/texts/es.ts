import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  audit: {
    title: 'Registro de auditoría',
    help: 'Quién cambió una sesión o un ajuste desde la consola, y cuándo. Lo más reciente primero.',
    show: 'Mostrar',
    all: 'Todo',
    runs: 'Sesiones de los jueces',
    booths: 'Cabinas',
    members: 'Miembros',
    empty: 'Todavía no se ha cambiado nada.',
    when: 'Cuándo',
    who: 'Quién',
    what: 'Qué',
    target: 'Sobre',
    actions: {
      runEnd: 'Terminó la sesión de un juez',
      runRestart: 'Devolvió a un juez a la pantalla {{screen}}',
      boothRelease: 'Liberó una cabina',
      boothCallAnswered: 'Atendió la llamada de una cabina',
      memberCreate: 'Añadió un miembro',
      memberRoles: 'Cambió los roles de un miembro',
      memberDeactivate: 'Desactivó un miembro',
      memberReactivate: 'Activó un miembro',
      memberUnlock: 'Desbloqueó un miembro',
      memberImport: 'Importó {{count}} jueces',
      memberResetKey: 'Emitió una clave de restablecimiento',
    },
  },
} satisfies Translated<typeof en>;
