import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  guide: {
    nav: 'Guía',
    title: 'Guía del responsable del panel',
    contents: 'Índice de la guía',
    englishOnly: 'La guía está escrita en inglés.',
    missing: 'Esta página de la guía no existe.',
  },
} satisfies Translated<typeof en>;
