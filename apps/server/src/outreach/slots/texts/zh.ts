import type { SlotTexts } from './en.ts';

const zh = {
  greeting: (name: string) => `${name}，您好：`,
  action: '查看或更改预约',
  changeUntil: (until: string) => `您可以在${until}之前取消或更改。`,
  calendarNote: '附件中的日历文件可将此场次添加到您的日历。',
  bookedSubject: (title: string) => `您的场次已预约：${title}`,
  booked: (title: string, when: string, minutes: number) => `您已预约“${title}”，时间为${when}（${minutes} 分钟）。`,
  movedSubject: (title: string) => `您的场次已更改：${title}`,
  moved: (title: string, when: string, minutes: number) => `您“${title}”的场次已改为${when}（${minutes} 分钟）。`,
  cancelledSubject: (title: string) => `预约已取消：${title}`,
  cancelled: (title: string, when: string) => `您在${when}的“${title}”预约已取消。`,
  removedSubject: (title: string) => `实验室已取消场次：${title}`,
  removed: (title: string, when: string) => `实验室已取消${when}的“${title}”场次。您可以预约其他时间。`,
  promotedSubject: (title: string) => `有空位了：您已预约${title}`,
  promoted: (title: string, when: string, minutes: number) =>
    `“${title}”在${when}（${minutes} 分钟）有了空位：您排在候补名单首位，现已预约成功。`,
  reminderSubject: (title: string, when: string) => `提醒：${title}，${when}`,
  reminder: (title: string, when: string, minutes: number) =>
    `提醒您参加“${title}”的场次，时间为${when}（${minutes} 分钟）。期待您的到来。`,
  calendarSummary: (title: string) => `品评场次：${title}`,
} satisfies SlotTexts;
export default zh;
