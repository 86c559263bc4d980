import type { Translated } from '../../i18n/texts.ts';
import type en from './en.ts';

export default {
  app: {
    title: 'Palate 控制台',
    signOut: '退出登录',
    language: '语言',
    judgesApp: '评价员应用',
    signedInAs: '当前登录：{{name}}',
    loadFailed: '无法加载：{{message}}',
    cancel: '取消',
    close: '关闭',
    auditNav: '审计日志',
    leave: {
      title: '离开此页面？',
      message: '此页面上的更改尚未保存。现在离开，这些更改将会丢失。',
      stay: '留在此页面',
      leave: '不保存并离开',
    },
    incompleteBlocks: {
      design:
        '每位评价员品评 {{T}} 个产品中的 {{K}} 个，设计共 {{blocks}} 个区组：每个产品出现在 {{r}} 个区组中，每对产品共同出现在 {{lambda}} 个区组中。',
      lambdaRange: '{{fewest}} 或 {{most}}',
      balanced: '完全平衡（平衡不完全区组设计）。',
      nearBalanced: '近似平衡：这些数目没有已知的完全平衡设计，因此部分产品对比其他产品对多相遇一次。',
      replicates: '设计的一次完整重复需要 {{judges}} 位评价员。',
    },
  },
} satisfies Translated<typeof en>;
