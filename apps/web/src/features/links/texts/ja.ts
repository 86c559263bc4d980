import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  link: {
    keep: 'このページのアドレスを保存してください。後で続きを回答するときに使えます。',
    tryAgain: 'もう一度試す',
  },
} satisfies Translated<typeof en>;
