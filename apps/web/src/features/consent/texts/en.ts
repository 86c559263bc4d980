export default {
  consent: {
    title: 'Before you begin',
    intro: 'Please read this text. You answer the questionnaire once you have accepted it.',
    accept: 'I accept',
    decline: 'I decline',
    declinedTitle: 'Thank you',
    declinedText:
      'You declined, so you will not answer this questionnaire and none of your answers are recorded. If you change your mind, start it again from the list.',
    back: 'Back to the list',
    nextPerson: 'Next person',
    failed: 'This could not be sent. Please try again.',
  },
};
