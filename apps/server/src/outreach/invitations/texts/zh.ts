import type { InvitationTexts } from './en.ts';

const zh: InvitationTexts = {
  invitationSubject: (title) => `邀请：${title}`,
  greeting: (name) => `${name}，您好：`,
  invitation: (title) => `诚邀您参加感官测试“${title}”。`,
  closes: (date) => `开放至 ${date}。`,
  personal: '此链接仅供您本人使用：在任何设备上都能以您的名义打开问卷，无需输入任何内容。',
  open: '打开问卷',
  reminderSubject: (title) => `提醒：${title}`,
  reminder: (title) => `您尚未完成“${title}”。您的回答很重要，只需几分钟。`,
};
export default zh;
