export default {
  trainingFeedback: {
    title: 'Amostra {{code}}: suas notas comparadas ao alvo',
    summary: 'No alvo: {{count}} de {{total}}',
    gave: 'Você deu {{score}}',
    target: 'alvo de {{low}} a {{high}}',
    onTarget: 'No alvo',
    tooLow: 'Baixo demais',
    tooHigh: 'Alto demais',
    legendTarget: 'Faixa do alvo',
    legendScore: 'Sua nota',
    continue: 'Continuar',
  },
};
