import type { Translated } from '../bundle.ts';
import type en from './en.ts';

export default {
  app: {
    name: 'Palate',
    loading: '正在加载…',
  },
  error: {
    title: '哎呀……',
    code: '错误 {{code}}',
    retry: '重试',
    backHome: '返回首页',
    backHomeRefresh: '返回首页并刷新',
    details: '详细信息：{{details}}',
  },
} satisfies Translated<typeof en>;
