/** The words of booked sessions' messages, in English: the model of every other language. `when` is a slot's date and time in words. */
const en = {
  greeting: (name: string) => `Hello ${name},`,
  action: 'See or change your booking',
  changeUntil: (until: string) => `You can cancel or move it until ${until}.`,
  calendarNote: 'The attached calendar file adds the session to your calendar.',
  bookedSubject: (title: string) => `Your session is booked: ${title}`,
  booked: (title: string, when: string, minutes: number) =>
    `You are booked for “${title}” on ${when} (${minutes} min).`,
  movedSubject: (title: string) => `Your session has moved: ${title}`,
  moved: (title: string, when: string, minutes: number) =>
    `Your session for “${title}” is now on ${when} (${minutes} min).`,
  cancelledSubject: (title: string) => `Booking cancelled: ${title}`,
  cancelled: (title: string, when: string) => `Your booking for “${title}” on ${when} is cancelled.`,
  removedSubject: (title: string) => `Session cancelled by the lab: ${title}`,
  removed: (title: string, when: string) =>
    `The lab has cancelled the session of “${title}” on ${when}. You can book another time.`,
  promotedSubject: (title: string) => `A place is free: you are booked for ${title}`,
  promoted: (title: string, when: string, minutes: number) =>
    `A place became free for “${title}” on ${when} (${minutes} min): you were first on the waiting list and are now booked.`,
  reminderSubject: (title: string, when: string) => `Reminder: ${title}, ${when}`,
  reminder: (title: string, when: string, minutes: number) =>
    `This is a reminder of your session for “${title}” on ${when} (${minutes} min). We look forward to seeing you.`,
  calendarSummary: (title: string) => `Tasting session: ${title}`,
};
export default en;
export type SlotTexts = typeof en;
