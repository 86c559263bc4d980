import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  link: {
    keep: 'Guarde o endereço desta página: ele traz de volta aqui para continuar mais tarde.',
    tryAgain: 'Tentar de novo',
  },
} satisfies Translated<typeof en>;
