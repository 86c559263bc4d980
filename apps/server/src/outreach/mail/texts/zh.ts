import type { MailTexts } from './en.ts';

const zh = {
  footer: '您收到这封邮件，是因为您参加的感官评价小组给您发了信。',
  unsubscribeLink: '退订这些邮件',
  unsubscribeTitle: '退订',
  unsubscribeQuestion: (address: string) => `不再向 ${address} 发送邮件？`,
  unsubscribeButton: '退订',
  unsubscribed: (address: string) => `已完成：不会再向 ${address} 发送邮件。`,
  unknownLink: '此退订链接无效（可能不完整）。',
  testSubject: 'Palate：测试邮件',
  testParagraph: '这是一封来自 Palate 的测试邮件。如果您能看到它，说明邮件发送已正确设置。',
} satisfies MailTexts;
export default zh;
