import type { MailTexts } from './en.ts';

const ja = {
  footer: 'このメールは、ご参加の官能評価パネルからお送りしています。',
  unsubscribeLink: 'これらのメールの配信を停止する',
  unsubscribeTitle: '配信停止',
  unsubscribeQuestion: (address: string) => `${address} へのメール送信を停止しますか？`,
  unsubscribeButton: '配信を停止する',
  unsubscribed: (address: string) => `完了しました。今後 ${address} にメールは送信されません。`,
  unknownLink: 'この配信停止リンクは無効です（途中で切れている可能性があります）。',
  testSubject: 'Palate：テストメール',
  testParagraph: 'これは Palate からのテストメールです。このメールが読めれば、メール送信は正しく設定されています。',
} satisfies MailTexts;
export default ja;
