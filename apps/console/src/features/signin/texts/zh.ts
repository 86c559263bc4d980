import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  signin: {
    title: '登录控制台',
    account: '账户代码（如果实验室提供了）',
    login: '用户名',
    password: '密码',
    submit: '登录',
    notLeader: '此控制台仅供评价小组负责人使用。请向管理员申请“user”角色。',
    failed: '登录失败：{{message}}',
  },
} satisfies Translated<typeof en>;
