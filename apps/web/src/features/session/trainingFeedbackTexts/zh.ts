export default {
  trainingFeedback: {
    title: '样品 {{code}}：您的评分与目标对比',
    summary: '达到目标：{{total}} 项中 {{count}} 项',
    gave: '您的评分 {{score}}',
    target: '目标 {{low}} 至 {{high}}',
    onTarget: '达到目标',
    tooLow: '偏低',
    tooHigh: '偏高',
    legendTarget: '目标范围',
    legendScore: '您的评分',
    continue: '继续',
  },
};
