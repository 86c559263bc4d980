import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  preview: {
    nav: 'シミュレーション',
    listTitle: '質問票のシミュレーション',
    listIntro:
      'パネリストと同じ画面・サンプルコード・提示順で質問票に回答できます。シミュレーションはパネリストとして数えられず、結果にも含まれません。',
    notLeader: 'シミュレーションを実行できるのはパネルリーダーだけです。',
    logIn: 'ログイン',
    empty: '公開されている質問票はまだありません。',
    simulate: 'シミュレーション',
    simulations_one: 'シミュレーション {{count}} 回',
    simulations_other: 'シミュレーション {{count}} 回',
    expired: '期限切れ',
    title: 'シミュレーション',
    judge: 'シミュレーションするパネリスト',
    judgeHelp:
      'パネリストごとに提示順とコードが異なります。パネリスト 1〜{{count}} で計画のすべての提示順を確認できます。',
    judgeInvalid: '1 以上のパネリスト番号を入力してください。',
    mandatoryAnswers: '回答を必須にする',
    mandatoryAnswersHelp: 'パネリストと同じく、すべての質問に答えないと先に進めません。',
    screenshots: '画面キャプチャ',
    definitionWaiting: 'コンソールからアンケートが届くのを待っています…',
    definitionEmpty: 'このアンケートにはまだ画面がありません。',
    screenshotsInHost: 'ブース用アプリケーションが各画面の画像をキャプチャ用フォルダーに保存します。',
    screenshotsHelp: '画面キャプチャはデスクトップアプリが撮影します。ブラウザーでは撮影できません。',
    start: 'シミュレーションを開始',
    saveFailedTitle: '前回のシミュレーションを保存できませんでした',
    saveFailedText:
      'この質問票の未完了のシミュレーションを保存できませんでした。もう一度試すか、保存せずに新しいシミュレーションを開始できます。',
    continueWithoutSaving: '保存せずに続ける',
    retry: 'もう一度試す',
    cancel: 'キャンセル',
    banner: 'パネリスト {{judge}} としてシミュレーション中：この回答は集計されません。',
    bannerOptional: 'パネリスト {{judge}} としてシミュレーション中（回答は任意）：この回答は集計されません。',
    endTitle: 'シミュレーション終了',
    endText: 'パネリストにはここでお礼が表示されます。あなたの回答はパネルの結果とは別に保存されます。',
    again: 'もう一度シミュレーション',
    backHome: 'ホームに戻る',
  },
} satisfies Translated<typeof en>;
