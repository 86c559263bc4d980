export default {
  link: {
    keep: 'Keep this page’s address: it brings you back here to continue later.',
    tryAgain: 'Try again',
  },
};
