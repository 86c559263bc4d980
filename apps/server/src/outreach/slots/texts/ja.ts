import type { SlotTexts } from './en.ts';

const ja = {
  greeting: (name: string) => `${name} 様`,
  action: '予約を確認・変更する',
  changeUntil: (until: string) => `${until}まで取り消しや変更ができます。`,
  calendarNote: '添付のカレンダーファイルで、セッションをカレンダーに追加できます。',
  bookedSubject: (title: string) => `セッションの予約が完了しました：${title}`,
  booked: (title: string, when: string, minutes: number) =>
    `「${title}」のセッション（${when}、${minutes}分）を予約しました。`,
  movedSubject: (title: string) => `セッションの日時が変更されました：${title}`,
  moved: (title: string, when: string, minutes: number) =>
    `「${title}」のセッションは${when}（${minutes}分）に変更されました。`,
  cancelledSubject: (title: string) => `予約を取り消しました：${title}`,
  cancelled: (title: string, when: string) => `「${title}」（${when}）の予約を取り消しました。`,
  removedSubject: (title: string) => `ラボがセッションを中止しました：${title}`,
  removed: (title: string, when: string) =>
    `ラボが「${title}」（${when}）のセッションを中止しました。別の日時をご予約いただけます。`,
  promotedSubject: (title: string) => `空きが出ました：${title}の予約が確定しました`,
  promoted: (title: string, when: string, minutes: number) =>
    `「${title}」（${when}、${minutes}分）に空きが出ました。キャンセル待ちの先頭だったため、予約が確定しました。`,
  reminderSubject: (title: string, when: string) => `リマインダー：${title}（${when}）`,
  reminder: (title: string, when: string, minutes: number) =>
    `「${title}」のセッション（${when}、${minutes}分）のお知らせです。お待ちしております。`,
  calendarSummary: (title: string) => `官能評価セッション：${title}`,
} satisfies SlotTexts;
export default ja;
