import type { Translated } from '../../i18n/texts.ts';
import type en from './en.ts';

export default {
  app: {
    title: 'Palate コンソール',
    signOut: 'サインアウト',
    language: '言語',
    judgesApp: '評価者用アプリ',
    signedInAs: '{{name}} としてサインイン中',
    loadFailed: '読み込めませんでした：{{message}}',
    cancel: 'キャンセル',
    close: '閉じる',
    auditNav: '監査ログ',
  },
} satisfies Translated<typeof en>;
