import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  signin: {
    title: 'コンソールにサインイン',
    account: 'アカウントコード（ラボから渡されている場合）',
    login: 'ユーザー名',
    password: 'パスワード',
    submit: 'サインイン',
    notLeader: 'このコンソールはパネルリーダー専用です。管理者に「user」ロールを依頼してください。',
    failed: 'サインインできませんでした：{{message}}',
  },
} satisfies Translated<typeof en>;
