import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  training: {
    link: '培训目标值：{{name}}',
    back: '返回发布列表',
    title: '培训目标值：{{name}}',
    help: '在培训中，评价员每评完一个样品，就会看到自己在各属性上的评分与目标范围（目标值及其上下容差）的对照。两项都留空则不设目标。',
    notTraining: '目标值只适用于培训，而此发布是一项研究。请在发布列表中将其标记为培训，再为其设置目标值。',
    noAttributes: '此问卷的样品页面上没有标度，因此没有可以设置目标值的项目。',
    tableTitle: '各产品和属性的目标值',
    product: '产品',
    scale: '标度 {{min}} 至 {{max}}',
    value: '目标值',
    tolerance: '± 容差',
    valueOf: '{{attribute}}，{{product}}：目标值',
    toleranceOf: '{{attribute}}，{{product}}：上下容差',
    panelTitle: '未设置目标值时',
    usePanel: '未设置目标值时，使用小组平均值 ± k 个标准差',
    panelHelp:
      '对每位评价员，根据其他评价员对此发布的回答（每位评价员在各次重复上的平均值）计算，待足够多的评价员回答后生效。表中设置的目标值始终优先。',
    k: 'k（上下各几个标准差）',
    minJudges: '需要先有的其他评价员人数',
    save: '保存目标值',
    saved: '目标值已保存。',
    problemsTitle: '目标值暂时无法保存：',
    valueMissing: '{{attribute}}，{{product}}：请填写目标值，或清空容差。',
    toleranceMissing: '{{attribute}}，{{product}}：请填写容差（0 或以上），或清空目标值。',
    outsideScale: '{{attribute}}，{{product}}：目标值必须在 {{min}} 到 {{max}} 之间。',
    negativeTolerance: '{{attribute}}，{{product}}：容差不能小于 0。',
    kOutOfRange: 'k 必须在 {{min}} 到 {{max}} 之间。',
    minJudgesOutOfRange: '需要的其他评价员人数必须是 {{min}} 到 {{max}} 之间的整数。',
  },
} satisfies Translated<typeof en>;
