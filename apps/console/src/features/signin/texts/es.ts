import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  signin: {
    title: 'Iniciar sesión en la consola',
    account: 'Código de la cuenta (si su laboratorio le dio uno)',
    login: 'Nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    notLeader: 'Esta consola es para los responsables de panel. Pida el rol «user» a su administrador.',
    failed: 'No se pudo iniciar sesión: {{message}}',
  },
} satisfies Translated<typeof en>;
