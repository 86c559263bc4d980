import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  portal: {
    nav: 'ポータル',
    title: 'ヘッダーとフッター',
    help: 'パネリストのホーム画面とサインイン画面に表示するラボ独自のヘッダーとフッター。HTMLで書いてください。スクリプト、フォーム、フレームは表示時に取り除かれます。',
    screen: '画面',
    home: 'ホーム（質問票の一覧）',
    login: 'サインイン',
    scope: '表示先',
    wholeAccount: 'アカウントのすべての端末',
    booth: 'ブース {{name}} のみ',
    header: 'ヘッダー',
    footer: 'フッター',
    content: 'HTML',
    style: 'スタイル（CSS宣言。例：background: #f4f0ff; padding: 1rem）',
    save: '保存',
    saved: '保存しました。',
    preview: 'パネリストに見える画面を開く',
    previewHelp: 'すべての端末向けに保存した内容で、このアカウントのパネリスト画面を新しいタブで開きます。',
  },
} satisfies Translated<typeof en>;
