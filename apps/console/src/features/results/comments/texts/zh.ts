import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  comments: {
    title: '评论',
    help: '评价员写下的内容，按问题和产品列出并附其标签，以及每个产品最常见的词和含有该词的评论数（选择一个词即可搜索）。勾选一条评论，即可将其放入报告的评论幻灯片。',
    search: '搜索评论',
    none: '还没有评价员写下任何内容。',
    noMatch: '没有包含“{{search}}”的评论。',
    count_one: '{{count}} 条评论',
    count_other: '{{count}} 条评论',
    frequentWords: '最常见的词',
    judge: '评价员',
    repetition: '重复',
    comment: '评论',
    inReport: '报告',
    pick: '将 {{judge}} 的评论放入报告',
    picked_one: '已为报告选择 {{count}} 条评论。',
    picked_other: '已为报告选择 {{count}} 条评论。',
    inWords_one: '{{count}} 条文字回答：请在下方“评论”中阅读。',
    inWords_other: '{{count}} 条文字回答：请在下方“评论”中阅读。',
  },
} satisfies Translated<typeof en>;
