export default {
  consent: {
    title: 'Avant de commencer',
    intro: 'Veuillez lire ce texte. Vous répondez au questionnaire une fois que vous l’avez accepté.',
    accept: 'J’accepte',
    decline: 'Je refuse',
    declinedTitle: 'Merci',
    declinedText:
      'Vous avez refusé : vous ne répondrez pas à ce questionnaire et aucune réponse de votre part n’est enregistrée. Si vous changez d’avis, recommencez-le depuis la liste.',
    back: 'Retour à la liste',
    nextPerson: 'Personne suivante',
    failed: 'L’envoi a échoué. Veuillez réessayer.',
  },
};
