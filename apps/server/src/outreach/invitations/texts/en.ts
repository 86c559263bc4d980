/** The invitation and the reminder, in English: the model of every other language. */
const en = {
  invitationSubject: (title: string) => `Invitation: ${title}`,
  greeting: (name: string) => `Hello ${name},`,
  invitation: (title: string) => `You are invited to take part in a sensory test: "${title}".`,
  closes: (date: string) => `It is open until ${date}.`,
  personal: 'This link is yours alone: it opens the questionnaire in your name, on any device, with nothing to type.',
  open: 'Open the questionnaire',
  reminderSubject: (title: string) => `Reminder: ${title}`,
  reminder: (title: string) => `You have not finished "${title}" yet. Your answers count; it only takes a few minutes.`,
};
export default en;
export type InvitationTexts = typeof en;
