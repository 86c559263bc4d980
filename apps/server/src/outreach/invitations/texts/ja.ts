import type { InvitationTexts } from './en.ts';

const ja: InvitationTexts = {
  invitationSubject: (title) => `ご招待：${title}`,
  greeting: (name) => `${name} 様`,
  invitation: (title) => `官能評価「${title}」へのご参加をお願いいたします。`,
  closes: (date) => `回答期限は${date}です。`,
  personal: 'このリンクはあなた専用です。どの端末からでも、入力なしであなたの名前で質問票が開きます。',
  open: '質問票を開く',
  reminderSubject: (title) => `リマインダー：${title}`,
  reminder: (title) => `「${title}」の回答がまだ終わっていません。数分で終わりますので、ご協力をお願いします。`,
};
export default ja;
