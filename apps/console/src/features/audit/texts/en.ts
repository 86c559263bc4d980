export default {
  audit: {
    title: 'Audit log',
    help: 'Who changed a session or a setting from the console, and when. Newest first.',
    show: 'Show',
    all: 'Everything',
    runs: 'Judges’ runs',
    booths: 'Booths',
    members: 'Members',
    empty: 'Nothing has been changed yet.',
    when: 'When',
    who: 'Who',
    what: 'What',
    target: 'On',
    actions: {
      runEnd: 'Ended a judge’s run',
      runRestart: 'Sent a judge back to screen {{screen}}',
      boothRelease: 'Released a booth',
      boothCallAnswered: 'Answered a booth’s call',
    },
  },
};
