import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  questionnaires: {
    title: '質問票',
    empty: '質問票はまだありません。定義ファイルをインポートしてください。',
    name: '名前',
    pages: 'ページ',
    products: '製品',
    publications: '公開',
    created: 'インポート日',
    actions: '操作',
    export: 'YAML でエクスポート',
    importTitle: '定義ファイルをインポート',
    importHelp:
      '質問票形式の YAML または JSON ファイルです。コマンドラインと同じ検査を行います。インポートした質問票は変更されないため、新しい版は再度インポートしてください。',
    chooseFile: 'ファイルを選択…',
    text: '定義',
    check: '検査',
    importButton: 'インポート',
    checked: '「{{name}}」に誤りはありません。',
    imported: '「{{name}}」をインポートしました。',
    faultsTitle: '修正が必要な誤り',
    fault: '{{line}} 行 {{column}} 列：{{message}}',
    warningsTitle: '警告',
    publish: '公開',
  },
} satisfies Translated<typeof en>;
