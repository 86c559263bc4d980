import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  link: {
    keep: '请保存此页面的地址：以后可以通过它回来继续作答。',
    tryAgain: '重试',
  },
} satisfies Translated<typeof en>;
