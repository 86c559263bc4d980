import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  training: {
    link: 'トレーニングの目標値：{{name}}',
    back: '公開一覧に戻る',
    title: 'トレーニングの目標値：{{name}}',
    help: 'トレーニングでは、評価者はサンプルごとに、各属性の自分の評点を目標範囲（目標値とその上下の許容幅）と並べて見ます。目標を設けない場合は両方を空欄にしてください。',
    notTraining:
      '目標値はトレーニングにのみ適用されますが、この公開は本調査です。目標値を設定するには、公開一覧でトレーニングにしてください。',
    noAttributes: 'このアンケートにはサンプル画面の尺度がないため、目標値を設定できる項目がありません。',
    tableTitle: '製品・属性ごとの目標値',
    product: '製品',
    scale: '尺度 {{min}}〜{{max}}',
    value: '目標値',
    tolerance: '± 許容幅',
    valueOf: '{{attribute}}、{{product}}：目標値',
    toleranceOf: '{{attribute}}、{{product}}：上下の許容幅',
    panelTitle: '目標値を設定していない場合',
    usePanel: '目標値を設定していない場合はパネルの平均 ± k 標準偏差を使う',
    panelHelp:
      '各評価者について、この公開への他の評価者の回答（各評価者の反復の平均）から、十分な人数が回答した時点で計算します。表で設定した目標値が常に優先されます。',
    k: 'k（上下の標準偏差の数）',
    minJudges: '先に必要な他の評価者の人数',
    save: '目標値を保存',
    saved: '目標値を保存しました。',
    problemsTitle: '目標値はまだ保存できません：',
    valueMissing: '{{attribute}}、{{product}}：目標値を入力するか、許容幅を空欄にしてください。',
    toleranceMissing: '{{attribute}}、{{product}}：許容幅（0 以上）を入力するか、目標値を空欄にしてください。',
    outsideScale: '{{attribute}}、{{product}}：目標値は {{min}} から {{max}} の間にしてください。',
    negativeTolerance: '{{attribute}}、{{product}}：許容幅は 0 未満にできません。',
    kOutOfRange: 'k は {{min}} から {{max}} の間にしてください。',
    minJudgesOutOfRange: '必要な他の評価者の人数は {{min}} から {{max}} の整数にしてください。',
  },
} satisfies Translated<typeof en>;
