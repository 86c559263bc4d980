import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  link: {
    keep: 'Guarde la dirección de esta página: le trae de vuelta aquí para continuar más tarde.',
    tryAgain: 'Intentar de nuevo',
  },
} satisfies Translated<typeof en>;
