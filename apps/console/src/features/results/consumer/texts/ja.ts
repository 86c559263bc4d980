import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  consumer: {
    pairwise: '用語ごとの製品の対比較（McNemar の正確検定、Bonferroni 補正）',
    pairwiseHelp:
      '各製品について各用語をチェックしたパネリストの割合。同じ行で同じ文字を持つ製品は、対の数による Bonferroni 補正の後、5 % で差がありません。',
    pairwiseCell: '{{percent}} % {{letters}}',
    term: '用語',
    meanImpact: '各用語の嗜好への平均影響',
    meanImpactHelp:
      'パネリストがその用語をチェックしたサンプルの平均嗜好から、チェックしなかったサンプルの平均嗜好を引いた値（Student の t 検定）。正の影響は嗜好を高め、負の影響は下げます。',
    meanImpactChart: '各用語の嗜好への平均影響。濃い棒は 5 % で 0 と差があり、淡い棒は差がありません。',
    checked: '嗜好（チェックあり、n）',
    notChecked: '嗜好（チェックなし、n）',
    impact: '影響',
    meanWithCount: '{{mean}}（{{n}}）',
    needsLiking: '各用語の嗜好への影響を見るには、上で総合的な好みの質問を選んでください。',
    penaltyNote:
      '破線はパネリストの 20 % を示します。これを超える側は対応が必要なほど多くのパネリストに関わります。塗りつぶした点の低下は 5 % で 0 と差があります（「ちょうどよい」群とその側の Student の t 検定）。白抜きの点は差がありません。',
    dropTests: '低下の p（弱すぎ／強すぎ）',
  },
} satisfies Translated<typeof en>;
