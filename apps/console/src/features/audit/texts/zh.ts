import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  audit: {
    title: '审计日志',
    help: '谁在何时通过控制台更改了会话或设置。最新的在前。',
    show: '显示',
    all: '全部',
    runs: '评价员的作答',
    booths: '品评间',
    members: '成员',
    empty: '尚无任何更改。',
    when: '时间',
    who: '操作人',
    what: '内容',
    target: '对象',
    actions: {
      runEnd: '结束了一位评价员的作答',
      runRestart: '将一位评价员退回到第 {{screen}} 页',
      boothRelease: '释放了一个品评间',
      boothCallAnswered: '响应了品评间的呼叫',
      memberCreate: '添加了成员',
      memberRoles: '更改了成员的角色',
      memberDeactivate: '停用了成员',
      memberReactivate: '启用了成员',
      memberUnlock: '解锁了成员',
      memberImport: '导入了 {{count}} 位评价员',
      memberResetKey: '签发了重置密钥',
    },
  },
} satisfies Translated<typeof en>;
