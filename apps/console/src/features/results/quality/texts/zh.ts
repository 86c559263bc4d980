import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  quality: {
    dunnett: '各产品与盲样对照 {{control}} 的比较（Dunnett）',
    dunnettHelp:
      '各产品均值与盲样对照均值之差（按评价员调整），以及按与同一对照的比较次数调整的 Dunnett p 值。p 值小说明该产品与对照不同。对照本身相对于其标明样的均值反映了安慰剂效应。',
    estimate: '与对照之差',
    se: '标准误',
    t: 't',
    shelfLife: '货架期',
    shelfLifeHelp:
      '每位消费者的拒绝时间位于其仍会食用的最后一个储存时间与不再食用的第一个储存时间之间。对这些时间拟合的 Weibull 和对数正态生存模型（Hough 方法）给出每个储存时间后拒绝该产品的消费者比例，以及 25 % 和 50 % 的消费者拒绝该产品的时间。',
    consumers: '消费者',
    inModels: '计入模型',
    leftCensored: '拒绝了第一个储存样品',
    intervalCensored: '在两个储存时间之间拒绝',
    rightCensored: '从未拒绝',
    rejectedFresh: '拒绝了新鲜产品（未计入）',
    nonMonotone: '拒绝后又接受了储存更久的样品',
    curve:
      '按 Weibull 和对数正态模型，拒绝该产品的消费者比例随储存天数的变化；圆点标出 25 % 和 50 % 拒绝的时间及其 95 % 置信区间。',
    days: '储存时间（天）',
    rejecting: '拒绝的消费者（%）',
    model: '模型',
    weibull: 'Weibull',
    lognormal: '对数正态',
    location: '位置（μ）',
    scale: '尺度（σ）',
    logLik: '对数似然',
    rejectionTimes: '消费者拒绝该产品的储存时间（天，95 % 置信区间）',
    share25: '25 % 的消费者',
    share50: '50 % 的消费者',
    fits: '拟合的生存模型',
    timeWithInterval: '{{time}}（{{lower}} 至 {{upper}}）',
  },
} satisfies Translated<typeof en>;
