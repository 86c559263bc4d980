import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  guide: {
    nav: 'ガイド',
    title: 'パネルリーダーのガイド',
    contents: 'ガイドの目次',
    englishOnly: 'ガイドは英語で書かれています。',
    missing: 'このガイドのページはありません。',
  },
} satisfies Translated<typeof en>;
