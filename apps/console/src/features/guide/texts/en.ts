export default {
  guide: {
    nav: 'Guide',
    title: 'Leader’s guide',
    contents: 'Contents of the guide',
    englishOnly: 'The guide is written in English.',
    missing: 'This page of the guide does not exist.',
  },
};
