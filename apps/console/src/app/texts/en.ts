export default {
  app: {
    title: 'Palate console',
    signOut: 'Sign out',
    language: 'Language',
    judgesApp: 'Judges’ app',
    signedInAs: 'Signed in as {{name}}',
    loadFailed: 'This could not be loaded: {{message}}',
    cancel: 'Cancel',
    close: 'Close',
    auditNav: 'Audit log',
    leave: {
      title: 'Leave this page?',
      message: 'Your changes on this page are not saved. If you leave now, they are lost.',
      stay: 'Stay on this page',
      leave: 'Leave without saving',
    },
    incompleteBlocks: {
      design:
        '{{K}} of {{T}} products per judge, from a design of {{blocks}} blocks: each product is served in {{r}} blocks, each pair of products together in {{lambda}}.',
      lambdaRange: '{{fewest}} or {{most}}',
      balanced: 'Exactly balanced (a balanced incomplete block design).',
      nearBalanced:
        'Near-balanced: no exactly balanced design is known for these numbers, so some pairs meet once more than others.',
      replicates: 'A whole replicate of the design takes {{judges}} judges.',
    },
  },
};
