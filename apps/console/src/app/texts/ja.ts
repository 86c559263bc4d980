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
    leave: {
      title: 'このページを離れますか？',
      message: 'このページの変更は保存されていません。今離れると失われます。',
      stay: 'このページにとどまる',
      leave: '保存せずに離れる',
    },
    incompleteBlocks: {
      design:
        '評価者1人あたり{{T}}製品中{{K}}製品、{{blocks}}ブロックの計画：各製品は{{r}}ブロックで、各製品ペアは{{lambda}}ブロックで一緒に提供されます。',
      lambdaRange: '{{fewest}}または{{most}}',
      balanced: '完全に釣り合っています（釣り合い型不完備ブロック計画）。',
      nearBalanced:
        'ほぼ釣り合い：この数では完全に釣り合った計画が知られていないため、一部のペアは他より1回多く一緒になります。',
      replicates: '計画の1反復を完全にするには{{judges}}人の評価者が必要です。',
    },
  },
} satisfies Translated<typeof en>;
