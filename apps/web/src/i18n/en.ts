export const en = {
  app: {
    name: 'Palate',
    loading: 'Loading…',
  },
  home: {
    welcomeTitle: 'Welcome',
    welcomeText: 'Taste the samples you are served and answer a few questions about each of them.',
    answerAnonymously: 'Answer questionnaires without identification',
    title: 'Your questionnaires',
    refresh: 'Refresh',
    empty: 'There is no questionnaire for you to answer at the moment.',
    progress: 'Screens answered: {{nr}} of {{nb}}',
    start: 'Start',
    continue: 'Continue',
    startLabel: 'Start “{{label}}”',
    continueLabel: 'Continue “{{label}}”',
    status: {
      pending: 'Not started',
      inProgress: 'In progress',
      finished: 'Finished',
      expired: 'Expired',
      full: 'Full',
    },
  },
  session: {
    progress: 'Screen {{current}} of {{count}}',
    sample: 'Sample {{code}}',
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish',
    lineNotAnswered: 'Not answered yet. Tap the line where your answer lies, or use the arrow keys.',
    endTitle: 'Thank you!',
    endText: 'Your answers have been saved. Thank you for taking part.',
    backToList: 'Back to the questionnaires',
  },
  validation: {
    required: 'Please answer this question.',
    number: 'Please give a number.',
    range: 'Please give a value between {{min}} and {{max}}.',
    step: 'Please choose one of the points on the scale.',
    unknownControl: 'An answer does not belong to this screen. Please reload the page.',
    duplicate: 'This question was answered twice. Please answer it again.',
  },
  error: {
    title: 'Oops...',
    code: 'Error {{code}}',
    retry: 'Try again',
    backHome: 'Back home',
    backHomeRefresh: 'Back home and refresh',
    details: 'Details: {{details}}',
  },
};

type TranslationTree<T> = { [K in keyof T]: T[K] extends string ? string : TranslationTree<T[K]> };

/** The shape every language gives: the same keys as English, any strings. */
export type Translation = TranslationTree<typeof en>;
