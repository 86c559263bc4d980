import type { Translated } from '../bundle.ts';
import type en from './en.ts';

export default {
  app: {
    name: 'Palate',
    loading: '読み込み中…',
  },
  error: {
    title: 'エラーが発生しました',
    code: 'エラー {{code}}',
    retry: 'もう一度試す',
    backHome: 'ホームに戻る',
    backHomeRefresh: 'ホームに戻って更新',
    details: '詳細：{{details}}',
  },
} satisfies Translated<typeof en>;
