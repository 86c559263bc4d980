export default {
  judgeRecords: {
    rewardsTitle: 'As suas recompensas',
    balance: 'Saldo',
    points: 'pontos',
    grant: 'Por terminar',
    adjustment: 'Ajustado pelo laboratório',
    noRewards: 'Ainda sem recompensas.',
    consentsTitle: 'Os seus consentimentos',
    accepted: 'Aceite',
    declined: 'Recusado',
    withdrawn: 'Retirado',
    withdraw: 'Retirar o meu consentimento',
    confirm:
      'Retirar o seu consentimento para este estudo? A partir de agora, as suas respostas ficam fora de qualquer análise e exportação.',
    confirmYes: 'Retirar',
    cancel: 'Cancelar',
    noConsents: 'Não deu nenhum consentimento.',
    dataTitle: 'Os seus dados',
    dataHelp:
      'Descarregue tudo o que o Palate guarda sobre si: o seu perfil, convites, reservas, respostas, consentimentos e recompensas, num ficheiro JSON.',
    download: 'Descarregar os meus dados',
    failed: 'Não foi possível. Tente novamente.',
  },
};
