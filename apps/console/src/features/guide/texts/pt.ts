import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  guide: {
    nav: 'Guia',
    title: 'Guia do líder do painel',
    contents: 'Sumário do guia',
    englishOnly: 'O guia está escrito em inglês.',
    missing: 'Esta página do guia não existe.',
  },
} satisfies Translated<typeof en>;
