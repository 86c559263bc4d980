export default {
  trainingFeedback: {
    title: 'サンプル {{code}}：あなたの評点と目標の比較',
    summary: '目標どおり：{{total}} 項目中 {{count}} 項目',
    gave: 'あなたの評点 {{score}}',
    target: '目標 {{low}}〜{{high}}',
    onTarget: '目標どおり',
    tooLow: '低すぎ',
    tooHigh: '高すぎ',
    legendTarget: '目標の範囲',
    legendScore: 'あなたの評点',
    continue: '続ける',
  },
};
