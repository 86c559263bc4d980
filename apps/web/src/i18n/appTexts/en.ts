export default {
  app: {
    name: 'Palate',
    loading: 'Loading…',
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
