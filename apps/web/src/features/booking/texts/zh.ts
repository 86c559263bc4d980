import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  booking: {
    title: '预约场次',
    cardTitle: '您的场次',
    back: '返回',
    notSignedIn: '请打开邀请中的链接或登录后预约场次。',
    nothingToBook: '目前没有可预约的场次。',
    bookOrChange: '预约或更改场次',
    yourBooking: '您的预约：{{when}}（{{minutes}} 分钟）。',
    yourWaiting: '您在 {{when}} 的候补名单中排第 {{place}} 位。有空位时将为您预约并发邮件通知。',
    changeUntil: '您可以在 {{until}} 之前取消或更改。',
    noChange: '已无法更改。',
    chooseSlot: '选择时间',
    free: '剩余 {{free}} 个名额',
    full: '已满：加入候补',
    book: '预约',
    move: '改到此时间',
    joinWaiting: '加入候补名单',
    cancel: '取消预约',
    leaveWaiting: '退出候补名单',
    booked: '预约成功，确认邮件即将发送。',
    waiting: '此时间已满：您已在候补名单中。',
    moved: '您的预约已更改。',
    cancelled: '您的预约已取消。',
    timesIn: '时间为 {{zone}}。',
    minutes: '{{minutes}} 分钟',
  },
} satisfies Translated<typeof en>;
