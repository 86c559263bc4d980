export default {
  trainingFeedback: {
    title: 'Muestra {{code}}: sus puntuaciones frente al objetivo',
    summary: 'En el objetivo: {{count}} de {{total}}',
    gave: 'Usted dio {{score}}',
    target: 'objetivo de {{low}} a {{high}}',
    onTarget: 'En el objetivo',
    tooLow: 'Demasiado bajo',
    tooHigh: 'Demasiado alto',
    legendTarget: 'Rango objetivo',
    legendScore: 'Su puntuación',
    continue: 'Continuar',
  },
};
