export default {
  signin: {
    title: 'Sign in to the console',
    account: 'Account code (if your lab gave you one)',
    login: 'User name',
    password: 'Password',
    submit: 'Sign in',
    notLeader: 'This console is for panel leaders. Ask your administrator for the role “user”.',
    failed: 'Signing in failed: {{message}}',
  },
};
