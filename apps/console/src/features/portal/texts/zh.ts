import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  portal: {
    nav: '门户',
    title: '页眉和页脚',
    help: '显示在评价员首页和登录页面上的实验室页眉和页脚。请写 HTML：显示时会去除脚本、表单和框架。',
    screen: '页面',
    home: '首页（问卷列表）',
    login: '登录',
    scope: '显示在',
    wholeAccount: '账户的所有设备',
    booth: '仅品评间 {{name}}',
    header: '页眉',
    footer: '页脚',
    content: 'HTML',
    style: '样式（CSS 声明，例如 background: #f4f0ff; padding: 1rem）',
    save: '保存',
    saved: '已保存。',
    preview: '按评价员看到的样子打开页面',
    previewHelp: '在新标签页中打开此账户的评价员页面，显示为所有设备保存的内容。',
  },
} satisfies Translated<typeof en>;
