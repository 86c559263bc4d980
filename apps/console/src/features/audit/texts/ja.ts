import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  audit: {
    title: '監査ログ',
    help: 'コンソールから誰がいつセッションや設定を変更したか。新しい順。',
    show: '表示',
    all: 'すべて',
    runs: 'パネリストの回答',
    booths: 'ブース',
    members: 'メンバー',
    empty: 'まだ変更はありません。',
    when: '日時',
    who: '実行者',
    what: '内容',
    target: '対象',
    actions: {
      runEnd: 'パネリストの回答を終了',
      runRestart: 'パネリストを画面 {{screen}} に戻した',
      boothRelease: 'ブースを解放',
      boothCallAnswered: 'ブースの呼び出しに応じた',
      memberCreate: 'メンバーを追加',
      memberRoles: 'メンバーのロールを変更',
      memberDeactivate: 'メンバーを無効化',
      memberReactivate: 'メンバーを有効化',
      memberUnlock: 'メンバーのロックを解除',
      memberImport: '{{count}} 人のパネリストを取り込み',
      memberResetKey: 'リセットキーを発行',
    },
  },
} satisfies Translated<typeof en>;
