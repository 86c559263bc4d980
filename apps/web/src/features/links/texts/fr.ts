import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  link: {
    keep: 'Gardez l’adresse de cette page\u00a0: elle vous ramène ici pour continuer plus tard.',
    tryAgain: 'Réessayer',
  },
} satisfies Translated<typeof en>;
