import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  publications: {
    title: '公開',
    nav: '公開',
    questionnairesNav: '質問票',
    empty: 'まだ何も公開されていません。npm run palate -- publish で質問票を公開してください。',
    name: '名前',
    created: '公開日',
    judges: '評価者',
    judgesCount: '開始 {{started}} 人、完了 {{finished}} 人',
    target: '（目標 {{target}} 人）',
    trays: 'トレイ {{min}}–{{max}}',
    plan: '提供計画',
    planOf: '提供計画：{{name}}',
    planHelp:
      '評価者ごとに用意するカップを提供順に示します。1 行目は最初に開始した評価者、または最小のトレイ番号です。',
    judgesShown: '計画する評価者数',
    show: '表示',
    startedOnly: 'このランダム計画の順序は各評価者の開始時に決まるため、開始した評価者のみを表示します。',
    row: '評価者',
    tray: 'トレイ',
    repetition: '反復',
    cups: '提供順のカップ',
    cup: '{{place}}. {{code}}（{{product}}）',
    csv: 'CSV をダウンロード',
    print: '印刷',
    labels: 'カップのラベル',
    labelsHelp: 'カップ 1 個につきラベル 1 枚。A4 ラベル用紙に印刷します。',
    back: '公開一覧に戻る',
    loadFailed: '読み込めませんでした：{{message}}',
  },
} satisfies Translated<typeof en>;
