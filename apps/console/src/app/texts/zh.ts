import type { Translated } from '../../i18n/texts.ts';
import type en from './en.ts';

export default {
  app: {
    title: 'Palate 控制台',
    signOut: '退出登录',
    language: '语言',
    judgesApp: '评价员应用',
    signedInAs: '当前登录：{{name}}',
    loadFailed: '无法加载：{{message}}',
    cancel: '取消',
    close: '关闭',
    auditNav: '审计日志',
  },
} satisfies Translated<typeof en>;
