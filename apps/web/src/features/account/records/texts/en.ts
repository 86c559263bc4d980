export default {
  judgeRecords: {
    rewardsTitle: 'Your rewards',
    balance: 'Balance',
    points: 'points',
    grant: 'For finishing',
    adjustment: 'Adjusted by the lab',
    noRewards: 'No rewards yet.',
    consentsTitle: 'Your consents',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    withdraw: 'Withdraw my consent',
    confirm:
      'Withdraw your consent to this study? From now on, your answers to it are left out of every analysis and export.',
    confirmYes: 'Withdraw',
    cancel: 'Cancel',
    noConsents: 'You have given no consent.',
    dataTitle: 'Your data',
    dataHelp:
      'Download everything Palate holds about you: your profile, invitations, bookings, answers, consents and rewards, as a JSON file.',
    download: 'Download my data',
    failed: 'This could not be done. Please try again.',
  },
};
