import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  quality: {
    dunnett: '各製品とブラインドの対照 {{control}} との比較（Dunnett）',
    dunnettHelp:
      '各製品の平均とブラインドの対照の平均との差（評価者で調整）と、1 つの対照との比較の数で調整した Dunnett の p 値です。p が小さければ、その製品は対照と異なります。ラベル付きの対照と比べて評価された対照自身の平均は、プラセボ効果を示します。',
    estimate: '対照との差',
    se: '標準誤差',
    t: 't',
    shelfLife: '賞味期間',
    shelfLifeHelp:
      '各消費者の拒否時間は、食べると答えた最後の保存期間と、食べないと答えた最初の保存期間の間にあります。これらの時間に当てはめたワイブルと対数正規の生存モデル（Hough の方法）から、各保存期間の後に製品を拒否する消費者の割合と、25 % と 50 % が拒否するまでの期間が得られます。',
    consumers: '消費者',
    inModels: 'モデルに含まれる人数',
    leftCensored: '最初の保存サンプルを拒否',
    intervalCensored: '2 つの保存期間の間で拒否',
    rightCensored: '一度も拒否せず',
    rejectedFresh: '新鮮な製品を拒否（除外）',
    nonMonotone: '拒否の後でより古いサンプルを再び受け入れた',
    curve:
      'ワイブルモデルと対数正規モデルによる、保存日数ごとの製品を拒否する消費者の割合。点は 25 % と 50 % が拒否するまでの期間を 95 % 信頼区間とともに示します。',
    days: '保存期間（日）',
    rejecting: '拒否する消費者（%）',
    model: 'モデル',
    weibull: 'ワイブル',
    lognormal: '対数正規',
    location: '位置（μ）',
    scale: '尺度（σ）',
    logLik: '対数尤度',
    rejectionTimes: '消費者が製品を拒否するまでの保存期間（日、95 % 信頼区間）',
    share25: '消費者の 25 %',
    share50: '消費者の 50 %',
    fits: '当てはめた生存モデル',
    timeWithInterval: '{{time}}（{{lower}}～{{upper}}）',
  },
} satisfies Translated<typeof en>;
