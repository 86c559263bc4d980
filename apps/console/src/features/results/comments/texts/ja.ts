import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  comments: {
    title: 'コメント',
    help: 'パネリストが書いた内容を、質問と製品ごとにラベル付きで表示し、各製品の頻出語とそれを含むコメントの数を示します（語を選ぶとその語で検索します）。コメントにチェックを入れると、レポートのコメントのスライドに載ります。',
    search: 'コメントを検索',
    none: 'まだ誰も何も書いていません。',
    noMatch: '「{{search}}」を含むコメントはありません。',
    count_one: '{{count}} 件のコメント',
    count_other: '{{count}} 件のコメント',
    frequentWords: '頻出語',
    judge: 'パネリスト',
    repetition: '反復',
    comment: 'コメント',
    inReport: 'レポート',
    pick: '{{judge}} のコメントをレポートに載せる',
    picked_one: 'レポート用に {{count}} 件のコメントを選択済み。',
    picked_other: 'レポート用に {{count}} 件のコメントを選択済み。',
    inWords_one: '言葉による回答 {{count}} 件：下の「コメント」で読めます。',
    inWords_other: '言葉による回答 {{count}} 件：下の「コメント」で読めます。',
  },
} satisfies Translated<typeof en>;
