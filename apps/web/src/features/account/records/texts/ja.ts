export default {
  judgeRecords: {
    rewardsTitle: 'あなたの謝礼',
    balance: '残高',
    points: 'ポイント',
    grant: '回答完了',
    adjustment: 'ラボによる調整',
    noRewards: 'まだ謝礼はありません。',
    consentsTitle: 'あなたの同意',
    accepted: '同意済み',
    declined: '不同意',
    withdrawn: '撤回済み',
    withdraw: '同意を撤回する',
    confirm: 'この調査への同意を撤回しますか？今後、あなたの回答はすべての分析とエクスポートから除外されます。',
    confirmYes: '撤回する',
    cancel: 'キャンセル',
    noConsents: '同意した調査はありません。',
    dataTitle: 'あなたのデータ',
    dataHelp:
      'Palate が保持しているあなたに関するすべての情報（プロフィール、招待、予約、回答、同意、謝礼）を JSON ファイルでダウンロードします。',
    download: 'データをダウンロード',
    failed: '実行できませんでした。もう一度お試しください。',
  },
};
