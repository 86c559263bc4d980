import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  guide: {
    nav: '指南',
    title: '小组负责人指南',
    contents: '指南目录',
    englishOnly: '指南以英文撰写。',
    missing: '指南中没有此页面。',
  },
} satisfies Translated<typeof en>;
