import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panelResults: {
    betaBinomial: '多次作答的评价员：β-二项模型',
    judgesDiffer:
      '评价员区分样品的能力各不相同（过度离散：{{p}}）。同一评价员的回答彼此并不独立，因此上面把每个回答视为独立的二项检验不成立：请改看 β-二项模型，差异为 {{association}}，d′ = {{d}}。',
    judgesAlike:
      '评价员之间没有超出偶然的差异（过度离散：{{p}}），因此上面合并所有回答的二项检验成立，应以它为准。β-二项模型结论一致：差异为 {{association}}，d′ = {{d}}。',
    betaBinomialTable: 'β-二项模型（sensR betabin）',
    figure: '指标',
    estimate: '估计值（标准误）',
    withError: '{{value}}（{{error}}）',
    mu: '辨别者比例 μ（pd）',
    gamma: '过度离散 γ（0：评价员相同）',
    pc: '正确率 pc',
    dPrime: 'd′',
    pOverdispersion: 'p，过度离散（评价员不同）',
    pAssociation: 'p，样品间差异',
    title: '评价小组',
    help: '有重复的描述性剖面中评价员的表现，逐个属性：谁偏离小组的共识（Tucker-1），谁能区分产品并重复自己的评分（p*MSE）。',
    attribute: '{{attribute}}（{{page}}）',
    tucker1: '相关圆上的评价员（Tucker-1）',
    tucker1Help:
      '每个箭头代表一位评价员：其自身各产品均值与小组共识在前两个维度上的相关。意见一致的评价员指向同一方向并靠近圆周；指向别处或靠近圆心的评价员，对产品的评分与小组不同。',
    tucker1Chart: '{{attribute}} 的相关圆：每位评价员与维度 1（横轴）和维度 2（纵轴）的相关。',
    judge: '评价员',
    leftOut: '已排除（有产品未评分，或所有产品均值相同）：{{judges}}',
    pmse: '每位评价员的区分能力与重复性（p*MSE）',
    pmseHelp:
      '每个点代表一位评价员：横轴为其自身对产品的方差分析的 p 值（在 0.05 虚线左侧表示能区分产品）；纵轴为重复之间的误差均方（越低越能重复自己的评分）。最好的评价员位于左下角。',
    pmseChart: '{{attribute}} 的 p*MSE 图：每位评价员区分能力的 p 值（横轴）和误差均方（纵轴），附 5 % 线。',
    pDiscrimination: 'p（区分能力）',
    mse: 'MSE（重复性）',
    summary: '评价小组汇总',
    summaryHelp:
      '每位评价员及其未达标的属性，未达标属性最多的评价员排在前面：区分能力（其自身对产品方差分析的 p 值不小于 0.05）、重复性（其均方误差经 5 % 的 F 检验大于其他评价员）和一致性（其与评价小组共识即 Tucker-1 第一维的相关系数低于 0.5）。',
    failingCount: '未达标属性数',
    failingWhere: '属性及原因',
    failure: '{{attribute}}：{{reasons}}',
    reasonSeparator: '、',
    failureSeparator: '；',
    noFailure: '无',
    failDiscrimination: '区分能力',
    failRepeatability: '重复性',
    failAgreement: '一致性',
    fPlot: '每位评价员的区分能力（F）',
    fHelp:
      '每个柱是一位评价员自身对产品方差分析的 F 值：越高，越能区分产品。高于虚线（5 % 临界 F 值）的柱表示其显著区分了产品。',
    fChart: '{{attribute}} 的 F 图：每位评价员的 F 值为柱，5 % 临界 F 值为虚线。',
    f: 'F',
    fCritical: '临界 F 值（5 %）',
    df: '自由度',
    dfPair: '{{df}}, {{residualDf}}',
    msePlot: '每位评价员的重复性（MSE）',
    mseHelp: '每个柱是一位评价员在同一产品各次重复之间的均方误差：越低，越能重复自己的评分。',
    mseChart: '{{attribute}} 的 MSE 图：每位评价员的均方误差为柱。',
    residualDf: '误差自由度',
    eggshell: '评价员相对共识的排序（蛋壳图）',
    eggshellHelp:
      '横轴为按评价小组共识顺序（Tucker-1 第一维）排列的产品；每条线是一位评价员对产品的累积秩次减去共识自身的累积秩次。与评价小组排序相同的评价员停留在 0 线上；线升得越高，其排序与评价小组的偏离越大。',
    eggshellChart: '{{attribute}} 的蛋壳图：横轴为按共识顺序排列的产品，纵轴为每位评价员的累积秩次差。',
    consensusOrder: '共识顺序',
    eggshellAxis: '累积秩次差',
  },
} satisfies Translated<typeof en>;
