export default {
  trainingFeedback: {
    title: 'Échantillon {{code}} : vos notes face aux cibles',
    summary: 'Dans la cible : {{count}} sur {{total}}',
    gave: 'Vous avez donné {{score}}',
    target: 'cible de {{low}} à {{high}}',
    onTarget: 'Dans la cible',
    tooLow: 'Trop bas',
    tooHigh: 'Trop haut',
    legendTarget: 'Plage cible',
    legendScore: 'Votre note',
    continue: 'Continuer',
  },
};
