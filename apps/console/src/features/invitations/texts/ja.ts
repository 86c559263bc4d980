import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  invitations: {
    link: '招待：{{name}}',
    back: '公開一覧に戻る',
    title: '招待：{{name}}',
    help: '招待された人には個人用リンク付きのメールが届きます。どの端末からでもパスワードなしで、本人の名前で質問票が開きます。回答は結果とモニターで本人のものとして扱われます。',
    panelTitle: 'パネルの評価者を招待',
    panelHelp:
      'メールアドレスがあり、プロフィールが下のすべての条件を満たす評価者です。空欄の項目は条件になりません。公開の対象者と同じ条件です。',
    anyValue: 'すべての値',
    from: '下限',
    to: '上限',
    resend: '招待済みの人にも再送する（新しいリンク。以前のリンクも引き続き使えます）',
    invitePanel: 'これらの評価者を招待',
    fileTitle: 'ファイルから招待',
    fileHelp:
      '列 email, name, language（en, fr, ja, de, zh, es, pt）の CSV ファイル。列名の 1 行目は省略できます。各人はアカウントの記名評価者になります（すでに登録済みならアドレスで見つけます）。誤りのある行があるうちは何も送信されません。',
    file: 'CSV ファイル',
    inviteFile: 'ファイルの人を招待',
    faultsTitle: 'ファイルは受け付けられませんでした。何も送信されていません',
    fault: '{{line}} 行目：{{message}}',
    outcome: '{{sent}} 件送信、{{already}} 件は招待済み（再送なし）、{{unsubscribed}} 件は配信停止。',
    listTitle: '招待した人',
    none: 'まだ誰も招待していません。',
    name: '名前',
    email: 'メール',
    state: '状態',
    invited: '招待日',
    reminders: 'リマインダー',
    states: {
      queued: '送信待ち',
      sent: '送信済み',
      failed: '失敗',
      unsubscribed: '配信停止',
      opened: '開封済み',
      finished: '回答完了',
    },
    remindTitle: 'リマインダー',
    remindHelp:
      'リマインダーは回答を終えていない招待者に送られます。回答を終えた人、スクリーニングで対象外になった人、配信停止した人には送られません。',
    remindNow: '今すぐリマインダーを送る',
    reminded: 'リマインダーを {{count}} 件送信しました。',
    scheduleHours: '自動リマインダー（締切の何時間前。空欄なら送らない）',
    scheduleSave: 'スケジュールを保存',
    scheduleSaved: 'リマインダーのスケジュールを保存しました。',
    scheduleNoClosing: 'この公開には締切日がありません。自動で送るには締切日を設定してください。',
    scheduleSent: '予約したリマインダーは {{when}} に送信されました。',
    scheduleDue: 'リマインダーは {{when}} に送信されます。',
  },
} satisfies Translated<typeof en>;
