/** The words every message and the unsubscribe page share, in English: the model of every other language. */
const en = {
  footer: 'You receive this email because a sensory panel you take part in wrote to you.',
  unsubscribeLink: 'Unsubscribe from these emails',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (address: string) => `Stop sending emails to ${address}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: (address: string) => `Done: no more emails will be sent to ${address}.`,
  unknownLink: 'This unsubscribe link is not valid (it may be incomplete).',
  testSubject: 'Palate: test email',
  testParagraph: 'This is a test email from Palate. If you can read it, email is set up correctly.',
};
export default en;
export type MailTexts = typeof en;
