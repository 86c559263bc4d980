export default {
  judgeRecords: {
    rewardsTitle: 'Vos récompenses',
    balance: 'Solde',
    points: 'points',
    grant: 'Pour avoir terminé',
    adjustment: 'Ajusté par le laboratoire',
    noRewards: 'Pas encore de récompense.',
    consentsTitle: 'Vos consentements',
    accepted: 'Accepté',
    declined: 'Refusé',
    withdrawn: 'Retiré',
    withdraw: 'Retirer mon consentement',
    confirm:
      'Retirer votre consentement à cette étude ? Dès maintenant, vos réponses seront exclues de toute analyse et de tout export.',
    confirmYes: 'Retirer',
    cancel: 'Annuler',
    noConsents: 'Vous n’avez donné aucun consentement.',
    dataTitle: 'Vos données',
    dataHelp:
      'Téléchargez tout ce que Palate conserve sur vous : votre profil, vos invitations, réservations, réponses, consentements et récompenses, dans un fichier JSON.',
    download: 'Télécharger mes données',
    failed: 'Cette action a échoué. Veuillez réessayer.',
  },
};
