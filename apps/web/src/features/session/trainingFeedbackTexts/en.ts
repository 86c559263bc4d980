export default {
  trainingFeedback: {
    title: 'Sample {{code}}: how your scores compare',
    summary: 'On target: {{count}} of {{total}}',
    gave: 'You gave {{score}}',
    target: 'target {{low}} to {{high}}',
    onTarget: 'On target',
    tooLow: 'Too low',
    tooHigh: 'Too high',
    legendTarget: 'Target range',
    legendScore: 'Your score',
    continue: 'Continue',
  },
};
