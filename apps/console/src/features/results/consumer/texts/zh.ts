import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  consumer: {
    pairwise: '逐个术语的产品两两比较（McNemar 精确检验，Bonferroni 校正）',
    pairwiseHelp:
      '每个产品勾选各术语的评价员比例。在同一行中，共享同一字母的产品在按配对数做 Bonferroni 校正后，于 5 % 水平无差异。',
    pairwiseCell: '{{percent}} % {{letters}}',
    term: '术语',
    meanImpact: '各术语对喜好的平均影响',
    meanImpactHelp:
      '评价员勾选该术语的样品的平均喜好，减去未勾选的样品的平均喜好（Student t 检验）。正影响提高喜好，负影响降低喜好。',
    meanImpactChart: '各术语对喜好的平均影响；深色条在 5 % 水平与 0 有差异，浅色条没有。',
    checked: '喜好，已勾选（n）',
    notChecked: '喜好，未勾选（n）',
    impact: '影响',
    meanWithCount: '{{mean}}（{{n}}）',
    needsLiking: '请在上方选择总体喜好问题，以查看各术语对喜好的影响。',
    penaltyNote:
      '虚线标出 20 % 的评价员：超过它的一侧涉及足够多的评价员，值得采取行动。实心点的下降在 5 % 水平与 0 有差异（“刚刚好”组与该侧的 Student t 检验）；空心点则没有。',
    dropTests: '下降的 p（不足／过度）',
  },
} satisfies Translated<typeof en>;
