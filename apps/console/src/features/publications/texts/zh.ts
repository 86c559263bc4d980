import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  publications: {
    title: '发布',
    nav: '发布',
    questionnairesNav: '问卷',
    empty: '尚未发布任何内容。请用 npm run palate -- publish 发布问卷。',
    name: '名称',
    created: '发布时间',
    judges: '评价员',
    judgesCount: '已开始 {{started}} 人，已完成 {{finished}} 人',
    target: '（目标 {{target}} 人）',
    trays: '托盘 {{min}}–{{max}}',
    plan: '供样计划',
    planOf: '供样计划：{{name}}',
    planHelp: '按供样顺序列出为每位评价员准备的样品杯。第 1 行是最先开始的评价员，或最小的托盘号。',
    judgesShown: '计划的评价员人数',
    show: '显示',
    startedOnly: '此随机设计的顺序在每位评价员开始时抽取：仅列出已开始的评价员。',
    row: '评价员',
    tray: '托盘',
    repetition: '重复',
    cups: '按供样顺序的样品杯',
    cup: '{{place}}. {{code}}（{{product}}）',
    csv: '下载 CSV',
    print: '打印',
    labels: '样品杯标签',
    labelsHelp: '每个样品杯一张标签，打印在 A4 标签纸上。',
    back: '返回发布列表',
    loadFailed: '无法加载：{{message}}',
  },
} satisfies Translated<typeof en>;
