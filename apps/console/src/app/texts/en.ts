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
  },
};
