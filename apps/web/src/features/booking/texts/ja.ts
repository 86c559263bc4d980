import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  booking: {
    title: 'セッションの予約',
    cardTitle: 'あなたのセッション',
    back: '戻る',
    notSignedIn: 'セッションを予約するには、招待状のリンクを開くか、ログインしてください。',
    nothingToBook: '現在、予約できるセッションはありません。',
    bookOrChange: 'セッションを予約・変更する',
    yourBooking: 'ご予約：{{when}}（{{minutes}}分）',
    yourWaiting: '{{when}}のキャンセル待ち{{place}}番目です。空きが出ると予約が確定し、メールでお知らせします。',
    changeUntil: '{{until}}まで取り消し・変更ができます。',
    noChange: 'これ以上変更できません。',
    chooseSlot: '日時を選んでください',
    free: '残り{{free}}席',
    full: '満員：キャンセル待ち',
    book: '予約する',
    move: 'この日時に変更',
    joinWaiting: 'キャンセル待ちに登録',
    cancel: '予約を取り消す',
    leaveWaiting: 'キャンセル待ちをやめる',
    booked: '予約が完了しました。確認のメールをお送りします。',
    waiting: 'この日時は満員のため、キャンセル待ちに登録しました。',
    moved: '予約を変更しました。',
    cancelled: '予約を取り消しました。',
    timesIn: '時刻は {{zone}} です。',
    minutes: '{{minutes}}分',
  },
} satisfies Translated<typeof en>;
